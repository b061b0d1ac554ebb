/** @jest-environment node */
// The shell owns its layout, its 404 and sign-in prompt and its widgets; every page is a remote's
// (docs/architecture.md §3, "Pages"). So the shell's source names no remote's page: neither its
// module nor its path. Tests and their data (src/testing/) may.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { remoteBuilds } from '../testing/remoteBuilds';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return p === join(SRC, 'testing') ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

it("the shell's source names no remote's page module and no page's path", () => {
  const pages = Object.values(remoteBuilds()).flatMap((b) => b.pages);
  expect(pages.length).toBeGreaterThan(0);
  const named = sources(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const modules = pages.filter((p) => text.includes(`'${p.module}'`) || text.includes(`"${p.module}"`)).map((p) => p.module);
    // A path in quotes; '/' alone is too common to be the home page's.
    const paths = pages.filter((p) => p.path !== '/' && new RegExp(`['"\`]${p.path}['"\`]`).test(text)).map((p) => p.path);
    return [...modules, ...paths].map((what) => `${file.slice(SRC.length + 1)}: ${what}`);
  });
  expect(named).toEqual([]);
});

/** @jest-environment node */
// The shell's folders import one way, from the top down (shell/README.md, "Layers"): a folder
// imports only from the folders below it. Tests and their data (testing/) may reach anywhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Top to bottom; folders on one line sit side by side and import none of each other. */
const LAYERS = [['.'], ['app'], ['layout', 'pages'], ['partner-frame'], ['navigation', 'front-desk', 'currency'], ['remotes'], ['page-tables'], ['startup']];
const SRC = __dirname;
const rank = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return p === join(SRC, 'testing') ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** The top folder of a file or an import's path below src/ ('.' for src/ itself). */
function folderOf(path: string): string {
  const first = relative(SRC, path).split('/')[0]!;
  return existsSync(join(SRC, first)) && statSync(join(SRC, first)).isDirectory() ? first : '.';
}

it("the shell's folders import one way, from the top down", () => {
  const files = sources(SRC);
  expect(new Set(files.map(folderOf))).toEqual(new Set(LAYERS.flat()));
  const upward = files.flatMap((file) => {
    const from = folderOf(file);
    const specs = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']*)'/g)].map((m) => m[1]!);
    return specs
      .map((spec) => folderOf(resolve(dirname(file), spec)))
      .filter((to) => to !== from && rank(to) <= rank(from))
      .map((to) => `${relative(SRC, file)} imports ${to}/`);
  });
  expect(upward).toEqual([]);
});

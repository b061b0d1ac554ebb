// Test data (Node): the remotes' own page tables (mf-*/src/pages.ts), as their builds publish them
// in their manifests (tools/webpack/page-table.mjs reads them for the build and, in a child node
// process, for these tests): the shell never imports a remote, and learns the tables from the
// manifests at run time, served here by MSW. A page a remote adds or retitles is what the shell's
// tests route.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REMOTE_NAMES, type PageEntry } from '@hotel/shared';
import { http, HttpResponse } from 'msw';
import { ROOT } from './remoteBuilds';

function remotePageTables(): Record<string, PageEntry[]> {
  const script = `
    const { readPageTable } = await import(${JSON.stringify(join(ROOT, 'tools/webpack/page-table.mjs'))});
    const tables = {};
    for (const name of ${JSON.stringify(REMOTE_NAMES)}) tables[name] = readPageTable(${JSON.stringify(ROOT)} + '/mf-' + name, name).pages;
    console.log(JSON.stringify(tables));`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop()!) as Record<string, PageEntry[]>;
}

export const TEST_TABLES = remotePageTables();

export const ALL_TEST_PAGES = Object.values(TEST_TABLES).flat();

/** Each remote's mf-manifest.json (as config.json's `remotes` of the test config names it) with its table. */
export const manifestHandlers = (tables: Record<string, PageEntry[]> = TEST_TABLES) =>
  Object.entries(tables).map(([remote, pages]) =>
    http.get(`http://${remote}.test/mf-manifest.json`, () =>
      HttpResponse.json({ id: remote, name: remote, metaData: { pages }, exposes: [], shared: [], remotes: [] }),
    ),
  );

// A remote's page table (docs/architecture.md §3, "Pages"): its `src/pages.ts`, the one list of
// its pages. The build reads it twice: to expose each page's module (its feature folder's
// `index.ts`, by @hotel/shared's `pageFeature`), and to publish it with its deploy in
// mf-manifest.json (`metaData.pages`, through the manifest plugin's additionalData), where the
// shell, the first view, the bench, the screenshots and the e2e suite read it. The table is
// TypeScript and imports @hotel/shared's routes, so esbuild bundles it (with @hotel/shared/pages'
// checks) into one module first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { ROOT } from './paths.mjs';

/** The file every remote declares its pages in. */
export const pageTableFile = (dir) => path.join(dir, 'src', 'pages.ts');

/**
 * `<dir>/src/pages.ts`'s `pages`, checked by @hotel/shared's parsePageTable, each with the file
 * that is its module. Synchronous: webpack configs are plain functions (and wrapped by the e2e
 * suite's builds), and the exposes are part of the config.
 * @returns {{ pages: object[], errors: string[], files: Record<string, string>, features: [string, string][] }}
 */
export function readPageTable(dir, remote) {
  const entry =
    `import { pages } from ${JSON.stringify(pageTableFile(dir))};\n` +
    `import { pageFeature, parsePageTable } from '@hotel/shared/pages';\n` +
    `const table = parsePageTable(${JSON.stringify(remote)}, JSON.parse(JSON.stringify(pages)));\n` +
    `module.exports = { ...table, features: table.pages.map((p) => [p.module, pageFeature(p.module)]) };\n`;
  const out = buildSync({
    // @hotel/shared/pages from the repository's node_modules; the table's own imports from its file.
    stdin: { contents: entry, resolveDir: ROOT, loader: 'ts', sourcefile: 'page-table-entry.ts' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', out.outputFiles[0].text)(module, module.exports);
  const { pages, errors, features } = module.exports;
  const files = Object.fromEntries(features.map(([id, feature]) => [id, `./src/features/${feature}/index.ts`]));
  return { pages, errors, files, features };
}

/**
 * A remote's `exposes`: one `./<Name>` per page of its table, from the page's feature folder, and
 * the modules that are not pages (`byHand`: the booking panel, the special offers, the embed).
 * Problems (a table that cannot be read, a page whose folder has no index.ts, a page written by
 * hand too) are returned, and the build fails on them (manifestWithPageTable).
 */
export function exposesOf(dir, remote, byHand = {}) {
  const exposes = {};
  const problems = [];
  let table;
  try {
    table = readPageTable(dir, remote);
  } catch (e) {
    return { exposes: byHand, problems: [e.message] };
  }
  for (const page of table.pages) {
    const name = `./${page.module.split('/')[1]}`;
    const file = table.files[page.module];
    if (name in byHand) problems.push(`${page.path}: ${page.module} is a page of this table; take it out of the exposes written by hand`);
    else if (!existsSync(path.join(dir, file)))
      problems.push(`${page.path}: ${page.module} has no ${file.slice(2)} (a page's module is its feature folder's index.ts; README, "Adding a page")`);
    // A staff page's chunk is named for the front desk (front-desk-…, its feature folder), so the
    // bench, the tests and a reader tell it from guest code (docs/architecture.md §3).
    else exposes[name] = page.access === 'staff' ? { import: file, name: table.features.find(([id]) => id === page.module)[1] } : file;
  }
  return { exposes: { ...exposes, ...byHand }, problems };
}

/**
 * The ModuleFederationPlugin's `manifest` option of a remote: its manifest carries its page table;
 * a malformed entry, or one whose module is missing, fails the build (never a page that silently
 * goes missing).
 */
export function manifestWithPageTable(dir, remote, problems = []) {
  return {
    async additionalData({ stats, compilation }) {
      compilation.fileDependencies.add(pageTableFile(dir));
      const fail = (e) => compilation.errors.push(new compilation.compiler.webpack.WebpackError(`src/pages.ts: ${e}`));
      problems.forEach(fail);
      try {
        const { pages, errors } = readPageTable(dir, remote);
        // A page's module must be one this build exposes (a typo fails here, not in a guest's browser).
        const exposed = new Set(stats.exposes.map((e) => `${remote}/${e.name}`));
        for (const page of pages) if (!exposed.has(page.module)) errors.push(`${page.path}: ${page.module} is not in this remote's exposes`);
        errors.forEach(fail);
        stats.metaData.pages = pages;
      } catch (e) {
        fail(e.message);
      }
      return stats;
    },
  };
}

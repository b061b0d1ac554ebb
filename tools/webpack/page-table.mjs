// A remote's page table (docs/architecture.md §3, "Pages"): its `src/pages.ts`, read at build time
// and published with its deploy in mf-manifest.json (`metaData.pages`, through the manifest
// plugin's additionalData), where the shell, the first view, the bench, the screenshots and the
// e2e suite read it. The table is TypeScript and imports @hotel/shared's routes, so esbuild bundles
// it (with @hotel/shared/pages' checks) into one module first.
import path from 'node:path';
import { build } from 'esbuild';

/** The file every remote declares its pages in. */
export const pageTableFile = (dir) => path.join(dir, 'src', 'pages.ts');

/**
 * `<dir>/src/pages.ts`'s `pages`, checked by @hotel/shared's parsePageTable.
 * @returns {Promise<{ pages: object[], errors: string[] }>}
 */
export async function readPageTable(dir, remote) {
  const entry =
    `import { pages } from ${JSON.stringify(pageTableFile(dir))};\n` +
    `import { parsePageTable } from '@hotel/shared/pages';\n` +
    `export const table = parsePageTable(${JSON.stringify(remote)}, JSON.parse(JSON.stringify(pages)));\n`;
  const out = await build({
    stdin: { contents: entry, resolveDir: dir, loader: 'ts', sourcefile: 'page-table-entry.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const { table } = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  return table;
}

/**
 * The ModuleFederationPlugin's `manifest` option of a remote: its manifest carries its page table;
 * a malformed entry fails the build (never a page that silently goes missing).
 */
export function manifestWithPageTable(dir, remote) {
  return {
    async additionalData({ stats, compilation }) {
      compilation.fileDependencies.add(pageTableFile(dir));
      try {
        const { pages, errors } = await readPageTable(dir, remote);
        // A page's module must be one this build exposes (a typo fails here, not in a guest's browser).
        const exposed = new Set(stats.exposes.map((e) => `${remote}/${e.name}`));
        for (const page of pages) if (!exposed.has(page.module)) errors.push(`${page.path}: ${page.module} is not in this remote's exposes`);
        for (const e of errors) compilation.errors.push(new compilation.compiler.webpack.WebpackError(`src/pages.ts: ${e}`));
        stats.metaData.pages = pages;
      } catch (e) {
        compilation.errors.push(new compilation.compiler.webpack.WebpackError(`src/pages.ts: ${e.message}`));
      }
      return stats;
    },
  };
}

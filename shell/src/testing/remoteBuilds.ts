// Test data only (Node): what each remote's build publishes, read from its own files the way its
// build reads them: the `exposes` of its webpack config (its pages' derived from its page table)
// and its page table (src/pages.ts, through tools/webpack/page-table.mjs). Both are plain ESM, so
// they are read in a child node process.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REMOTE_NAMES, type PageEntry } from '@hotel/shared';

export const ROOT = join(__dirname, '..', '..', '..');

export interface RemoteBuild {
  /** Exposed name → file. */
  exposes: Record<string, string>;
  pages: PageEntry[];
  errors: string[];
}

export function remoteBuilds(): Record<string, RemoteBuild> {
  const script = `
    const { readPageTable } = await import(${JSON.stringify(ROOT)} + '/tools/webpack/page-table.mjs');
    const out = {};
    for (const name of ${JSON.stringify(REMOTE_NAMES)}) {
      const dir = ${JSON.stringify(ROOT)} + '/mf-' + name;
      const { default: make } = await import(dir + '/webpack.config.mjs');
      const config = make(undefined, { mode: 'production' });
      const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
      const { pages, errors } = readPageTable(dir, name);
      // An exposed module is a file, or { import, name } when its chunk is named (the front desk's front-desk-…).
      const exposes = Object.fromEntries(
        Object.entries(federation._options.exposes ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : v.import]),
      );
      out[name] = { exposes, pages, errors };
    }
    console.log(JSON.stringify(out));`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(text.trim().split('\n').pop()!) as Record<string, RemoteBuild>;
}

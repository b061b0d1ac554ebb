#!/usr/bin/env node
// `npm run backup [-- FILE]` and `npm run restore FILE`: the whole database in one file and back
// (docs/backups.md). Where: DATABASE_URL → that PostgreSQL database; else the PGlite database in
// DATA_DIR (npm start's HV_DATA_DIR; default .data/), as the API chooses. The work is the API's
// database layer (api/src/db/backup/), loaded here with tsx; this file reads the command line.
// backupDatabase and restoreDatabase are exported for other tools (`npm run staging -- backup`).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const { root } = require('../stack/runner.cjs');

const USAGE = 'Usage: npm run backup [-- FILE] | npm run restore FILE';

const core = () => tsImport(join(root, 'api', 'src', 'db', 'backup', 'index.ts'), import.meta.url);

/** The database the API would open with this environment. */
export function targetFromEnv(env = process.env) {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || env.HV_DATA_DIR || join(root, '.data') };
}

/** Writes the whole database ({databaseUrl} or {dataDir}) to `out`, a file that must not exist yet; resolves to {file, kind, bytes, migrations}. */
export async function backupDatabase({ databaseUrl, dataDir, out }) {
  return (await core()).backupDatabase({ databaseUrl, dataDir, out });
}

/** Puts the backup `file` back as the whole database (the API stopped); resolves to {kind, migrations, keptAt?}. */
export async function restoreDatabase({ databaseUrl, dataDir, file }) {
  return (await core()).restoreDatabase({ databaseUrl, dataDir, file });
}

const where = (t) => (t.databaseUrl ? `PostgreSQL database ${new URL(t.databaseUrl).pathname.slice(1)}` : `PGlite in ${join(t.dataDir, 'pglite')}`);
const size = (bytes) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

async function main([command, file, ...rest]) {
  const t = targetFromEnv();
  if (command === 'backup' && rest.length === 0) {
    const out = file ?? (await core()).defaultBackupFile(t);
    const s = await backupDatabase({ ...t, out });
    console.log(`Backed up the ${where(t)} to ${s.file} (${size(s.bytes)}, schema ${s.migrations.at(-1)}).`);
    console.log(`Restore it with: npm run restore ${s.file}`);
  } else if (command === 'restore' && file && rest.length === 0) {
    const s = await restoreDatabase({ ...t, file });
    console.log(`Restored ${file} into the ${where(t)} (schema ${s.migrations.at(-1)}).`);
    if (s.keptAt) console.log(`The database that was there is kept in ${s.keptAt}: delete it once you are satisfied.`);
    console.log('Start the API again; it applies any migration the backup predates.');
  } else {
    console.error(USAGE);
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err) => {
    // A refusal is an expected answer with its reason, not a crash with a stack.
    console.error(err?.name === 'BackupError' ? err.message : err);
    process.exitCode = 1;
  });
}

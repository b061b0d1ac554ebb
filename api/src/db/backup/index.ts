// `npm run backup` / `npm run restore FILE` (tools/backup/backup.mjs) and `npm run staging -- backup`:
// the whole database in one file, from whichever engine the API runs on (DATABASE_URL: PostgreSQL,
// else PGlite in <DATA_DIR>/pglite, as src/server.ts chooses). The file is each engine's own format
// (docs/backups.md): pg_dump's custom archive, or PGlite's dumpDataDir() tarball, so the standard
// tools read it too. A restore checks the file before it touches anything: a file that is neither,
// or one whose schema has migrations this build does not know, is refused with the reason.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrationFiles } from '../migrate';
import { BackupError } from './errors';
import { dumpPglite, restorePglite } from './pglite';
import { dumpPostgres, restorePostgres } from './postgres';

export { BackupError };
export type BackupKind = 'pglite' | 'postgres';

/** The database: PostgreSQL at databaseUrl, else PGlite in <dataDir>/pglite (the API's DATA_DIR). */
export interface DatabaseTarget {
  databaseUrl?: string;
  dataDir?: string;
}

export interface BackupSummary {
  file: string;
  kind: BackupKind;
  bytes: number;
  /** The schema's migrations, as schema_migrations lists them. */
  migrations: string[];
}

export interface RestoreSummary {
  kind: BackupKind;
  migrations: string[];
  /** PGlite: where the database that was there before now is (kept until you delete it). */
  keptAt?: string;
}

const kindOf = (t: DatabaseTarget): BackupKind => (t.databaseUrl ? 'postgres' : 'pglite');

function pgliteDir(t: DatabaseTarget): string {
  if (!t.dataDir) throw new BackupError('Neither DATABASE_URL nor a data directory (DATA_DIR) given.');
  return join(t.dataDir, 'pglite');
}

/** Where `npm run backup` writes without a file name: <dataDir>/backups/harborview-<kind>-<UTC time>.<ext>. */
export function defaultBackupFile(t: DatabaseTarget & { dataDir: string }, now = new Date()): string {
  const kind = kindOf(t);
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return join(t.dataDir, 'backups', `harborview-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/**
 * Writes the whole database to `out` (which must not exist), readable by its owner only. The file
 * appears only once complete (written beside it as `.partial`, then renamed), so a failed backup
 * leaves nothing that looks whole.
 */
export async function backupDatabase(t: DatabaseTarget & { out: string }): Promise<BackupSummary> {
  if (existsSync(t.out)) throw new BackupError(`${t.out} already exists: choose another file name.`);
  mkdirSync(dirname(t.out), { recursive: true });
  const partial = `${t.out}.partial`;
  rmSync(partial, { force: true });
  try {
    let migrations: string[];
    if (t.databaseUrl) migrations = await dumpPostgres(t.databaseUrl, partial);
    else {
      const dump = await dumpPglite(pgliteDir(t));
      writeFileSync(partial, dump.data);
      migrations = dump.migrations;
    }
    chmodSync(partial, 0o600); // guests' names, e-mails and stays: the owner's eyes only
    renameSync(partial, t.out);
    return { file: t.out, kind: kindOf(t), bytes: statSync(t.out).size, migrations };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** What a file's first bytes say it is: pg_dump's archive ("PGDMP"), a gzip or tar (PGlite's), or neither. */
function formatOf(file: string): BackupKind | null {
  const head = Buffer.alloc(512);
  const fd = openSync(file, 'r');
  const n = (() => {
    try {
      return readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
  })();
  if (n >= 5 && head.toString('latin1', 0, 5) === 'PGDMP') return 'postgres';
  if (n >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (n >= 262 && head.toString('latin1', 257, 262) === 'ustar') return 'pglite';
  return null;
}

/** Refuses a file that is no Harborview backup (null) or holds migrations this build lacks. */
function schemaCheck(file: string) {
  return (migrations: string[] | null): string[] => {
    if (!migrations || migrations.length === 0) {
      throw new BackupError(`${file} is not a Harborview backup: it holds no schema_migrations table. Nothing was changed.`);
    }
    const known = new Set(migrationFiles());
    const unknown = migrations.filter((m) => !known.has(m));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} was written by a newer Harborview: its schema has migrations this build does not know (${unknown.join(', ')}). ` +
          'Restore it with that build or a later one. Nothing was changed.',
      );
    }
    return migrations;
  };
}

/**
 * Puts the backup `file` back as the whole database. The API must be stopped (PGlite: its lock;
 * PostgreSQL: no other connection) and is started again afterwards; it applies any migration the
 * backup predates at start, as on every start. Refusals change nothing.
 */
export async function restoreDatabase(t: DatabaseTarget & { file: string }): Promise<RestoreSummary> {
  if (!existsSync(t.file) || !statSync(t.file).isFile()) throw new BackupError(`No such backup file: ${t.file}`);
  const format = formatOf(t.file);
  const kind = kindOf(t);
  if (!format) throw new BackupError(`${t.file} is not a Harborview backup (neither a pg_dump archive nor a PGlite tarball). Nothing was changed.`);
  if (format !== kind) {
    throw new BackupError(
      format === 'postgres'
        ? `${t.file} is a PostgreSQL backup (pg_dump): set DATABASE_URL to the database to restore it into. Nothing was changed.`
        : `${t.file} is a PGlite backup: restore it with DATABASE_URL unset (into DATA_DIR/pglite). Nothing was changed.`,
    );
  }
  const check = schemaCheck(t.file);
  if (t.databaseUrl) return { kind, migrations: await restorePostgres(t.databaseUrl, t.file, check) };
  return { kind, ...(await restorePglite(pgliteDir(t), readFileSync(t.file), check)) };
}

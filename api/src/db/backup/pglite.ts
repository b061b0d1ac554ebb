// PGlite backups with PGlite's own dumpDataDir(): a gzipped tarball of its data directory, which
// loadDataDir opens again (as the API's tests boot from a snapshot). Chosen over a logical dump
// (pglite-tools' WASM pg_dump) because it needs nothing beyond PGlite and is exact: every table,
// sequence and index as it was. Like the data directory itself, it is tied to PGlite's PostgreSQL
// major version. PGlite is one process's database: backup and restore take the data directory's
// lock (pgliteLock.ts) as the API does, so neither runs beside it, and a refused one touches nothing.
import { existsSync, renameSync, rmSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { DatabaseLockedError, lockDataDir } from '../pgliteLock';
import { BackupError } from './errors';

function lock(dir: string, what: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
    throw new BackupError(
      `Cannot ${what} ${dir}: the Harborview API (pid ${err.owner.pid}, since ${err.owner.since}) has it open, and PGlite allows one ` +
        'process. Stop the API (Ctrl-C on npm start), run this again, then start it. Nothing was changed.',
    );
  }
}

async function open(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite: PGliteCtor } = await import('@electric-sql/pglite');
  return PGliteCtor.create({ dataDir, loadDataDir });
}

async function migrationsOf(db: PGlite): Promise<string[] | null> {
  const has = await db.query<{ has: boolean }>("SELECT to_regclass('public.schema_migrations') IS NOT NULL AS has");
  if (!has.rows[0]?.has) return null;
  return (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
}

/** The PGlite database in `dir` as a gzipped tarball, and its migrations. */
export async function dumpPglite(dir: string): Promise<{ data: Buffer; migrations: string[] }> {
  // Opening a directory that is not a database would make a new, empty one there.
  if (!existsSync(`${dir}/PG_VERSION`)) throw new BackupError(`No PGlite database in ${dir}: nothing to back up (set DATABASE_URL for PostgreSQL).`);
  const release = lock(dir, 'back up');
  try {
    const db = await open(dir);
    try {
      const migrations = await migrationsOf(db);
      if (!migrations) throw new BackupError(`The PGlite database in ${dir} has no Harborview schema (no schema_migrations table): nothing to back up.`);
      const tarball = await db.dumpDataDir('gzip');
      return { data: Buffer.from(await tarball.arrayBuffer()), migrations };
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Puts the tarball `data` back as the database in `dir`. It is loaded into a new directory beside
 * it and checked there (`check` refuses it by its migrations; null: not ours); only then is the old
 * directory moved aside (kept, its path returned) and the new one moved in.
 */
export async function restorePglite(
  dir: string,
  data: Buffer,
  check: (migrations: string[] | null) => string[],
): Promise<{ migrations: string[]; keptAt?: string }> {
  const release = lock(dir, 'restore into');
  const staging = `${dir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true }); // a restore interrupted before
    let migrations: string[];
    try {
      let db: PGlite;
      try {
        db = await open(staging, new Blob([data]));
      } catch (err) {
        throw new BackupError(`PGlite cannot open this file as a database (${(err as Error).message}): it is not a Harborview backup. Nothing was changed.`);
      }
      try {
        migrations = check(await migrationsOf(db));
      } finally {
        await db.close();
      }
    } catch (err) {
      rmSync(staging, { recursive: true, force: true });
      throw err;
    }
    let keptAt: string | undefined;
    if (existsSync(dir)) {
      keptAt = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, keptAt);
    }
    renameSync(staging, dir);
    return { migrations, keptAt };
  } finally {
    release();
  }
}

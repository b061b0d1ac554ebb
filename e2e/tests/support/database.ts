// Reading back what the API stored, without adding anything to the API or its e2e stack.
//
// PostgreSQL (DATABASE_URL set for the stack): an ordinary second client. PGlite (the default): the
// running API owns its data directory (one process per PGlite database), so the test copies the
// directory and opens the copy. Every write the API acknowledged is already on disk (the API's
// durability test kills it with SIGKILL and finds every acknowledged write after restart), so the
// copy holds it; opening the copy replays the WAL the same way a restart would.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export type Row = Record<string, unknown>;

/** Runs one read-only query against the e2e stack's database. */
export async function queryDatabase(sql: string, params: unknown[] = []): Promise<Row[]> {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const dataDir = process.env.HV_E2E_DATA_DIR;
  if (!dataDir) throw new Error('HV_E2E_DATA_DIR is not set (playwright.config.ts sets it for the stack).');
  const copy = mkdtempSync(join(tmpdir(), 'harborview-e2e-db-'));
  try {
    // A process's lock or pid file is not part of the data (and would name the running API).
    cpSync(join(dataDir, 'pglite'), copy, {
      recursive: true,
      filter: (path) => !/(^postmaster\.pid$|\.lock$|^LOCK$)/.test(basename(path)),
    });
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: copy });
    try {
      return (await db.query<Row>(sql, params)).rows;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// Plain .sql migrations in src/db/migrations, applied in name order at start-up, each once, each in
// its own transaction; then the seed is loaded if the database has no rooms. On PostgreSQL the
// whole step holds an advisory lock so several API processes can start at once.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from './index';
import { seed } from './seed';

const MIGRATIONS_DIR = join(__dirname, 'migrations');

/** This build's migrations, in the order they apply: a database (or a backup) with others is newer. */
export const migrationFiles = (): string[] =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();

async function migrate(q: Queryable): Promise<string[]> {
  await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    await q.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`);
    applied.push(file);
  }
  return applied;
}

export interface PrepareOptions {
  /** Load the demo seed into an empty database (default true). */
  seed?: boolean;
  timeZone: string;
}

/** A room whose image was an outside URL, which 011_room_photos.sql took off it (the site's CSP blocks it). */
export interface OutsideImage {
  roomId: string;
  name: string;
  url: string;
}

/** What the start-up and `npm run migrate` report: the outside images the photos migration found, when it ran now. */
export interface Prepared {
  outsideImages: OutsideImage[];
}

/** The words of the report, one line per room (the start-up's warning, `npm run migrate`'s output). */
export const outsideImageReport = (o: OutsideImage): string =>
  `Room "${o.name}" (${o.roomId}) had an outside image, ${o.url}, which the site's security policy blocks: ` +
  'it shows the placeholder until staff upload its photos at the front desk.';

/** Migrations + seed under the cross-process lock. */
export async function prepareDatabase(db: Database, opts: PrepareOptions): Promise<Prepared> {
  return db.withLock(async (q) => {
    const applied = await migrate(q);
    if (opts.seed !== false) {
      const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM rooms');
      if (row && row.n === 0) await seed(q, { timeZone: opts.timeZone });
    }
    const outsideImages = applied.includes('011_room_photos.sql')
      ? await q.query<OutsideImage>(
          `SELECT o.room_id AS "roomId", r.name, o.url FROM room_outside_images o JOIN rooms r ON r.id = o.room_id ORDER BY r.sort_order, r.id`,
        )
      : [];
    return { outsideImages };
  });
}

// `npm run migrate`: the migrations and the seed as their own deploy step, before the API processes
// start (which then run with MIGRATE_ON_START=0 as a role that may only read and write rows). On
// PostgreSQL it holds the advisory lock every API start takes, so two deploys cannot migrate at once;
// run it as the role that owns the schema (DATABASE_URL). Without DATABASE_URL: PGlite under DATA_DIR.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HOTEL_TIME_ZONE } from '@hotel/shared/domain';
import { openPglite, openPostgres } from './index';
import { outsideImageReport, prepareDatabase } from './migrate';
import { REPO_ROOT } from '../config';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR || join(REPO_ROOT, '.data');
  if (!url) mkdirSync(dataDir, { recursive: true });
  const db = url ? await openPostgres(url, { max: 1, listen: false }) : await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    const t = Date.now();
    const { outsideImages } = await prepareDatabase(db, { timeZone: process.env.HOTEL_TIME_ZONE || DEFAULT_HOTEL_TIME_ZONE });
    console.log(`Migrated the ${db.kind} database in ${Date.now() - t} ms.`);
    for (const o of outsideImages) console.log(outsideImageReport(o));
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

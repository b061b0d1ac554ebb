// Once per test run: a seeded PGlite data directory snapshot (initdb takes seconds; loading the
// snapshot takes well under one), shared with every test file through HV_PGLITE_SNAPSHOT.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../src/db/index';
import { prepareDatabase } from '../src/db/migrate';

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hv-api-test-'));
  const pg = await PGlite.create();
  await prepareDatabase(wrapPglite(pg), { timeZone: 'UTC' });
  const dump = await pg.dumpDataDir('none');
  const file = join(dir, 'pglite-snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  process.env.HV_PGLITE_SNAPSHOT = file;
  process.env.HV_TEST_TMP = dir;
}

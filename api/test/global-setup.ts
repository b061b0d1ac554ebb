// Once per test run: (1) a seeded PGlite data directory snapshot (initdb takes seconds; loading the
// snapshot takes well under one), shared with every test file through HV_PGLITE_SNAPSHOT; (2) the
// Firebase Auth emulator for the /jwt tests, started in the background (it needs ~16 s; the /jwt
// test waits for it while the other files run).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DEFAULT_HOTEL_TIME_ZONE } from '@hotel/shared/domain';
import { wrapPglite } from '../src/db/index';
import { prepareDatabase } from '../src/db/migrate';
import { EMULATOR_HOST, spawnEmulator } from './support/emulator';

export default async function globalSetup(): Promise<void> {
  const emulatorPid = await spawnEmulator();
  if (emulatorPid) process.env.HV_TEST_EMULATOR_PID = String(emulatorPid);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;

  const dir = mkdtempSync(join(tmpdir(), 'hv-api-test-'));
  const pg = await PGlite.create();
  await prepareDatabase(wrapPglite(pg), { timeZone: DEFAULT_HOTEL_TIME_ZONE });
  const dump = await pg.dumpDataDir('none');
  const file = join(dir, 'pglite-snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
  process.env.HV_PGLITE_SNAPSHOT = file;
  process.env.HV_TEST_TMP = dir;
}

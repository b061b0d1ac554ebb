// Two API processes on one fresh PostgreSQL database, for a describe block that proves something
// across processes (the booking race, cache coherence, live availability). Started in beforeAll
// (at once: migrations and seed are serialized by an advisory lock), stopped in afterAll.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRET, createPgDatabase } from './harness';
import { startServer, stopServer, type Server } from './proc';

export function twoProcessesOnPostgres(extraEnv: Record<string, string> = {}): { a: Server; b: Server; dbUrl: string } {
  const servers = {} as { a: Server; b: Server; dbUrl: string };
  let db: { url: string; drop(): Promise<void> } | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    db = await createPgDatabase();
    servers.dbUrl = db.url; // for a test that reads what the processes wrote
    dataDir = mkdtempSync(join(tmpdir(), 'hv-two-'));
    const env = { DATABASE_URL: db.url, JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir, ...extraEnv };
    [servers.a, servers.b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([servers.a && stopServer(servers.a), servers.b && stopServer(servers.b)]);
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return servers;
}

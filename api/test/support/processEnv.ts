// For a describe block that runs one real API process at a time (support/proc.ts): its own data
// directory, its own PostgreSQL database on `kind` postgres, and a real SMTP server on loopback, all
// removed after the block (and the process killed, if a test left it running).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRET, createPgDatabase, type DbKind } from '../helpers';
import { stopServer, type Server } from './proc';
import { startSmtp, type TestSmtp } from './smtp';

export interface ProcessEnv {
  /** JWT_SECRET, DATA_DIR, SMTP_URL and, on PostgreSQL, DATABASE_URL: set once beforeAll has run. */
  env: Record<string, string>;
  smtp: TestSmtp;
  /** The process a test started: set it, and clear it once the test has stopped it. */
  server?: Server;
}

export function useProcessEnv(kind: DbKind, name: string): ProcessEnv {
  const t = {} as ProcessEnv;
  let dataDir: string;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `hv-${name}-`));
    if (kind === 'postgres') pg = await createPgDatabase();
    t.smtp = await startSmtp();
    t.env = { JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir, SMTP_URL: t.smtp.url, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  });
  afterAll(async () => {
    if (t.server) await stopServer(t.server, 'SIGKILL');
    await t.smtp?.close();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return t;
}

// Mail across real API processes (docs/architecture.md §6 "Mail"): a process killed in the middle of
// a send leaves the e-mail to the next one, which delivers it with the same Message-ID once the
// claim's lease has run out (PGlite and PostgreSQL); two processes on one PostgreSQL send each
// e-mail once (FOR UPDATE SKIP LOCKED).
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_KINDS, TEST_SECRET, createPgDatabase, PG_URL } from './helpers';
import { request, startServer, stopServer, type Server } from './support/proc';
import { startSmtp, type TestSmtp } from './support/smtp';
import { twoProcessesOnPostgres } from './support/twoProcesses';
import { until } from './support/until';

const message = (n: number | string) => ({
  name: `Guest ${n}`,
  email: `guest${n}@example.com`,
  subject: `Question ${n}`,
  message: 'Do you have a crib for a baby?',
  inquiryType: 'general',
});

describe.each(DB_KINDS)('a sender killed mid-send on %s', (kind) => {
  let dataDir: string;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  const servers: Server[] = [];
  const smtps: TestSmtp[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hv-mail-'));
    if (kind === 'postgres') pg = await createPgDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s, 'SIGKILL')));
    await Promise.all(smtps.map((s) => s.close()));
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the e-mail arrives after the restart, with the same Message-ID', async () => {
    const hung = await startSmtp({ stall: true });
    const good = await startSmtp();
    smtps.push(hung, good);
    const env = {
      JWT_SECRET: TEST_SECRET,
      DATA_DIR: dataDir,
      MAIL_LEASE_MS: '3000',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    const a = await startServer({ ...env, SMTP_URL: hung.url });
    servers.push(a);
    expect((await request(a.url, 'POST', '/contact', message('k'))).status).toBe(201);
    // The server has the message's DATA and never answers: the sender is mid-send. Kill it there.
    const messageId = await until(() => hung.started[0], 15_000, 'the first send to begin');
    await stopServer(a, 'SIGKILL');
    const b = await startServer({ ...env, SMTP_URL: good.url });
    servers.push(b);
    const delivered = await good.waitFor((m) => m.subject === 'We received your message: Question k', 20_000);
    expect(delivered.messageId).toBe(messageId);
    expect(good.mails).toHaveLength(1);
  }, 180_000); // a fresh PGlite data directory takes up to a minute to initialise on a loaded machine
});

(PG_URL ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  // The SMTP server's port is chosen before the processes start (their SMTP_URL).
  const port = 4300 + Math.floor(Math.random() * 200);
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp({ port });
  });
  afterAll(async () => smtp?.close());
  const servers = twoProcessesOnPostgres({ SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_CONTACT: '1000' });

  test('send each e-mail once', async () => {
    const n = 30;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) => request((i % 2 ? servers.a : servers.b).url, 'POST', '/contact', message(i))),
    );
    expect(answers.every((r) => r.status === 201)).toBe(true);
    await until(() => smtp.mails.length >= n, 30_000, `${n} e-mails`);
    // A second send of a row needs a second claim, and a claim takes only a pending row: once every
    // row is marked sent, every claim ever to be made is counted in `attempts`, even one whose
    // e-mail is still on its way to the mail server.
    const outbox = new pg.Client({ connectionString: servers.dbUrl });
    await outbox.connect();
    try {
      const count = async () =>
        (
          await outbox.query<{ sent: number; claims: number }>(
            `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent, coalesce(sum(attempts), 0)::int AS claims FROM mail_outbox`,
          )
        ).rows[0]!;
      const done = await until(async () => {
        const c = await count();
        return c.sent === n && c;
      }, 30_000, `the outbox to mark ${n} e-mails sent`);
      expect(done.claims).toBe(n);
    } finally {
      await outbox.end();
    }
    await until(() => smtp.started.length === smtp.mails.length, 10_000, 'the mail server to answer every send begun');
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(n);
    expect(new Set(ids).size).toBe(n);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(n);
  }, 90_000);
});

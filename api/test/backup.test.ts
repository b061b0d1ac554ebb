// Backups (issue 39 item 5, docs/backups.md), on PGlite (a data directory, as `npm start` keeps it)
// and PostgreSQL (a scratch database in TEST_DATABASE_URL's cluster): `npm run backup` then
// `npm run restore FILE` (the real CLI, tools/backup/backup.mjs) puts back every row of every table
// as it was at the backup, and undoes what came after; a file that is no backup, a backup of the
// other engine or of a newer schema is refused with its reason and nothing changes; with a real API
// process running, a PGlite backup is refused naming it (PostgreSQL backs up online) and a restore
// is refused on both, the API serving on.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Booking } from '@hotel/shared/domain';
import type { Database, Queryable } from '../src/db/index';
import type * as Backups from '../src/db/backup/index';
import type * as Db from '../src/db/index';
import type * as Migrate from '../src/db/migrate';
import { DB_KINDS, TEST_SECRET, bearer, createPgDatabase, day, makeApp, tokenFor } from './helpers';
import { loadNative } from './native';
import { request, startServer, stopServer } from './support/proc';

const { backupDatabase, restoreDatabase } = loadNative<typeof Backups>('../src/db/backup/index.ts');
const { openPglite, openPostgres } = loadNative<typeof Db>('../src/db/index.ts');
const { prepareDatabase } = loadNative<typeof Migrate>('../src/db/migrate.ts');

const CLI = join(__dirname, '..', '..', 'tools', 'backup', 'backup.mjs');
const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const ROOM7 = '6650a1c0e4b0f1a2b3c40007';
const TZ = { timeZone: 'America/Los_Angeles' };
// A loaded 2-core machine takes seconds to open a PGlite directory or start the CLI, which each test does several times.
const SLOW = 240_000;

/** Every row of every table, as JSON text, sorted: two databases with equal snapshots hold the same data. */
async function snapshot(q: Queryable): Promise<Record<string, string[]>> {
  const tables = await q.query<{ t: string }>(
    "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, string[]> = {};
  for (const { t } of tables) out[t] = (await q.query<{ r: string }>(`SELECT to_jsonb(x)::text AS r FROM ${t} x`)).map((r) => r.r).sort();
  return out;
}

/** The CLI as an operator runs it: exit code and output. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  const { DATABASE_URL: _, ...base } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env: { ...base, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: String(out), err: String(err) }),
    );
  });
}

describe.each(DB_KINDS)('backups on %s', (kind) => {
  let dir: string;
  let env: Record<string, string>;
  let pg: { url: string; drop(): Promise<void> } | undefined;
  const guest = {} as Record<string, string>;
  const staff = {} as Record<string, string>;

  const open = (): Promise<Database> => (pg ? openPostgres(pg.url, { listen: false }) : openPglite({ dataDir: join(dir, 'pglite') }));
  /** Opens the database (and the app over it, as the API would), runs fn, closes both. */
  async function withApp<T>(fn: (app: FastifyInstance, db: Database) => Promise<T>): Promise<T> {
    const db = await open();
    const app = await makeApp(db);
    try {
      return await fn(app, db);
    } finally {
      await app.close();
      await db.close();
      // PostgreSQL ends a closed connection's backend a moment later; a restore counts the backends.
      if (pg) await noOtherSessions();
    }
  }
  async function noOtherSessions(): Promise<void> {
    const deadline = Date.now() + 10_000;
    const db = await openPostgres(pg!.url, { max: 1, listen: false });
    try {
      const others = async () =>
        (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'"))[0]!.n;
      while ((await others()) > 0) {
        if (Date.now() > deadline) throw new Error('connections still open after 10 s');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await db.close();
    }
  }
  const rows = () => withApp((_, db) => snapshot(db));
  const book = (app: FastifyInstance, date: string, roomId = ROOM6) =>
    app.inject({ method: 'POST', url: '/bookings', headers: { ...guest, 'idempotency-key': `k-${date}` }, payload: { roomId, bookingDate: date, guests: 2, nights: 2 } });

  beforeAll(async () => {
    dir = mkdtempSync(join(process.env.HV_TEST_TMP!, 'backup-'));
    env = { DATA_DIR: dir };
    Object.assign(guest, bearer(await tokenFor('mia@example.com', 'Mia Chen')));
    Object.assign(staff, bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' })));
    let db: Database;
    if (kind === 'postgres') {
      pg = await createPgDatabase();
      env.DATABASE_URL = pg.url;
      db = await openPostgres(pg.url, { listen: false });
    } else {
      db = await openPglite({ dataDir: join(dir, 'pglite'), loadDataDir: new Blob([readFileSync(process.env.HV_PGLITE_SNAPSHOT!)]) });
    }
    await prepareDatabase(db, TZ);
    await db.close();
  });
  afterAll(async () => {
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('npm run backup, then npm run restore FILE: every booking, review, rate, message, e-mail and audit row comes back; later changes go', async () => {
    const { before, atBackup, kept } = await withApp(async (app, db) => {
      const before = await snapshot(db);
      const stay = await book(app, day(30));
      expect(stay.statusCode).toBe(201);
      const review = { review: { rating: 5, comment: 'Quiet and bright', name: 'x', userEmail: 'mia@example.com', date: 'today' } };
      expect((await app.inject({ method: 'PATCH', url: `/rooms/${ROOM6}/review`, headers: guest, payload: review })).statusCode).toBe(201);
      const rate = { from: day(40), to: day(45), price: 310, minNights: 2 };
      expect((await app.inject({ method: 'POST', url: `/rooms/${ROOM6}/rates`, headers: staff, payload: rate })).statusCode).toBe(201);
      const message = { name: 'Mia Chen', email: 'mia@example.com', message: 'Is there parking?' };
      const posted = await app.inject({ method: 'POST', url: '/contact', payload: message });
      expect(posted.statusCode).toBe(201);
      const reply = { body: 'Yes, behind the hotel.' };
      expect((await app.inject({ method: 'POST', url: `/contact/${posted.json<{ _id: string }>()._id}/replies`, headers: staff, payload: reply })).statusCode).toBe(201);
      const cancelled = await book(app, day(50), ROOM7);
      const payload = { reason: 'Room closed for repairs' };
      expect((await app.inject({ method: 'POST', url: `/hotel/bookings/${cancelled.json<Booking>()._id}/cancel`, headers: staff, payload })).statusCode).toBe(200);
      return { before, atBackup: await snapshot(db), kept: stay.json<Booking>() };
    });
    // What the brief names grew: the round trip below is not one of empty tables.
    for (const t of ['bookings', 'booking_nights', 'reviews', 'rate_periods', 'contact_messages', 'contact_replies', 'mail_outbox', 'audit_log', 'idempotency_keys']) {
      expect([t, atBackup[t]!.length > before[t]!.length]).toEqual([t, true]);
    }

    const file = join(dir, 'nightly', kind === 'pglite' ? 'harborview.tar.gz' : 'harborview.dump');
    const backedUp = await cli(['backup', file], env);
    expect(backedUp).toMatchObject({ code: 0, err: '' });
    expect(backedUp.out).toContain(`to ${file}`);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600); // guests' personal data: the owner's eyes only
    expect((await cli(['backup', file], env)).err).toContain(`${file} already exists`);

    // After the backup: a new stay, and the kept one cancelled.
    const later = await withApp(async (app, db) => {
      const res = await book(app, day(60));
      expect((await app.inject({ method: 'DELETE', url: `/bookings/${kept._id}`, headers: guest })).statusCode).toBe(200);
      expect(await snapshot(db)).not.toEqual(atBackup);
      return res.json<Booking>();
    });

    const restored = await cli(['restore', file], env);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toContain(`Restored ${file}`);
    const [now, mine] = await withApp(async (app, db) => [
      await snapshot(db),
      (await app.inject({ method: 'GET', url: '/bookings/mia@example.com', headers: guest })).json<Booking[]>(),
    ] as const);
    expect(now).toEqual(atBackup);
    expect(mine.map((b) => b._id)).toContain(kept._id);
    expect(mine.map((b) => b._id)).not.toContain(later._id);
    if (kind === 'pglite') {
      // The database the restore replaced is kept beside it, not deleted.
      expect(restored.out).toMatch(/kept in .*pglite\.before-restore-/);
      expect(readdirSync(dir).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(1);
    }
  }, SLOW);

  test('a file that is no backup, one of the other engine and one of a newer schema are refused with the reason; nothing changes', async () => {
    const files = {
      text: join(dir, 'notes.txt'),
      empty: join(dir, 'empty'),
      gzip: join(dir, 'notes.txt.gz'),
      fakeDump: join(dir, 'fake.dump'),
      newer: join(dir, kind === 'pglite' ? 'newer.tar.gz' : 'newer.dump'),
    };
    writeFileSync(files.text, 'Room 6: new curtains\n');
    writeFileSync(files.empty, '');
    writeFileSync(files.gzip, gzipSync('Room 6: new curtains\n'));
    writeFileSync(files.fakeDump, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(2000, 7)]));
    // A backup written by a later build: its schema has a migration this build has never seen.
    await withApp((_, db) => db.exec("INSERT INTO schema_migrations (name) VALUES ('999_future.sql')"));
    await backupDatabase({ ...target(), out: files.newer });
    const before = await withApp(async (_, db) => {
      await db.exec("DELETE FROM schema_migrations WHERE name = '999_future.sql'");
      return snapshot(db);
    });

    const refusals: [string, RegExp][] = [
      [files.text, /notes\.txt is not a Harborview backup \(neither a pg_dump archive nor a PGlite tarball\)/],
      [files.empty, /empty is not a Harborview backup/],
      [files.newer, /newer\.(tar\.gz|dump) was written by a newer Harborview: its schema has migrations this build does not know \(999_future\.sql\)/],
      ...((kind === 'pglite'
        ? [
            [files.gzip, /PGlite cannot open this file as a database .*: it is not a Harborview backup/],
            [files.fakeDump, /fake\.dump is a PostgreSQL backup \(pg_dump\): set DATABASE_URL/],
          ]
        : [
            [files.gzip, /notes\.txt\.gz is a PGlite backup: restore it with DATABASE_URL unset/],
            [files.fakeDump, /fake\.dump is not a Harborview backup/],
          ]) as [string, RegExp][]),
    ];
    for (const [file, reason] of refusals) {
      const refused = await restoreDatabase({ ...target(), file }).then(() => 'restored', (err: Error) => err.message);
      expect(refused).toMatch(reason);
      expect(refused).toMatch(/Nothing was changed\.$/);
    }
    expect(await rows()).toEqual(before);
    expect(readdirSync(dir).filter((f) => f.endsWith('.restoring'))).toEqual([]);
  }, SLOW);

  test('with the API running: a PGlite backup is refused naming it, PostgreSQL backs up online; a restore is refused on both and the API serves on', async () => {
    const server = await startServer({ ...env, JWT_SECRET: TEST_SECRET, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const before = (await request(server.url, 'GET', `/rooms/${ROOM6}`)).body;
      const file = join(dir, `online-${kind}.bin`);
      const backedUp = await cli(['backup', file], env);
      if (kind === 'pglite') {
        expect(backedUp.code).toBe(1);
        expect(backedUp.err).toContain(`the Harborview API (pid ${server.child.pid}`);
        expect(backedUp.err).toContain('Stop the API');
        expect(existsSync(file) || existsSync(`${file}.partial`)).toBe(false);
      } else {
        expect(backedUp).toMatchObject({ code: 0, err: '' });
      }
      const restoreFile = kind === 'pglite' ? join(dir, 'nightly', 'harborview.tar.gz') : file;
      const restored = await cli(['restore', restoreFile], env);
      expect(restored.code).toBe(1);
      expect(restored.err).toMatch(kind === 'pglite' ? new RegExp(`pid ${server.child.pid}`) : /is in use by \d+ other connection\(s\).*stop every API process first/);
      expect(restored.err).toContain('Nothing was changed.');
      const after = await request(server.url, 'GET', `/rooms/${ROOM6}`);
      expect(after.status).toBe(200);
      expect(after.body).toBe(before);
    } finally {
      await stopServer(server);
    }
  }, SLOW);

  const target = () => (pg ? { databaseUrl: pg.url } : { dataDir: dir });
});

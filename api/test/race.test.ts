// 100 concurrent bookings of one room-date through real HTTP: exactly 1 × 201, 99 × 409, 0 × 5xx.
// On each database in-process, and with two API processes on one PostgreSQL (plus cache coherence
// across the two processes).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOTEL_TIME_ZONE, addDays, todayIn, type Room } from '@hotel/shared/domain';
import { DB_KINDS, PG_URL, bearer, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';
import { freePort, request, type Server } from './support/proc';
import { twoProcessesOnPostgres } from './support/twoProcesses';

const ROOM3 = '6650a1c0e4b0f1a2b3c40003';
const day = (n: number) => addDays(todayIn(DEFAULT_HOTEL_TIME_ZONE), n);
const N = 100;

async function race(bases: string[], date: string, tag: string) {
  const tokens = await Promise.all(Array.from({ length: N }, (_, i) => tokenFor(`racer${i}-${tag}@example.com`)));
  const results = await Promise.all(
    tokens.map((t, i) => request(bases[i % bases.length]!, 'POST', '/bookings', { roomId: ROOM3, bookingDate: date, guests: 1 }, bearer(t))),
  );
  const count = (pred: (s: number) => boolean) => results.filter((r) => pred(r.status)).length;
  return {
    created: count((s) => s === 201),
    conflicts: count((s) => s === 409),
    errors5xx: count((s) => s >= 500),
    other: results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${r.body}`),
    messages: new Set(results.filter((r) => r.status === 409).map((r) => JSON.parse(r.body).message)),
  };
}

describe.each(DB_KINDS)('100-way race on %s (one process)', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db);
    const port = freePort();
    await app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app.close();
    await tdb.close();
  });

  test('exactly 1 × 201, 99 × 409, 0 × 5xx', async () => {
    const started = Date.now();
    const r = await race([base], day(45), kind);
    console.log(`race on ${kind}: ${r.created} × 201, ${r.conflicts} × 409, ${r.errors5xx} × 5xx in ${Date.now() - started} ms`);
    expect(r.other).toEqual([]);
    expect(r).toMatchObject({ created: 1, conflicts: N - 1, errors5xx: 0 });
    expect([...r.messages]).toEqual(['Date is not available']);
    const rows = await tdb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE room_id = $1 AND booking_date = $2::date", [ROOM3, day(45)]);
    expect(rows[0]!.n).toBe(1);
  });
});

(PG_URL ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  const servers = twoProcessesOnPostgres({ PG_POOL_MAX: '20' });

  test('the seed was loaded once', async () => {
    const rooms = JSON.parse((await request(servers.a.url, 'GET', '/rooms')).body) as Room[];
    expect(rooms.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rooms.map((r) => r._id)).size).toBe(rooms.length);
  });

  test('100-way race split across both: exactly 1 × 201, 99 × 409, 0 × 5xx', async () => {
    const started = Date.now();
    const r = await race([servers.a.url, servers.b.url], day(46), 'multi');
    console.log(`race on 2 processes: ${r.created} × 201, ${r.conflicts} × 409, ${r.errors5xx} × 5xx in ${Date.now() - started} ms`);
    expect(r.other).toEqual([]);
    expect(r).toMatchObject({ created: 1, conflicts: N - 1, errors5xx: 0 });
  });

  test('a write on one process invalidates the room cache of the other (LISTEN/NOTIFY)', async () => {
    const room = async (s: Server) => JSON.parse((await request(s.url, 'GET', `/rooms/${ROOM3}`)).body) as Room;
    expect((await room(servers.b)).bookedDates).not.toContain(day(47)); // b has it cached now
    const t = bearer(await tokenFor('coherent@example.com'));
    const res = await request(servers.a.url, 'POST', '/bookings', { roomId: ROOM3, bookingDate: day(47), guests: 1 }, t);
    expect(res.status).toBe(201);
    const deadline = Date.now() + 2000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await room(servers.b)).bookedDates.includes(day(47));
      if (!seen) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(true);
  });
});

// 100 concurrent bookings of one room-date through real HTTP: exactly 1 × 201, 99 × 409, 0 × 5xx;
// and 50 concurrent stays of 2-4 nights that all share one night: exactly one 201, and only the
// winner's nights held. On each database in-process, and with two API processes on one PostgreSQL
// (plus cache coherence across the two processes).
import type { FastifyInstance } from 'fastify';
import { stayNights, type Booking, type Quote, type Room } from '@hotel/shared/domain';
import type { Database } from '../src/db/index';
import { DB_KINDS, PG_URL, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';
import { freePort, request, type Server } from './support/proc';
import { twoProcessesOnPostgres } from './support/twoProcesses';
import { until } from './support/until';

const ROOM3 = '6650a1c0e4b0f1a2b3c40003';
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

const STAYS = 50;

/**
 * 50 guests at once ask for stays of 1 to 4 nights that start 0-2 days before `night` and all hold
 * it, so every two of them overlap: one wins, the others hold nothing.
 */
async function stayRace(bases: string[], night: number, tag: string) {
  const stays = Array.from({ length: STAYS }, (_, i) => ({ bookingDate: day(night - (i % 3)), nights: (i % 3) + 1 + (i % 2) }));
  const tokens = await Promise.all(stays.map((_, i) => tokenFor(`stayer${i}-${tag}@example.com`)));
  const results = await Promise.all(
    stays.map((stay, i) => request(bases[i % bases.length]!, 'POST', '/bookings', { roomId: ROOM3, guests: 1, ...stay }, bearer(tokens[i]!))),
  );
  const winners = results.filter((r) => r.status === 201).map((r) => JSON.parse(r.body) as Booking);
  return {
    winners,
    /** The API the winner booked through (its room cache is fresh when it answers). */
    winnerBase: bases[results.findIndex((r) => r.status === 201) % bases.length]!,
    conflicts: results.filter((r) => r.status === 409).length,
    other: results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${r.body}`),
  };
}

/** Every night held in room 3 around `night`, with the booking holding it. */
const heldAround = (db: Database, night: number) =>
  db.query<{ night: string; booking_id: string }>(
    `SELECT to_char(night, 'YYYY-MM-DD') AS night, booking_id FROM booking_nights
      WHERE room_id = $1 AND night >= $2::date AND night < $3::date ORDER BY night`,
    [ROOM3, day(night - 5), day(night + 5)],
  );

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

  test('50 concurrent overlapping stays: exactly one 201, and only its nights held', async () => {
    const started = Date.now();
    const r = await stayRace([base], 60, kind);
    console.log(`stay race on ${kind}: ${r.winners.length} × 201, ${r.conflicts} × 409 in ${Date.now() - started} ms`);
    expect(r.other).toEqual([]);
    expect(r.winners).toHaveLength(1);
    expect(r.conflicts).toBe(STAYS - 1);
    const [won] = r.winners;
    const held = await heldAround(tdb.db, 60);
    expect(held.map((h) => h.night)).toEqual(stayNights(won!.bookingDate, won!.nights));
    expect(new Set(held.map((h) => h.booking_id))).toEqual(new Set([won!._id]));
  });

  test('with rates in play (a discounted season with a 2-night minimum, a weekend price): one 201, priced as quoted, the refused hold nothing', async () => {
    const staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    expect((await request(base, 'PATCH', `/rooms/${ROOM3}`, { weekendPrice: 333 }, staff)).status).toBe(200);
    const season = { from: day(78), to: day(83), price: 410, discountPrice: 370, minNights: 2 };
    expect((await request(base, 'POST', `/rooms/${ROOM3}/rates`, season, staff)).status).toBe(201);
    const r = await stayRace([base], 80, `${kind}-rates`);
    expect(r.other).toEqual([]);
    // Stays of one night arriving in the season are refused by its rule (409 STAY_REFUSED), the rest lose the race.
    expect(r.winners).toHaveLength(1);
    expect(r.conflicts).toBe(STAYS - 1);
    const won = r.winners[0]!;
    const q = await request(base, 'GET', `/rooms/${ROOM3}/quote?checkIn=${won.bookingDate}&checkOut=${won.checkOut}&guests=1&bookingId=${won._id}`);
    expect(won.price).toBe((JSON.parse(q.body) as Quote).total);
    const held = await heldAround(tdb.db, 80);
    expect(held.map((h) => h.night)).toEqual(stayNights(won.bookingDate, won.nights));
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

  test('50 overlapping stays split across both: exactly one 201', async () => {
    const r = await stayRace([servers.a.url, servers.b.url], 70, 'multi');
    expect(r.other).toEqual([]);
    expect(r.winners).toHaveLength(1);
    expect(r.conflicts).toBe(STAYS - 1);
    const dates = (JSON.parse((await request(r.winnerBase, 'GET', `/rooms/${ROOM3}`)).body) as Room).bookedDates;
    const around = dates.filter((d) => d >= day(65) && d < day(75));
    expect(around).toEqual(stayNights(r.winners[0]!.bookingDate, r.winners[0]!.nights));
  });

  test('a write on one process invalidates the room cache of the other (LISTEN/NOTIFY)', async () => {
    const room = async (s: Server) => JSON.parse((await request(s.url, 'GET', `/rooms/${ROOM3}`)).body) as Room;
    expect((await room(servers.b)).bookedDates).not.toContain(day(47)); // b has it cached now
    const t = bearer(await tokenFor('coherent@example.com'));
    const res = await request(servers.a.url, 'POST', '/bookings', { roomId: ROOM3, bookingDate: day(47), guests: 1 }, t);
    expect(res.status).toBe(201);
    const seen = await until(async () => (await room(servers.b)).bookedDates.includes(day(47)), 2000, 'b to show the booking', 20);
    expect(seen).toBe(true);
  });

  test("GET /rooms, the list answered from the cache without waiting, follows a booking made on the other process", async () => {
    const listed = async (s: Server) => (JSON.parse((await request(s.url, 'GET', '/rooms')).body) as Room[]).find((r) => r._id === ROOM3)!;
    await listed(servers.b);
    expect((await listed(servers.b)).bookedDates).not.toContain(day(49)); // the second read is the cached list's
    const t = bearer(await tokenFor('coherent-list@example.com'));
    expect((await request(servers.a.url, 'POST', '/bookings', { roomId: ROOM3, bookingDate: day(49), guests: 1 }, t)).status).toBe(201);
    const seen = await until(async () => (await listed(servers.b)).bookedDates.includes(day(49)), 2000, "b's list to show the booking", 20);
    expect(seen).toBe(true);
  });
});

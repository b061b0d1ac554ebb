// Live availability: GET /rooms/{id}/events (Server-Sent Events). On each database in-process:
// the first event, pushes on booking / move / cancel, only for the watched room, heartbeats, the
// connection limit, cleanup on disconnect and on shutdown. With two API processes on one PostgreSQL:
// a booking through one process reaches a stream held by the other (push latency, median of 20).
import type { FastifyInstance } from 'fastify';

import { DB_KINDS, PG_URL, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';
import { freePort, request } from './support/proc';
import { twoProcessesOnPostgres } from './support/twoProcesses';
import { datesOf, openStream, type SseEvent, type SseStream } from './support/sse';
import { until } from './support/until';

const ROOM1 = '6650a1c0e4b0f1a2b3c40001';
const ROOM2 = '6650a1c0e4b0f1a2b3c40002';
const SHELL = 'http://127.0.0.1:3000';

async function listen(app: FastifyInstance): Promise<string> {
  const port = freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return `http://127.0.0.1:${port}`;
}

describe.each(DB_KINDS)('room events on %s', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let base: string;
  const open: SseStream[] = [];
  const stream = async (path: string, headers?: Record<string, string>) => {
    const s = await openStream(base, path, headers);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db, { events: { heartbeatMs: 100, maxConnections: 5 } });
    base = await listen(app);
  });
  afterEach(async () => {
    open.splice(0).forEach((s) => s.close());
    await until(() => app.ctx.events.size === 0, 5000, 'every stream to be forgotten');
  });
  afterAll(async () => {
    await app.close();
    await tdb.close();
  });

  test('an unknown or malformed room is 404 in the one error shape', async () => {
    for (const id of ['6650a1c0e4b0f1a2b3c4ffff', 'nope']) {
      const s = await stream(`/rooms/${id}/events`);
      expect(s.status).toBe(404);
      expect(JSON.parse(s.body)).toMatchObject({ message: 'Room not found', code: 'ROOM_NOT_FOUND' });
    }
  });

  test('answers an event stream, readable from any origin, starting with the current booked dates', async () => {
    const before = JSON.parse((await request(base, 'GET', `/rooms/${ROOM1}`)).body) as { bookedDates: string[] };
    const s = await stream(`/rooms/${ROOM1}/events`, { origin: SHELL });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toContain('no-cache');
    // A public read (src/plugins/cors.ts): our site and partner pages alike, never with credentials.
    expect(s.headers['access-control-allow-origin']).toBe('*');
    expect(s.headers['access-control-allow-credentials']).toBeUndefined();
    expect(s.headers['x-content-type-options']).toBe('nosniff');
    const first = await s.next((e) => e.event === 'dates');
    expect(JSON.parse(first.data)).toEqual({ roomId: ROOM1, bookedDates: before.bookedDates });
  });

  test('booking, moving and cancelling push the new dates to every stream of that room only', async () => {
    const a = await stream(`/rooms/${ROOM1}/events`);
    const b = await stream(`/rooms/${ROOM1}/events`);
    const other = await stream(`/rooms/${ROOM2}/events`);
    await Promise.all([a, b, other].map((s) => s.next((e) => e.event === 'dates')));
    const auth = bearer(await tokenFor(`events-${kind}@example.com`));

    const created = await request(base, 'POST', '/bookings', { roomId: ROOM1, bookingDate: day(30), guests: 1 }, auth);
    expect(created.status).toBe(201);
    for (const s of [a, b]) await s.next((e) => datesOf(e).includes(day(30)), 5000, 1);
    const id = (JSON.parse(created.body) as { _id: string })._id;

    const moved = await request(base, 'PATCH', `/bookings/${id}`, { bookingDate: day(31) }, auth);
    expect(moved.status).toBe(200);
    const afterMove = await a.next((e) => datesOf(e).includes(day(31)), 5000, 2);
    expect(datesOf(afterMove)).not.toContain(day(30));

    expect((await request(base, 'DELETE', `/bookings/${id}`, { userEmail: `events-${kind}@example.com` }, auth)).status).toBe(200);
    await a.next((e) => !datesOf(e).includes(day(31)), 5000, 3);

    // Room 2's stream got its first event and nothing else.
    expect(other.events).toHaveLength(1);
  });

  test('a stay pushes every night it takes, moves and frees', async () => {
    const s = await stream(`/rooms/${ROOM2}/events`);
    await s.next((e) => e.event === 'dates');
    const auth = bearer(await tokenFor(`stay-events-${kind}@example.com`));
    const nights = (from: number, n: number) => Array.from({ length: n }, (_, i) => day(from + i));
    const holds = (e: SseEvent, wanted: string[]) => wanted.every((d) => datesOf(e).includes(d));
    const holdsNone = (e: SseEvent, unwanted: string[]) => unwanted.every((d) => !datesOf(e).includes(d));

    const created = await request(base, 'POST', '/bookings', { roomId: ROOM2, bookingDate: day(140), nights: 3, guests: 1 }, auth);
    expect(created.status).toBe(201);
    const taken = await s.next((e) => holds(e, nights(140, 3)), 5000, 1);
    expect(datesOf(taken)).not.toContain(day(143)); // the check-out day stays free
    const id = (JSON.parse(created.body) as { _id: string })._id;

    expect((await request(base, 'PATCH', `/bookings/${id}`, { bookingDate: day(142) }, auth)).status).toBe(200);
    const moved = await s.next((e) => holds(e, nights(142, 3)), 5000, s.events.indexOf(taken) + 1);
    expect(holdsNone(moved, nights(140, 2))).toBe(true);

    expect((await request(base, 'DELETE', `/bookings/${id}`, undefined, auth)).status).toBe(200);
    await s.next((e) => holdsNone(e, nights(142, 3)), 5000, s.events.indexOf(moved) + 1);
  });

  test('a heartbeat comment keeps an idle stream alive', async () => {
    const s = await stream(`/rooms/${ROOM1}/events`);
    await until(() => s.comments >= 2, 5000, 'two heartbeats');
    expect(s.ended).toBe(false);
  });

  test('at most maxConnections streams; a closed one is forgotten and frees its place', async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => stream(`/rooms/${ROOM2}/events`)));
    expect(five.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    await until(() => app.ctx.events.size === 5, 5000, 'five open streams');
    const sixth = await stream(`/rooms/${ROOM2}/events`);
    expect(sixth.status).toBe(503);
    expect(sixth.headers['retry-after']).toBe('10');
    expect(JSON.parse(sixth.body)).toMatchObject({ code: 'EVENTS_FULL' });

    five[0]!.close();
    await until(() => app.ctx.events.size === 4, 5000, 'the closed stream to be forgotten');
    const again = await stream(`/rooms/${ROOM2}/events`);
    expect(again.status).toBe(200);
  });
});

test('shutting the API down ends open streams instead of waiting on them', async () => {
  const tdb = await openTestDb('pglite');
  const app = await makeApp(tdb.db);
  const base = await listen(app);
  const s = await openStream(base, `/rooms/${ROOM1}/events`);
  await s.next((e) => e.event === 'dates');
  const started = Date.now();
  await app.close();
  await s.end();
  expect(Date.now() - started).toBeLessThan(5000);
  await tdb.close();
});

(PG_URL ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  const servers = twoProcessesOnPostgres();

  test('a booking through one process reaches a stream on the other (median push latency of 20 under 1 s)', async () => {
    const s = await openStream(servers.b.url, `/rooms/${ROOM2}/events`);
    try {
      await s.next((e) => e.event === 'dates');
      const auth = bearer(await tokenFor('pusher@example.com'));
      const latencies: number[] = [];
      for (let i = 0; i < 20; i++) {
        const date = day(100 + i);
        const from = s.events.length;
        const sent = performance.now();
        const res = await request(servers.a.url, 'POST', '/bookings', { roomId: ROOM2, bookingDate: date, guests: 1 }, auth);
        expect(res.status).toBe(201);
        const event = await s.next((e) => datesOf(e).includes(date), 5000, from);
        latencies.push(event.at - sent);
      }
      latencies.sort((x, y) => x - y);
      const median = (latencies[9]! + latencies[10]!) / 2;
      console.log(
        `push latency (booking on process A → stream on process B), 20 bookings: median ${median.toFixed(1)} ms, ` +
          `min ${latencies[0]!.toFixed(1)} ms, max ${latencies[19]!.toFixed(1)} ms`,
      );
      expect(median).toBeLessThan(1000);
    } finally {
      s.close();
    }
  });
});

// The authorization matrix (every protected route × no token / bad token / expired / other user)
// and a fuzz run (≥ 20 malformed bodies per route, never a 5xx), on each database.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Booking } from '@hotel/shared/domain';
import { DB_KINDS, TEST_SECRET, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';

const ROOM2 = '6650a1c0e4b0f1a2b3c40002';

describe.each(DB_KINDS)('authz + fuzz on %s', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let victim: Booking;
  const tokens = {} as Record<'victim' | 'mallory' | 'none' | 'garbage' | 'scheme' | 'wrongSecret' | 'expired', Record<string, string>>;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db);
    tokens.victim = bearer(await tokenFor('victim@example.com', 'Victim'));
    tokens.mallory = bearer(await tokenFor('mallory@example.com', 'Mallory'));
    tokens.none = {};
    tokens.garbage = { authorization: 'Bearer not.a.jwt' };
    tokens.scheme = { authorization: 'Basic dXNlcjpwYXNz' };
    tokens.wrongSecret = bearer(await tokenFor('victim@example.com', 'Victim', { secret: TEST_SECRET.replace('test', 'evil') }));
    tokens.expired = bearer(await tokenFor('victim@example.com', 'Victim', { expiresIn: -60 }));
    const res = await app.inject({ method: 'POST', url: '/bookings', headers: tokens.victim, payload: { roomId: ROOM2, bookingDate: day(20), guests: 1 } });
    victim = res.json<Booking>();
    const rv = await app.inject({
      method: 'PATCH',
      url: `/rooms/${ROOM2}/review`,
      headers: tokens.victim,
      payload: { review: { rating: 5, comment: 'Mine' } },
    });
    expect(rv.statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await tdb.close();
  });

  const state = async () =>
    JSON.stringify([
      await tdb.db.query("SELECT id, room_id, to_char(booking_date, 'YYYY-MM-DD') d, guests, user_email, updated_at::text u FROM bookings ORDER BY id"),
      await tdb.db.query('SELECT id, rating, comment, user_email, updated_at::text u FROM reviews ORDER BY id'),
      await tdb.db.query("SELECT room_id, to_char(block_date, 'YYYY-MM-DD') d FROM room_blocks ORDER BY 1, 2"),
    ]);

  // Each protected route as the attacker would call it against the victim's data.
  const routes = (): Array<{ name: string; req: Omit<InjectOptions, 'headers'> }> => [
    { name: 'POST /bookings', req: { method: 'POST', url: '/bookings', payload: { roomId: ROOM2, bookingDate: day(21), guests: 1, userEmail: 'victim@example.com' } } },
    { name: 'GET /bookings/:email', req: { method: 'GET', url: '/bookings/victim@example.com' } },
    { name: 'PATCH /bookings/:id', req: { method: 'PATCH', url: `/bookings/${victim._id}`, payload: { bookingDate: day(22) } } },
    { name: 'DELETE /bookings/:id', req: { method: 'DELETE', url: `/bookings/${victim._id}`, payload: { userEmail: 'victim@example.com' } } },
    { name: 'PATCH /rooms/:id/book-date', req: { method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, payload: { date: day(20) } } },
    { name: 'PATCH /rooms/:id/remove-date', req: { method: 'PATCH', url: `/rooms/${ROOM2}/remove-date`, payload: { date: day(20) } } },
    {
      name: 'PATCH /rooms/:id/review',
      req: { method: 'PATCH', url: `/rooms/${ROOM2}/review`, payload: { review: { rating: 1, comment: 'x', userEmail: 'victim@example.com' } } },
    },
    {
      name: 'PATCH /rooms/:id/review/update',
      req: { method: 'PATCH', url: `/rooms/${ROOM2}/review/update`, payload: { userEmail: 'victim@example.com', review: { rating: 1, comment: 'hacked' } } },
    },
  ];

  const cases: Array<[keyof typeof tokens, number]> = [
    ['none', 401],
    ['garbage', 401],
    ['scheme', 401],
    ['wrongSecret', 401],
    ['expired', 401],
    ['mallory', 403],
  ];

  test('matrix: 8 routes × 6 callers → 401/403, data unchanged', async () => {
    const before = await state();
    const results: string[] = [];
    for (const { name, req } of routes()) {
      for (const [who, expected] of cases) {
        const res = await app.inject({ ...req, headers: tokens[who] } as InjectOptions);
        results.push(`${name} as ${who}: ${res.statusCode}`);
        expect(`${name} as ${who}: ${res.statusCode}`).toBe(`${name} as ${who}: ${expected}`);
        expect(typeof res.json().message).toBe('string');
      }
    }
    expect(results).toHaveLength(48);
    expect(await state()).toBe(before);
  });

  test('an expired token says so', async () => {
    const res = await app.inject({ method: 'GET', url: '/bookings/victim@example.com', headers: tokens.expired });
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  // ---- fuzz
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const raw: Array<[string, string | Buffer]> = [
    ['application/json', '{'],
    ['application/json', '{"a":'],
    ['application/json', ''],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"string"'],
    ['application/json', '12345'],
    ['application/json', 'true'],
    ['application/json', '{"__proto__": {"admin": true}}'],
    ['application/json', '{"constructor": {"prototype": {"x": 1}}}'],
    ['application/json', deep(5000)],
    ['application/json', Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x7b])],
    ['application/json', JSON.stringify({ x: 'y'.repeat(200_000) })],
    ['text/plain', 'hello'],
    ['application/xml', '<a/>'],
    ['application/x-www-form-urlencoded', 'a=1&b=2'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['application/json; charset=utf-16', '{}'],
  ];
  const shapes: unknown[] = [
    {},
    { roomId: 1, bookingDate: [], guests: {} },
    { roomId: { $gt: '' }, bookingDate: '2030-01-01', guests: 1 },
    { roomId: ROOM2, bookingDate: '9999-99-99', guests: 1 },
    { roomId: ROOM2, bookingDate: day(90), guests: 1e308 },
    { roomId: ROOM2, bookingDate: day(91), guests: -1 },
    { roomId: ROOM2, bookingDate: '\u0000', guests: 1 },
    { roomId: ROOM2, bookingDate: `${day(92)}\u0000`, guests: 1 },
    { roomId: ROOM2, bookingDate: '0000-01-01', guests: 1 },
    { bookingDate: null, updatedAt: {} },
    { bookingDate: 20300101 },
    { date: 12345 },
    { date: ['2030-01-01'] },
    { date: '2030-02-29' },
    { review: 'x' },
    { review: null },
    { review: { rating: null, comment: 5 } },
    { review: { rating: 5, comment: '\u0000\u0000' } },
    { review: { rating: 5, comment: '\ud800 lone surrogate' } },
    { userEmail: ['a'], review: { rating: 3, comment: 'ok' } },
    { email: ['a@b.co'] },
    { email: 'a@b.co'.repeat(100) },
    { name: '\u0000', email: 'a@b.co', message: '\u0000' },
    { name: 'A', email: 'a@b.co', message: 'hi', inquiryType: { a: 1 } },
    { name: 'A', email: 'a@b.co', message: 'hi', phone: ['1'] },
  ];

  test('fuzz: every route × ≥ 20 malformed bodies → 0 × 5xx', async () => {
    const bookingId = victim._id;
    const targets: Array<{ method: InjectOptions['method']; url: string; headers: Record<string, string> }> = [
      { method: 'POST', url: '/jwt', headers: { authorization: 'Bearer x' } },
      { method: 'GET', url: '/rooms', headers: {} },
      { method: 'GET', url: `/rooms/${ROOM2}`, headers: {} },
      { method: 'GET', url: '/health', headers: {} },
      { method: 'POST', url: '/bookings', headers: tokens.victim },
      { method: 'POST', url: '/bookings', headers: { ...tokens.victim, 'idempotency-key': 'fuzz' } },
      { method: 'GET', url: '/bookings/victim@example.com', headers: tokens.victim },
      { method: 'PATCH', url: `/bookings/${bookingId}`, headers: tokens.victim },
      { method: 'DELETE', url: `/bookings/${'f'.repeat(24)}`, headers: tokens.victim },
      { method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: tokens.victim },
      { method: 'PATCH', url: `/rooms/${ROOM2}/remove-date`, headers: tokens.victim },
      { method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: tokens.mallory },
      { method: 'PATCH', url: `/rooms/${ROOM2}/review/update`, headers: tokens.victim },
      { method: 'POST', url: '/contact', headers: {} },
    ];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const t of targets) {
      let perRoute = 0;
      const send = async (payload: string | Buffer, contentType: string) => {
        const res = await app.inject({ method: t.method, url: t.url, headers: { ...t.headers, 'content-type': contentType }, payload });
        sent++;
        perRoute++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) throw new Error(`${t.method} ${t.url} ${String(payload).slice(0, 60)} → ${res.statusCode} ${res.body}`);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
      };
      for (const [ct, body] of raw) await send(body, ct);
      for (const s of shapes) await send(JSON.stringify(s), 'application/json');
      expect(perRoute).toBeGreaterThanOrEqual(20);
    }
    // Query string and path fuzz.
    for (const url of [
      '/rooms?minPrice[]=1',
      '/rooms?minPrice=%00',
      '/rooms?maxPrice=1e999',
      `/rooms?minPrice=${'9'.repeat(40)}`,
      '/rooms/%00',
      '/rooms/%E0%A4%A',
      '/bookings/%00',
      `/bookings/${'a'.repeat(300)}`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: tokens.victim });
      sent++;
      expect(res.statusCode).toBeLessThan(500);
    }
    console.log(`fuzz on ${kind}: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
});

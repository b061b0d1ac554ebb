// GET /health, GET /rooms (+ price filter), GET /rooms/:id, images, CORS (public reads from any
// origin, the rest on the allow-list), security headers, OpenAPI.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nightlyRate, type Room } from '@hotel/shared/domain';
import { DB_KINDS, bearer, day, tokenFor, useApp } from './helpers';

const OPENAPI_FILE = join(__dirname, 'openapi.json');
const ROOM5 = '6650a1c0e4b0f1a2b3c40005';

describe.each(DB_KINDS)('rooms on %s', (kind) => {
  const t = useApp(kind);

  test('GET /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: kind });
  });

  test('GET /rooms lists the seed: ≥ 12 varied rooms with images, discounts, dates and reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rooms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const rooms = res.json<Room[]>();
    expect(rooms.length).toBeGreaterThanOrEqual(12);
    for (const r of rooms) {
      expect(r._id).toMatch(/^[0-9a-f]{24}$/);
      expect(r.image).toMatch(/^http:\/\/127\.0\.0\.1:4000\/images\/rooms\/[\w-]+\.svg$/);
      expect(Array.isArray(r.bookedDates)).toBe(true);
      expect(Array.isArray(r.reviews)).toBe(true);
      expect(typeof r.price).toBe('number');
    }
    expect(new Set(rooms.map((r) => r.type)).size).toBeGreaterThanOrEqual(4);
    expect(rooms.some((r) => r.discountPrice != null && r.discountPrice <= r.price * 0.7)).toBe(true);
    expect(rooms.some((r) => r.bookedDates.length > 0)).toBe(true);
    const reviewed = rooms.find((r) => r.reviews.length > 0)!;
    // The contract's Review (date a human date), plus its machine timestamp; updatedAt once edited.
    // No userEmail: a reviewer's e-mail is only for its author and staff (test/privacy.test.ts).
    expect(Object.keys(reviewed.reviews[0]!).sort()).toEqual(['comment', 'createdAt', 'date', 'name', 'rating']);
    expect(reviewed.reviews[0]!.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(reviewed.reviews[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test('price filter applies to the nightly rate', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const res = await t.app.inject({ method: 'GET', url: '/rooms?minPrice=140&maxPrice=250' });
    expect(res.statusCode).toBe(200);
    const rooms = res.json<Room[]>();
    const expected = all.filter((r) => nightlyRate(r) >= 140 && nightlyRate(r) <= 250).map((r) => r._id);
    expect(rooms.map((r) => r._id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    // Harbor View King: price 240, discount 199 → included by maxPrice=200 on the rate.
    const cheap = (await t.app.inject({ method: 'GET', url: '/rooms?maxPrice=200' })).json<Room[]>();
    expect(cheap.some((r) => r.price > 200)).toBe(true);
    expect(cheap.every((r) => nightlyRate(r) <= 200)).toBe(true);
    const onlyMin = (await t.app.inject({ method: 'GET', url: '/rooms?minPrice=400' })).json<Room[]>();
    expect(onlyMin.every((r) => nightlyRate(r) >= 400)).toBe(true);
    const empty = await t.app.inject({ method: 'GET', url: '/rooms?minPrice=&maxPrice=' });
    expect(empty.json<Room[]>()).toHaveLength(all.length);
  });

  test.each([
    ['minPrice=abc'],
    ['maxPrice=-5'],
    ['minPrice=-0.5'],
    ['minPrice=1&minPrice=2'],
    ['maxPrice=12abc'],
    ['minPrice=300&maxPrice=100'],
    ['minPrice=Infinity'],
  ])('GET /rooms?%s → 400 JSON', async (qs) => {
    const res = await t.app.inject({ method: 'GET', url: `/rooms?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  test('GET /rooms/:id', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const res = await t.app.inject({ method: 'GET', url: `/rooms/${first!._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  test.each(['000000000000000000000000', 'not-an-id', '6650A1C0E4B0F1A2B3C40001', '%27%20OR%201=1', 'x'.repeat(90)])(
    'GET /rooms/%s → 404 JSON',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/rooms/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Room not found', code: 'ROOM_NOT_FOUND' });
    },
  );

  test('unknown route → 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
  });

  test('room images are served with long cache headers, loadable cross-origin', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const res = await t.app.inject({ method: 'GET', url: new URL(first!.image).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/images/rooms/../../package.json' })).statusCode).toBe(404);
  });

  test('GET /rooms from the cache shows a booking as soon as it is made', async () => {
    const guest = bearer(await tokenFor(`cached-list-${kind}@example.com`));
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>().find((r) => r._id === ROOM5)!;
    await listed();
    expect((await listed()).bookedDates).not.toContain(day(77)); // the cached list
    const booked = await t.app.inject({ method: 'POST', url: '/bookings', headers: guest, payload: { roomId: ROOM5, bookingDate: day(77), guests: 1 } });
    expect(booked.statusCode).toBe(201);
    expect((await listed()).bookedDates).toContain(day(77));
  });

  test('public reads answer any origin, without credentials', async () => {
    const [room] = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const reads = ['/rooms', `/rooms?minPrice=100`, `/rooms/${room!._id}`];
    for (const origin of ['http://127.0.0.1:3000', 'https://partner.example', 'http://evil.example']) {
      for (const url of reads) {
        const res = await t.app.inject({ method: 'GET', url, headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
      // A signed-in site sends its bearer header on reads too: the preflight allows it, from anywhere.
      const pre = await t.app.inject({
        method: 'OPTIONS',
        url: `/rooms/${room!._id}`,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    }
  });

  test('what needs a token keeps the allow-list; security headers on every answer', async () => {
    const [room] = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const ok = await t.app.inject({ method: 'GET', url: '/rooms', headers: { origin: 'http://127.0.0.1:3000' } });
    const tokenRoutes: Array<[string, string]> = [
      ['POST', '/bookings'],
      ['GET', '/bookings/alice@example.com'],
      ['PATCH', '/bookings/aaaaaaaaaaaaaaaaaaaaaaaa'],
      ['DELETE', '/bookings/aaaaaaaaaaaaaaaaaaaaaaaa'],
      ['PATCH', `/rooms/${room!._id}/book-date`],
      ['PATCH', `/rooms/${room!._id}/review`],
    ];
    for (const [method, url] of tokenRoutes) {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
        });
      const listed = await preflight('http://localhost:3000');
      expect(listed.statusCode).toBe(204);
      expect(listed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(listed.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
      expect(listed.headers['access-control-allow-credentials']).toBeUndefined();
      expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      const actual = await t.app.inject({ method: method as 'GET', url, headers: { origin: 'http://evil.example' } });
      expect(actual.headers['access-control-allow-origin']).toBeUndefined();
      // (An answer in words, such as a 401, also varies by the language it is said in.)
      const varies = (r: typeof actual) => String(r.headers.vary).split(', ');
      expect(varies(actual)).toContain('Origin');
      // The actual request from our own site: its origin echoed, the answer marked as varying by it.
      const own = await t.app.inject({ method: method as 'GET', url, headers: { origin: 'http://localhost:3000' } });
      expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(varies(own)).toContain('Origin');
      expect(own.headers['access-control-allow-credentials']).toBeUndefined();
    }
    // Asking to POST to a public read's path is no public read.
    const post = await t.app.inject({
      method: 'OPTIONS',
      url: '/rooms',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['content-security-policy']).toContain("default-src 'none'");
    expect(ok.headers['cross-origin-resource-policy']).toBe('cross-origin'); // room images load on the shell's origin
  });
});

describe('OpenAPI', () => {
  const t = useApp('pglite');

  test('/docs/json documents the routes; /docs is browsable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/rooms', '/rooms/{id}']));
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  // The document is the API's contract with the front ends: a path, a schema or a status code that
  // changes must be a deliberate change of test/openapi.json. After one, rewrite the file with
  // HV_UPDATE_OPENAPI=1 npx jest -c api/jest.config.cjs test/rooms.test.ts and review its diff.
  test('/docs/json is the committed test/openapi.json: every path, schema and status code', async () => {
    const doc: unknown = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    if (process.env.HV_UPDATE_OPENAPI) writeFileSync(OPENAPI_FILE, `${JSON.stringify(doc, null, 2)}\n`);
    expect(doc).toEqual(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));
  });
});

// A client written for the contract (docs/product.md §7) replays its 12 calls with exactly the
// payloads the contract lists, extra fields included, against the real Auth emulator, on PGlite and
// (when TEST_DATABASE_URL is set) PostgreSQL. It behaves as the third-party client of issue 30 did:
// it lists rooms with a trailing slash, and it exchanges its ID token before it saves the display
// name. Then every route answers the same with and without one trailing slash.
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  DEFAULT_HOTEL_TIME_ZONE,
  bookingTotal,
  formatReviewDate,
  nightlyRate,
  type Booking,
  type LatestReviews,
  type Review,
  type Room,
} from '@hotel/shared/domain';
import { DB_KINDS, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';
import { loadNative } from './native';
import type * as Routes from '../src/routes/auth';
import { AUTH_PROJECT_ID, setDisplayName, signIn, signUp, waitForEmulator } from './support/emulator';
import { claims } from './support/emulatorApp';

const { firebaseIdentity } = loadNative<typeof Routes>('../src/routes/auth.ts');
const HUMAN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // 129 a night, no discount, sleeps 2

/** The contract's calls as "METHOD /path" with the ids as {id} / {email}. */
const CONTRACT_CALLS = [
  'POST /jwt',
  'GET /rooms',
  'GET /rooms/{id}',
  'POST /bookings',
  'PATCH /rooms/{id}/book-date',
  'PATCH /rooms/{id}/remove-date',
  'GET /bookings/{email}',
  'DELETE /bookings/{id}',
  'PATCH /bookings/{id}',
  'PATCH /rooms/{id}/review',
  'PATCH /rooms/{id}/review/update',
  'POST /contact',
];

describe.each(DB_KINDS)('a client written for the contract, on %s', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    await waitForEmulator();
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db, firebaseIdentity(AUTH_PROJECT_ID));
  }, 200_000);
  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  });

  /** What the client called, as the route patterns of CONTRACT_CALLS. */
  const made = new Set<string>();
  let token = '';
  const call = async (method: InjectOptions['method'], url: string, payload?: object, headers: Record<string, string> = {}) => {
    const pattern = url
      .split('?')[0]!
      .replace(/\/$/, '')
      .replace(/\/[0-9a-f]{24}/g, '/{id}')
      .replace(/\/bookings\/[^/]*@[^/]*/, '/bookings/{email}');
    made.add(`${method} ${pattern}`);
    return app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
  };

  test('its 12 calls, with their payloads as the contract lists them, all succeed and store the guest’s name', async () => {
    const email = `grace.${kind}@example.com`;
    const password = 'Secret123';
    const displayName = 'Grace Hopper';

    // Register: the client creates the account, exchanges its ID token at once, and saves the
    // display name after.
    const idToken = await signUp(email, password);
    const jwt = await call('POST', '/jwt', { email }, bearer(idToken));
    expect(jwt.statusCode).toBe(200);
    token = jwt.json<{ token: string }>().token;
    expect(claims(token)).not.toHaveProperty('name');
    await setDisplayName(idToken, displayName);

    // Rooms: the list and a price filter, asked with a trailing slash.
    const rooms = await call('GET', '/rooms/');
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json<Room[]>().length).toBeGreaterThanOrEqual(12);
    expect(rooms.body).toBe((await app.inject({ method: 'GET', url: '/rooms' })).body);
    const filtered = await call('GET', '/rooms/?minPrice=100&maxPrice=200');
    expect(filtered.statusCode).toBe(200);
    const inRange = filtered.json<Room[]>();
    expect(inRange.length).toBeGreaterThan(0);
    for (const r of inRange) expect(nightlyRate(r)).toBeGreaterThanOrEqual(100);
    for (const r of inRange) expect(nightlyRate(r)).toBeLessThanOrEqual(200);

    // One room, its reviews dated as people write dates.
    const roomRes = await call('GET', `/rooms/${ROOM2}`);
    expect(roomRes.statusCode).toBe(200);
    const room = roomRes.json<Room>();
    expect(room.reviews.length).toBeGreaterThan(0);
    for (const r of room.reviews) expect(r.date).toMatch(HUMAN_DATE);

    // Book one night, with every field the contract sends (its own price, name and status included).
    const first = day(40);
    const booked = await call(
      'POST',
      '/bookings',
      {
        roomImage: room.image,
        roomId: room._id,
        roomName: room.name,
        price: 1,
        bookingDate: first,
        guests: 2,
        userEmail: email,
        userName: displayName,
        createdAt: new Date().toISOString(),
        status: 'confirmed',
      },
      { 'Idempotency-Key': `contract-${kind}` },
    );
    expect(booked.statusCode).toBe(201);
    const booking = booked.json<Booking>();
    expect(booking).toMatchObject({
      roomId: ROOM2,
      roomName: room.name,
      price: bookingTotal(room, 2),
      bookingDate: first,
      nights: 1,
      checkOut: day(41),
      guests: 2,
      userEmail: email,
      userName: displayName,
      status: 'confirmed',
    });

    // The original client confirms the date on the room.
    const bookDate = await call('PATCH', `/rooms/${ROOM2}/book-date`, { date: first });
    expect(bookDate.statusCode).toBe(200);
    expect(bookDate.json()).toMatchObject({ roomId: ROOM2, date: first, booked: true });

    // My bookings show the name the guest registered with.
    const mine = await call('GET', `/bookings/${email}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Booking[]>()).toEqual([expect.objectContaining({ _id: booking._id, userName: displayName })]);

    // Update Date moves the stay; the old date is released on the room.
    const next = day(42);
    const moved = await call('PATCH', `/bookings/${booking._id}`, { bookingDate: next, updatedAt: new Date().toISOString() });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Booking>()).toMatchObject({ _id: booking._id, bookingDate: next, checkOut: day(43), userName: displayName });
    expect(moved.json<Booking>().updatedAt).toBeTruthy();
    const removeDate = await call('PATCH', `/rooms/${ROOM2}/remove-date`, { date: first });
    expect(removeDate.statusCode).toBe(200);
    expect(removeDate.json()).toMatchObject({ roomId: ROOM2, date: first, booked: false });
    expect((await app.inject({ method: 'GET', url: `/rooms/${ROOM2}` })).json<Room>().bookedDates).toEqual(
      expect.arrayContaining([next]),
    );

    // Review, then edit it: the name is the guest's, the date a human date.
    const clientDate = new Date().toLocaleDateString();
    const reviewed = await call('PATCH', `/rooms/${ROOM2}/review`, {
      review: { name: displayName, rating: 5, comment: 'Lovely harbour view.', date: clientDate, userEmail: email },
    });
    expect(reviewed.statusCode).toBe(201);
    const review = reviewed.json<{ message: string; review: Review }>().review;
    expect(review).toMatchObject({ name: displayName, rating: 5, comment: 'Lovely harbour view.', userEmail: email });
    expect(review.date).toMatch(HUMAN_DATE);
    expect(review.date).toBe(formatReviewDate(review.createdAt, DEFAULT_HOTEL_TIME_ZONE));
    const updated = await call('PATCH', `/rooms/${ROOM2}/review/update`, {
      userEmail: email,
      review: { name: displayName, rating: 4, comment: 'Lovely view, thin walls.', date: clientDate, userEmail: email },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ review: Review }>().review).toMatchObject({ name: displayName, rating: 4, date: review.date });
    const onRoom = (await app.inject({ method: 'GET', url: `/rooms/${ROOM2}` })).json<Room>().reviews.find((r) => r.userEmail === email);
    expect(onRoom).toMatchObject({ name: displayName, comment: 'Lovely view, thin walls.', date: review.date });
    const latest = (await app.inject({ method: 'GET', url: '/reviews/latest/' })).json<LatestReviews>();
    expect(latest.reviews[0]).toMatchObject({ name: displayName, roomId: ROOM2, roomName: room.name, date: review.date });

    // Cancel.
    const cancelled = await call('DELETE', `/bookings/${booking._id}`, { userEmail: email });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ _id: booking._id, deletedCount: 1 });
    expect((await call('GET', `/bookings/${email}`)).json()).toEqual([]);

    // Contact, signed out.
    token = '';
    const contact = await call('POST', '/contact', {
      name: displayName,
      email,
      phone: '+1 562 555 0100',
      subject: 'Late check-in',
      message: 'We arrive after midnight. Is the front desk open?',
      inquiryType: 'reservation',
    });
    expect(contact.statusCode).toBe(201);
    expect(contact.json<{ _id: string }>()._id).toMatch(/^[0-9a-f]{24}$/);

    // Log in again: the new ID token carries the name, and so does our token.
    const again = await call('POST', '/jwt', { email }, bearer(await signIn(email, password)));
    expect(again.statusCode).toBe(200);
    expect(claims(again.json<{ token: string }>().token)).toMatchObject({ email, name: displayName });

    expect([...made].sort()).toEqual([...CONTRACT_CALLS].sort());
  });

  test('a token with the account’s name keeps it: a body’s other userName or review name is not used', async () => {
    const email = `ada.${kind}@example.com`;
    const idToken = await signUp(email, 'Secret123', 'Ada Lovelace');
    const appToken = (await app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email } })).json().token;
    const res = await app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(appToken),
      payload: { roomId: ROOM2, bookingDate: day(50), guests: 1, userEmail: email, userName: 'Somebody Else' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Booking>().userName).toBe('Ada Lovelace');
  });

  test('a nameless token takes the body’s name trimmed and cut at 100 characters; none or blank → the e-mail', async () => {
    const email = `nameless.${kind}@example.com`;
    const appToken = (
      await app.inject({ method: 'POST', url: '/jwt', headers: bearer(await signUp(email, 'Secret123')), payload: { email } })
    ).json().token;
    const book = (bookingDate: string, userName?: string) =>
      app.inject({
        method: 'POST',
        url: '/bookings',
        headers: bearer(appToken),
        payload: { roomId: ROOM2, bookingDate, guests: 1, ...(userName === undefined ? {} : { userName }) },
      });
    expect((await book(day(60), '   Grace \n  Hopper  ')).json<Booking>().userName).toBe('Grace Hopper');
    expect((await book(day(61), 'x'.repeat(150))).json<Booking>().userName).toBe('x'.repeat(100));
    expect((await book(day(62))).json<Booking>().userName).toBe(email);
    expect((await book(day(63), '   ')).json<Booking>().userName).toBe(email);
    const tooLong = await book(day(64), 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/userName/);
  });
});

describe('one trailing slash changes nothing', () => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let token = '';
  const guest = () => bearer(token);
  beforeAll(async () => {
    tdb = await openTestDb('pglite');
    app = await makeApp(tdb.db, { rateLimits: { jwt: { max: 2, timeWindow: '1 minute' }, contact: { max: 100, timeWindow: '1 minute' } } });
    token = await tokenFor('slash@example.com', 'Slash');
  });
  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  });

  test.each(['/rooms', '/rooms?minPrice=100&maxPrice=200', `/rooms/${ROOM2}`, '/reviews/latest', '/reviews/latest?limit=2', '/health'])(
    'GET %s and the same with a trailing slash answer alike',
    async (url) => {
      const [path, query] = url.split('?');
      const slashed = `${path}/${query ? `?${query}` : ''}`;
      const a = await app.inject({ method: 'GET', url });
      const b = await app.inject({ method: 'GET', url: slashed });
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      if (path !== '/health') expect(b.body).toBe(a.body);
    },
  );

  test('writes with a trailing slash: POST /bookings/, PATCH /bookings/{id}/, GET /bookings/{email}/, DELETE /bookings/{id}/, POST /contact/', async () => {
    const booked = await app.inject({ method: 'POST', url: '/bookings/', headers: guest(), payload: { roomId: ROOM2, bookingDate: day(30), guests: 1 } });
    expect(booked.statusCode).toBe(201);
    const id = booked.json<Booking>()._id;
    const moved = await app.inject({ method: 'PATCH', url: `/bookings/${id}/`, headers: guest(), payload: { bookingDate: day(31) } });
    expect(moved.json<Booking>().bookingDate).toBe(day(31));
    const dates = await app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date/`, headers: guest(), payload: { date: day(31) } });
    expect(dates.json()).toMatchObject({ booked: true });
    expect((await app.inject({ method: 'GET', url: '/bookings/slash@example.com/', headers: guest() })).json()).toHaveLength(1);
    expect((await app.inject({ method: 'DELETE', url: `/bookings/${id}/`, headers: guest() })).statusCode).toBe(200);
    const contact = await app.inject({ method: 'POST', url: '/contact/', payload: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(contact.statusCode).toBe(201);
  });

  test('CORS: /rooms/ and /reviews/latest/ answer any origin; /bookings/ keeps the allow-list', async () => {
    for (const url of ['/rooms/', `/rooms/${ROOM2}/`, '/reviews/latest/']) {
      const res = await app.inject({ method: 'GET', url, headers: { origin: 'https://partner.example' } });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const pre = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
      });
      expect(pre.headers['access-control-allow-origin']).toBe('*');
    }
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/bookings/',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await app.inject({
      method: 'OPTIONS',
      url: '/bookings/',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST' },
    });
    expect(ours.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  test('/jwt and /jwt/ share one rate limit; the images and the 404s are unchanged', async () => {
    const codes = [];
    for (const url of ['/jwt', '/jwt/', '/jwt/', '/jwt']) {
      codes.push((await app.inject({ method: 'POST', url, payload: { email: 'a@b.co' } })).statusCode);
    }
    expect(codes).toEqual([401, 401, 429, 429]);
    const room = (await app.inject({ method: 'GET', url: `/rooms/${ROOM2}` })).json<Room>();
    const image = await app.inject({ method: 'GET', url: new URL(room.image).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/rooms/nope/' })).json()).toMatchObject({ message: 'Room not found' });
    expect((await app.inject({ method: 'GET', url: '/nowhere/' })).json()).toEqual({ message: 'Route not found', code: 'NOT_FOUND' });
  });
});

describe.each(DB_KINDS)('GET /reviews/latest on %s', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db);
  });
  afterAll(async () => {
    await app?.close();
    await tdb?.close();
  });
  const latest = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/reviews/latest${query}`, headers: { origin: 'https://partner.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    return res.json<LatestReviews>();
  };

  test('public: the 6 newest reviews across rooms with their room, and the count and mean rating of all of them', async () => {
    const rooms = (await app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    const all = rooms.flatMap((r) => r.reviews.map((review) => ({ ...review, roomId: r._id, roomName: r.name })));
    const newest = [...all].sort((a, b) => Date.parse(b.updatedAt ?? b.createdAt!) - Date.parse(a.updatedAt ?? a.createdAt!));
    const answer = await latest();
    expect(answer.count).toBe(all.length);
    expect(answer.averageRating).toBe(Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10);
    expect(answer.reviews).toEqual(newest.slice(0, 6));
    for (const r of answer.reviews) expect(r.date).toMatch(HUMAN_DATE);
    expect((await latest('?limit=2')).reviews).toEqual(newest.slice(0, 2));
    expect((await latest('?limit=24')).reviews).toEqual(newest.slice(0, 24));
  });

  test('a new review comes first, and the totals count it', async () => {
    const before = await latest();
    const guest = bearer(await tokenFor('latest@example.com', 'Lena'));
    await app.inject({ method: 'POST', url: '/bookings', headers: guest, payload: { roomId: ROOM2, bookingDate: day(20), guests: 1 } });
    const res = await app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: guest, payload: { review: { rating: 1, comment: 'Noisy.' } } });
    expect(res.statusCode).toBe(201);
    const after = await latest('?limit=1');
    expect(after.reviews).toEqual([{ ...res.json<{ review: Review }>().review, roomId: ROOM2, roomName: expect.any(String) }]);
    expect(after.count).toBe(before.count + 1);
    expect(after.averageRating).toBeLessThan(before.averageRating);
  });

  test.each(['0', '25', '2.5', '-1', 'x', '', '1e1'])('limit=%s → 400 with a clear message', async (limit) => {
    const res = await app.inject({ method: 'GET', url: `/reviews/latest?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_LIMIT', message: 'limit must be a whole number from 1 to 24.' });
  });
});

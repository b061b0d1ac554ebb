// The hotel's day (docs/product.md §4-§5): "today", stay searches, the cancellation window and date
// changes follow the hotel's own time zone, America/Los_Angeles by default, through the real routes
// with a fixed clock. 18:30 Pacific on 2026-11-24 is already 02:30 UTC on the 25th.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOTEL_TIME_ZONE, MESSAGES, type Booking } from '@hotel/shared/domain';
import { HOTEL_TIME_ZONE } from '../../tools/stack/parts.cjs';
import { loadConfig } from '../src/config';
import { DB_KINDS, TEST_SECRET, bearer, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const EVENING = new Date('2026-11-25T02:30:00Z'); // 2026-11-24 18:30 in Long Beach

test("the API's and the local stack's default zone is the hotel's own", () => {
  expect(DEFAULT_HOTEL_TIME_ZONE).toBe('America/Los_Angeles');
  expect(loadConfig({ JWT_SECRET: TEST_SECRET }).timeZone).toBe(DEFAULT_HOTEL_TIME_ZONE);
  expect(loadConfig({ JWT_SECRET: TEST_SECRET, HOTEL_TIME_ZONE: 'Europe/Lisbon' }).timeZone).toBe('Europe/Lisbon');
  if (!process.env.HOTEL_TIME_ZONE) expect(HOTEL_TIME_ZONE).toBe(DEFAULT_HOTEL_TIME_ZONE);
});

describe.each(DB_KINDS)('an evening at the hotel on %s (fixed clock, default zone)', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let guest: Record<string, string>;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db, { now: () => EVENING });
    guest = bearer(await tokenFor('evening@example.com', 'Eve Ning'));
  });
  afterAll(async () => {
    await app.close();
    await tdb.close();
  });

  const book = (bookingDate: string) =>
    app.inject({ method: 'POST', url: '/bookings', headers: guest, payload: { roomId: ROOM6, bookingDate, guests: 1 } });
  const move = (id: string, bookingDate: string, on = app) =>
    on.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guest, payload: { bookingDate } });
  const cancel = (id: string) => app.inject({ method: 'DELETE', url: `/bookings/${id}`, headers: guest });
  const dateOf = async (id: string) =>
    (await app.inject({ method: 'GET', url: '/bookings/evening@example.com', headers: guest })).json<Booking[]>().find((b) => b._id === id)?.bookingDate;

  test('tonight (2026-11-24) can still be booked; yesterday cannot', async () => {
    expect((await book('2026-11-24')).statusCode).toBe(201);
    const yesterday = await book('2026-11-23');
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toBe(MESSAGES.checkInPast);
  });

  test("a stay search may start tonight (the hotel's day, though UTC is already on the 25th); yesterday is the past", async () => {
    const search = (checkIn: string, checkOut: string) =>
      app.inject({ method: 'GET', url: `/rooms?checkIn=${checkIn}&checkOut=${checkOut}&guests=1` });
    expect((await search('2026-11-24', '2026-11-26')).statusCode).toBe(200);
    const past = await search('2026-11-23', '2026-11-26');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: MESSAGES.checkInPast, code: 'INVALID_STAY' });
  });

  test('a booking for the day after tomorrow can still be cancelled', async () => {
    const b = (await book('2026-11-26')).json<Booking>();
    expect((await cancel(b._id)).statusCode).toBe(200);
  });

  test("tomorrow's booking can be neither cancelled nor moved (409 with the reason), and keeps its date", async () => {
    const b = (await book('2026-11-25')).json<Booking>();
    const cancelled = await cancel(b._id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(MESSAGES.cancelTooLate);
    const moved = await move(b._id, '2026-12-10');
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: MESSAGES.changeDateTooLate, code: 'CHANGE_DATE_TOO_LATE' });
    expect(await dateOf(b._id)).toBe('2026-11-25');
  });

  test('a booking still inside the cancellation window can be moved', async () => {
    const b = (await book('2026-11-27')).json<Booking>();
    const moved = await move(b._id, '2026-11-28');
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Booking>().bookingDate).toBe('2026-11-28');
  });

  test('a past booking cannot be moved into the future', async () => {
    const b = (await book('2026-11-29')).json<Booking>();
    const later = await makeApp(tdb.db, { now: () => new Date('2026-12-02T20:00:00Z') });
    try {
      const moved = await move(b._id, '2026-12-20', later);
      expect(moved.statusCode).toBe(409);
      expect(moved.json().message).toBe(MESSAGES.changeDateTooLate);
    } finally {
      await later.close();
    }
    expect(await dateOf(b._id)).toBe('2026-11-29');
  });
});

// Stays (issue 21, docs/product.md §5 "A stay"), on PGlite and (when TEST_DATABASE_URL is set)
// PostgreSQL: a booking of N nights holds each night and not the check-out day, all or nothing; the
// whole stay moves and is cancelled; bad nights are 400; GET /rooms finds the rooms free for a stay.
import {
  MESSAGES,
  bookingTotal,
  nightsFree,
  nightlyRate,
  stayNights,
  stayTotal,
  type Booking,
  type Room,
} from '@hotel/shared/domain';
import { DB_KINDS, day, useApp, useGuests } from './helpers';

const ROOM1 = '6650a1c0e4b0f1a2b3c40001'; // 199 a night (discounted from 240), capacity 2; seed bookings at +3 and +4
const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // 129, capacity 2, no seed bookings in the future
const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // 119, capacity 2, no seed bookings or blocks
const ROOM9 = '6650a1c0e4b0f1a2b3c40009'; // 89, capacity 1, blocked at +1 and +2
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // 159, capacity 2

describe.each(DB_KINDS)('stays on %s', (kind) => {
  const t = useApp(kind);
  const guests = useGuests({ alice: ['alice@example.com', 'Alice Liddell'], bob: ['bob@example.com', 'Bob'] });

  const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/bookings', headers, payload: body });
  const datesOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/rooms/${id}` })).json<Room>().bookedDates;
  const bookingsOf = async (headers: Record<string, string>, email: string) =>
    (await t.app.inject({ method: 'GET', url: `/bookings/${email}`, headers })).json<Booking[]>();
  const move = (headers: Record<string, string>, id: string, bookingDate: string) =>
    t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers, payload: { bookingDate } });
  const heldBy = async (bookingId: string) =>
    (
      await t.tdb.db.query<{ night: string }>(
        "SELECT to_char(night, 'YYYY-MM-DD') AS night FROM booking_nights WHERE booking_id = $1 ORDER BY night",
        [bookingId],
      )
    ).map((r) => r.night);

  describe('POST /bookings with nights', () => {
    test('a 3-night stay holds its three nights, not the check-out day, and costs three nightly totals', async () => {
      const res = await book(guests.alice, { roomId: ROOM2, bookingDate: day(20), nights: 3, guests: 2, price: 1 });
      expect(res.statusCode).toBe(201);
      const b = res.json<Booking>();
      expect(b).toMatchObject({ bookingDate: day(20), nights: 3, checkOut: day(23), guests: 2, status: 'confirmed' });
      expect(b.price).toBe(stayTotal({ price: 129, discountPrice: null }, 2, 3));
      expect(b.price).toBe(483);
      const dates = await datesOf(ROOM2);
      expect(dates).toEqual(expect.arrayContaining([day(20), day(21), day(22)]));
      expect(dates).not.toContain(day(23));
      expect(await bookingsOf(guests.alice, 'alice@example.com')).toContainEqual(b);
      // The check-out day is the next guest's first night.
      const next = await book(guests.bob, { roomId: ROOM2, bookingDate: day(23), nights: 2, guests: 1 });
      expect(next.statusCode).toBe(201);
      expect(next.json<Booking>().checkOut).toBe(day(25));
    });

    test('a booking without nights is one night, priced and answered as before plus nights and checkOut', async () => {
      const res = await book(guests.alice, { roomId: ROOM2, bookingDate: day(30), guests: 2 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ bookingDate: day(30), nights: 1, checkOut: day(31), price: bookingTotal({ price: 129 }, 2) });
      expect(await heldBy(res.json<Booking>()._id)).toEqual([day(30)]);
    });

    test('14 nights is the longest stay', async () => {
      const res = await book(guests.alice, { roomId: ROOM6, bookingDate: day(200), nights: 14, guests: 1 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ nights: 14, checkOut: day(214), price: 119 * 14 });
      expect(await heldBy(res.json<Booking>()._id)).toEqual(stayNights(day(200), 14));
    });

    test('a stay overlapping another by one night → 409 "Date is not available", holding none of its nights', async () => {
      // Alice holds day(20)-day(22) of room 2 (first test); Bob asks for day(18)-day(20).
      const res = await book(guests.bob, { roomId: ROOM2, bookingDate: day(18), nights: 3, guests: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.dateNotAvailable, code: 'DATE_NOT_AVAILABLE' });
      const dates = await datesOf(ROOM2);
      expect(dates).not.toContain(day(18));
      expect(dates).not.toContain(day(19));
      expect((await bookingsOf(guests.bob, 'bob@example.com')).filter((b) => b.bookingDate === day(18))).toEqual([]);
      // The two free nights alone can be booked: nothing of the refused stay was left behind.
      const fits = await book(guests.bob, { roomId: ROOM2, bookingDate: day(18), nights: 2, guests: 1 });
      expect(fits.statusCode).toBe(201);
      expect(fits.json<Booking>().checkOut).toBe(day(20));
    });

    test('a stay over a blocked night → 409, holding none of its nights', async () => {
      const res = await book(guests.bob, { roomId: ROOM9, bookingDate: day(0), nights: 2, guests: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.dateNotAvailable);
      expect(await datesOf(ROOM9)).not.toContain(day(0));
    });

    test.each([0, 15, 2.5, 'x', '3', -1, null, true, [2]])('nights %j → 400 with the nights message, nothing held', async (nights) => {
      const res = await book(guests.alice, { roomId: ROOM6, bookingDate: day(90), nights, guests: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Nights must be a whole number from 1 to 14.', details: [{ field: 'nights' }] });
      expect(await datesOf(ROOM6)).not.toContain(day(90));
    });

    test('Idempotency-Key: a retried stay replays; the same key for another length → 422', async () => {
      const headers = { ...guests.alice, 'idempotency-key': `stay-${kind}` };
      const body = { roomId: ROOM6, bookingDate: day(100), nights: 2, guests: 1 };
      const first = await book(headers, body);
      expect(first.statusCode).toBe(201);
      const again = await book(headers, body);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect((await book(headers, { ...body, nights: 3 })).statusCode).toBe(422);
      expect(await heldBy(first.json<Booking>()._id)).toEqual([day(100), day(101)]);
      // One night said or left unsaid is the same request.
      const oneKey = { ...guests.alice, 'idempotency-key': `one-${kind}` };
      const one = await book(oneKey, { roomId: ROOM6, bookingDate: day(103), guests: 1 });
      expect((await book(oneKey, { roomId: ROOM6, bookingDate: day(103), nights: 1, guests: 1 })).json()).toEqual(one.json());
    });
    test('Idempotency-Key: a refused stay leaves no row behind, and its retry replays the refusal even once the night is free', async () => {
      const count = async () => (await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
      const alices = (await book(guests.alice, { roomId: ROOM6, bookingDate: day(111), guests: 1 })).json<Booking>();
      const rows = await count();
      const headers = { ...guests.bob, 'idempotency-key': `refused-${kind}` };
      const body = { roomId: ROOM6, bookingDate: day(110), nights: 3, guests: 1 };
      const refused = await book(headers, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DATE_NOT_AVAILABLE', message: MESSAGES.dateNotAvailable });
      // The booking row and the nights it got (day 110) were rolled back, not left half-written.
      expect(await count()).toBe(rows);
      expect(await datesOf(ROOM6)).not.toContain(day(110));
      expect((await t.app.inject({ method: 'DELETE', url: `/bookings/${alices._id}`, headers: guests.alice })).statusCode).toBe(200);
      const again = await book(headers, body);
      expect(again.statusCode).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(refused.json());
      const fresh = await book({ ...guests.bob, 'idempotency-key': `refused-${kind}-2` }, body);
      expect(fresh.statusCode).toBe(201);
      expect(await heldBy(fresh.json<Booking>()._id)).toEqual([day(110), day(111), day(112)]);
    });
  });

  describe('PATCH /bookings/:id moves the whole stay', () => {
    let id: string;
    beforeAll(async () => {
      id = (await book(guests.alice, { roomId: ROOM6, bookingDate: day(40), nights: 3, guests: 1 })).json<Booking>()._id;
    });

    test('one day later, over two of its own nights: the length is kept and the first night freed', async () => {
      const res = await move(guests.alice, id, day(41));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ bookingDate: day(41), nights: 3, checkOut: day(44), price: 119 * 3 });
      expect(res.json<Booking>().updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await heldBy(id)).toEqual([day(41), day(42), day(43)]);
      const dates = await datesOf(ROOM6);
      expect(dates).not.toContain(day(40));
      expect(dates).not.toContain(day(44));
    });

    test("onto another guest's night → 409, the stay keeps its nights and takes none of the new ones", async () => {
      expect((await book(guests.bob, { roomId: ROOM6, bookingDate: day(46), guests: 1 })).statusCode).toBe(201);
      const res = await move(guests.alice, id, day(44)); // 44, 45, 46: Bob holds 46
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.dateNotAvailable);
      expect(await heldBy(id)).toEqual([day(41), day(42), day(43)]);
      const dates = await datesOf(ROOM6);
      expect(dates).not.toContain(day(44));
      expect(dates).not.toContain(day(45));
    });

    test('earlier, over its own nights again', async () => {
      const res = await move(guests.alice, id, day(39));
      expect(res.statusCode).toBe(200);
      expect(await heldBy(id)).toEqual([day(39), day(40), day(41)]);
      expect(await datesOf(ROOM6)).not.toContain(day(43));
    });

    test('the cancellation window counts from the first night: a stay starting tomorrow can be neither moved nor cancelled', async () => {
      const b = (await book(guests.alice, { roomId: ROOM6, bookingDate: day(1), nights: 3, guests: 1 })).json<Booking>();
      const moved = await move(guests.alice, b._id, day(10));
      expect(moved.statusCode).toBe(409);
      expect(moved.json().code).toBe('CHANGE_DATE_TOO_LATE');
      const cancelled = await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json().message).toBe(MESSAGES.cancelTooLate);
      expect(await heldBy(b._id)).toEqual([day(1), day(2), day(3)]);
    });
  });

  test('DELETE frees every night of the stay', async () => {
    const b = (await book(guests.alice, { roomId: ROOM6, bookingDate: day(60), nights: 4, guests: 2 })).json<Booking>();
    expect(await heldBy(b._id)).toHaveLength(4);
    const res = await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice });
    expect(res.statusCode).toBe(200);
    const dates = await datesOf(ROOM6);
    for (const night of stayNights(day(60), 4)) expect(dates).not.toContain(night);
    expect(await heldBy(b._id)).toEqual([]);
    // Every night is bookable again, by anyone.
    expect((await book(guests.bob, { roomId: ROOM6, bookingDate: day(61), nights: 2, guests: 1 })).statusCode).toBe(201);
  });

  test('a move and a cancel of one stay at once: one after the other, no night left behind, no 5xx', async () => {
    for (let round = 0; round < 5; round++) {
      const first = 150 + round * 10;
      const b = (await book(guests.alice, { roomId: ROOM6, bookingDate: day(first), nights: 3, guests: 1 })).json<Booking>();
      const [moved, cancelled] = await Promise.all([
        move(guests.alice, b._id, day(first + 2)),
        t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice }),
      ]);
      expect(cancelled.statusCode).toBe(200);
      expect([200, 404]).toContain(moved.statusCode); // 404: the cancel went first
      expect(await heldBy(b._id)).toEqual([]);
      const dates = await datesOf(ROOM6);
      for (const night of stayNights(day(first), 5)) expect(dates).not.toContain(night);
    }
  });

  test('book-date and remove-date know every night of a stay', async () => {
    await book(guests.alice, { roomId: ROOM13, bookingDate: day(70), nights: 3, guests: 1 });
    const patch = (headers: Record<string, string>, which: string, date: string) =>
      t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM13}/${which}`, headers, payload: { date } });
    const own = await patch(guests.alice, 'book-date', day(72));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ booked: true });
    expect((await patch(guests.alice, 'remove-date', day(71))).json()).toMatchObject({ booked: true });
    expect((await patch(guests.bob, 'book-date', day(71))).statusCode).toBe(403);
    expect((await patch(guests.alice, 'book-date', day(73))).json()).toMatchObject({ booked: false });
    expect(await datesOf(ROOM13)).toEqual(expect.arrayContaining([day(70), day(71), day(72)]));
  });

  describe('GET /rooms?checkIn&checkOut&guests', () => {
    const search = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/rooms?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json<Room[]>();
    };
    const all = async () => (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>();
    /** The rooms the shared rules say are free for the stay, in the list's order. */
    const expected = (rooms: Room[], checkIn: string, nights: number, guests: number, price: { min?: number; max?: number } = {}) =>
      rooms
        .filter((r) => r.capacity >= guests && nightsFree(r.bookedDates, checkIn, nights))
        .filter((r) => (price.min === undefined || nightlyRate(r) >= price.min) && (price.max === undefined || nightlyRate(r) <= price.max))
        .map((r) => r._id);

    test('lists the rooms free on every night with room for the guests, as GET /rooms shows them', async () => {
      const rooms = await all();
      const found = await search(`checkIn=${day(2)}&checkOut=${day(5)}&guests=2`);
      expect(found.map((r) => r._id)).toEqual(expected(rooms, day(2), 3, 2));
      expect(found.map((r) => r._id)).not.toContain(ROOM1); // booked at +3 and +4
      expect(found.map((r) => r._id)).not.toContain(ROOM9); // blocked, and for one guest only
      expect(found.length).toBeGreaterThan(3);
      expect(found[0]).toEqual(rooms.find((r) => r._id === found[0]!._id));
    });

    test("the check-out day may be someone else's night", async () => {
      // Room 1 is booked at +3: a stay checking out that morning fits; one more night does not.
      expect((await search(`checkIn=${day(1)}&checkOut=${day(3)}&guests=1`)).map((r) => r._id)).toContain(ROOM1);
      expect((await search(`checkIn=${day(1)}&checkOut=${day(4)}&guests=1`)).map((r) => r._id)).not.toContain(ROOM1);
    });

    test('three guests find only the rooms for three', async () => {
      const found = await search(`checkIn=${day(150)}&checkOut=${day(152)}&guests=3`);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((r) => r.capacity >= 3)).toBe(true);
      expect(found.map((r) => r._id)).toEqual(expected(await all(), day(150), 2, 3));
    });

    test('with a price filter: both apply', async () => {
      const rooms = await all();
      const found = await search(`checkIn=${day(2)}&checkOut=${day(5)}&guests=2&minPrice=120&maxPrice=200`);
      expect(found.map((r) => r._id)).toEqual(expected(rooms, day(2), 3, 2, { min: 120, max: 200 }));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((r) => nightlyRate(r) >= 120 && nightlyRate(r) <= 200)).toBe(true);
      const onlyMax = await search(`maxPrice=130&checkIn=${day(2)}&checkOut=${day(5)}&guests=1`);
      expect(onlyMax.map((r) => r._id)).toEqual(expected(rooms, day(2), 3, 1, { max: 130 }));
    });

    test('a booking made after a search shows in the next one', async () => {
      const query = `checkIn=${day(120)}&checkOut=${day(123)}&guests=1`;
      expect((await search(query)).map((r) => r._id)).toContain(ROOM13);
      const b = await book(guests.bob, { roomId: ROOM13, bookingDate: day(122), guests: 1 });
      expect(b.statusCode).toBe(201);
      expect((await search(query)).map((r) => r._id)).not.toContain(ROOM13);
      await t.app.inject({ method: 'DELETE', url: `/bookings/${b.json<Booking>()._id}`, headers: guests.bob });
      expect((await search(query)).map((r) => r._id)).toContain(ROOM13);
    });

    test.each([
      ['check-out on check-in', { checkIn: 5, checkOut: 5 }, MESSAGES.checkOutNotAfterCheckIn],
      ['check-out before check-in', { checkIn: 5, checkOut: 3 }, MESSAGES.checkOutNotAfterCheckIn],
      ['check-in yesterday', { checkIn: -1, checkOut: 2 }, MESSAGES.checkInPast],
      ['15 nights', { checkIn: 5, checkOut: 20 }, MESSAGES.stayTooLong],
      ['0 guests', { guests: '0' }, MESSAGES.guestsOutOfRange],
      ['4 guests', { guests: '4' }, MESSAGES.guestsOutOfRange],
      ['1.5 guests', { guests: '1.5' }, MESSAGES.guestsOutOfRange],
      ['"two" guests', { guests: 'two' }, MESSAGES.guestsOutOfRange],
      ['no guests', { guests: undefined }, MESSAGES.guestsOutOfRange],
      ['a malformed check-in', { checkIn: '2026-13-01' }, MESSAGES.checkInInvalid],
      ['a check-in that is no date', { checkIn: 'tomorrow' }, MESSAGES.checkInInvalid],
      ['a malformed check-out', { checkOut: '2026-02-30' }, MESSAGES.checkOutInvalid],
      ['no check-out', { checkOut: undefined }, MESSAGES.checkOutInvalid],
    ])('%s → 400 with the shared message', async (_name, change, message) => {
      const values: Record<string, string | number | undefined> = { checkIn: 5, checkOut: 8, guests: '2', ...change };
      const query = Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${typeof v === 'number' ? day(v) : v}`)
        .join('&');
      const res = await t.app.inject({ method: 'GET', url: `/rooms?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'INVALID_STAY' });
    });

    test('14 nights from today is fine; a bad price beside a stay is the price message', async () => {
      const longest = await search(`checkIn=${day(0)}&checkOut=${day(14)}&guests=1`);
      expect(longest.map((r) => r._id)).toEqual(expected(await all(), day(0), 14, 1));
      const res = await t.app.inject({ method: 'GET', url: `/rooms?checkIn=${day(2)}&checkOut=${day(4)}&guests=1&minPrice=-1` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.priceNegative, code: 'INVALID_PRICE' });
    });
  });
});

// Success and error paths of every write endpoint, on PGlite and (when TEST_DATABASE_URL is set)
// PostgreSQL.
import {
  DEFAULT_HOTEL_TIME_ZONE,
  MESSAGES,
  bookingTotal,
  formatReviewDate,
  type Booking,
  type Room,
} from '@hotel/shared/domain';
import { DB_KINDS, bearer, day, tokenFor, useApp, useGuests } from './helpers';

const ROOM1 = '6650a1c0e4b0f1a2b3c40001'; // 240, discount 199; seed bookings at +3 (marco) and +4 (aisha)
const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // 129, no discount
const ROOM9 = '6650a1c0e4b0f1a2b3c40009'; // blocked at +1 and +2

describe.each(DB_KINDS)('API on %s', (kind) => {
  const t = useApp(kind);
  const guests = useGuests({ alice: ['alice@example.com', 'Alice Liddell'], bob: ['bob@example.com', ''] });

  /** The room as `headers`' reader reads it: a review's author sees its e-mail, a visitor none. */
  const room = async (id: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: `/rooms/${id}`, headers })).json<Room>();
  const book = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/bookings', headers, payload: body });

  describe('POST /bookings', () => {
    test('creates a confirmed booking, recomputes the price, occupies the date', async () => {
      const res = await book(guests.alice, {
        roomId: ROOM1,
        roomName: 'Free Room',
        roomImage: 'http://evil.example/x.png',
        price: 1,
        bookingDate: day(30),
        guests: 2,
        userEmail: 'Alice@Example.com',
        userName: 'Mallory',
        createdAt: '2000-01-01T00:00:00Z',
        status: 'cancelled',
      });
      expect(res.statusCode).toBe(201);
      const b = res.json<Booking>();
      expect(b).toMatchObject({
        roomId: ROOM1,
        roomName: 'Harbor View King',
        price: bookingTotal({ price: 240, discountPrice: 199 }, 2),
        bookingDate: day(30),
        guests: 2,
        userEmail: 'alice@example.com',
        userName: 'Alice Liddell',
        status: 'confirmed',
      });
      expect(b.price).toBe(249);
      expect(b._id).toMatch(/^[0-9a-f]{24}$/);
      expect(b.roomImage).toMatch(/^http:\/\/127\.0\.0\.1:4000\/images\/rooms\//);
      expect(Math.abs(Date.parse(b.createdAt) - Date.now())).toBeLessThan(60_000);
      expect(b.updatedAt).toBeUndefined();
      expect((await room(ROOM1)).bookedDates).toContain(day(30));
    });

    test('userName falls back to the e-mail', async () => {
      const res = await book(guests.bob, { roomId: ROOM2, bookingDate: day(31), guests: 1 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userName: 'bob@example.com', price: 129 });
    });

    test('a taken date → 409 "Date is not available"', async () => {
      const res = await book(guests.bob, { roomId: ROOM1, bookingDate: day(30), guests: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Date is not available', code: 'DATE_NOT_AVAILABLE' });
    });

    test('a blocked date → 409', async () => {
      const res = await book(guests.bob, { roomId: ROOM9, bookingDate: day(1), guests: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.dateNotAvailable);
    });

    test.each([
      [{ guests: 0 }, 400],
      [{ guests: 4 }, 400],
      [{ guests: 1.5 }, 400],
      [{ guests: '2' }, 400],
      [{ bookingDate: '2020-01-01' }, 400],
      [{ bookingDate: '2026-02-30' }, 400],
      [{ bookingDate: 'tomorrow' }, 400],
      [{ bookingDate: undefined }, 400],
      [{ roomId: '000000000000000000000000' }, 404],
      [{ roomId: 'nope' }, 404],
      [{ userEmail: 'bob@example.com' }, 403],
    ])('%j → %i', async (patch, status) => {
      const body: Record<string, unknown> = { roomId: ROOM2, bookingDate: day(40), guests: 2, ...patch };
      const res = await book(guests.alice, body);
      expect(res.statusCode).toBe(status);
      expect(typeof res.json().message).toBe('string');
    });

    test("today is bookable (hotel time zone)", async () => {
      const res = await book(guests.alice, { roomId: ROOM2, bookingDate: day(0), guests: 1 });
      expect([201, 409]).toContain(res.statusCode);
    });

    test('Idempotency-Key: a retry returns the first result; another body with the key → 422', async () => {
      const headers = { ...guests.alice, 'idempotency-key': `k-${kind}-1` };
      const first = await book(headers, { roomId: ROOM2, bookingDate: day(41), guests: 2 });
      expect(first.statusCode).toBe(201);
      const again = await book(headers, { roomId: ROOM2, bookingDate: day(41), guests: 2 });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
      const other = await book(headers, { roomId: ROOM2, bookingDate: day(42), guests: 2 });
      expect(other.statusCode).toBe(422);
      const mine = (await t.app.inject({ method: 'GET', url: '/bookings/alice@example.com', headers: guests.alice })).json<Booking[]>();
      expect(mine.filter((b) => b.bookingDate === day(41))).toHaveLength(1);
      // The same key from another user is a different key.
      const bobs = await book({ ...guests.bob, 'idempotency-key': `k-${kind}-1` }, { roomId: ROOM2, bookingDate: day(41), guests: 2 });
      expect(bobs.statusCode).toBe(409);
    });
  });

  describe('GET /bookings/:email', () => {
    test('lists only the caller’s bookings, ordered by date', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/bookings/alice@example.com', headers: guests.alice });
      expect(res.statusCode).toBe(200);
      const list = res.json<Booking[]>();
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.every((b) => b.userEmail === 'alice@example.com')).toBe(true);
      expect([...list].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate))).toEqual(list);
    });
    test('case-insensitive e-mail; someone else’s → 403', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/bookings/ALICE@example.com', headers: guests.alice })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/bookings/olivia.hart@example.com', headers: guests.alice })).statusCode).toBe(403);
    });
  });

  describe('PATCH /bookings/:id', () => {
    let id: string;
    beforeAll(async () => {
      id = (await book(guests.alice, { roomId: ROOM2, bookingDate: day(50), guests: 1 })).json<Booking>()._id;
    });
    test('moves the date atomically and sets updatedAt', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guests.alice, payload: { bookingDate: day(51), updatedAt: 'x' } });
      expect(res.statusCode).toBe(200);
      const b = res.json<Booking>();
      expect(b.bookingDate).toBe(day(51));
      expect(b.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const r = await room(ROOM2);
      expect(r.bookedDates).toContain(day(51));
      expect(r.bookedDates).not.toContain(day(50));
    });
    test('unchanged or past date → 400; taken → 409; unknown → 404; other user → 403', async () => {
      const same = await t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guests.alice, payload: { bookingDate: day(51) } });
      expect(same.statusCode).toBe(400);
      const past = await t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guests.alice, payload: { bookingDate: day(-1) } });
      expect(past.statusCode).toBe(400);
      await book(guests.bob, { roomId: ROOM2, bookingDate: day(52), guests: 1 });
      const taken = await t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guests.alice, payload: { bookingDate: day(52) } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Date is not available');
      const unknown = await t.app.inject({ method: 'PATCH', url: '/bookings/aaaaaaaaaaaaaaaaaaaaaaaa', headers: guests.alice, payload: { bookingDate: day(53) } });
      expect(unknown.statusCode).toBe(404);
      const other = await t.app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: guests.bob, payload: { bookingDate: day(53) } });
      expect(other.statusCode).toBe(403);
      const after = (await t.app.inject({ method: 'GET', url: '/bookings/alice@example.com', headers: guests.alice })).json<Booking[]>();
      expect(after.find((b) => b._id === id)!.bookingDate).toBe(day(51));
    });
  });

  describe('DELETE /bookings/:id', () => {
    test('≥ 1 day ahead: deleted and the date is free again', async () => {
      const b = (await book(guests.alice, { roomId: ROOM2, bookingDate: day(2), guests: 1 })).json<Booking>();
      const res = await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice, payload: { userEmail: 'alice@example.com' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: b._id, deletedCount: 1 });
      expect((await room(ROOM2)).bookedDates).not.toContain(day(2));
      expect((await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice })).statusCode).toBe(404);
    });
    test('less than 24 h ahead → 409 with docs/product.md’s message', async () => {
      const b = (await book(guests.alice, { roomId: ROOM2, bookingDate: day(1), guests: 1 })).json<Booking>();
      const res = await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("You can't cancel a booking less than 24 hours before the scheduled date");
      expect((await room(ROOM2)).bookedDates).toContain(day(1));
    });
    test('someone else’s → 403; a body naming someone else → 403; malformed id → 404', async () => {
      const b = (await book(guests.alice, { roomId: ROOM2, bookingDate: day(60), guests: 1 })).json<Booking>();
      expect((await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.bob })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/bookings/${b._id}`, headers: guests.alice, payload: { userEmail: 'bob@example.com' } })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/bookings/zzz', headers: guests.alice })).statusCode).toBe(404);
      expect((await room(ROOM2)).bookedDates).toContain(day(60));
    });
  });

  describe('book-date / remove-date', () => {
    test('confirm own dates idempotently, never touch others’', async () => {
      await book(guests.alice, { roomId: ROOM2, bookingDate: day(70), guests: 1 });
      const bd = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: guests.alice, payload: { date: day(70) } });
      expect(bd.statusCode).toBe(200);
      expect(bd.json()).toMatchObject({ booked: true });
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: guests.alice, payload: { date: day(70) } })).statusCode).toBe(200);
      // a free date is never occupied without a booking
      const free = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: guests.alice, payload: { date: day(71) } });
      expect(free.statusCode).toBe(200);
      expect(free.json().booked).toBe(false);
      expect((await room(ROOM2)).bookedDates).not.toContain(day(71));
      // someone else's date cannot be freed or claimed
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/remove-date`, headers: guests.bob, payload: { date: day(70) } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: guests.bob, payload: { date: day(70) } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM9}/remove-date`, headers: guests.bob, payload: { date: day(1) } })).statusCode).toBe(403);
      // the owner's remove-date does not orphan the booking
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/remove-date`, headers: guests.alice, payload: { date: day(70) } })).statusCode).toBe(200);
      expect((await room(ROOM2)).bookedDates).toContain(day(70));
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/remove-date`, headers: guests.alice, payload: { date: day(72) } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/book-date`, headers: guests.alice, payload: { date: 'x' } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/nope/book-date`, headers: guests.alice, payload: { date: day(70) } })).statusCode).toBe(404);
    });
  });

  describe('reviews', () => {
    const review = (over: Record<string, unknown> = {}) => ({
      review: { name: 'ignored', rating: 4, comment: 'Lovely stay', date: 'yesterday', userEmail: 'alice@example.com', ...over },
    });
    test('only guests with a booking of the room', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM9}/review`, headers: guests.alice, payload: review() });
      expect(res.statusCode).toBe(403);
    });
    test('create: name from the token, date from the server (a human date, its timestamp in createdAt); second → 409', async () => {
      const res = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM1}/review`, headers: guests.alice, payload: review() });
      expect(res.statusCode).toBe(201);
      const r = await room(ROOM1, guests.alice);
      const mine = r.reviews.find((x) => x.userEmail === 'alice@example.com')!;
      expect(mine).toMatchObject({ name: 'Alice Liddell', rating: 4, comment: 'Lovely stay', userEmail: 'alice@example.com' });
      expect(Math.abs(Date.parse(mine.createdAt!) - Date.now())).toBeLessThan(60_000);
      expect(mine.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      expect(mine.date).toBe(formatReviewDate(mine.createdAt, DEFAULT_HOTEL_TIME_ZONE));
      expect(mine).not.toHaveProperty('updatedAt');
      expect(res.json().review).toEqual(mine);
      const again = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM1}/review`, headers: guests.alice, payload: review() });
      expect(again.statusCode).toBe(409);
    });
    test.each([
      [{ rating: 0 }],
      [{ rating: 6 }],
      [{ rating: 4.5 }],
      [{ rating: '5' }],
      [{ comment: '   ' }],
      [{ comment: 'x'.repeat(2001) }],
      [{ comment: undefined }],
    ])('invalid review %j → 400', async (over) => {
      const res = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: guests.alice, payload: review(over) });
      expect(res.statusCode).toBe(400);
    });
    test('a comment of exactly 2000 characters is fine; claiming another e-mail → 403', async () => {
      expect(
        (await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: guests.alice, payload: review({ userEmail: 'bob@example.com' }) }))
          .statusCode,
      ).toBe(403);
      const res = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: guests.alice, payload: review({ comment: 'y'.repeat(2000) }) });
      expect(res.statusCode).toBe(201);
    });
    test('update replaces the caller’s review; none → 404', async () => {
      const update = (roomId: string, payload: object) =>
        t.app.inject({ method: 'PATCH', url: `/rooms/${roomId}/review/update`, headers: guests.alice, payload });
      const res = await update(ROOM1, { userEmail: 'alice@example.com', review: { rating: 2, comment: 'Changed my mind' } });
      expect(res.statusCode).toBe(200);
      const mine = (await room(ROOM1, guests.alice)).reviews.filter((x) => x.userEmail === 'alice@example.com');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ rating: 2, comment: 'Changed my mind' });
      expect((await update(ROOM9, { review: { rating: 2, comment: 'x' } })).statusCode).toBe(404);
      expect((await update(ROOM1, { userEmail: 'olivia.hart@example.com', review: { rating: 1, comment: 'hijack' } })).statusCode).toBe(403);
    });
    test('an edited review shows its new date on the room (GET /rooms/{id} and GET /rooms)', async () => {
      const carol = bearer(await tokenFor('carol@example.com', 'Carol'));
      await book(carol, { roomId: ROOM2, bookingDate: day(80), guests: 1 });
      expect((await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}/review`, headers: carol, payload: review({ userEmail: undefined }) })).statusCode).toBe(201);
      await t.tdb.db.query(`UPDATE reviews SET created_at = now() - interval '30 days' WHERE user_email = 'carol@example.com'`);
      const edited = await t.app.inject({
        method: 'PATCH',
        url: `/rooms/${ROOM2}/review/update`,
        headers: carol,
        payload: { review: { rating: 3, comment: 'Second thoughts' } },
      });
      expect(edited.statusCode).toBe(200);
      const shown = (await room(ROOM2, carol)).reviews.find((x) => x.userEmail === 'carol@example.com')!;
      expect(shown.comment).toBe('Second thoughts');
      expect(shown).toEqual(edited.json().review);
      expect(Math.abs(Date.parse(shown.updatedAt!) - Date.now())).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(shown.createdAt!)).toBeGreaterThan(29 * 86_400_000);
      expect(shown.date).toBe(formatReviewDate(shown.updatedAt, DEFAULT_HOTEL_TIME_ZONE));
      // The list, the same for everyone, names no author: Carol's review is the one with her comment.
      const listed = (await t.app.inject({ method: 'GET', url: '/rooms' })).json<Room[]>().find((r) => r._id === ROOM2)!;
      expect(listed.reviews.find((x) => x.comment === 'Second thoughts')!.date).toBe(shown.date);
    });
  });

  describe('POST /contact', () => {
    test('valid message → 201 {_id}, inquiryType defaults to general', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/contact', payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello' } });
      expect(res.statusCode).toBe(201);
      const { _id } = res.json();
      expect(_id).toMatch(/^[0-9a-f]{24}$/);
      const [row] = await t.tdb.db.query<{ inquiry_type: string; phone: string | null }>('SELECT inquiry_type, phone FROM contact_messages WHERE id = $1', [_id]);
      expect(row).toEqual({ inquiry_type: 'general', phone: null });
      const full = await t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: { name: 'Ann', email: 'ann@example.com', phone: '+1 555', subject: 'Wedding', message: 'Hi', inquiryType: 'events' },
      });
      expect(full.statusCode).toBe(201);
    });
    test.each([
      [{ name: '' }],
      [{ name: '   ' }],
      [{ email: 'not-an-email' }],
      [{ email: undefined }],
      [{ message: '' }],
      [{ inquiryType: 'spam' }],
      [{ phone: 12345 }],
      [{ message: 'x'.repeat(5001) }],
      [{ name: 'n'.repeat(101) }],
    ])('%j → 400 with details', async (over) => {
      const res = await t.app.inject({ method: 'POST', url: '/contact', payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello', ...over } });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    });
  });
});

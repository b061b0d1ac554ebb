// Housekeeping (issue 42, docs/product.md "Housekeeping"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: a room's state set by staff (audited in its transaction; refusals in words writing
// nothing), the staff read carrying it and no guest answer; out of order closing its nights to the
// stay search, the calendar, the room's booked dates and its live stream, a booking and a move (in
// words), and opening them again; the warning of the bookings it overlaps (dryRun, 409, confirm); and
// the race of out of order with a booking for the same night: one wins, the other is told why; and
// check-out leaving the room dirty.
import type { FastifyInstance } from 'fastify';
import {
  addDays,
  bookingHorizon,
  type AuditEntry,
  type Booking,
  type HotelRoom,
  type HousekeepingAnswer,
  type Room,
  type RoomCalendar,
} from '@hotel/shared/domain';
import { HOUSEKEEPING_MESSAGES } from '@hotel/shared/front-desk/housekeeping';
import { DB_KINDS, bearer, day, tokenFor, useApp } from './helpers';
import { freePort } from './support/proc';
import { openStream, datesOf } from './support/sse';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // Garden Studio: no seed bookings or blocks
const ROOM11 = '6650a1c0e4b0f1a2b3c4000b'; // Lagoon Double, capacity 3
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // Moonlight Queen
const MISSING = '0000000000000000000000ff';

describe.each(DB_KINDS)('housekeeping on %s', (kind) => {
  const t = useApp(kind);
  let staff: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('hana@example.com', 'Hana Sato'));
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setState = (id: string, body: object) => call('PATCH', `/rooms/${id}/housekeeping`, staff, body);
  const staffRoom = async (id: string) =>
    (await call('GET', '/rooms?archived=include', staff)).json<HotelRoom[]>().find((r) => r._id === id)!;
  const auditRows = async () => (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>();
  const searchIds = async (checkIn: string, checkOut: string) =>
    (await call('GET', `/rooms?checkIn=${checkIn}&checkOut=${checkOut}&guests=1`)).json<Room[]>().map((r) => r._id);
  const book = (id: string, bookingDate: string, nights = 1, who = guest) =>
    call('POST', '/bookings', who, { roomId: id, bookingDate, nights, guests: 1 });
  const outOfOrder = (from: string, to: string, more: object = {}) => ({ state: 'out-of-order', from, to, reason: 'Leak under the basin', ...more });

  test('every room starts clean; the staff list and the room editor’s answer carry housekeeping, no guest answer does', async () => {
    const all = (await call('GET', '/rooms?archived=include', staff)).json<HotelRoom[]>();
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((r) => r.housekeeping.state === 'clean')).toBe(true);
    const edited = await call('PATCH', `/rooms/${ROOM13}`, staff, { beds: 1 });
    expect(edited.json<HotelRoom>().housekeeping).toEqual({ state: 'clean' });
    for (const url of ['/rooms', `/rooms/${ROOM13}`, `/rooms?checkIn=${day(60)}&checkOut=${day(61)}&guests=1`]) {
      expect((await call('GET', url)).body).not.toContain('housekeeping');
    }
  });

  test('dirty → clean → inspected: each change answered, shown to staff and audited with what it was before', async () => {
    const before = (await auditRows()).length;
    for (const state of ['dirty', 'clean', 'inspected'] as const) {
      const res = await setState(ROOM6, { state });
      expect(res.statusCode).toBe(200);
      expect(res.json<HousekeepingAnswer>()).toEqual({ roomId: ROOM6, housekeeping: { state }, overlaps: [] });
      expect((await staffRoom(ROOM6)).housekeeping).toEqual({ state });
    }
    const rows = (await auditRows()).slice(0, 3);
    expect((await auditRows()).length).toBe(before + 3);
    expect(rows.map((r) => [r.action, r.target, r.targetId, r.actor])).toEqual(
      Array(3).fill(['room.housekeeping', 'room', ROOM6, 'frontdesk@harborview.test']),
    );
    expect(rows[0]).toMatchObject({ before: { state: 'clean' }, after: { state: 'inspected' } });
    expect(rows[2]).toMatchObject({ before: { state: 'clean' }, after: { state: 'dirty' } });
  });

  test.each([
    ['an unknown state', { state: 'sparkling' }, 'state', HOUSEKEEPING_MESSAGES.state],
    ['out of order without a reason', outOfOrder(day(70), day(72), { reason: undefined }), 'reason', HOUSEKEEPING_MESSAGES.reasonRequired],
    ['out of order with a blank reason', outOfOrder(day(70), day(72), { reason: '   ' }), 'reason', HOUSEKEEPING_MESSAGES.reasonRequired],
    ['a reason of 501 characters', outOfOrder(day(70), day(72), { reason: 'x'.repeat(501) }), 'reason', 'The reason must be 500 characters or fewer.'],
    ['out of order without dates', { state: 'out-of-order', reason: 'Paint' }, 'from', HOUSEKEEPING_MESSAGES.from],
    ['a malformed first night', outOfOrder('2026-02-30', day(72)), 'from', HOUSEKEEPING_MESSAGES.from],
    ['a first night before today', outOfOrder(day(-1), day(2)), 'from', HOUSEKEEPING_MESSAGES.fromPast],
    ['back in order on the first night', outOfOrder(day(70), day(70)), 'to', HOUSEKEEPING_MESSAGES.to],
    ['back in order before the first night', outOfOrder(day(70), day(69)), 'to', HOUSEKEEPING_MESSAGES.to],
    ['back in order past the booking horizon', outOfOrder(day(70), addDays(bookingHorizon(day(0)), 1)), 'to', HOUSEKEEPING_MESSAGES.beyondHorizon(bookingHorizon(day(0)))],
    ['dates with clean', { state: 'clean', from: day(70) }, 'from', HOUSEKEEPING_MESSAGES.datesOnlyOutOfOrder],
  ])('%s: 400 in words naming the field, nothing written', async (_case, body, field, message) => {
    const audit = (await auditRows()).length;
    const res = await setState(ROOM13, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: [{ field, message }] });
    expect((await staffRoom(ROOM13)).housekeeping).toEqual({ state: 'clean' });
    expect((await auditRows()).length).toBe(audit);
    expect(await searchIds(day(70), day(71))).toContain(ROOM13);
  });

  test('an unknown or malformed room is 404, nothing written', async () => {
    expect((await setState(MISSING, { state: 'dirty' })).statusCode).toBe(404);
    expect((await setState('nope', { state: 'dirty' })).statusCode).toBe(404);
    expect((await setState(MISSING, { ...outOfOrder(day(70), day(71)), dryRun: true })).statusCode).toBe(404);
  });

  test('a room out of order is closed on those nights to the search, the calendar, its dates, the quote, a booking and a move, in words; in order again it opens', async () => {
    const [from, to] = [day(80), day(83)];
    const closed = HOUSEKEEPING_MESSAGES.closed('Garden Studio', from, to);
    const moveMe = (await book(ROOM6, day(90))).json<Booking>();
    const res = await setState(ROOM6, outOfOrder(from, to));
    expect(res.statusCode).toBe(200);
    expect(res.json<HousekeepingAnswer>().housekeeping).toEqual({ state: 'out-of-order', from, to, reason: 'Leak under the basin' });
    expect((await staffRoom(ROOM6)).housekeeping).toEqual({ state: 'out-of-order', from, to, reason: 'Leak under the basin' });
    expect((await auditRows())[0]).toMatchObject({ action: 'room.housekeeping', reason: 'Leak under the basin', after: { state: 'out-of-order', from, to } });

    // Search: a stay touching any closed night leaves the room out; the nights around it keep it.
    expect(await searchIds(from, addDays(from, 1))).not.toContain(ROOM6);
    expect(await searchIds(addDays(from, -2), addDays(from, 1))).not.toContain(ROOM6);
    expect(await searchIds(addDays(to, -1), addDays(to, 2))).not.toContain(ROOM6);
    expect(await searchIds(addDays(from, -2), from)).toContain(ROOM6);
    expect(await searchIds(to, addDays(to, 2))).toContain(ROOM6);
    // The calendar and the room's booked dates (the partner embed and the booking panel read them).
    const cal = (await call('GET', `/rooms/${ROOM6}/calendar?from=${addDays(from, -1)}&to=${addDays(to, 1)}`)).json<RoomCalendar>();
    expect(cal.nights.map((n) => n.free)).toEqual([true, false, false, false, true]);
    expect((await call('GET', `/rooms/${ROOM6}`)).json<Room>().bookedDates).toEqual(expect.arrayContaining([from, day(81), day(82)]));
    expect((await call('GET', `/rooms/${ROOM6}`)).json<Room>().bookedDates).not.toContain(to);
    // A booking of a closed night, or a stay running into one, is refused in words; the night it reopens is free.
    for (const [date, nights] of [[from, 1], [day(82), 1], [day(78), 3]] as const) {
      const refused = await book(ROOM6, date, nights);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: closed, code: 'ROOM_CLOSED' });
    }
    // The quote (partners and the contract's clients ask it before booking) says the same.
    const quoted = await call('GET', `/rooms/${ROOM6}/quote?checkIn=${day(79)}&checkOut=${day(81)}&guests=1`);
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json()).toEqual({ message: closed, code: 'ROOM_CLOSED' });
    expect(closed).toMatch(/^Garden Studio is closed for repairs from \w{3}, \w{3} \d+, \d{4} to \w{3}, \w{3} \d+, \d{4}\./);
    // A guest's move into the closed nights is refused alike, the stay kept.
    const moved = await call('PATCH', `/bookings/${moveMe._id}`, guest, { bookingDate: day(81) });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: closed, code: 'ROOM_CLOSED' });
    const kept = await book(ROOM6, to);
    expect(kept.statusCode).toBe(201);

    // Back in order: every night it closed opens again.
    expect((await setState(ROOM6, { state: 'dirty' })).statusCode).toBe(200);
    expect((await staffRoom(ROOM6)).housekeeping).toEqual({ state: 'dirty' });
    expect(await searchIds(from, to)).toContain(ROOM6);
    expect((await book(ROOM6, from, 3)).statusCode).toBe(201);
  });

  test('a new period replaces the old one: the old nights open, the new ones close', async () => {
    expect((await setState(ROOM11, outOfOrder(day(100), day(102)))).statusCode).toBe(200);
    expect((await setState(ROOM11, outOfOrder(day(105), day(106), { reason: 'Carpet' }))).statusCode).toBe(200);
    expect(await searchIds(day(100), day(102))).toContain(ROOM11);
    expect(await searchIds(day(105), day(106))).not.toContain(ROOM11);
    expect((await staffRoom(ROOM11)).housekeeping).toEqual({ state: 'out-of-order', from: day(105), to: day(106), reason: 'Carpet' });
    expect((await setState(ROOM11, { state: 'clean' })).statusCode).toBe(200);
  });

  test('staff are warned of the bookings it overlaps: dryRun lists them, 409 names them until confirmed, and the stays are kept', async () => {
    const stay = (await book(ROOM13, day(120), 2)).json<Booking>();
    const body = outOfOrder(day(121), day(124));
    const audit = (await auditRows()).length;

    const preview = await setState(ROOM13, { ...body, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json<HousekeepingAnswer>().overlaps.map((b) => b._id)).toEqual([stay._id]);
    expect((await staffRoom(ROOM13)).housekeeping).toEqual({ state: 'clean' });
    expect((await auditRows()).length).toBe(audit);

    const refused = await setState(ROOM13, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'OUT_OF_ORDER_OVERLAP',
      message: HOUSEKEEPING_MESSAGES.overlap('Moonlight Queen', 1),
      details: [{ field: 'bookings', message: HOUSEKEEPING_MESSAGES.overlapItem(stay) }],
    });
    expect(refused.json<{ details: { message: string }[] }>().details[0]!.message).toContain('Hana Sato');
    expect(await searchIds(day(122), day(123))).toContain(ROOM13);
    expect((await auditRows()).length).toBe(audit);

    const confirmed = await setState(ROOM13, { ...body, acceptOverlaps: [stay._id] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<HousekeepingAnswer>().overlaps.map((b) => b._id)).toEqual([stay._id]);
    expect(await searchIds(day(122), day(123))).not.toContain(ROOM13);
    const mine = (await call('GET', '/bookings/hana@example.com', guest)).json<Booking[]>();
    expect(mine.find((b) => b._id === stay._id)).toMatchObject({ bookingDate: day(120), nights: 2 });
    expect((await setState(ROOM13, { state: 'clean' })).statusCode).toBe(200);
  });

  test('the race of out of order with a booking for the same night: exactly one wins, the other is told why in words', async () => {
    const racer = bearer(await tokenFor('racer@example.com', 'Rae Cer'));
    const outcomes = { closed: 0, booked: 0 };
    for (let i = 0; i < 10; i++) {
      const night = day(200 + i * 3);
      // Sent in both orders, so each gets the head start half the time.
      const close = () => setState(ROOM11, outOfOrder(night, addDays(night, 2)));
      const take = () => book(ROOM11, night, 1, racer);
      const [closing, booking] =
        i % 2 === 0 ? await Promise.all([close(), take()]) : await Promise.all([take(), close()]).then(([b, c]) => [c, b] as const);
      expect([closing.statusCode === 200, booking.statusCode === 201].filter(Boolean)).toHaveLength(1);
      expect(closing.statusCode === 200 ? booking.statusCode : closing.statusCode).toBe(409);
      if (closing.statusCode === 200) {
        outcomes.closed++;
        expect(booking.json()).toEqual({ code: 'ROOM_CLOSED', message: HOUSEKEEPING_MESSAGES.closed('Lagoon Double', night, addDays(night, 2)) });
      } else {
        outcomes.booked++;
        expect(closing.json()).toMatchObject({ code: 'OUT_OF_ORDER_OVERLAP', message: HOUSEKEEPING_MESSAGES.overlap('Lagoon Double', 1) });
        expect((await staffRoom(ROOM11)).housekeeping.state).not.toBe('out-of-order');
      }
      // Never both: a closed night holds no booking unless staff confirmed it.
      const both = await t.tdb.db.query(
        `SELECT 1 FROM room_blocks b JOIN booking_nights n ON n.room_id = b.room_id AND n.night = b.block_date WHERE b.room_id = $1 AND b.out_of_order`,
        [ROOM11],
      );
      expect(both).toHaveLength(0);
      expect((await setState(ROOM11, { state: 'clean' })).statusCode).toBe(200);
    }
    console.log(`housekeeping race on ${kind}: out of order won ${outcomes.closed}, the booking ${outcomes.booked} of 10`);
  });

  test('check-out leaves the room dirty in its own transaction; a room out of order stays so', async () => {
    expect((await setState(ROOM6, { state: 'inspected' })).statusCode).toBe(200);
    const stay = (await book(ROOM6, day(0), 1)).json<Booking>();
    expect((await call('POST', `/hotel/bookings/${stay._id}/check-in`, staff)).statusCode).toBe(200);
    expect((await staffRoom(ROOM6)).housekeeping).toEqual({ state: 'inspected' });
    const out = await call('POST', `/hotel/bookings/${stay._id}/check-out`, staff);
    expect(out.statusCode).toBe(200);
    expect((await staffRoom(ROOM6)).housekeeping).toEqual({ state: 'dirty' });
    expect((await auditRows())[0]).toMatchObject({ action: 'booking.check-out', targetId: stay._id });

    // A room closed for repairs while its guest is in stays out of order when they leave.
    const next = (await book(ROOM13, day(0), 1)).json<Booking>();
    expect((await call('POST', `/hotel/bookings/${next._id}/check-in`, staff)).statusCode).toBe(200);
    expect((await setState(ROOM13, outOfOrder(day(1), day(3)))).statusCode).toBe(200);
    expect((await call('POST', `/hotel/bookings/${next._id}/check-out`, staff)).statusCode).toBe(200);
    expect((await staffRoom(ROOM13)).housekeeping.state).toBe('out-of-order');
    expect((await setState(ROOM13, { state: 'clean' })).statusCode).toBe(200);
  });

  test('an open room page hears the closed nights on its live stream', async () => {
    const app: FastifyInstance = t.app;
    const port = freePort();
    await app.listen({ port, host: '127.0.0.1' });
    const s = await openStream(`http://127.0.0.1:${port}`, `/rooms/${ROOM6}/events`);
    try {
      await s.next((e) => e.event === 'dates');
      const from = s.events.length;
      expect((await setState(ROOM6, outOfOrder(day(150), day(152)))).statusCode).toBe(200);
      const pushed = await s.next((e) => e.event === 'dates' && datesOf(e).includes(day(151)), 5000, from);
      expect(datesOf(pushed)).toEqual(expect.arrayContaining([day(150), day(151)]));
      const reopened = s.events.length;
      expect((await setState(ROOM6, { state: 'clean' })).statusCode).toBe(200);
      const open = await s.next((e) => e.event === 'dates' && !datesOf(e).includes(day(150)), 5000, reopened);
      expect(datesOf(open)).not.toContain(day(151));
    } finally {
      s.close();
    }
  });
});

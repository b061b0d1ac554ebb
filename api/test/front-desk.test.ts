// The front desk's API (issue 29, docs/product.md "Front desk"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: every staff route refuses visitors (401) and guests (403 STAFF_ONLY), walked from the
// OpenAPI document; the room editor's rules (validateRoomInput) as 400s that write nothing; the audit
// row in the write's own transaction; archive semantics; the hotel's cancellation and move inside the
// guest's 24-hour window; moderation and the averages; the inbox; the hotel's day and the tape chart.
import {
  averageRating,
  type AuditEntry,
  type Booking,
  type HotelReview,
  type HotelRoom,
  type HotelToday,
  type InboxMessage,
  type Room,
} from '@hotel/shared/domain';
import { ROOM_MESSAGES } from '@hotel/shared/front-desk/rules';
import { DB_KINDS, bearer, tokenFor, useApp, day } from './helpers';
import { openStream } from './support/sse';

const ROOM1 = '6650a1c0e4b0f1a2b3c40001'; // 240/199; seed bookings at +3 (marco) and +4 (aisha); reviewed by olivia (5)
const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // 129, capacity 2, no future bookings; reviewed by marco (4)
const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // 149/119, capacity 2, free
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d';

const NEW_ROOM = {
  name: 'Lighthouse Loft',
  type: 'Suite',
  location: 'North Tower, Floor 9',
  description: 'A loft under the lighthouse lamp, with a spiral stair and a view of both harbors.',
  image: 'harbor-view-king.svg',
  price: 310,
  discountPrice: 280,
  capacity: 3,
  beds: 2,
  size: 540,
  amenities: ['wifi', 'ac'],
};

/** The operations the OpenAPI document marks `x-staff` (every route only staff may call). */
const STAFF_OPERATIONS = [
  'DELETE /hotel/promotions/{id}',
  'DELETE /rooms/{id}/images/{imageId}',
  'DELETE /rooms/{id}/rates/{rateId}',
  'GET /contact',
  'GET /contact/{id}/replies',
  'GET /hotel/activity',
  'GET /hotel/bookings',
  'GET /hotel/exchange-rates',
  'GET /hotel/mail',
  'GET /hotel/partners',
  'GET /hotel/partners/deliveries',
  'GET /hotel/promotions',
  'GET /hotel/remote-loads',
  'GET /hotel/reports',
  'GET /hotel/reports.csv',
  'GET /hotel/reviews',
  'GET /hotel/today',
  'PATCH /contact/{id}',
  'PATCH /hotel/partners/{id}',
  'PATCH /hotel/promotions/{id}',
  'PATCH /rooms/{id}',
  'PATCH /rooms/{id}/housekeeping',
  'PATCH /rooms/{id}/rates/{rateId}',
  'PATCH /rooms/{id}/reviews/moderation',
  'POST /contact/{id}/replies',
  'POST /hotel/bookings/{id}/cancel',
  'POST /hotel/bookings/{id}/check-in',
  'POST /hotel/bookings/{id}/check-out',
  'POST /hotel/bookings/{id}/move',
  'POST /hotel/bookings/{id}/no-show',
  'POST /hotel/bookings/{id}/undo',
  'POST /hotel/exchange-rates',
  'POST /hotel/partners',
  'POST /hotel/partners/{id}/rotate-secret',
  'POST /hotel/promotions',
  'POST /rooms',
  'POST /rooms/{id}/images',
  'POST /rooms/{id}/rates',
  'PUT /rooms/{id}/images/order',
];

describe.each(DB_KINDS)('front desk on %s', (kind) => {
  const t = useApp(kind);
  let staff: Record<string, string>;
  let guest: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
    other = bearer(await tokenFor('bob@example.com', 'Bob', { role: 'guest' }));
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const auditRows = async () => (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>();
  const countRows = async (table: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  /** The room as `headers`' reader reads it (staff: every reviewer's e-mail). */
  const room = async (id: string, headers?: Record<string, string>) => (await call('GET', `/rooms/${id}`, headers)).json<Room>();
  const book = async (headers: Record<string, string>, roomId: string, bookingDate: string, nights = 1) => {
    const res = await call('POST', '/bookings', headers, { roomId, bookingDate, guests: 1, nights });
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };

  describe('every staff route refuses visitors (401) and guests (403 STAFF_ONLY)', () => {
    let operations: Array<{ method: string; path: string }> = [];
    beforeAll(() => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, { 'x-staff'?: boolean; tags?: string[] }>> };
      operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op['x-staff'] === true)
          .map(([method, op]) => {
            expect(op.tags).toEqual(['front desk']);
            return { method: method.toUpperCase(), path };
          }),
      );
    });

    test('the OpenAPI document marks every front-desk operation, and every /hotel route is one', () => {
      expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(STAFF_OPERATIONS);
      const doc = t.app.swagger() as { paths: Record<string, object> };
      for (const path of Object.keys(doc.paths).filter((p) => p.startsWith('/hotel'))) {
        expect(STAFF_OPERATIONS.some((o) => o.endsWith(` ${path}`))).toBe(true);
      }
    });

    test.each(STAFF_OPERATIONS)('%s: 401 without a token or with a bad one, 403 STAFF_ONLY for a guest, nothing written', async (op) => {
      const [method, path] = op.split(' ') as [string, string];
      const url = path.replace('{id}', ROOM1).replace('{rateId}', '0000000000000000000000aa') + (path === '/hotel/bookings' ? `?from=${day(0)}&to=${day(7)}` : '');
      const body = method === 'GET' ? undefined : { name: 'Hacked', state: 'handled', userEmail: 'olivia.hart@example.com', hidden: true, reason: 'x', price: 1, from: day(1), to: day(2) };
      const audit = await countRows('audit_log');
      const before = await room(ROOM1);
      for (const headers of [{}, bearer('garbage'), bearer(await tokenFor('x@example.com', 'X', { expiresIn: -10, role: 'staff' }))]) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
      for (const headers of [guest, other]) {
        const res = await call(method, url, headers, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This page is for hotel staff.', code: 'STAFF_ONLY' });
      }
      // A token signed with another secret claiming the role is not staff.
      const forged = await tokenFor('evil@example.com', 'Evil', { role: 'staff', secret: 'another-secret-another-secret-another-1234' });
      expect((await call(method, url, bearer(forged), body)).statusCode).toBe(401);
      expect(await countRows('audit_log')).toBe(audit);
      expect(await room(ROOM1)).toEqual(before);
    });

    test("the route staff share with guests, GET /rooms?archived=include; a guest's booking is the hotel's to change on staff routes only", async () => {
      expect((await call('GET', '/rooms?archived=include')).statusCode).toBe(401);
      const asGuest = await call('GET', '/rooms?archived=include', guest);
      expect(asGuest.statusCode).toBe(403);
      expect(asGuest.json()).toMatchObject({ code: 'STAFF_ONLY' });
      const b = await book(other, ROOM2, day(40));
      const audit = await countRows('audit_log');
      for (const [action, payload] of [['cancel', { reason: 'I am staff, honest' }], ['move', { bookingDate: day(41) }]] as const) {
        expect((await call('POST', `/hotel/bookings/${b._id}/${action}`, {}, payload)).statusCode).toBe(401);
        expect((await call('POST', `/hotel/bookings/${b._id}/${action}`, guest, payload)).json()).toMatchObject({ code: 'STAFF_ONLY' });
        expect((await call('POST', `/hotel/bookings/${b._id}/${action}`, other, payload)).statusCode).toBe(403);
      }
      // The guest routes carry no staff flag any more: a staff token there is one more guest, refused another's booking.
      expect((await call('DELETE', `/bookings/${b._id}`, staff, { reason: 'Guest phoned' })).statusCode).toBe(403);
      expect((await call('PATCH', `/bookings/${b._id}`, staff, { bookingDate: day(41), nights: 2 })).statusCode).toBe(403);
      expect(await countRows('audit_log')).toBe(audit);
      expect((await call('GET', '/bookings/bob@example.com', other)).json<Booking[]>().find((x) => x._id === b._id)).toMatchObject({ bookingDate: day(40), nights: 1 });
    });
  });

  describe('POST /rooms and PATCH /rooms/:id', () => {
    test('staff add a room: 201, listed for guests, in the search, with an absolute image URL, audited', async () => {
      const res = await call('POST', '/rooms', staff, NEW_ROOM);
      expect(res.statusCode).toBe(201);
      const created = res.json<HotelRoom>();
      expect(created).toMatchObject({ ...NEW_ROOM, image: 'http://127.0.0.1:4000/images/rooms/harbor-view-king.svg', archived: false, bookedDates: [], reviews: [] });
      expect(created._id).toMatch(/^[0-9a-f]{24}$/);
      const list = (await call('GET', '/rooms')).json<Room[]>();
      expect(list[list.length - 1]!._id).toBe(created._id);
      const search = (await call('GET', `/rooms?checkIn=${day(5)}&checkOut=${day(7)}&guests=3`)).json<Room[]>();
      expect(search.map((r) => r._id)).toContain(created._id);
      const [entry] = await auditRows();
      expect(entry).toMatchObject({ actor: 'frontdesk@harborview.test', action: 'room.create', target: 'room', targetId: created._id, before: null, reason: null });
      expect(entry!.after).toMatchObject({ name: NEW_ROOM.name, price: 310 });
      // The image as GET answers it goes back as the file name.
      const again = await call('PATCH', `/rooms/${created._id}`, staff, { image: created.image, price: 320 });
      expect(again.statusCode).toBe(200);
      expect((await t.tdb.db.query<{ image: string }>('SELECT image FROM rooms WHERE id = $1', [created._id]))[0]!.image).toBe('harbor-view-king.svg');
    });

    test('a partial PATCH changes only what it names, reaches the next read (the cache), and audits the changed fields', async () => {
      const before = await room(ROOM6);
      const res = await call('PATCH', `/rooms/${ROOM6}`, staff, { price: 135, discountPrice: 99 });
      expect(res.statusCode).toBe(200);
      expect(res.json<HotelRoom>()).toMatchObject({ ...before, price: 135, discountPrice: 99, archived: false });
      expect(await room(ROOM6)).toMatchObject({ price: 135, discountPrice: 99, name: before.name });
      const [entry] = await auditRows();
      expect(entry).toMatchObject({ action: 'room.update', targetId: ROOM6, before: { price: before.price, discountPrice: before.discountPrice }, after: { price: 135, discountPrice: 99 } });
      // The cheaper rate is what a booking now costs.
      expect((await book(guest, ROOM6, day(50))).price).toBe(99);
    });

    const bad: Array<[string, Record<string, unknown>, string, string]> = [
      ['an empty name', { name: '  ' }, 'name', ROOM_MESSAGES.nameRequired],
      ['a name over 80 characters', { name: 'x'.repeat(81) }, 'name', ROOM_MESSAGES.nameTooLong],
      ['a price of 0', { price: 0 }, 'price', ROOM_MESSAGES.price],
      ['a negative price', { price: -5 }, 'price', ROOM_MESSAGES.price],
      ['a fractional price', { price: 99.5 }, 'price', ROOM_MESSAGES.price],
      ['a price as a string', { price: '120' }, 'price', ROOM_MESSAGES.price],
      ['a price over 100,000', { price: 100_001 }, 'price', ROOM_MESSAGES.price],
      ['a discount equal to the price', { price: 200, discountPrice: 200 }, 'discountPrice', ROOM_MESSAGES.discountPrice],
      ['a discount above the price', { discountPrice: 5000 }, 'discountPrice', ROOM_MESSAGES.discountPrice],
      ['a capacity of 0', { capacity: 0 }, 'capacity', ROOM_MESSAGES.capacity],
      ['a capacity of 11', { capacity: 11 }, 'capacity', ROOM_MESSAGES.capacity],
      ['an unknown amenity', { amenities: ['wifi', 'hot-tub'] }, 'amenities', ROOM_MESSAGES.amenities],
      ['a javascript: image', { image: 'javascript:alert(1)' }, 'image', ROOM_MESSAGES.imageInvalid],
      ['a data: image', { image: 'data:image/png;base64,AAAA' }, 'image', ROOM_MESSAGES.imageInvalid],
      ['an image path outside ours', { image: '../secrets.txt' }, 'image', ROOM_MESSAGES.imageInvalid],
      ['archived not a boolean', { archived: 'yes' }, 'archived', 'Archived must be true or false.'],
    ];
    test.each(bad)('%s → 400 naming the field with its message, nothing written (POST and PATCH)', async (_what, fields, field, message) => {
      const audit = await countRows('audit_log');
      const rooms = await countRows('rooms');
      const before = await room(ROOM2);
      const patch = await call('PATCH', `/rooms/${ROOM2}`, staff, fields);
      expect(patch.statusCode).toBe(400);
      expect(patch.json()).toMatchObject({ code: 'INVALID_ROOM', message, details: [{ field, message }] });
      if (field !== 'archived') {
        const post = await call('POST', '/rooms', staff, { ...NEW_ROOM, ...fields });
        expect(post.statusCode).toBe(400);
        expect(post.json().details).toContainEqual({ field, message });
      }
      expect(await room(ROOM2)).toEqual(before);
      expect(await countRows('rooms')).toBe(rooms);
      expect(await countRows('audit_log')).toBe(audit);
    });

    test('a new room without its required fields → 400 naming each; an unknown room → 404', async () => {
      const res = await call('POST', '/rooms', staff, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['name', 'type', 'location', 'description', 'image', 'price', 'capacity', 'beds', 'size', 'amenities']);
      expect((await call('PATCH', '/rooms/6650a1c0e4b0f1a2b3c4ffff', staff, { price: 100 })).statusCode).toBe(404);
      expect((await call('PATCH', '/rooms/nope', staff, { price: 100 })).statusCode).toBe(404);
    });

    test('every seeded room passes the editor’s rules: archiving one changes nothing else', async () => {
      for (const r of (await call('GET', '/rooms?archived=include', staff)).json<HotelRoom[]>()) {
        const res = await call('PATCH', `/rooms/${r._id}`, staff, {});
        expect([r.name, res.statusCode]).toEqual([r.name, 200]);
      }
    });
  });

  describe('archive', () => {
    let booking: Booking;
    test('an archived room leaves /rooms, the price filter and the search; staff still list it; its page says archived', async () => {
      booking = await book(guest, ROOM13, day(9), 2);
      const res = await call('PATCH', `/rooms/${ROOM13}`, staff, { archived: true });
      expect(res.statusCode).toBe(200);
      expect(res.json<HotelRoom>().archived).toBe(true);
      expect((await auditRows())[0]).toMatchObject({ action: 'room.archive', targetId: ROOM13, before: { archived: false }, after: { archived: true } });
      const ids = async (url: string) => (await call('GET', url)).json<Room[]>().map((r) => r._id);
      expect(await ids('/rooms')).not.toContain(ROOM13);
      expect(await ids('/rooms?minPrice=0&maxPrice=100000')).not.toContain(ROOM13);
      expect(await ids(`/rooms?checkIn=${day(30)}&checkOut=${day(31)}&guests=1`)).not.toContain(ROOM13);
      expect(await ids('/rooms')).toContain(ROOM2);
      const all = (await call('GET', '/rooms?archived=include', staff)).json<HotelRoom[]>();
      expect(all.find((r) => r._id === ROOM13)?.archived).toBe(true);
      expect(all.find((r) => r._id === ROOM2)?.archived).toBe(false);
      const page = await call('GET', `/rooms/${ROOM13}`);
      expect(page.statusCode).toBe(200);
      expect(page.json<Room>()).toMatchObject({ _id: ROOM13, archived: true });
      // The guests' answers carry no `archived` on rooms on sale.
      expect((await call('GET', '/rooms')).body).not.toContain('"archived"');
    });

    test('booking an archived room is refused with a clear message; bookings made stay listed and holding their nights', async () => {
      const res = await call('POST', '/bookings', guest, { roomId: ROOM13, bookingDate: day(30), guests: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This room is no longer available.', code: 'ROOM_ARCHIVED' });
      const mine = (await call('GET', '/bookings/alice@example.com', guest)).json<Booking[]>();
      expect(mine.find((b) => b._id === booking._id)).toMatchObject({ roomId: ROOM13, bookingDate: day(9) });
      expect((await room(ROOM13)).bookedDates).toEqual(expect.arrayContaining([day(9), day(10)]));
      const chart = (await call('GET', `/hotel/bookings?from=${day(9)}&to=${day(11)}`, staff)).json<Booking[]>();
      expect(chart.map((b) => b._id)).toContain(booking._id);
    });

    test('unarchived, it is back everywhere and bookable', async () => {
      const res = await call('PATCH', `/rooms/${ROOM13}`, staff, { archived: false });
      expect(res.json<HotelRoom>().archived).toBe(false);
      expect((await auditRows())[0]).toMatchObject({ action: 'room.unarchive', targetId: ROOM13 });
      expect((await call('GET', '/rooms')).json<Room[]>().map((r) => r._id)).toContain(ROOM13);
      expect((await call('GET', `/rooms/${ROOM13}`)).json<Room>().archived).toBeUndefined();
      await book(guest, ROOM13, day(31));
    });

    test('a change reaches an open room page live: `event: room` with the room; archiving says archived', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(address, `/rooms/${ROOM2}/events`);
      const nextRoom = async () => {
        const from = stream.events.length;
        return async () => JSON.parse((await stream.next((e) => e.event === 'room', 5000, from)).data) as { roomId: string; room: Room };
      };
      try {
        await stream.next((e) => e.event === 'dates');
        let wait = await nextRoom();
        await call('PATCH', `/rooms/${ROOM2}`, staff, { name: 'Garden Queen (renovated)' });
        const changed = await wait();
        expect(changed.roomId).toBe(ROOM2);
        expect(changed.room).toMatchObject({ _id: ROOM2, name: 'Garden Queen (renovated)' });
        wait = await nextRoom();
        await call('PATCH', `/rooms/${ROOM2}`, staff, { archived: true });
        expect((await wait()).room.archived).toBe(true);
        wait = await nextRoom();
        await call('PATCH', `/rooms/${ROOM2}`, staff, { archived: false });
        expect((await wait()).room.archived).toBeUndefined();
        // A booking is a `dates` event, not a `room` one.
        const before = stream.events.length;
        const b = await book(guest, ROOM2, day(33));
        await stream.next((e) => e.event === 'dates', 5000, before);
        expect(stream.events.slice(before).map((e) => e.event)).toEqual(['dates']);
        await call('DELETE', `/bookings/${b._id}`, guest);
      } finally {
        stream.close();
      }
    });
  });

  describe('the hotel cancels and moves a guest’s stay', () => {
    test('inside the guest’s 24-hour window: the guest is refused, staff cancel with a reason; every night freed; audited', async () => {
      const b = await book(other, ROOM6, day(1), 2);
      expect((await call('DELETE', `/bookings/${b._id}`, other)).statusCode).toBe(409);
      const noReason = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: '   ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({
        code: 'REASON_REQUIRED',
        message: 'Give the reason for the cancellation (the guest and the activity log see it).',
        details: [{ field: 'reason' }],
      });
      expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff)).statusCode).toBe(400);
      const tooLong = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ message: 'The reason must be 500 characters or fewer.', details: [{ field: 'reason' }] });
      const res = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'Guest phoned: flight cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json<Booking>()).toMatchObject({ _id: b._id, bookingDate: day(1), nights: 2 });
      expect((await call('GET', '/bookings/bob@example.com', other)).json<Booking[]>().map((x) => x._id)).not.toContain(b._id);
      expect((await room(ROOM6)).bookedDates).not.toEqual(expect.arrayContaining([day(1)]));
      expect((await room(ROOM6)).bookedDates).not.toContain(day(2));
      expect((await auditRows())[0]).toMatchObject({
        actor: 'frontdesk@harborview.test',
        action: 'booking.cancel',
        target: 'booking',
        targetId: b._id,
        before: { _id: b._id, userEmail: 'bob@example.com', bookingDate: day(1), nights: 2 },
        after: null,
        reason: 'Guest phoned: flight cancelled',
      });
      expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'again' })).statusCode).toBe(404);
    });

    test('a stay that has begun (first night today) can no longer be cancelled or moved by the hotel, in words', async () => {
      const b = await book(other, ROOM6, day(0));
      const res = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'No-show' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'STAY_STARTED', message: 'This stay has already begun: it can no longer be cancelled.' });
      const move = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(5) });
      expect(move.statusCode).toBe(409);
      expect(move.json()).toMatchObject({ code: 'STAY_STARTED', message: 'This stay has already begun: it can no longer be moved.' });
      expect((await room(ROOM6)).bookedDates).toContain(day(0));
    });

    test('an unknown or malformed booking: 404 on both staff routes, nothing written', async () => {
      const audit = await countRows('audit_log');
      for (const id of ['6650a1c0e4b0f1a2b3c4ffff', 'nope']) {
        const cancel = await call('POST', `/hotel/bookings/${id}/cancel`, staff, { reason: 'Duplicate' });
        expect(cancel.statusCode).toBe(404);
        expect(cancel.json()).toMatchObject({ message: expect.any(String) });
        expect((await call('POST', `/hotel/bookings/${id}/move`, staff, { bookingDate: day(5) })).statusCode).toBe(404);
      }
      expect(await countRows('audit_log')).toBe(audit);
    });

    test('staff move a stay inside the window, availability checked as for the guest; may change its length (price recomputed)', async () => {
      const b = await book(other, ROOM6, day(1));
      expect((await call('PATCH', `/bookings/${b._id}`, other, { bookingDate: day(3) })).statusCode).toBe(409);
      const blocker = await book(guest, ROOM6, day(20));
      const taken = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(20) });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'DATE_NOT_AVAILABLE' });
      const past = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(-1) });
      expect(past.statusCode).toBe(400);
      expect((await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(3), nights: 15 })).statusCode).toBe(400);
      const audit = await countRows('audit_log');
      const res = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(3), nights: 3 });
      expect(res.statusCode).toBe(200);
      const moved = res.json<Booking>();
      expect(moved).toMatchObject({ _id: b._id, bookingDate: day(3), nights: 3, checkOut: day(6), userEmail: 'bob@example.com', price: 3 * b.price });
      expect(await countRows('audit_log')).toBe(audit + 1);
      expect((await auditRows())[0]).toMatchObject({
        action: 'booking.move',
        targetId: b._id,
        before: { bookingDate: day(1), nights: 1 },
        after: { bookingDate: day(3), nights: 3, checkOut: day(6) },
      });
      const dates = (await room(ROOM6)).bookedDates;
      expect(dates).toEqual(expect.arrayContaining([day(3), day(4), day(5), day(20)]));
      expect(dates).not.toContain(day(1));
      expect((await call('GET', '/bookings/bob@example.com', other)).json<Booking[]>().find((x) => x._id === b._id)?.bookingDate).toBe(day(3));
      await call('DELETE', `/bookings/${blocker._id}`, guest);
    });

    test('a staff member’s own booking follows the guest’s rules on the guest routes (no audit row), the hotel’s on the staff routes', async () => {
      const b = await book(staff, ROOM6, day(15));
      const audit = await countRows('audit_log');
      expect((await call('PATCH', `/bookings/${b._id}`, staff, { bookingDate: day(16) })).statusCode).toBe(200);
      expect(await countRows('audit_log')).toBe(audit);
      expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff)).json()).toMatchObject({ code: 'REASON_REQUIRED' });
      const res = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'Changed my own plans' });
      expect(res.json<Booking>()).toMatchObject({ _id: b._id, bookingDate: day(16) });
      expect(await countRows('audit_log')).toBe(audit + 1);
    });

    test('the audit row is written in the write’s transaction: when it cannot be written, the cancellation rolls back', async () => {
      const b = await book(other, ROOM6, day(25));
      await t.tdb.db.exec(`
        CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.reason = 'refuse me' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit();`);
      try {
        const audit = await countRows('audit_log');
        const res = await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'refuse me' });
        expect(res.statusCode).toBe(500);
        expect(await countRows('audit_log')).toBe(audit);
        expect((await call('GET', '/bookings/bob@example.com', other)).json<Booking[]>().map((x) => x._id)).toContain(b._id);
        expect((await room(ROOM6)).bookedDates).toContain(day(25));
        // And the other way round: a write refused inside its transaction leaves no audit row.
        const refused = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(0), nights: 1 });
        expect(refused.statusCode).toBe(409);
        expect(await countRows('audit_log')).toBe(audit);
        expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'now it works' })).statusCode).toBe(200);
        expect(await countRows('audit_log')).toBe(audit + 1);
      } finally {
        await t.tdb.db.exec('DROP TRIGGER refuse_audit ON audit_log; DROP FUNCTION refuse_audit();');
      }
    });
  });

  describe('moderation', () => {
    const OLIVIA = 'olivia.hart@example.com';
    test('a hidden review leaves the room page, its averages and the list; staff still see it with the reason; its author sees it marked', async () => {
      const before = await room(ROOM1, staff);
      expect(before.reviews.map((r) => r.userEmail)).toContain(OLIVIA);
      const noReason = await call('PATCH', `/rooms/${ROOM1}/reviews/moderation`, staff, { userEmail: OLIVIA, hidden: true, reason: ' ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ code: 'REASON_REQUIRED', details: [{ field: 'reason' }] });
      // Another guest reviews the room so the average visibly moves.
      const marco = bearer(await tokenFor('marco.rossi@example.com', 'Marco Rossi'));
      expect((await call('PATCH', `/rooms/${ROOM1}/review`, marco, { review: { rating: 2, comment: 'Noisy.' } })).statusCode).toBe(201);
      expect(averageRating((await room(ROOM1)).reviews)).toBe(3.5);

      const res = await call('PATCH', `/rooms/${ROOM1}/reviews/moderation`, staff, { userEmail: 'Olivia.Hart@example.com', hidden: true, reason: 'Personal details' });
      expect(res.statusCode).toBe(200);
      expect(res.json<HotelReview>()).toMatchObject({ roomId: ROOM1, userEmail: OLIVIA, hidden: true, hiddenReason: 'Personal details' });
      const after = await room(ROOM1, staff);
      expect(after.reviews.map((r) => r.userEmail)).toEqual(['marco.rossi@example.com']);
      expect(averageRating(after.reviews)).toBe(2);
      const listed = (await call('GET', '/rooms')).json<Room[]>().find((r) => r._id === ROOM1)!;
      expect(listed.reviews.map((r) => r.name)).toEqual(['Marco Rossi']);
      const desk = (await call('GET', '/hotel/reviews', staff)).json<HotelReview[]>();
      expect(desk[0]).toMatchObject({ userEmail: 'marco.rossi@example.com', roomId: ROOM1 });
      expect(desk.find((r) => r.userEmail === OLIVIA && r.roomId === ROOM1)).toMatchObject({ hidden: true, hiddenReason: 'Personal details', roomName: before.name });
      expect((await auditRows())[0]).toMatchObject({ action: 'review.hide', target: 'review', reason: 'Personal details', before: { hidden: false }, after: { hidden: true } });

      const olivia = bearer(await tokenFor(OLIVIA, 'Olivia Hart'));
      const mine = (await call('GET', '/reviews/mine', olivia)).json<Array<{ roomId: string; hidden?: boolean }>>();
      expect(mine.find((r) => r.roomId === ROOM1)).toMatchObject({ hidden: true });
      expect(mine.filter((r) => r.roomId !== ROOM1).every((r) => r.hidden === undefined)).toBe(true);
      expect((await call('GET', '/reviews/mine')).statusCode).toBe(401);

      const shown = await call('PATCH', `/rooms/${ROOM1}/reviews/moderation`, staff, { userEmail: OLIVIA, hidden: false });
      expect(shown.json<HotelReview>()).toMatchObject({ hidden: false, hiddenReason: null });
      expect(averageRating((await room(ROOM1)).reviews)).toBe(3.5);
      expect((await auditRows())[0]).toMatchObject({ action: 'review.show' });
      expect((await call('PATCH', `/rooms/${ROOM1}/reviews/moderation`, staff, { userEmail: 'nobody@example.com', hidden: true, reason: 'x' })).statusCode).toBe(404);
    });
  });

  describe('the inbox', () => {
    test('newest first, filtered by state and type; a state change is kept and audited', async () => {
      const send = (m: Record<string, string>) => call('POST', '/contact', {}, { name: 'Guest', email: 'g@example.com', message: 'Hello', ...m });
      const first = (await send({ message: 'First', inquiryType: 'events' })).json<{ _id: string }>()._id;
      const second = (await send({ message: 'Second', inquiryType: 'support' })).json<{ _id: string }>()._id;
      const all = (await call('GET', '/contact', staff)).json<InboxMessage[]>();
      expect(all.slice(0, 2).map((m) => m._id)).toEqual([second, first]);
      expect(all[0]).toMatchObject({ message: 'Second', state: 'new', inquiryType: 'support', createdAt: expect.any(String) });
      expect((await call('GET', '/contact?type=events', staff)).json<InboxMessage[]>().map((m) => m._id)).toEqual([first]);
      const read = await call('PATCH', `/contact/${first}`, staff, { state: 'read' });
      expect(read.json<InboxMessage>()).toMatchObject({ _id: first, state: 'read' });
      expect((await call('PATCH', `/contact/${second}`, staff, { state: 'handled' })).statusCode).toBe(200);
      expect((await call('GET', '/contact?state=handled', staff)).json<InboxMessage[]>().map((m) => m._id)).toEqual([second]);
      expect((await call('GET', '/contact?state=new', staff)).json<InboxMessage[]>().map((m) => m._id)).not.toContain(first);
      expect((await auditRows())[0]).toMatchObject({ action: 'contact.state', target: 'contact', targetId: second, before: { state: 'new' }, after: { state: 'handled' } });
      expect((await call('PATCH', `/contact/${second}`, staff, { state: 'archived' })).statusCode).toBe(400);
      expect((await call('GET', '/contact?state=old', staff)).statusCode).toBe(400);
      expect((await call('PATCH', '/contact/6650a1c0e4b0f1a2b3c4ffff', staff, { state: 'read' })).statusCode).toBe(404);
    });
  });

  describe('the hotel’s day and the tape chart', () => {
    test('GET /hotel/today: arrivals, departures, in-house from the states, nights sold, new messages', async () => {
      const arriving = await book(other, ROOM2, day(0), 2);
      const today = (await call('GET', '/hotel/today', staff)).json<HotelToday>();
      expect(today.date).toBe(day(0));
      expect(today.arrivals.map((b) => b._id)).toContain(arriving._id);
      // From the states (api/test/stay-states.test.ts walks each change): confirmed to check in, checked in to check out or in house.
      expect(today.arrivals.every((b) => b.status === 'confirmed' && b.bookingDate <= day(0) && b.checkOut > day(0))).toBe(true);
      expect(today.departures.every((b) => b.status === 'checked-in' && b.checkOut <= day(0))).toBe(true);
      expect(today.inHouse.every((b) => b.status === 'checked-in' && b.checkOut > day(0))).toBe(true);
      const sold = await t.tdb.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM booking_nights WHERE night >= $1::date AND night < $2::date',
        [day(0), day(30)],
      );
      expect(today.nightsSold.sold).toBe(sold[0]!.n);
      expect(today.nightsSold.available).toBe(30 * (await call('GET', '/rooms')).json<Room[]>().length);
      const fresh = await t.tdb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE state = 'new'");
      expect(today.newMessages).toBe(fresh[0]!.n);
      await call('DELETE', `/bookings/${arriving._id}`, staff, { reason: 'test tidy-up' });
    });

    test('GET /hotel/bookings: the stays overlapping [from, to), searched by e-mail, name or the id’s last 6 characters', async () => {
      const b = await book(other, ROOM2, day(44), 3); // nights 44, 45, 46
      const ids = async (query: string) => (await call('GET', `/hotel/bookings?${query}`, staff)).json<Booking[]>().map((x) => x._id);
      expect(await ids(`from=${day(46)}&to=${day(50)}`)).toContain(b._id);
      expect(await ids(`from=${day(47)}&to=${day(50)}`)).not.toContain(b._id);
      expect(await ids(`from=${day(40)}&to=${day(44)}`)).not.toContain(b._id);
      const range = `from=${day(40)}&to=${day(50)}`;
      expect(await ids(`${range}&q=BOB@EXAMPLE`)).toContain(b._id);
      expect(await ids(`${range}&q=bob`)).toContain(b._id);
      expect(await ids(`${range}&q=${b._id.slice(-6)}`)).toEqual([b._id]);
      expect(await ids(`${range}&q=alice`)).not.toContain(b._id);
      expect(await ids(`${range}&q=%25`)).toEqual([]);
      const one = (await call('GET', `/hotel/bookings?${range}`, staff)).json<Booking[]>().find((x) => x._id === b._id);
      expect(one).toMatchObject({ userEmail: 'bob@example.com', userName: 'Bob', nights: 3, checkOut: day(47) });
      for (const [query, field] of [
        [`to=${day(3)}`, 'from'],
        [`from=${day(0)}`, 'to'],
        [`from=2026-02-30&to=${day(3)}`, 'from'],
        [`from=${day(5)}&to=${day(5)}`, 'to'],
        [`from=${day(5)}&to=${day(2)}`, 'to'],
        [`from=${day(0)}&to=${day(63)}`, 'to'],
      ] as const) {
        const res = await call('GET', `/hotel/bookings?${query}`, staff);
        expect([query, res.statusCode]).toEqual([query, 400]);
        expect(res.json()).toMatchObject({ code: 'INVALID_RANGE', details: [{ field }] });
      }
      expect((await call('GET', `/hotel/bookings?from=${day(0)}&to=${day(62)}`, staff)).statusCode).toBe(200);
    });

    test('GET /hotel/activity: newest first, limit', async () => {
      const rows = await auditRows();
      expect(rows.length).toBeGreaterThan(5);
      const times = rows.map((r) => r.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await call('GET', '/hotel/activity?limit=2', staff)).json<AuditEntry[]>()).toEqual(rows.slice(0, 2));
      expect((await call('GET', '/hotel/activity?limit=0', staff)).statusCode).toBe(400);
      expect((await call('GET', '/hotel/activity?limit=x', staff)).statusCode).toBe(400);
    });
  });
});

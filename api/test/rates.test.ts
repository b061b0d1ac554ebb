// Nightly rates (issue 32, docs/product.md "Rates"), on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// the rate periods' routes (staff writes audited in their transaction, 400s naming the field and
// writing nothing, overlaps 409), the weekend price, the quote and its refusals, the calendar in one
// database round trip, bookings priced by the server and re-priced when moved, and one truth through
// HTTP: for random stays, the calendar's sum = the quote = the stored booking's price.
import fc from 'fast-check';
import {
  MESSAGES,
  addDays,
  isWeekendNight,
  nightTotal,
  ruleDate,
  stayTotal,
  type AuditEntry,
  type Booking,
  type Quote,
  type RatePeriod,
  type Room,
  type RoomCalendar,
  type RoomRates,
} from '@hotel/shared/domain';
import { RATE_MESSAGES } from '@hotel/shared/front-desk/rateRules';
import { ROOM_MESSAGES } from '@hotel/shared/front-desk/rules';
import { DB_KINDS, bearer, tokenFor, useApp, day } from './helpers';
import { CHECK_MESSAGES } from '@hotel/shared/checks';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // 149/119, capacity 2, no bookings
const ROOM11 = '6650a1c0e4b0f1a2b3c4000b'; // 199, capacity 3, no bookings
const ROOM12 = '6650a1c0e4b0f1a2b3c4000c'; // 420, capacity 3, no future bookings
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d'; // 159, capacity 2, no bookings
const MISSING = '0000000000000000000000ff';
/** The first day from `n` days on that is a `weekday` (0 Sunday … 6 Saturday). */
const nextWeekday = (n: number, weekday: number) => {
  let d = day(n);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
  return d;
};

describe.each(DB_KINDS)('nightly rates on %s', (kind) => {
  const t = useApp(kind);
  let staff: Record<string, string>;
  let guest: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async (table: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const auditRows = async () => (await call('GET', '/hotel/activity?limit=1000', staff)).json<AuditEntry[]>();
  const rates = async (id: string, staffRead = false) =>
    (await call('GET', `/rooms/${id}/rates${staffRead ? '?ended=include' : ''}`, staffRead ? staff : {})).json<RoomRates>();
  const room = async (id: string) => (await call('GET', `/rooms/${id}`)).json<Room>();
  const quote = (id: string, checkIn: string, nights: number, guests = 1, extra = '') =>
    call('GET', `/rooms/${id}/quote?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&guests=${guests}${extra}`);
  const addPeriod = async (id: string, body: Partial<RatePeriod>) => {
    const res = await call('POST', `/rooms/${id}/rates`, staff, body);
    expect(res.statusCode).toBe(201);
    return res.json<RatePeriod>();
  };

  describe('a room without rates', () => {
    test('carries empty rates in every answer, and is quoted as the specification prices it', async () => {
      expect(await rates(ROOM6)).toEqual({ weekendPrice: null, periods: [] });
      const list = (await call('GET', '/rooms')).json<Room[]>();
      expect(list.every((r) => r.rates !== undefined)).toBe(true);
      const r = await room(ROOM6);
      const res = await quote(ROOM6, day(20), 3, 2);
      expect(res.statusCode).toBe(200);
      const q = res.json<Quote>();
      expect(q.currency).toBe('USD');
      expect(q.nights.map((n) => n.rate)).toEqual([119, 119, 119]);
      expect(q.total).toBe(stayTotal(r, 2, 3)); // 149 each (119 × 1.25 = 148.75)
      expect(q.total).toBe(447);
    });

    test('the rates, the quote and the calendar are public reads: any origin (a partner embed), never credentials', async () => {
      const origin = { origin: 'https://partner.example' };
      for (const url of [`/rooms/${ROOM6}/rates`, `/rooms/${ROOM6}/quote?checkIn=${day(20)}&checkOut=${day(22)}&guests=1`, `/rooms/${ROOM6}/calendar?from=${day(1)}&to=${day(31)}`]) {
        const res = await call('GET', url, origin);
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin']).toBe('*');
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      }
    });
  });

  describe('the weekend price (PATCH /rooms/:id)', () => {
    test('prices Friday and Saturday nights, audited; a bad one is 400 naming the field, nothing written', async () => {
      const bad = await call('PATCH', `/rooms/${ROOM11}`, staff, { weekendPrice: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: ROOM_MESSAGES.weekendPrice, code: 'INVALID_ROOM', details: [{ field: 'weekendPrice', message: ROOM_MESSAGES.weekendPrice }] });
      const audit = (await auditRows()).length;
      const res = await call('PATCH', `/rooms/${ROOM11}`, staff, { weekendPrice: 260 });
      expect(res.statusCode).toBe(200);
      expect(res.json<Room>().rates?.weekendPrice).toBe(260);
      expect((await room(ROOM11)).rates).toEqual({ weekendPrice: 260, periods: [] });
      const rows = await auditRows();
      expect(rows).toHaveLength(audit + 1);
      expect(rows[0]).toMatchObject({ action: 'room.update', targetId: ROOM11, before: { weekendPrice: null }, after: { weekendPrice: 260 } });
      const friday = nextWeekday(20, 5);
      const q = (await quote(ROOM11, addDays(friday, -1), 4)).json<Quote>();
      const base = (await room(ROOM11)).discountPrice ?? (await room(ROOM11)).price;
      expect(q.nights.map((n) => n.rate)).toEqual([base, 260, 260, base]);
      // null takes it away again.
      expect((await call('PATCH', `/rooms/${ROOM11}`, staff, { weekendPrice: null })).json<Room>().rates?.weekendPrice).toBeNull();
      expect((await call('PATCH', `/rooms/${ROOM11}`, staff, { weekendPrice: 260 })).statusCode).toBe(200);
    });
  });

  describe('rate periods: POST, PATCH, DELETE /rooms/:id/rates', () => {
    test.each([
      ['price 0', { price: 0 }, 'price', RATE_MESSAGES.price],
      ['from = to', { to: day(30) }, 'to', RATE_MESSAGES.toNotAfterFrom],
      ['from after to', { from: day(40) }, 'to', RATE_MESSAGES.toNotAfterFrom],
      ['minNights 0', { minNights: 0 }, 'minNights', RATE_MESSAGES.minNights],
      ['minNights 15', { minNights: 15 }, 'minNights', RATE_MESSAGES.minNights],
      ['a malformed date', { from: '2026-13-01' }, 'from', RATE_MESSAGES.from],
      ['a discount not below the price', { discountPrice: 300 }, 'discountPrice', RATE_MESSAGES.discountPrice],
      ['a price as text', { price: '300' }, 'price', RATE_MESSAGES.price],
    ])('%s: 400 INVALID_RATE naming the field, nothing written', async (_, change, field, message) => {
      const [periods, audit] = [await count('rate_periods'), await count('audit_log')];
      const res = await call('POST', `/rooms/${ROOM11}/rates`, staff, { from: day(30), to: day(35), price: 300, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'INVALID_RATE', details: [{ field, message }] });
      expect([await count('rate_periods'), await count('audit_log')]).toEqual([periods, audit]);
    });

    test('add, change and delete a period: each audited in its write; overlaps 409 with the other period named', async () => {
      const p = await addPeriod(ROOM11, { from: day(30), to: day(37), price: 400, discountPrice: 350, minNights: 3 });
      expect(p).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), from: day(30), to: day(37), price: 400, discountPrice: 350, minNights: 3, closedToArrival: false });
      expect((await rates(ROOM11)).periods).toEqual([p]);
      expect((await room(ROOM11)).rates?.periods).toEqual([p]);
      expect((await auditRows())[0]).toMatchObject({ action: 'rate.create', target: 'rate', targetId: p._id, before: null, after: { roomId: ROOM11, price: 400 } });

      const [periods, audit] = [await count('rate_periods'), await count('audit_log')];
      const clash = await call('POST', `/rooms/${ROOM11}/rates`, staff, { from: day(36), to: day(40), price: 100 });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({ message: RATE_MESSAGES.overlap(p), code: 'RATE_OVERLAP' });
      expect([await count('rate_periods'), await count('audit_log')]).toEqual([periods, audit]);
      // Periods may touch: the day `to` is the next period's first night.
      const next = await addPeriod(ROOM11, { from: day(37), to: day(40), price: 180, closedToArrival: true });

      const changed = await call('PATCH', `/rooms/${ROOM11}/rates/${p._id}`, staff, { price: 420 });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<RatePeriod>()).toEqual({ ...p, price: 420 });
      expect((await auditRows())[0]).toMatchObject({ action: 'rate.update', targetId: p._id, before: { price: 400 }, after: { price: 420 } });
      const overlapping = await call('PATCH', `/rooms/${ROOM11}/rates/${p._id}`, staff, { to: day(38) });
      expect(overlapping.statusCode).toBe(409);
      expect(overlapping.json()).toMatchObject({ code: 'RATE_OVERLAP' });
      const badPatch = await call('PATCH', `/rooms/${ROOM11}/rates/${p._id}`, staff, { discountPrice: 500 });
      expect(badPatch.statusCode).toBe(400);
      expect(badPatch.json()).toMatchObject({ code: 'INVALID_RATE', details: [{ field: 'discountPrice' }] });
      expect((await rates(ROOM11)).periods).toEqual([{ ...p, price: 420 }, next]);
      expect((await call('PATCH', `/rooms/${ROOM11}/rates/${MISSING}`, staff, { price: 1 })).statusCode).toBe(404);
      expect((await call('PATCH', `/rooms/${ROOM6}/rates/${p._id}`, staff, { price: 1 })).statusCode).toBe(404); // another room's period
      expect((await call('POST', `/rooms/${MISSING}/rates`, staff, { from: day(1), to: day(2), price: 1 })).statusCode).toBe(404);

      const gone = await call('DELETE', `/rooms/${ROOM11}/rates/${next._id}`, staff);
      expect(gone.statusCode).toBe(204);
      expect((await auditRows())[0]).toMatchObject({ action: 'rate.delete', targetId: next._id, before: { from: day(37) }, after: null });
      expect((await call('DELETE', `/rooms/${ROOM11}/rates/${next._id}`, staff)).statusCode).toBe(404);
      expect((await rates(ROOM11)).periods).toEqual([{ ...p, price: 420 }]);
    });

    test('guests read the periods not yet ended; staff read them all (?ended=include, staff only)', async () => {
      const past = await addPeriod(ROOM11, { from: day(-10), to: day(-3), price: 90 });
      expect((await rates(ROOM11)).periods.map((x) => x._id)).not.toContain(past._id);
      expect((await room(ROOM11)).rates?.periods.map((x) => x._id)).not.toContain(past._id);
      expect((await rates(ROOM11, true)).periods.map((x) => x._id)).toContain(past._id);
      const staffList = (await call('GET', '/rooms?archived=include', staff)).json<Room[]>();
      expect(staffList.find((r) => r._id === ROOM11)?.rates?.periods.map((x) => x._id)).toContain(past._id);
      expect((await call('GET', `/rooms/${ROOM11}/rates?ended=include`)).statusCode).toBe(401);
      expect((await call('GET', `/rooms/${ROOM11}/rates?ended=include`, guest)).statusCode).toBe(403);
      expect((await call('GET', `/rooms/${MISSING}/rates`)).statusCode).toBe(404);
    });
  });

  describe('GET /rooms/:id/quote', () => {
    test("prices each night by its period, the weekend price or the default, and refuses a rule's stay in words", async () => {
      // ROOM11 now: weekend 260; [day 30, day 37) at 420/350 with a 3-night minimum.
      const ok = (await quote(ROOM11, day(30), 3, 3)).json<Quote>();
      expect(ok.nights).toEqual([0, 1, 2].map((i) => ({ date: day(30 + i), rate: 350, total: nightTotal(350, 3) })));
      expect(ok.total).toBe(3 * 525);

      const refused = await quote(ROOM11, day(31), 2);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.minNightsArrival(3, ruleDate(day(31))), code: 'STAY_REFUSED' });
      expect(refused.json().message).toMatch(/^This room has a 3-night minimum for arrivals on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}\.$/);
      // Arriving before the period, a short stay may run into it.
      expect((await quote(ROOM11, day(29), 2)).statusCode).toBe(200);

      const closed = await addPeriod(ROOM11, { from: day(45), to: day(47), price: 300, closedToArrival: true });
      const shut = await quote(ROOM11, day(46), 1);
      expect(shut.json()).toEqual({ message: MESSAGES.closedToArrival(ruleDate(day(46))), code: 'STAY_REFUSED' });
      expect((await quote(ROOM11, day(44), 3)).statusCode).toBe(200);
      // The stay search leaves out a room whose rules refuse the arrival.
      const found = async (checkIn: string, nights: number) =>
        (await call('GET', `/rooms?checkIn=${checkIn}&checkOut=${addDays(checkIn, nights)}&guests=1`)).json<Room[]>().map((r) => r._id);
      expect(await found(day(46), 1)).not.toContain(ROOM11);
      expect(await found(day(31), 2)).not.toContain(ROOM11);
      expect(await found(day(44), 3)).toContain(ROOM11);
      expect(await found(day(31), 3)).toContain(ROOM11);
      await call('DELETE', `/rooms/${ROOM11}/rates/${closed._id}`, staff);
    });

    test('answers 400 with the search messages, 409 for a taken night (named), and lets a move count its own nights free', async () => {
      const cases: Array<[string, string]> = [
        [`checkIn=nope&checkOut=${day(3)}&guests=1`, MESSAGES.checkInInvalid],
        [`checkIn=${day(3)}&checkOut=${day(3)}&guests=1`, MESSAGES.checkOutNotAfterCheckIn],
        [`checkIn=${day(-2)}&checkOut=${day(1)}&guests=1`, MESSAGES.checkInPast],
        [`checkIn=${day(3)}&checkOut=${day(18)}&guests=1`, MESSAGES.stayTooLong],
        [`checkIn=${day(3)}&checkOut=${day(4)}&guests=4`, MESSAGES.guestsOutOfRange],
        [`checkIn=${day(3)}&checkOut=${day(4)}&guests=3`, MESSAGES.roomSleeps(2)],
      ];
      for (const [query, message] of cases) {
        const res = await call('GET', `/rooms/${ROOM6}/quote?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, code: 'INVALID_STAY' });
      }
      expect((await call('GET', `/rooms/${MISSING}/quote?checkIn=${day(3)}&checkOut=${day(4)}&guests=1`)).statusCode).toBe(404);

      const b = await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(50), guests: 1, nights: 2 });
      expect(b.statusCode).toBe(201);
      const taken = await quote(ROOM6, day(49), 3);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: CHECK_MESSAGES.nightTaken(ruleDate(day(50))), code: 'DATE_NOT_AVAILABLE' });
      const asMove = await quote(ROOM6, day(51), 2, 1, `&bookingId=${b.json<Booking>()._id}`);
      expect(asMove.statusCode).toBe(200);
      expect((await call('DELETE', `/bookings/${b.json<Booking>()._id}`, guest)).statusCode).toBe(200);
    });
  });

  describe('GET /rooms/:id/calendar', () => {
    test("gives each night its rate, whether it is free and its rules, in one database round trip, up to 62 nights", async () => {
      await call('POST', '/bookings', guest, { roomId: ROOM11, bookingDate: day(33), guests: 1, nights: 3 });
      const spy = jest.spyOn(t.tdb.db, 'query');
      const res = await call('GET', `/rooms/${ROOM11}/calendar?from=${day(28)}&to=${day(28 + 62)}`);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      expect(res.statusCode).toBe(200);
      const cal = res.json<RoomCalendar>();
      expect(cal.nights).toHaveLength(62);
      const at = (n: number) => cal.nights[n - 28]!;
      expect(at(30)).toEqual({ date: day(30), rate: 350, free: true, minNights: 3, closedToArrival: false });
      expect(at(33)).toMatchObject({ rate: 350, free: false, minNights: 3 });
      const r = await room(ROOM11);
      const base = r.discountPrice ?? r.price;
      expect(at(60)).toMatchObject({ rate: isWeekendNight(day(60)) ? 260 : base, free: true, minNights: null, closedToArrival: false });

      const bad: Array<[string, string, string]> = [
        [`from=x&to=${day(3)}`, 'from', CHECK_MESSAGES.calendarFromInvalid],
        [`from=${day(3)}&to=${day(3)}`, 'to', CHECK_MESSAGES.calendarToInvalid],
        [`from=${day(3)}&to=${day(66)}`, 'to', CHECK_MESSAGES.calendarTooLong],
      ];
      for (const [query, field, message] of bad) {
        const b = await call('GET', `/rooms/${ROOM11}/calendar?${query}`);
        expect(b.statusCode).toBe(400);
        expect(b.json()).toMatchObject({ message, details: [{ field, message }] });
      }
      expect((await call('GET', `/rooms/${MISSING}/calendar?from=${day(1)}&to=${day(2)}`)).statusCode).toBe(404);
    });
  });

  describe('bookings are priced by the server', () => {
    test("POST /bookings stores the quote (a client's price is ignored) and refuses a rule's stay, writing nothing", async () => {
      const q = (await quote(ROOM11, day(60), 3, 2)).json<Quote>();
      const res = await call('POST', '/bookings', guest, { roomId: ROOM11, bookingDate: day(60), guests: 2, nights: 3, price: 1 });
      expect(res.statusCode).toBe(201);
      expect(res.json<Booking>().price).toBe(q.total);

      const before = [await count('bookings'), await count('booking_nights')];
      const refused = await call('POST', '/bookings', guest, { roomId: ROOM11, bookingDate: day(31), guests: 1, nights: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: MESSAGES.minNightsArrival(3, ruleDate(day(31))), code: 'STAY_REFUSED' });
      expect([await count('bookings'), await count('booking_nights')]).toEqual(before);
    });

    test('a booking keeps its price when rates change; moving it (guest or staff) prices it again at the rates of then', async () => {
      const b = (await call('POST', '/bookings', guest, { roomId: ROOM13, bookingDate: day(70), guests: 1, nights: 2 })).json<Booking>();
      const p = await addPeriod(ROOM13, { from: day(60), to: day(90), price: 500 });
      const mine = async () => (await call('GET', '/bookings/alice@example.com', guest)).json<Booking[]>().find((x) => x._id === b._id)!;
      expect((await mine()).price).toBe(b.price);

      const moved = await call('PATCH', `/bookings/${b._id}`, guest, { bookingDate: day(71) });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<Booking>().price).toBe(1000);
      const refusedMove = await addPeriod(ROOM13, { from: day(95), to: day(96), price: 500, minNights: 5 });
      const refused = await call('PATCH', `/bookings/${b._id}`, guest, { bookingDate: day(95) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'STAY_REFUSED' });
      expect((await mine()).bookingDate).toBe(day(71));

      await call('PATCH', `/rooms/${ROOM13}/rates/${p._id}`, staff, { price: 450 });
      const byStaff = await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(72), nights: 3 });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json<Booking>()).toMatchObject({ bookingDate: day(72), nights: 3, price: 1350 });
      await call('DELETE', `/rooms/${ROOM13}/rates/${p._id}`, staff);
      await call('DELETE', `/rooms/${ROOM13}/rates/${refusedMove._id}`, staff);
      expect((await mine()).price).toBe(1350);
      expect((await call('DELETE', `/bookings/${b._id}`, guest)).statusCode).toBe(200);
    });
  });

  test('one truth through HTTP: for random stays, the calendar sum = the quote = the stored price', async () => {
    // A room priced every way at once: weekends, a discounted season, a plain period.
    await call('PATCH', `/rooms/${ROOM12}`, staff, { weekendPrice: 455 });
    await addPeriod(ROOM12, { from: day(10), to: day(17), price: 520, discountPrice: 499 });
    await addPeriod(ROOM12, { from: day(20), to: day(24), price: 333 });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 5, max: 30 }), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 3 }), async (start, nights, guests) => {
        const checkIn = day(start);
        const cal = (await call('GET', `/rooms/${ROOM12}/calendar?from=${checkIn}&to=${addDays(checkIn, nights)}`)).json<RoomCalendar>();
        const sum = cal.nights.reduce((s, n) => s + nightTotal(n.rate, guests), 0);
        const q = (await quote(ROOM12, checkIn, nights, guests)).json<Quote>();
        expect(q.total).toBe(sum);
        const res = await call('POST', '/bookings', guest, { roomId: ROOM12, bookingDate: checkIn, guests, nights });
        expect(res.statusCode).toBe(201);
        expect(res.json<Booking>().price).toBe(q.total);
        expect((await call('DELETE', `/bookings/${res.json<Booking>()._id}`, guest)).statusCode).toBe(200);
      }),
      { numRuns: kind === 'pglite' ? 25 : 40 },
    );
  });
});

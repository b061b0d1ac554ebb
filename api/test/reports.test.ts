// The manager's reports (issue 42, docs/product.md "Reports"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: GET /hotel/reports agrees to the cent with the same figures computed here in plain
// TypeScript from the rows (./support/reportOracle.ts), on random bookings (fast-check) and on a seeded
// year of a 50-room hotel (whose query time is printed); the USALI definitions on a worked example;
// ISO weeks and months; pick-up by the day a booking was made, in the hotel's time zone; nights priced
// as the booking was; the CSV (RFC 4180, same figures); refusals in words; visitors 401, guests 403.
import fc from 'fast-check';
import { DEFAULT_HOTEL_TIME_ZONE, addDays, type Booking, type Quote } from '@hotel/shared/domain';
import { REPORT_MESSAGES, type Report, type ReportQuery, type ReportRow } from '@hotel/shared/front-desk/reports';
import { DB_KINDS, bearer, tokenFor, useApp, useGuests, day } from './helpers';
import { expectedReport, readFacts } from './support/reportOracle';
import { addRooms, insertStays, seededYear, type Stay } from './support/reportData';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // 149/119, capacity 2, no bookings
const TZ = DEFAULT_HOTEL_TIME_ZONE;

describe.each(DB_KINDS)('reports on %s', (kind) => {
  const t = useApp(kind);
  const guests = useGuests({ alice: ['alice@example.com', 'Alice Liddell'] });
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    // The statuses of issue 42's stays (checked-in, checked-out, no-show, cancelled), whichever
    // migration allows them: the reports must count only the sold ones.
    await t.tdb.db.exec('ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check');
  });

  const get = (url: string, headers: Record<string, string> = staff) => t.app.inject({ method: 'GET', url, headers });
  const qs = (q: ReportQuery) => `from=${q.from}&to=${q.to}&by=${q.by}&basis=${q.basis}`;
  const report = async (q: ReportQuery): Promise<ReportRow[]> => {
    const res = await get(`/hotel/reports?${qs(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json<Report>().rows;
  };
  const openRooms = async () => (await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rooms WHERE NOT archived'))[0]!.n;

  test('a visitor is refused 401 and a guest 403, as JSON and as CSV', async () => {
    for (const url of ['/hotel/reports?from=2031-01-01&to=2031-01-31', '/hotel/reports.csv?from=2031-01-01&to=2031-01-31']) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, guests.alice)).statusCode).toBe(403);
      expect((await get(url, { ...guests.alice, accept: 'text/csv' })).statusCode).toBe(403);
    }
  });

  test('a wrong query is refused 400 in words, naming each field', async () => {
    const refusal = async (query: string) => {
      const res = await get(`/hotel/reports?${query}`);
      expect(res.statusCode).toBe(400);
      return res.json<{ message: string; code: string; details: { field: string; message: string }[] }>();
    };
    expect((await refusal('')).details).toEqual([
      { field: 'from', message: REPORT_MESSAGES.from },
      { field: 'to', message: REPORT_MESSAGES.to },
    ]);
    expect((await refusal('from=2031-02-01&to=2031-01-31')).message).toBe('To must be on or after From.');
    expect((await refusal('from=2031-01-01&to=2033-01-01')).message).toBe(
      'A report covers at most 731 days (two years): choose a later From or an earlier To.',
    );
    const both = await refusal('from=2031-01-01&to=2031-01-31&by=year&basis=sold');
    expect(both.code).toBe('INVALID_REPORT');
    expect(both.details.map((d) => d.message)).toEqual(['Group by must be one of: day, week, month.', 'Basis must be one of: stay, booked.']);
    // Two years to the day is the widest report.
    expect((await get('/hotel/reports?from=2031-01-01&to=2032-12-31&by=month')).statusCode).toBe(200);
  });

  test('the USALI definitions, on the worked example of docs/product.md', async () => {
    // The seed's 14 rooms, two nights far from its bookings: 3 rooms sold the first night at 120.00,
    // 150.00 and 99.99; 1 the second at 150.00. A no-show and a cancelled stay sell nothing, even
    // while they still hold a night.
    expect(await openRooms()).toBe(14);
    const ids = (await t.tdb.db.query<{ id: string }>('SELECT id FROM rooms WHERE NOT archived ORDER BY id LIMIT 5')).map((r) => r.id);
    const at = Date.parse('2031-03-01T18:00:00Z');
    await insertStays(t.tdb.db, [
      { roomId: ids[0]!, first: '2031-03-10', prices: [12000], status: 'checked-out', createdAt: at },
      { roomId: ids[1]!, first: '2031-03-10', prices: [15000, 15000], status: 'checked-in', createdAt: at },
      { roomId: ids[2]!, first: '2031-03-10', prices: [9999], status: 'confirmed', createdAt: at },
      { roomId: ids[3]!, first: '2031-03-10', prices: [20000], status: 'no-show', createdAt: at },
      { roomId: ids[4]!, first: '2031-03-11', prices: [20000], status: 'cancelled', createdAt: at },
    ]);
    const days = await report({ from: '2031-03-10', to: '2031-03-11', by: 'day', basis: 'stay' });
    expect(days).toEqual([
      { period: '2031-03-10', roomsAvailable: 14, roomsSold: 3, occupancy: 0.2143, adr: 123.33, revpar: 26.43, revenue: 369.99, bookings: 3 },
      { period: '2031-03-11', roomsAvailable: 14, roomsSold: 1, occupancy: 0.0714, adr: 150, revpar: 10.71, revenue: 150, bookings: 1 },
    ]);
    // A booking staying both nights counts once; ADR is revenue ÷ rooms sold, never the days' mean.
    expect(await report({ from: '2031-03-10', to: '2031-03-11', by: 'month', basis: 'stay' })).toEqual([
      { period: '2031-03', roomsAvailable: 28, roomsSold: 4, occupancy: 0.1429, adr: 130, revpar: 18.57, revenue: 519.99, bookings: 3 },
    ]);
    // An empty day is a row too: nothing sold, no ADR.
    expect(await report({ from: '2031-03-12', to: '2031-03-12', by: 'day', basis: 'stay' })).toEqual([
      { period: '2031-03-12', roomsAvailable: 14, roomsSold: 0, occupancy: 0, adr: null, revpar: 0, revenue: 0, bookings: 0 },
    ]);
  });

  test('weeks are ISO weeks (Monday to Sunday, the ISO year) and months calendar months, cut to the range', async () => {
    const rooms = await openRooms();
    // 2031-12-29 is a Monday: that week is 2032-W01; 2031-12-28 ends 2031-W52.
    const weeks = await report({ from: '2031-12-27', to: '2032-01-05', by: 'week', basis: 'stay' });
    expect(weeks.map((r) => [r.period, r.roomsAvailable])).toEqual([
      ['2031-W52', 2 * rooms],
      ['2032-W01', 7 * rooms],
      ['2032-W02', 1 * rooms],
    ]);
    const months = await report({ from: '2031-01-30', to: '2031-03-02', by: 'month', basis: 'stay' });
    expect(months.map((r) => [r.period, r.roomsAvailable])).toEqual([
      ['2031-01', 2 * rooms],
      ['2031-02', 28 * rooms],
      ['2031-03', 2 * rooms],
    ]);
  });

  test('pick-up counts a booking on the hotel day it was made (its time zone), with all its nights, whenever they are', async () => {
    const ids = (await t.tdb.db.query<{ id: string }>('SELECT id FROM rooms WHERE NOT archived ORDER BY id DESC LIMIT 2')).map((r) => r.id);
    // 2031-06-02T06:30Z is still June 1 at the hotel (UTC−7), 2031-06-02T07:30Z is June 2.
    await insertStays(t.tdb.db, [
      { roomId: ids[0]!, first: '2031-09-01', prices: [10000, 11000, 12000], status: 'confirmed', createdAt: Date.parse('2031-06-02T06:30:00Z') },
      { roomId: ids[1]!, first: '2031-12-20', prices: [30050], status: 'confirmed', createdAt: Date.parse('2031-06-02T07:30:00Z') },
      { roomId: ids[1]!, first: '2031-12-22', prices: [30000], status: 'no-show', createdAt: Date.parse('2031-06-02T08:00:00Z') },
    ]);
    const rows = await report({ from: '2031-06-01', to: '2031-06-02', by: 'day', basis: 'booked' });
    expect(rows).toEqual([
      { period: '2031-06-01', roomsAvailable: null, roomsSold: 3, occupancy: null, adr: 110, revpar: null, revenue: 330, bookings: 1 },
      { period: '2031-06-02', roomsAvailable: null, roomsSold: 1, occupancy: null, adr: 300.5, revpar: null, revenue: 300.5, bookings: 1 },
    ]);
  });

  test("a booking's nights keep the prices it was sold at (weekend nights dearer), also after a move", async () => {
    const headers = bearer(await tokenFor('reports-guest@example.com', 'Rita Ports'));
    await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM6}`, headers: staff, payload: { weekendPrice: 200 } });
    // The next Thursday at least 40 days on: Thu, Fri, Sat.
    let thu = day(40);
    while (new Date(`${thu}T00:00:00Z`).getUTCDay() !== 4) thu = addDays(thu, 1);
    // Thu, Fri, Sat and Sun nights as priced now (before the room's nights are taken).
    const quote = (await get(`/rooms/${ROOM6}/quote?checkIn=${thu}&checkOut=${addDays(thu, 4)}&guests=1`, {})).json<Quote>();
    const priced = quote.nights.map((n) => n.total);
    const made = await t.app.inject({ method: 'POST', url: '/bookings', headers, payload: { roomId: ROOM6, bookingDate: thu, nights: 3, guests: 1 } });
    expect(made.statusCode).toBe(201);
    const booking = made.json<Booking>();
    const nights = await report({ from: thu, to: addDays(thu, 2), by: 'day', basis: 'stay' });
    expect(nights.map((r) => r.revenue)).toEqual(priced.slice(0, 3));
    expect(nights.map((r) => r.revenue).reduce((a, b) => a + b)).toBe(booking.price);
    // Moved a night on (Fri, Sat, Sun), priced again: the report follows the stored booking.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/bookings/${booking._id}`,
      headers,
      payload: { bookingDate: addDays(thu, 1), updatedAt: new Date().toISOString() },
    });
    expect(moved.statusCode).toBe(200);
    const after = await report({ from: thu, to: addDays(thu, 3), by: 'day', basis: 'stay' });
    expect(after.map((r) => r.revenue)).toEqual([0, ...priced.slice(1)]);
    expect(priced[1]).toBeGreaterThan(priced[3]!); // Friday's weekend price, Sunday's weekday one
    expect(after).toEqual(expectedReport(await readFacts(t.tdb.db), { from: thu, to: addDays(thu, 3), by: 'day', basis: 'stay' }, TZ));
    // Pick-up: booked today, its three nights.
    const [today] = await report({ from: day(0), to: day(0), by: 'day', basis: 'booked' });
    expect(today).toMatchObject({ roomsSold: 3, revenue: moved.json<Booking>().price });
  });

  test('the CSV (Accept: text/csv or /hotel/reports.csv) is the same report: RFC 4180, a header, CRLF, empty for null', async () => {
    const q: ReportQuery = { from: '2031-03-09', to: '2031-03-12', by: 'day', basis: 'stay' };
    const rows = await report(q);
    const byAccept = await get(`/hotel/reports?${qs(q)}`, { ...staff, accept: 'text/csv' });
    const byPath = await get(`/hotel/reports.csv?${qs(q)}`);
    for (const res of [byAccept, byPath]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="harborview-stay-by-day-2031-03-09-to-2031-03-12.csv"');
    }
    expect(byAccept.body).toBe(byPath.body);
    const lines = byPath.body.split('\r\n');
    expect(lines.pop()).toBe(''); // every record ends with CRLF
    expect(lines[0]).toBe('Period,Rooms available,Rooms sold,Occupancy,ADR,RevPAR,Room revenue,Bookings');
    expect(lines.slice(1).map((l) => l.split(','))).toEqual(
      rows.map((r) => [r.period, r.roomsAvailable, r.roomsSold, r.occupancy, r.adr, r.revpar, r.revenue, r.bookings].map((v) => (v === null ? '' : String(v)))),
    );
    expect(lines[2]).toMatch(/^2031-03-10,\d+,3,/);
    // A refusal stays JSON, in words.
    const bad = await get('/hotel/reports.csv?from=2031-03-09', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(REPORT_MESSAGES.to);
  });

  test('random bookings: every report agrees to the cent with the figures computed from the rows', async () => {
    const rooms = (await t.tdb.db.query<{ id: string }>('SELECT id FROM rooms ORDER BY id')).map((r) => r.id);
    // One archived room with stays of its own: it counts as available on the nights it sold.
    const archived = await addRooms(t.tdb.db, 1, 'zz', true);
    const roomIds = [...rooms, ...archived];
    const window = { first: '2033-01-01', days: 400 };
    const stay = fc.record({
      room: fc.nat({ max: roomIds.length - 1 }),
      offset: fc.nat({ max: window.days - 1 }),
      prices: fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 14 }),
      status: fc.constantFrom('confirmed', 'confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled'),
      madeBefore: fc.integer({ min: 0, max: 200 * 24 * 3600 * 1000 }),
    });
    const query = fc
      .record({ from: fc.nat({ max: window.days + 100 }), span: fc.nat({ max: 420 }), by: fc.constantFrom('day', 'week', 'month'), basis: fc.constantFrom('stay', 'booked') })
      .map(({ from, span, by, basis }): ReportQuery => {
        const start = addDays(window.first, from - 180); // pick-up runs months before the stays
        return { from: start, to: addDays(start, span), by: by as ReportQuery['by'], basis: basis as ReportQuery['basis'] };
      });
    await fc.assert(
      fc.asyncProperty(fc.array(stay, { maxLength: 40 }), fc.array(query, { minLength: 1, maxLength: 3 }), async (drawn, queries) => {
        await t.tdb.db.exec(`DELETE FROM bookings WHERE booking_date >= '${window.first}'`);
        const stays: Stay[] = drawn.map((s) => {
          const first = addDays(window.first, s.offset);
          return { roomId: roomIds[s.room]!, first, prices: s.prices, status: s.status, createdAt: Date.parse(`${first}T12:00:00Z`) - s.madeBefore };
        });
        await insertStays(t.tdb.db, stays); // a stay sharing a room-night with an earlier one is left out
        const facts = await readFacts(t.tdb.db);
        for (const q of queries) expect(await report(q)).toEqual(expectedReport(facts, q, TZ));
      }),
      { numRuns: 15 },
    );
  });

  describe('a seeded year of a 50-room hotel', () => {
    const year: ReportQuery[] = [
      { from: '2034-01-01', to: '2034-12-31', by: 'day', basis: 'stay' },
      { from: '2034-01-01', to: '2034-12-31', by: 'month', basis: 'stay' },
      { from: '2034-01-01', to: '2034-12-31', by: 'week', basis: 'stay' },
      { from: '2033-07-01', to: '2034-12-31', by: 'month', basis: 'booked' },
    ];
    beforeAll(async () => {
      await t.tdb.db.exec(`DELETE FROM bookings; UPDATE rooms SET archived = false`);
      await seededYear(t.tdb.db, 2034, 50);
    }, 120_000);

    test('has 50 rooms on sale and about three nights in four sold', async () => {
      expect(await openRooms()).toBe(50);
      const [whole] = await report({ from: '2034-01-01', to: '2034-12-31', by: 'month', basis: 'stay' }).then((rows) => [
        rows.reduce((a, r) => ({ sold: a.sold + r.roomsSold, available: a.available + r.roomsAvailable! }), { sold: 0, available: 0 }),
      ]);
      expect(whole!.available).toBe(50 * 365);
      expect(whole!.sold / whole!.available).toBeGreaterThan(0.6);
      expect(whole!.sold / whole!.available).toBeLessThan(0.9);
    });

    test('every report of the year agrees to the cent with the figures computed from the rows, and its query time is printed', async () => {
      const facts = await readFacts(t.tdb.db);
      const times: string[] = [];
      for (const q of year) {
        const rows = await report(q); // warm
        expect(rows).toEqual(expectedReport(facts, q, TZ));
        const ms: number[] = [];
        for (let i = 0; i < 5; i++) {
          const start = process.hrtime.bigint();
          await t.app.repos.reports.report(q);
          ms.push(Number(process.hrtime.bigint() - start) / 1e6);
        }
        ms.sort((a, b) => a - b);
        times.push(`${q.basis} by ${q.by}, ${q.from}..${q.to}: median ${ms[2]!.toFixed(1)} ms (min ${ms[0]!.toFixed(1)}, max ${ms[4]!.toFixed(1)})`);
      }
      console.log(`reports on ${kind}, 50 rooms, ${facts.nights.length} sold-or-held nights, ${facts.bookings.length} bookings:\n${times.join('\n')}`);
    }, 120_000);
  });
});

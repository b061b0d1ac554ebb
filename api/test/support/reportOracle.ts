// The reports' figures computed again, in plain TypeScript over the rows (no SQL but three SELECT *),
// to check GET /hotel/reports against (docs/product.md "Reports": the USALI definitions). Money in
// whole cents until the end; the hotel's date of an instant from Intl, not from the database.
import { addDays, daysBetween, todayIn } from '@hotel/shared/domain';
import type { ReportQuery, ReportRow } from '@hotel/shared/front-desk/reports';
import type { Queryable } from '../../src/db/index';

/** Written out again on purpose: the statuses whose nights are sold (issue 42). */
const SOLD = new Set(['confirmed', 'checked-in', 'checked-out']);

export interface Facts {
  rooms: { id: string; archived: boolean }[];
  bookings: { id: string; status: string; createdMs: number }[];
  nights: { roomId: string; night: string; bookingId: string; cents: number }[];
}

export async function readFacts(db: Queryable): Promise<Facts> {
  const [rooms, bookings, nights] = await Promise.all([
    db.query<Facts['rooms'][number]>('SELECT id, archived FROM rooms'),
    db.query<Facts['bookings'][number]>(`SELECT id, status, (extract(epoch FROM created_at) * 1000)::float8 AS "createdMs" FROM bookings`),
    db.query<{ roomId: string; night: string; bookingId: string; price: string | number }>(
      `SELECT room_id AS "roomId", to_char(night, 'YYYY-MM-DD') AS night, booking_id AS "bookingId", price::text AS price FROM booking_nights`,
    ),
  ]);
  return { rooms, bookings, nights: nights.map(({ price, ...n }) => ({ ...n, cents: Math.round(Number(price) * 100) })) };
}

/** ISO 8601 week of a date: the week (Monday first) belongs to the year of its Thursday. */
export function isoWeek(date: string): string {
  const monday0 = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thursday = addDays(date, 3 - monday0);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const periodOf = (by: ReportQuery['by'], date: string) => (by === 'day' ? date : by === 'week' ? isoWeek(date) : date.slice(0, 7));
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

interface Acc {
  available: number;
  sold: number;
  cents: number;
  bookings: Set<string>;
}

export function expectedReport(f: Facts, q: ReportQuery, timeZone: string): ReportRow[] {
  const acc = new Map<string, Acc>();
  const days = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
  for (const d of days) if (!acc.has(periodOf(q.by, d))) acc.set(periodOf(q.by, d), { available: 0, sold: 0, cents: 0, bookings: new Set() });
  const booking = new Map(f.bookings.map((b) => [b.id, b]));
  const archived = new Set(f.rooms.filter((r) => r.archived).map((r) => r.id));
  const sold = f.nights.filter((n) => SOLD.has(booking.get(n.bookingId)!.status));
  const add = (period: string, n: Facts['nights'][number]) => {
    const a = acc.get(period)!;
    a.sold += 1;
    a.cents += n.cents;
    a.bookings.add(n.bookingId);
  };
  if (q.basis === 'stay') {
    const open = f.rooms.length - archived.size;
    for (const d of days) {
      const archivedSelling = new Set(sold.filter((n) => n.night === d && archived.has(n.roomId)).map((n) => n.roomId));
      acc.get(periodOf(q.by, d))!.available += open + archivedSelling.size;
    }
    for (const n of sold) if (n.night >= q.from && n.night <= q.to) add(periodOf(q.by, n.night), n);
  } else {
    for (const n of sold) {
      const made = todayIn(timeZone, new Date(booking.get(n.bookingId)!.createdMs));
      if (made >= q.from && made <= q.to) add(periodOf(q.by, made), n);
    }
  }
  return [...acc].map(([period, a]) => {
    const stay = q.basis === 'stay';
    return {
      period,
      roomsAvailable: stay ? a.available : null,
      roomsSold: a.sold,
      occupancy: stay ? (a.available ? round(a.sold / a.available, 4) : null) : null,
      adr: a.sold ? Math.round(a.cents / a.sold) / 100 : null,
      revpar: stay ? (a.available ? Math.round(a.cents / a.available) / 100 : null) : null,
      revenue: a.cents / 100,
      bookings: a.bookings.size,
    };
  });
}

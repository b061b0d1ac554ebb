// The manager's reports (GET /hotel/reports, docs/product.md "Reports"): one statement per report, so
// every figure of a row comes from the same snapshot of the bookings. A sold night is a row of
// booking_nights whose booking's status is one of SOLD_STATUSES; its room revenue is the price the
// night was sold at (booking_nights.price, migration 010_reports.sql). The dates are the hotel's: a
// night is a hotel date already, a booking's made-at instant is read in the hotel's time zone.
import { SOLD_STATUSES, type ReportGrouping, type ReportQuery, type ReportRow } from '@hotel/shared/front-desk/reports';
import type { Queryable } from '../db/index';

/** The period a day falls in: the day, its ISO week (2026-W11, ISO year), its calendar month. */
const PERIOD_FORMAT: Record<ReportGrouping, string> = {
  day: 'YYYY-MM-DD',
  week: 'IYYY-"W"IW',
  month: 'YYYY-MM',
};

// $1 from, $2 to (dates, both included), $3 the sold statuses, $4 the period's to_char format.
const PERIODS = `days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d)`;

/** The figures of a row from its period, available room-nights, sold room-nights, revenue and bookings. */
const FIGURES = `p.period, p.available AS "roomsAvailable", coalesce(t.sold, 0) AS "roomsSold",
       round(coalesce(t.sold, 0)::numeric / nullif(p.available, 0), 4)::float8 AS occupancy,
       round(t.revenue / nullif(t.sold, 0), 2)::float8 AS adr,
       round(coalesce(t.revenue, 0) / nullif(p.available, 0), 2)::float8 AS revpar,
       coalesce(t.revenue, 0)::float8 AS revenue, coalesce(t.bookings, 0) AS bookings`;

/**
 * By stay date. A day's rooms available are the rooms on sale (not archived) plus any archived room
 * that still holds a sold night that day, so occupancy never passes 100%. Out-of-order rooms and
 * blocked nights stay in the rooms available (USALI: only rooms out of the inventory for a long
 * time leave it).
 */
const BY_STAY = `WITH ${PERIODS},
sold AS (
  SELECT n.night AS day, n.room_id, n.price, n.booking_id, r.archived
    FROM booking_nights n JOIN bookings b ON b.id = n.booking_id JOIN rooms r ON r.id = n.room_id
   WHERE n.night BETWEEN $1::date AND $2::date AND b.status = ANY($3::text[])
),
daily AS (
  SELECT d.day, (SELECT count(*) FROM rooms WHERE NOT archived) + count(DISTINCT s.room_id) FILTER (WHERE s.archived) AS available
    FROM days d LEFT JOIN sold s ON s.day = d.day GROUP BY d.day
),
p AS (SELECT to_char(day, $4) AS period, min(day) AS first, sum(available)::int AS available FROM daily GROUP BY 1),
t AS (
  SELECT to_char(day, $4) AS period, count(*)::int AS sold, sum(price) AS revenue, count(DISTINCT booking_id)::int AS bookings
    FROM sold GROUP BY 1
)
SELECT ${FIGURES} FROM p LEFT JOIN t USING (period) ORDER BY p.first`;

/**
 * Pick-up, by the hotel date the booking was made ($5: the hotel's time zone): the bookings still
 * sold, and every night they hold, whenever it is. Rooms available, occupancy and RevPAR have no
 * meaning here and are null.
 */
const BY_BOOKED = `WITH ${PERIODS},
made AS (
  SELECT b.id, (b.created_at AT TIME ZONE $5)::date AS day FROM bookings b
   WHERE b.status = ANY($3::text[])
     AND b.created_at >= $1::date::timestamp AT TIME ZONE $5 AND b.created_at < ($2::date + 1)::timestamp AT TIME ZONE $5
),
p AS (SELECT to_char(day, $4) AS period, min(day) AS first, NULL::int AS available FROM days GROUP BY 1),
t AS (
  SELECT to_char(m.day, $4) AS period, count(*)::int AS sold, sum(n.price) AS revenue, count(DISTINCT m.id)::int AS bookings
    FROM made m JOIN booking_nights n ON n.booking_id = m.id GROUP BY 1
)
SELECT ${FIGURES} FROM p LEFT JOIN t USING (period) ORDER BY p.first`;

export function reportsRepository(db: Queryable, timeZone: string) {
  return {
    /** The report's rows, one per period of the range (empty periods included), oldest first. */
    report(q: ReportQuery): Promise<ReportRow[]> {
      const params = [q.from, q.to, SOLD_STATUSES, PERIOD_FORMAT[q.by]];
      if (q.basis === 'stay') return db.query<ReportRow>(BY_STAY, params);
      return db.query<ReportRow>(BY_BOOKED, [...params, timeZone]);
    },
  };
}

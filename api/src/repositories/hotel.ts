// The front desk's reads of stays: the hotel's day (GET /hotel/today) and the tape chart's stays
// (GET /hotel/bookings). Dates are the hotel's, given by the handler; a stay holds
// [booking_date, booking_date + nights).
import { BOOKING_ID_DISPLAY_LENGTH, type Booking, type HotelToday } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { BOOKING_COLUMNS, toBooking, type BookingRow } from './bookings';

const stays = (where: string) =>
  `SELECT ${BOOKING_COLUMNS} FROM bookings b WHERE ${where} ORDER BY booking_date, created_at, id`;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function hotelRepository(db: Queryable) {
  const list = async (where: string, params: unknown[]) => (await db.query<BookingRow>(stays(where), params)).map(toBooking);
  return {
    /**
     * The day from the stays' states (docs/product.md "A stay's states"): confirmed stays to check in
     * (from their arrival day to their last night), guests checked in to check out (due today or
     * overdue) or staying tonight, the check-outs and no-shows of today (`timeZone`'s day, undoable);
     * the next `days` nights' sales and the new messages.
     */
    async today(today: string, timeZone: string, days: number): Promise<HotelToday> {
      const [arrivals, departures, inHouse, done, sold, open, messages] = await Promise.all([
        list("status = 'confirmed' AND booking_date <= $1::date AND booking_date + nights > $1::date", [today]),
        list("status = 'checked-in' AND booking_date + nights <= $1::date", [today]),
        list("status = 'checked-in' AND booking_date + nights > $1::date", [today]),
        list(
          "status IN ('checked-out', 'no-show') AND previous_status IS NOT NULL AND (status_changed_at AT TIME ZONE $2)::date = $1::date",
          [today, timeZone],
        ),
        db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM booking_nights WHERE night >= $1::date AND night < $1::date + $2::int',
          [today, days],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM rooms WHERE NOT archived'),
        db.query<{ n: number }>("SELECT count(*)::int AS n FROM contact_messages WHERE state = 'new'"),
      ]);
      return {
        date: today,
        arrivals,
        departures,
        inHouse,
        done,
        nightsSold: { sold: sold[0]!.n, available: open[0]!.n * days },
        newMessages: messages[0]!.n,
      };
    },

    /**
     * The stays overlapping [from, to), by first night; with `q`, only those whose guest e-mail or
     * name contains it (any case), whose id ends with it (its last BOOKING_ID_DISPLAY_LENGTH characters, as the guest sees it),
     * or whose confirmation code it is (any case).
     */
    overlapping(from: string, to: string, q?: string): Promise<Booking[]> {
      // A no-show holds no night any more: another stay may have taken them.
      const overlap = "status <> 'no-show' AND booking_date < $2::date AND booking_date + nights > $1::date";
      if (!q) return list(overlap, [from, to]);
      const needle = q.toLowerCase();
      return list(
        `${overlap} AND (lower(user_email) LIKE $3 ESCAPE '\\' OR lower(user_name) LIKE $3 ESCAPE '\\'
                        OR (length($4::text) = $5::int AND right(id, $5::int) = $4::text)
                        OR confirmation_code = upper($4::text))`,
        [from, to, `%${likeEscape(needle)}%`, needle, BOOKING_ID_DISPLAY_LENGTH],
      );
    },
  };
}

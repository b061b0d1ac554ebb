// The hotel's writes to a guest's booking (DELETE and PATCH /bookings/:id by staff): like the guest's
// own (./bookings.ts: the booking row locked, every night taken before the old ones are given back,
// all or nothing) but on any guest's booking, with the rule passed by the handler as `check`, and
// the audit row in the same transaction. `check` answers whether this write is the hotel's (audited)
// or a staff member's own booking handled under the guest's rules (not audited).
import { stayNights, type Booking } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { ID_RE } from '../schemas';
import {
  BOOKING_COLUMNS,
  anyBlocked,
  bookingNotFound,
  dateNotAvailable,
  holdNights,
  toBooking,
  type BookingRow,
} from './bookings';
import { recordAudit } from './audit';
import { stayPriceIn } from './rates';
import type { Write } from './write';

/** Throws to refuse; true when the write is the hotel's (audited). */
export type StaffBookingCheck = (booking: Booking) => boolean;

export interface StaffMove {
  /** The new first night. */
  bookingDate: string;
  /** The new length (the stay's own when absent). */
  nights?: number;
}

async function lockedBooking(q: Queryable, id: string): Promise<Booking> {
  if (!ID_RE.test(id)) throw bookingNotFound();
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw bookingNotFound();
  return toBooking(row);
}

const stayOf = (b: Booking) => ({ bookingDate: b.bookingDate, nights: b.nights, checkOut: b.checkOut, price: b.price });

export function staffBookingsRepository(write: Write) {
  return {
    /** Deletes any guest's booking once `check` accepts it, freeing every night. */
    cancel(id: string, actor: string, reason: string | null, check: StaffBookingCheck): Promise<Booking> {
      return write(async (tx, changed) => {
        const booking = await lockedBooking(tx, id);
        const audited = check(booking);
        await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
        if (audited) {
          await recordAudit(tx, { actor, action: 'booking.cancel', target: 'booking', targetId: id, before: booking, after: null, reason });
        }
        await changed();
        return booking;
      });
    },

    /**
     * Moves any guest's stay (and may change its length) once `check` accepts it, priced again at the
     * rates as they are now; 409 when a new night is taken or blocked or a rate rule refuses the arrival.
     */
    move(id: string, actor: string, m: StaffMove, check: StaffBookingCheck): Promise<Booking> {
      return write(async (tx, changed) => {
        const booking = await lockedBooking(tx, id);
        const audited = check(booking);
        const nights = m.nights ?? booking.nights;
        const price = await stayPriceIn(tx, booking.roomId, m.bookingDate, nights, booking.guests);
        const before = new Set(stayNights(booking.bookingDate, booking.nights));
        const after = stayNights(m.bookingDate, nights);
        const added = after.filter((night) => !before.has(night));
        const freed = [...before].filter((night) => !after.includes(night));
        if (await anyBlocked(tx, booking.roomId, added)) throw dateNotAvailable();
        if ((await holdNights(tx, booking.roomId, booking._id, added)) < added.length) throw dateNotAvailable();
        await tx.query('DELETE FROM booking_nights WHERE booking_id = $1 AND night = ANY($2::date[])', [booking._id, freed]);
        const [row] = await tx.query<BookingRow>(
          `UPDATE bookings SET booking_date = $2::date, nights = $3, price = $4, updated_at = now()
            WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
          [booking._id, m.bookingDate, nights, price],
        );
        const moved = toBooking(row!);
        if (audited) {
          await recordAudit(tx, { actor, action: 'booking.move', target: 'booking', targetId: id, before: stayOf(booking), after: stayOf(moved) });
        }
        await changed();
        return moved;
      });
    },
  };
}

// The hotel's writes to a guest's booking (POST /hotel/bookings/:id/cancel and /move): like the
// guest's own (./bookings.ts: the booking row locked, every night taken before the old ones are given
// back, all or nothing) but on any guest's booking, with the rule passed by the handler as `check`,
// and the audit row in the same transaction. Each answers a Result (./result.ts); a refusal rolls
// the transaction back.
import type { Booking } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { lockedBooking, partnerChanged, restay, stayFacts } from './bookings';
import { stayMails } from '../mail/stayMails';
import { recordAudit } from './audit';
import { ok, type Result } from './result';
import type { Write } from './write';

/** Refuses, or accepts the write. */
export type StaffBookingCheck = (booking: Booking) => Result<true>;

export interface StaffMove {
  /** The new first night. */
  bookingDate: string;
  /** The new length (the stay's own when absent). */
  nights?: number;
}

/** The booking, locked, once `check` accepts it; or the refusal. */
async function checkedBooking(tx: Queryable, id: string, check: StaffBookingCheck): Promise<Result<Booking>> {
  const found = await lockedBooking(tx, id);
  if (!found.ok) return found;
  const accepted = check(found.value);
  return accepted.ok ? found : accepted;
}

const stayOf = (b: Booking) => ({ bookingDate: b.bookingDate, nights: b.nights, checkOut: b.checkOut, price: b.price });

export function staffBookingsRepository(write: Write) {
  return {
    /** Deletes any guest's booking once `check` accepts it, freeing every night. */
    cancel(id: string, actor: string, reason: string, check: StaffBookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail, partner) => {
        const checked = await checkedBooking(tx, id, check);
        if (!checked.ok) return checked;
        const booking = checked.value;
        const facts = await stayFacts(tx, id);
        await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
        await recordAudit(tx, { actor, action: 'booking.cancel', target: 'booking', targetId: id, before: booking, after: null, reason });
        await changed();
        await mail(stayMails.cancelled(booking, facts, reason));
        await partnerChanged(partner, 'booking.cancelled', booking);
        return ok(booking);
      });
    },

    /** Moves any guest's stay (and may change its length) once `check` accepts it (restay, ./bookings.ts). */
    move(id: string, actor: string, m: StaffMove, check: StaffBookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail, partner) => {
        const checked = await checkedBooking(tx, id, check);
        if (!checked.ok) return checked;
        const booking = checked.value;
        const moved = await restay(tx, booking, m.bookingDate, m.nights ?? booking.nights);
        if (!moved.ok) return moved;
        await recordAudit(tx, { actor, action: 'booking.move', target: 'booking', targetId: id, before: stayOf(booking), after: stayOf(moved.value) });
        await changed();
        await mail(stayMails.moved(moved.value, await stayFacts(tx, id), true));
        await partnerChanged(partner, 'booking.moved', moved.value);
        return moved;
      });
    },
  };
}

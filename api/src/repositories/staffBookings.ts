// The hotel's writes to a guest's booking (DELETE and PATCH /bookings/:id by staff): like the guest's
// own (./bookings.ts: the booking row locked, every night taken before the old ones are given back,
// all or nothing) but on any guest's booking, with the rule passed by the handler as `check`, and
// the audit row in the same transaction. `check` answers whether this write is the hotel's (audited)
// or a staff member's own booking handled under the guest's rules (not audited). Each answers a
// Result (./result.ts); a refusal rolls the transaction back.
import type { Booking } from '@hotel/shared/domain';
import { icsSequence, lockedBooking, restay } from './bookings';
import { stayMails } from '../mail/stayMails';
import { recordAudit } from './audit';
import { ok, type Result } from './result';
import type { Write } from './write';

/** Refuses, or accepts: true when the write is the hotel's (audited). */
export type StaffBookingCheck = (booking: Booking) => Result<boolean>;

export interface StaffMove {
  /** The new first night. */
  bookingDate: string;
  /** The new length (the stay's own when absent). */
  nights?: number;
}

const stayOf = (b: Booking) => ({ bookingDate: b.bookingDate, nights: b.nights, checkOut: b.checkOut, price: b.price });

export function staffBookingsRepository(write: Write) {
  return {
    /** Deletes any guest's booking once `check` accepts it, freeing every night. */
    cancel(id: string, actor: string, reason: string | null, check: StaffBookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail) => {
        const found = await lockedBooking(tx, id);
        if (!found.ok) return found;
        const booking = found.value;
        const audited = check(booking);
        if (!audited.ok) return audited;
        const sequence = await icsSequence(tx, id);
        await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
        if (audited.value) {
          await recordAudit(tx, { actor, action: 'booking.cancel', target: 'booking', targetId: id, before: booking, after: null, reason });
        }
        await changed();
        await mail(stayMails.cancelled(booking, sequence, audited.value ? reason : null));
        return ok(booking);
      });
    },

    /** Moves any guest's stay (and may change its length) once `check` accepts it (restay, ./bookings.ts). */
    move(id: string, actor: string, m: StaffMove, check: StaffBookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail) => {
        const found = await lockedBooking(tx, id);
        if (!found.ok) return found;
        const booking = found.value;
        const audited = check(booking);
        if (!audited.ok) return audited;
        const moved = await restay(tx, booking, m.bookingDate, m.nights ?? booking.nights);
        if (!moved.ok) return moved;
        if (audited.value) {
          await recordAudit(tx, { actor, action: 'booking.move', target: 'booking', targetId: id, before: stayOf(booking), after: stayOf(moved.value) });
        }
        await changed();
        await mail(stayMails.moved(moved.value, await icsSequence(tx, id), audited.value));
        return moved;
      });
    },
  };
}

// What staff may do to a guest's booking (docs/product.md "Front desk", "Rules the API enforces"),
// on their own routes (POST /hotel/bookings/:id/cancel and /move, ../routes/hotelBookings.ts): cancel
// it with a reason, or move it (and change its length) with availability checked as for the guest,
// at any time before its first night: the guest's 24-hour window is the guest's, not the hotel's.
// The guest's rules, which a staff member's own booking follows on the guest routes like anyone's,
// are the last two functions.
import type { FastifyInstance } from 'fastify';
import { guestMayChange, stayHasBegun, todayIn, validateUpdateDate, type Booking } from '@hotel/shared/domain';
import { validateBookingDate, validateNights } from '@hotel/shared/checks';
import { firstNightHasCome } from '@hotel/shared/front-desk/limits';
import type { AuthUser } from '../auth';
import { invalid, ok, refuse, type Refusal, type Result } from '../repositories/result';
import { badRequest } from './errors';
import { unwrap } from './refusals';
import { REASON_MESSAGES, requiredReason } from './reason';

export const HOTEL_BOOKING_MESSAGES = {
  cancelStarted: 'This stay has already begun: it can no longer be cancelled.',
  moveStarted: 'This stay has already begun: it can no longer be moved.',
  guestBegun: 'This stay has already begun: it can no longer be cancelled or moved.',
} as const;

const begun = (app: FastifyInstance, b: Booking) => firstNightHasCome(b.bookingDate, app.ctx.now(), app.ctx.timeZone);

/** The bookingDate at fault, as INVALID_INPUT naming it. */
export const invalidDate = (error: string): Refusal => invalid(error, [{ field: 'bookingDate', message: error }]);

export async function cancelAsStaff(app: FastifyInstance, staff: AuthUser, id: string, reason: unknown): Promise<Booking> {
  const why = requiredReason(reason, REASON_MESSAGES.cancelRequired);
  const cancelled = await app.repos.staffBookings.cancel(id, staff.email, why, (booking): Result<true> =>
    begun(app, booking) ? refuse('STAY_STARTED', { message: HOTEL_BOOKING_MESSAGES.cancelStarted }) : ok(true),
  );
  return unwrap(cancelled);
}

export async function moveAsStaff(app: FastifyInstance, staff: AuthUser, id: string, next: string, rawNights: unknown): Promise<Booking> {
  const { ctx, repos } = app;
  let nights: number | undefined;
  if (rawNights !== undefined) {
    const v = validateNights(rawNights);
    if (!v.ok) throw badRequest(v.message, v.details);
    nights = v.value;
  }
  const today = todayIn(ctx.timeZone, ctx.now());
  const moved = await repos.staffBookings.move(id, staff.email, { bookingDate: next, nights }, (booking): Result<true> => {
    if (begun(app, booking)) return refuse('STAY_STARTED', { message: HOTEL_BOOKING_MESSAGES.moveStarted });
    const error =
      nights === undefined || nights === booking.nights
        ? validateUpdateDate({ current: booking.bookingDate, next, today, nights: booking.nights })
        : validateBookingDate(next, today, nights);
    return error ? invalidDate(error) : ok(true);
  });
  return unwrap(moved);
}

/** The guest's one rule (guestMayChange): a stay begun says so; one past its cut-off refuses as `late`. */
function guestRefusal(app: FastifyInstance, booking: Booking, late: 'CANCEL_TOO_LATE' | 'CHANGE_DATE_TOO_LATE'): Refusal | undefined {
  if (guestMayChange(booking, app.ctx.now(), app.ctx.timeZone)) return undefined;
  return stayHasBegun(booking) ? refuse('STAY_STARTED', { message: HOTEL_BOOKING_MESSAGES.guestBegun }) : refuse(late);
}

/**
 * The guest's rules for moving their stay to `next` (a staff member's own booking follows them too):
 * a stay not begun, within the cancellation window (docs/product.md §4), to a date validateUpdateDate accepts.
 */
export function guestMoveRefusal(app: FastifyInstance, booking: Booking, next: string): Refusal | undefined {
  const { ctx } = app;
  const refused = guestRefusal(app, booking, 'CHANGE_DATE_TOO_LATE');
  if (refused) return refused;
  const error = validateUpdateDate({ current: booking.bookingDate, next, today: todayIn(ctx.timeZone, ctx.now()), nights: booking.nights });
  return error ? invalidDate(error) : undefined;
}

/** The guest's rule for cancelling their stay: not begun, and at least a day before its first night. */
export function guestCancelRefusal(app: FastifyInstance, booking: Booking): Refusal | undefined {
  return guestRefusal(app, booking, 'CANCEL_TOO_LATE');
}

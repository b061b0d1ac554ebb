// What staff may do to a guest's booking (docs/product.md "Front desk", "Rules the API enforces"):
// cancel it with a reason, or move it (and change its length) with availability checked as for the
// guest, at any time before its first night: the guest's 24-hour window is the guest's, not the
// hotel's. A staff member's own booking, handled without a reason or a new length, follows the
// guest's rules like anyone's. Used by the DELETE and PATCH /bookings/:id handlers for a staff token.
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  canCancel,
  canChangeDate,
  todayIn,
  validateBookingDate,
  validateNights,
  validateUpdateDate,
  type Booking,
} from '@hotel/shared/domain';
import { sameEmail, type AuthUser } from '../auth';
import { badRequest, conflict } from './errors';
import { requiredReason } from './reason';

export const HOTEL_BOOKING_MESSAGES = {
  reasonRequired: 'A reason is required when the hotel cancels a guest’s booking.',
  cancelStarted: 'This stay has already begun: it can no longer be cancelled.',
  moveStarted: 'This stay has already begun: it can no longer be moved.',
} as const;

const checkReason = (reason: unknown) => requiredReason(reason, HOTEL_BOOKING_MESSAGES.reasonRequired);

/** The first night (00:00 of bookingDate, hotel time zone) has come. */
const started = (app: FastifyInstance, b: Booking) => todayIn(app.ctx.timeZone, app.ctx.now()) >= b.bookingDate;

export async function cancelAsStaff(app: FastifyInstance, staff: AuthUser, id: string, reason: unknown): Promise<void> {
  const { ctx, repos } = app;
  const given = reason !== undefined && reason !== null;
  const r = given ? checkReason(reason) : null;
  await repos.staffBookings.cancel(id, staff.email, r, (booking) => {
    if (!given && sameEmail(booking.userEmail, staff.email)) {
      if (!canCancel(booking.bookingDate, ctx.now(), ctx.timeZone)) throw conflict(MESSAGES.cancelTooLate, 'CANCEL_TOO_LATE');
      return false;
    }
    if (!given) checkReason(reason);
    if (started(app, booking)) throw conflict(HOTEL_BOOKING_MESSAGES.cancelStarted, 'STAY_STARTED');
    return true;
  });
}

export async function moveAsStaff(
  app: FastifyInstance,
  staff: AuthUser,
  id: string,
  next: string,
  rawNights: unknown,
): Promise<Booking> {
  const { ctx, repos } = app;
  let nights: number | undefined;
  if (rawNights !== undefined) {
    const v = validateNights(rawNights);
    if (!v.ok) throw badRequest(v.message, v.details);
    nights = v.value;
  }
  const today = todayIn(ctx.timeZone, ctx.now());
  return repos.staffBookings.move(id, staff.email, { bookingDate: next, nights }, (booking) => {
    if (nights === undefined && sameEmail(booking.userEmail, staff.email)) {
      if (!canChangeDate(booking.bookingDate, ctx.now(), ctx.timeZone)) throw conflict(MESSAGES.changeDateTooLate, 'CHANGE_DATE_TOO_LATE');
      const error = validateUpdateDate({ current: booking.bookingDate, next, today });
      if (error) throw badRequest(error, [{ field: 'bookingDate', message: error }]);
      return false;
    }
    if (started(app, booking)) throw conflict(HOTEL_BOOKING_MESSAGES.moveStarted, 'STAY_STARTED');
    const error =
      nights === undefined || nights === booking.nights
        ? validateUpdateDate({ current: booking.bookingDate, next, today })
        : validateBookingDate(next, today);
    if (error) throw badRequest(error, [{ field: 'bookingDate', message: error }]);
    return true;
  });
}

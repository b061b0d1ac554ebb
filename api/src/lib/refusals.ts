// The one place a repository's refusal becomes HTTP: its status, code and words, as clients have
// always seen them (docs/architecture.md §6, api/README.md "Repositories return results").
import { MESSAGES } from '@hotel/shared/domain';
import { CURRENCY_MESSAGES } from '@hotel/shared/currency';
import { PHOTO_MESSAGES } from '@hotel/shared/front-desk/photoRules';
import { PARTNER_MESSAGES } from '@hotel/shared/front-desk/partners';
import type { Refusal, Reason, Result } from '../repositories/result';
import { HttpError } from './errors';

const HTTP: Record<Reason, [status: number, code: string, message: string]> = {
  BOOKING_NOT_FOUND: [404, 'BOOKING_NOT_FOUND', 'Booking not found'],
  NOT_YOUR_BOOKING: [403, 'FORBIDDEN', 'This booking belongs to another guest'],
  DATE_NOT_AVAILABLE: [409, 'DATE_NOT_AVAILABLE', MESSAGES.dateNotAvailable],
  ROOM_CLOSED: [409, 'ROOM_CLOSED', 'This room is closed for repairs on those nights.'],
  OUT_OF_ORDER_OVERLAP: [409, 'OUT_OF_ORDER_OVERLAP', 'Bookings hold nights of this room in that period.'],
  STAY_REFUSED: [409, 'STAY_REFUSED', 'This stay is refused by the room’s rates.'],
  CANCEL_TOO_LATE: [409, 'CANCEL_TOO_LATE', MESSAGES.cancelTooLate],
  CHANGE_DATE_TOO_LATE: [409, 'CHANGE_DATE_TOO_LATE', MESSAGES.changeDateTooLate],
  STAY_STARTED: [409, 'STAY_STARTED', 'This stay has already begun.'],
  STAY_STATE: [409, 'STAY_STATE', 'This stay cannot change to that state now.'],
  INVALID_INPUT: [400, 'BAD_REQUEST', 'Invalid request'],
  ROOM_NOT_FOUND: [404, 'ROOM_NOT_FOUND', MESSAGES.roomNotFound],
  RATE_NOT_FOUND: [404, 'RATE_NOT_FOUND', 'Rate period not found'],
  RATE_OVERLAP: [409, 'RATE_OVERLAP', 'This period overlaps another.'],
  PROMOTION_NOT_FOUND: [404, 'PROMOTION_NOT_FOUND', 'Promotion not found'],
  PROMOTION_CODE_TAKEN: [409, 'PROMOTION_CODE_TAKEN', 'Another promotion has this code.'],
  PROMO_REFUSED: [409, 'PROMO_REFUSED', 'This promo code does not apply to this stay.'],
  RATE_CHANGED: [409, 'RATE_CHANGED', CURRENCY_MESSAGES.rateChanged],
  MESSAGE_NOT_FOUND: [404, 'MESSAGE_NOT_FOUND', 'Message not found'],
  NO_BOOKING: [403, 'NO_BOOKING', 'Only guests who booked this room can review it'],
  REVIEW_EXISTS: [409, 'REVIEW_EXISTS', 'You have already reviewed this room'],
  NO_OWN_REVIEW: [404, 'REVIEW_NOT_FOUND', 'You have not reviewed this room yet'],
  NO_GUEST_REVIEW: [404, 'REVIEW_NOT_FOUND', 'This guest has not reviewed this room'],
  IDEMPOTENCY_KEY_REUSED: [422, 'IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request'],
  PHOTO_NOT_FOUND: [404, 'PHOTO_NOT_FOUND', PHOTO_MESSAGES.photoNotFound],
  ROOM_FULL: [409, 'ROOM_FULL', PHOTO_MESSAGES.roomFull],
  PARTNER_NOT_FOUND: [404, 'PARTNER_NOT_FOUND', PARTNER_MESSAGES.notFound],
  PARTNER_ORIGIN_REFUSED: [403, 'PARTNER_ORIGIN_REFUSED', PARTNER_MESSAGES.originRefused],
};

/** The HTTP error a refusal answers: the reason's status and code, its own words when it has them. */
export function httpError(r: Refusal): HttpError {
  const [status, code, message] = HTTP[r.reason];
  return new HttpError(status, r.message ?? message, r.code ?? code, r.details);
}

/** The value of a result, or the refusal thrown as its HttpError (the route's error answer). */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw httpError(result);
  return result.value;
}

import { STAY_PARAMS, type StayParams } from '../routes';
import { BOOKING_HORIZON_MONTHS, GUESTS_MAX, GUESTS_MIN, STAY_NIGHTS_MAX } from './constants';
import { addDays, addMonths, daysBetween, formatBookingDate, isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { quoteStay, type Pricing } from './ratePricing';
import type { Validated } from './types';

/**
 * A stay (docs/product.md §5, "A stay"): nights from `checkIn` up to, not including, `checkOut`, for
 * `guests`. A booking holds each of its nights; the check-out day stays free for the next guest.
 */
export type Stay = StayParams;

/** The check-out day of a stay of `nights` nights from `checkIn`. */
export function checkOutFor(checkIn: string, nights: number): string {
  return addDays(checkIn, nights);
}

/** Nights from `checkIn` to `checkOut` (0 or negative when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return daysBetween(checkIn, checkOut);
}

/** Every night a stay holds, in order: `checkIn` and the `nights − 1` days after it (never the check-out day). */
export function stayNights(checkIn: string, nights: number): string[] {
  return Array.from({ length: Math.max(0, nights) }, (_, i) => addDays(checkIn, i));
}

/**
 * The stay total (quoteStay's): each night's total for the guests, summed. Without `checkIn` the room
 * is priced at its default rate (the specification's bookingTotal × nights), which is exact for a room
 * without rates; a room with rates needs the stay's first night.
 */
export function stayTotal(room: Pricing, guests: number, nights: number, checkIn?: string): number {
  if (checkIn === undefined) return quoteStay({ price: room.price, discountPrice: room.discountPrice }, '2000-01-01', nights, guests).total;
  return quoteStay(room, checkIn, nights, guests).total;
}

/**
 * The booking horizon: BOOKING_HORIZON_MONTHS after the hotel's `today`. A stay's nights are all
 * before it (its check-out is the horizon at the latest), so the last night one can book is the day before.
 */
export function bookingHorizon(today: string): string {
  return addMonths(today, BOOKING_HORIZON_MONTHS);
}

/** The last check-in of a stay of `nights` within the horizon (its check-out on the horizon): a date field's or calendar's end. */
export function lastArrival(today: string, nights = 1): string {
  return addDays(bookingHorizon(today), -nights);
}

/**
 * Why a stay of `nights` from `checkIn` cannot be booked yet ("Bookings open up to 18 months ahead:
 * choose a stay before Thu, Jun 10, 2027."), or null when it ends by the horizon. The check-in is
 * compared first: a check-out past the year 9999 has no 4-digit year to compare.
 */
export function horizonRefusal(checkIn: string, nights: number, today: string): string | null {
  const horizon = bookingHorizon(today);
  if (checkIn < horizon && checkOutFor(checkIn, nights) <= horizon) return null;
  return MESSAGES.beyondHorizon(formatBookingDate(horizon));
}

/** A guest count from a number or a query string ("2"); NaN when it is neither. */
function guestCount(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return Number.NaN;
}

const fail = (field: keyof Stay, message: string): Validated<Stay> => ({ ok: false, message, details: [{ field, message }] });

/**
 * A stay from untrusted input (a search form, a URL query, the API's GET /rooms): both dates real
 * `YYYY-MM-DD`, check-out after check-in, check-in not before `today` (the hotel's), at most 14
 * nights, guests a whole number from 1 to 3, every night before the booking horizon. The first
 * problem is the message. `today` null: the dates are not held against any day (a link read back).
 */
export function validateStay(input: Record<string, unknown>, today: string | null): Validated<Stay> {
  const { checkIn, checkOut } = input;
  const guests = guestCount(input.guests);
  if (!isIsoDate(checkIn)) return fail('checkIn', MESSAGES.checkInInvalid);
  if (!isIsoDate(checkOut)) return fail('checkOut', MESSAGES.checkOutInvalid);
  if (!Number.isInteger(guests) || guests < GUESTS_MIN || guests > GUESTS_MAX) return fail('guests', MESSAGES.guestsOutOfRange);
  if (checkOut <= checkIn) return fail('checkOut', MESSAGES.checkOutNotAfterCheckIn);
  if (today !== null && checkIn < today) return fail('checkIn', MESSAGES.checkInPast);
  const nights = nightsBetween(checkIn, checkOut);
  if (nights > STAY_NIGHTS_MAX) return fail('checkOut', MESSAGES.stayTooLong);
  const beyond = today === null ? null : horizonRefusal(checkIn, nights, today);
  if (today !== null && beyond) return fail(checkIn < bookingHorizon(today) ? 'checkOut' : 'checkIn', beyond);
  return { ok: true, value: { checkIn, checkOut, guests } };
}

/**
 * True when every night of the stay is free in `bookedDates`. `ownNights` are the nights the
 * booking being moved holds now: they count as free, since a move may overlap its own old nights.
 */
export function nightsFree(
  bookedDates: readonly string[],
  checkIn: string,
  nights: number,
  ownNights: readonly string[] = [],
): boolean {
  const taken = new Set(bookedDates);
  for (const own of ownNights) taken.delete(own);
  return stayNights(checkIn, nights).every((night) => !taken.has(night));
}

/**
 * The stay a URL query carries (`?checkIn=…&checkOut=…&guests=…`, STAY_PARAMS), or null when it
 * carries none or one that cannot be a stay. "Today" and the horizon are not checked: a page shows
 * their messages itself rather than silently dropping the guest's link.
 */
export function stayFromSearch(search: URLSearchParams | string): Stay | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const checked = validateStay(
    {
      checkIn: params.get(STAY_PARAMS.checkIn),
      checkOut: params.get(STAY_PARAMS.checkOut),
      guests: params.get(STAY_PARAMS.guests),
    },
    null,
  );
  return checked.ok ? checked.value : null;
}

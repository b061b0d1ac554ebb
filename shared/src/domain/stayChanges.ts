// What staff may change of a stay's state, and when (docs/product.md §4 "A stay's states"): the one
// copy, read by the API (which refuses with these words) and by the front desk (which offers only
// what would be accepted); the automatic no-show's hour. Dates are the hotel's (todayIn with
// HOTEL_TIME_ZONE). Its own entry (@hotel/shared/stay-changes), not in the domain index: the
// federation singleton, so every guest page, carries none of it.
import { DEFAULT_HOTEL_TIME_ZONE } from './constants';
import { addDays, daysBetween, formatBookingDate, todayIn } from './dates';
import { stayNights } from './stay';
import type { Booking, BookingStatus } from './types';

/** "This stay is …": each state in the words of a refusal. */
const IS: Readonly<Record<BookingStatus, string>> = {
  confirmed: 'not checked in yet',
  'checked-in': 'already checked in',
  'checked-out': 'already checked out',
  'no-show': 'marked as a no-show',
  cancelled: 'cancelled',
};

/** The hotel time of the automatic no-show, the day after arrival (NO_SHOW_AT). */
export const DEFAULT_NO_SHOW_AT = '02:00';

/** The front desk's changes of state, each its own route (POST /hotel/bookings/{id}/<action>). */
export type StayAction = 'check-in' | 'check-out' | 'no-show' | 'undo';

/** What the rules read of a booking. */
export type StayState = Pick<Booking, 'bookingDate' | 'nights' | 'checkOut' | 'status' | 'statusChangedAt' | 'previousStatus'>;

/** Why staff may not check the guest in today (null: they may): from the arrival day, before the departure day. */
export function checkInRefusal(b: StayState, today: string): string | null {
  if (b.status !== 'confirmed') return `This stay is ${IS[b.status]}: only a confirmed stay can be checked in.`;
  if (today < b.bookingDate) return `Check-in opens on the arrival day, ${formatBookingDate(b.bookingDate)}.`;
  if (today >= b.checkOut) return `This stay ended on ${formatBookingDate(b.checkOut)}: it can no longer be checked in.`;
  return null;
}

/**
 * Why staff may not check the guest out (null: they may): only a guest checked in. Before the
 * departure day it is an early departure (earlyDeparture); after it, a check-out recorded late,
 * which frees nothing.
 */
export function checkOutRefusal(b: StayState): string | null {
  return b.status === 'checked-in' ? null : `This stay is ${IS[b.status]}: only a guest who is checked in can be checked out.`;
}

/** Why staff may not mark the stay a no-show today (null: they may): a confirmed stay, from its arrival day. */
export function noShowRefusal(b: StayState, today: string): string | null {
  if (b.status !== 'confirmed') return `This stay is ${IS[b.status]}: only a confirmed stay can be marked as a no-show.`;
  if (today < b.bookingDate) return `A no-show can be marked from the arrival day, ${formatBookingDate(b.bookingDate)}.`;
  return null;
}

/** Why the last change cannot be undone now (null: it can): undo is for the hotel day the change was made. */
export function undoRefusal(b: StayState, now: Date, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string | null {
  if (!b.previousStatus || !b.statusChangedAt) return 'There is nothing to undo on this stay.';
  const day = todayIn(timeZone, new Date(b.statusChangedAt));
  if (day !== todayIn(timeZone, now)) return `A change can be undone only on the day it was made (${formatBookingDate(day)}).`;
  return null;
}

export const canCheckIn = (b: StayState, today: string) => checkInRefusal(b, today) === null;
export const canCheckOut = (b: StayState) => checkOutRefusal(b) === null;
export const canMarkNoShow = (b: StayState, today: string) => noShowRefusal(b, today) === null;
export const canUndo = (b: StayState, now: Date, timeZone?: string) => undoRefusal(b, now, timeZone) === null;

/**
 * A check-out today before the departure day: the nights the guest keeps (those before today, and
 * never fewer than the first: a guest who leaves on the arrival day had the room) and the nights it
 * frees for sale. null when nothing is freed.
 */
export function earlyDeparture(b: Pick<Booking, 'bookingDate' | 'nights'>, today: string): { nights: number; freed: string[] } | null {
  const kept = Math.max(1, daysBetween(b.bookingDate, today));
  if (kept >= b.nights) return null;
  return { nights: kept, freed: stayNights(addDays(b.bookingDate, kept), b.nights - kept) };
}

/** "Checked out early: 2 nights (Dec 12 to Dec 14) are on sale again." */
export function freedNightsNote(freed: readonly string[]): string {
  if (freed.length === 0) return '';
  const last = addDays(freed[freed.length - 1]!, 1);
  const what = freed.length === 1 ? '1 night' : `${freed.length} nights`;
  return `${what} (${formatBookingDate(freed[0]!)} to ${formatBookingDate(last)}) ${freed.length === 1 ? 'is' : 'are'} on sale again.`;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "02:00" as given (24-hour hotel time), or null when it is not one. */
export const parseNoShowAt = (v: string): string | null => (HH_MM.test(v) ? v : null);

/** The hotel's clock at `now`, "HH:MM" on 24 hours. */
function hotelClock(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

/**
 * The latest arrival day whose stays, still confirmed, are no-shows by `now`: a guest not checked in
 * by `at` (NO_SHOW_AT, hotel time) the day after arrival never came.
 */
export function noShowArrivalsThrough(now: Date, timeZone: string, at: string = DEFAULT_NO_SHOW_AT): string {
  const today = todayIn(timeZone, now);
  return addDays(today, hotelClock(now, timeZone) >= at ? -1 : -2);
}

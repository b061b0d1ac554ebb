// A stay's states (docs/product.md §4 "A stay's states"): the five states, the words a guest reads
// for each, and the one rule of what a guest may still change. In the domain index, so in the
// federation singleton: guest pages read them. What staff may change, and when, is stayChanges.ts
// (its own entry, @hotel/shared/stay-changes: guest pages carry none of it).
import { canCancel } from './cancellation';
import { DEFAULT_HOTEL_TIME_ZONE } from './constants';
import type { Booking, BookingStatus } from './types';

/** What a guest reads for each state in My Bookings ("confirmed" as it always read). */
export const STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  confirmed: 'confirmed',
  'checked-in': 'Checked in',
  'checked-out': 'Stayed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

/** Every state, in the order a stay goes through them (the API's enum). */
export const BOOKING_STATUSES = Object.keys(STATUS_LABELS) as BookingStatus[];

/** A stay the guest has begun, or that is over: checked in, stayed, a no-show or cancelled. */
export const stayHasBegun = (b: Pick<Booking, 'status'>) => b.status !== 'confirmed';

/**
 * The one rule for a guest's own changes (docs/product.md §4): a guest may cancel or move a stay
 * only while it is confirmed (a stay that has begun never) and until its cut-off, 24 h before the
 * first night (canCancel).
 */
export function guestMayChange(b: Pick<Booking, 'bookingDate' | 'status'>, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): boolean {
  return !stayHasBegun(b) && canCancel(b.bookingDate, now, timeZone);
}

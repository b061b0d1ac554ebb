import { CANCEL_MIN_DAYS_AHEAD, CANCEL_WARNING_DAYS, DEFAULT_HOTEL_TIME_ZONE } from './constants';
import { DAY_MS, addDays, daysBetween, startOfDayIn, toIsoDate, todayIn } from './dates';
import { MESSAGES } from './messages';

/**
 * Cancellation window (docs/product.md §4/§5/§9), in the hotel's time zone.
 *
 * - The booking day starts at 00:00 of `bookingDate` in the hotel time zone.
 * - The cut-off is exactly 24 h (CANCEL_MIN_DAYS_AHEAD × 24 h) before that instant.
 *   `canCancel` is true while `now` ≤ cut-off, i.e. start − now ≥ 24 h (at the exact cut-off
 *   it is still allowed; 1 ms later it is not).
 *
 * Day counting for the hint ("days left to cancel"): count calendar days in the hotel time zone
 * from today to the last calendar day on which cancelling is still possible. The cut-off falls at
 * 00:00 of (bookingDate − 1), so the last full day to cancel is (bookingDate − 2) and
 *   daysLeft = daysBetween(today, bookingDate) − 1
 * e.g. booking 3 days ahead → "2 days left to cancel"; 2 days ahead → "1 day left to cancel";
 * 4 or more days ahead → no hint (null); tomorrow or earlier → "No longer cancellable".
 * The single instant at the exact cut-off (00:00 of bookingDate − 1) counts as "1 day left".
 */

/** Instant after which a booking can no longer be cancelled. */
export function cancellationCutoff(bookingDate: string, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): Date {
  const date = toIsoDate(bookingDate);
  if (!date) throw new RangeError(`Invalid booking date: ${bookingDate}`);
  return new Date(startOfDayIn(date, timeZone).getTime() - CANCEL_MIN_DAYS_AHEAD * DAY_MS);
}

/** True only when the start of the booking day (hotel time zone) is at least 24 h after `now`. */
export function canCancel(bookingDate: string, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): boolean {
  if (!toIsoDate(bookingDate)) return false;
  return now.getTime() <= cancellationCutoff(bookingDate, timeZone).getTime();
}

/**
 * A booking's date can be changed only while it could be cancelled (docs/product.md §4): otherwise a
 * booking for tomorrow could be moved later and then cancelled, and a past stay moved into the future.
 */
export function canChangeDate(bookingDate: string, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): boolean {
  return canCancel(bookingDate, now, timeZone);
}

/** Calendar days left to cancel (see the rule above); 0 when no longer cancellable. */
export function daysLeftToCancel(bookingDate: string, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): number {
  const date = toIsoDate(bookingDate);
  if (!date || !canCancel(date, now, timeZone)) return 0;
  const today = todayIn(timeZone, now);
  return Math.max(1, daysBetween(today, addDays(date, -CANCEL_MIN_DAYS_AHEAD)));
}

/**
 * null (plenty of time) | "1 day left to cancel" | "2 days left to cancel" | "No longer cancellable".
 */
export function cancellationHint(
  bookingDate: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_HOTEL_TIME_ZONE,
): string | null {
  if (!canCancel(bookingDate, now, timeZone)) return MESSAGES.noLongerCancellable;
  const days = daysLeftToCancel(bookingDate, now, timeZone);
  if (days > CANCEL_WARNING_DAYS) return null;
  return days === 1 ? '1 day left to cancel' : `${days} days left to cancel`;
}

/** "Dec 11, 12:00 AM Pacific time": an instant as the hotel's clock shows it, with its zone in words. */
export function hotelClockTime(instant: Date, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string {
  const when = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // "Pacific Time" → "Pacific time"; a zone named only by its offset ("GMT+01:00") stays as it is.
  return `${when} ${zone.replace(/ Time$/, ' time')}`;
}

/**
 * The cut-off a guest reads (docs/product.md §4): "Free cancellation until Dec 11, 12:00 AM Pacific
 * time", in the hotel's zone, so a guest abroad knows the clock time; "No longer cancellable" past it.
 */
export function cancellationDeadline(bookingDate: string, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string {
  if (!canCancel(bookingDate, now, timeZone)) return MESSAGES.noLongerCancellable;
  return `Free cancellation until ${hotelClockTime(cancellationCutoff(bookingDate, timeZone), timeZone)}`;
}

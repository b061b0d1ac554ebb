// Booking's words that both its guest features say (docs/architecture.md §15): a stay's nights and
// days, the rates' arrival rules, the cancellation window, in the page's language. @hotel/shared's
// rules decide (canCancel, arrivalRules, …); these only say their answer, with Intl's dates and the
// catalog's ICU plurals, never English pieces put together.
import {
  arrivalRules,
  canCancel,
  CANCEL_WARNING_DAYS,
  cancellationCutoff,
  currentLocale,
  daysLeftToCancel,
  formatDate,
  GUESTS_MAX,
  isIsoDate,
  MESSAGES,
  roomGuestsMax,
  sharedText,
  t,
  tOr,
  type Pricing,
} from '@hotel/shared';
import type { ReactNode } from 'react';

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Mon, Jun 1, 2026" / "lun, 1 jun 2026": a 'YYYY-MM-DD' day, the hotel's calendar day. */
export const dayText = (date: string): string =>
  isIsoDate(date)
    ? formatDate(utcDay(date), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })
    : date;

/** "Fri, Dec 12" / "vie, 12 dic": how a rate's rule names a night. */
export const ruleDayText = (date: string): string =>
  formatDate(utcDay(date), { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

/** "3 nights" / "3 noches". */
export const nightsText = (count: number): string => t('booking.nights', { count });

/**
 * "This room sleeps 2 guests." while the room takes fewer than the product's most (roomSleepsNote's
 * rule), in @hotel/shared's words (the API says the same); English is MESSAGES' own text.
 */
export function roomSleepsText(capacity: number | null | undefined): string | null {
  const max = roomGuestsMax(capacity);
  return max < GUESTS_MAX ? tOr('shared.roomSleeps', MESSAGES.roomSleeps(max), { capacity: max }) : null;
}

/** Why the arrival night's rules refuse the stay (stayRefusal's rule), in @hotel/shared's words, its day named by Intl; null when they do not. */
export function stayRefusalText(pricing: Pricing, checkIn: string, nights: number): string | null {
  const { minNights, closedToArrival } = arrivalRules(pricing, checkIn);
  const date = ruleDayText(checkIn);
  if (closedToArrival) return tOr('shared.closedToArrival', MESSAGES.closedToArrival(date), { date });
  if (minNights !== null && nights < minNights)
    return tOr('shared.minNightsArrival', MESSAGES.minNightsArrival(minNights, date), { minNights, date });
  return null;
}

/** "Dec 11, 12:00 AM Pacific time": the hotel's clock and its zone in words (hotelClockTime's, per language). */
function hotelClockText(instant: Date, timeZone: string): string {
  const when = formatDate(instant, { timeZone, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const zone =
    new Intl.DateTimeFormat(currentLocale(), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  // "Pacific Time" → "Pacific time"; "hora del Pacífico" and a zone named by its offset stay as they are.
  return `${when} ${zone.replace(/ Time$/, ' time')}`;
}

/**
 * The cancellation window a guest reads (docs/product.md §4): "Free cancellation until Dec 11, 12:00 AM
 * Pacific time" (or "No longer cancellable"), and within its last days "1 day left to cancel".
 */
export function cancellationText(
  bookingDate: string,
  now: Date,
  timeZone: string,
): { deadline: string; daysLeft: string | null } {
  if (!canCancel(bookingDate, now, timeZone)) {
    return { deadline: sharedText(MESSAGES.noLongerCancellable), daysLeft: null };
  }
  const days = daysLeftToCancel(bookingDate, now, timeZone);
  return {
    deadline: t('booking.mine.freeUntil', {
      when: hotelClockText(cancellationCutoff(bookingDate, timeZone), timeZone),
    }),
    daysLeft: days > CANCEL_WARNING_DAYS ? null : t('booking.mine.daysLeft', { days }),
  };
}

/** A message with one value set apart (`<strong>`): the words around it stay the catalog's, in its order. */
export function withStrong(id: string, values: Record<string, unknown>, strong: string, className?: string): ReactNode {
  const mark = '\u0000';
  const [before = '', after = ''] = t(id, { ...values, [strong]: mark }).split(mark);
  return (
    <>
      {before}
      <strong className={className}>{String(values[strong])}</strong>
      {after}
    </>
  );
}

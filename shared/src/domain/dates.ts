import { BOOKING_ID_DISPLAY_LENGTH, DEFAULT_HOTEL_TIME_ZONE } from './constants';

/**
 * Calendar dates are 'YYYY-MM-DD' strings in the hotel's IANA time zone (default DEFAULT_HOTEL_TIME_ZONE, the hotel's own).
 * Plain string comparison orders them correctly. Only Intl is used (no date library).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** True for a real calendar date in 'YYYY-MM-DD' form (2026-02-30 and 2026-13-01 are false). */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/**
 * True when `tz` is an IANA time zone name that Intl knows. The list of canonical names first: the
 * shell checks config.json's zone while the page starts, and the first date formatter a page makes
 * loads the locale data (80-250 ms in one task on the bench's phone, bench/README.md), which the
 * list does not. A name not in it (an alias such as `US/Pacific`) is asked of a formatter.
 */
export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz === '') return false;
  if (Intl.supportedValuesOf?.('timeZone').includes(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function zonedParts(date: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** Offset of `timeZone` from UTC at the instant `date`, in ms (e.g. +2 h → 7_200_000). */
export function timeZoneOffsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** Today's date ('YYYY-MM-DD') in the given time zone. */
export function todayIn(timeZone: string = DEFAULT_HOTEL_TIME_ZONE, now: Date = new Date()): string {
  const p = zonedParts(now, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The instant at which the calendar day `date` starts (00:00 local) in `timeZone`.
 * If midnight does not exist locally (a DST jump at 00:00), the first existing instant after it.
 */
export function startOfDayIn(date: string, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): Date {
  const m = ISO_DATE.exec(date);
  if (!m || !isIsoDate(date)) throw new RangeError(`Invalid date: ${date}`);
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Two passes converge for every real zone (the offset at the guess, then at the corrected instant).
  let t = wall - timeZoneOffsetMs(new Date(wall), timeZone);
  t = wall - timeZoneOffsetMs(new Date(t), timeZone);
  // Nonexistent local midnight: we landed on the previous day; move forward to the new day.
  if (todayIn(timeZone, new Date(t)) < date) t += 60 * 60 * 1000;
  return new Date(t);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** `date` plus `months` calendar months; a day the month lacks becomes its last (Aug 31 + 6 months = Feb 28). */
export function addMonths(date: string, months: number): string {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(Number(m[3]), last))}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = ISO_DATE.exec(from);
  const b = ISO_DATE.exec(to);
  if (!a || !b) throw new RangeError(`Invalid date: ${!a ? from : to}`);
  const ta = Date.UTC(Number(a[1]), Number(a[2]) - 1, Number(a[3]));
  const tb = Date.UTC(Number(b[1]), Number(b[2]) - 1, Number(b[3]));
  return Math.round((tb - ta) / DAY_MS);
}

/** The 'YYYY-MM-DD' part of a date or ISO timestamp string ('2026-05-01T00:00:00Z' → '2026-05-01'). */
export function toIsoDate(value: string): string | null {
  const head = typeof value === 'string' ? value.slice(0, 10) : '';
  return isIsoDate(head) ? head : null;
}

/**
 * Booking date rule (docs/product.md §5): a real date, today or later (hotel time zone), and not already in
 * the room's bookedDates.
 */
export function isBookableDate(date: string, opts: { bookedDates: ReadonlyArray<string>; today: string }): boolean {
  return isIsoDate(date) && date >= opts.today && !opts.bookedDates.includes(date);
}

/** Booking id shown as its last 6 characters. */
export function shortBookingId(id: string): string {
  return (id ?? '').slice(-BOOKING_ID_DISPLAY_LENGTH);
}

/** Human date for a 'YYYY-MM-DD' string without time-zone drift, e.g. "Mon, Jun 1, 2026". */
export function formatBookingDate(date: string, locale = 'en-US'): string {
  if (!isIsoDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

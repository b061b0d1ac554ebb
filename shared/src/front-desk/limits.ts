// The front desk's windows and when a stay is out of its hands, written once for its pages and the
// API (docs/product.md "Front desk"). A stay's length is the guest's rule too (STAY_NIGHTS_MIN/MAX of
// the domain), so it is not repeated here.
import { todayIn } from '../domain/dates';

export const FRONT_DESK_LIMITS = {
  /** GET /hotel/bookings answers the stays of at most this many nights [from, to). */
  bookingsWindowNights: 62,
  /** The tape chart shows this many nights from its first one (/hotel/bookings). */
  chartNights: 14,
  /** "Nights sold" on /hotel counts the next this many nights. */
  nightsSoldDays: 30,
} as const;

/**
 * The stay's first night (00:00 of `bookingDate`, hotel time) has come: the hotel can no longer
 * cancel or move it.
 */
export const firstNightHasCome = (bookingDate: string, now: Date, timeZone: string): boolean => todayIn(timeZone, now) >= bookingDate;

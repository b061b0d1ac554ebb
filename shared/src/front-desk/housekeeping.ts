// Housekeeping's rules, written once (docs/product.md "Housekeeping"): the housekeeping page checks
// with these and shows these words, and PATCH /rooms/:id/housekeeping answers 400 or 409 with the
// same. The reason's limit and wording are the front desk's one reason rule (api/src/lib/reason.ts),
// not repeated here. Staff-only like rules.ts: not in the domain index, so guest pages carry none of it.
import { BOOKING_HORIZON_MONTHS } from '../domain/constants';
import { formatBookingDate, isIsoDate } from '../domain/dates';
import type { Housekeeping, HousekeepingState } from '../domain/frontDesk';
import { bookingHorizon } from '../domain/stay';
import type { ApiErrorDetail, Booking, Validated } from '../domain/types';

export const HOUSEKEEPING_STATES: readonly HousekeepingState[] = ['dirty', 'clean', 'inspected', 'out-of-order'];

/** What staff read for each state. */
export const HOUSEKEEPING_LABELS: Record<HousekeepingState, string> = {
  dirty: 'Dirty',
  clean: 'Clean',
  inspected: 'Inspected',
  'out-of-order': 'Out of order',
};

/** The one-tap next step of a room in each state (out of order is ended by choosing a state). */
export const HOUSEKEEPING_NEXT: Partial<Record<HousekeepingState, HousekeepingState>> = {
  dirty: 'clean',
  clean: 'inspected',
};

const day = formatBookingDate;

export const HOUSEKEEPING_MESSAGES = {
  state: `State must be one of: ${HOUSEKEEPING_STATES.join(', ')}.`,
  reasonRequired: 'Give the reason the room is out of order (housekeeping and the activity log read it).',
  from: 'Out of order from must be a date (YYYY-MM-DD).',
  fromPast: 'Out of order cannot start before today.',
  to: 'Back in order on must be a date (YYYY-MM-DD) after the first night out of order.',
  datesOnlyOutOfOrder: 'Dates are only for out of order.',
  beyondHorizon: (horizon: string) =>
    `A room can be closed up to ${BOOKING_HORIZON_MONTHS} months ahead: choose a date back in order by ${day(horizon)}.`,
  /** What a guest, a partner page and a booking read of a closed night. */
  closed: (roomName: string, from: string, to: string) =>
    `${roomName} is closed for repairs from ${day(from)} to ${day(to)}. Please choose other dates or another room.`,
  /** The 409 when bookings hold nights the change would close and staff have not confirmed them. */
  overlap: (roomName: string, count: number) =>
    `${count === 1 ? 'A booking holds' : `${count} bookings hold`} nights of ${roomName} in that period. ` +
    'Confirm to close the room anyway: the bookings stay, to be moved or cancelled.',
  /** One overlapping booking, as the 409's details and the confirmation list name it. */
  overlapItem: (b: Pick<Booking, 'userName' | 'bookingDate' | 'checkOut' | 'confirmationCode'>) =>
    `${b.userName}: ${day(b.bookingDate)} to ${day(b.checkOut)}${b.confirmationCode ? ` (${b.confirmationCode})` : ''}`,
} as const;

/** A housekeeping change as PATCH /rooms/:id/housekeeping takes it, its reason apart (checked by the reason rule). */
export type HousekeepingChange = Omit<Housekeeping, 'reason'>;

const fail = (field: string, message: string): Validated<HousekeepingChange> => ({
  ok: false,
  message,
  details: [{ field, message } satisfies ApiErrorDetail],
});

/**
 * A state, and for out of order its nights [from, to): from today (the hotel's) or later, to after
 * from and no later than the booking horizon (a room cannot be closed where nobody can book yet).
 * Dates with any other state are refused rather than ignored.
 */
export function validateHousekeeping(raw: unknown, today: string): Validated<HousekeepingChange> {
  const given = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const { state, from, to } = given;
  if (typeof state !== 'string' || !(HOUSEKEEPING_STATES as readonly string[]).includes(state)) {
    return fail('state', HOUSEKEEPING_MESSAGES.state);
  }
  if (state !== 'out-of-order') {
    if (from !== undefined || to !== undefined) return fail(from !== undefined ? 'from' : 'to', HOUSEKEEPING_MESSAGES.datesOnlyOutOfOrder);
    return { ok: true, value: { state: state as HousekeepingState } };
  }
  if (!isIsoDate(from)) return fail('from', HOUSEKEEPING_MESSAGES.from);
  if (from < today) return fail('from', HOUSEKEEPING_MESSAGES.fromPast);
  if (!isIsoDate(to) || to <= from) return fail('to', HOUSEKEEPING_MESSAGES.to);
  const horizon = bookingHorizon(today);
  if (to > horizon) return fail('to', HOUSEKEEPING_MESSAGES.beyondHorizon(horizon));
  return { ok: true, value: { state: 'out-of-order', from, to } };
}

// A rate period's rules, written once: the front desk's rates page shows these messages at each
// field and the API answers 400 (or 409 for an overlap) with the same words (docs/product.md "Rates").
// Staff-only, like the room editor's rules (rules.ts): not in the domain index, so guest pages carry
// none of it (docs/architecture.md §3).
import { STAY_NIGHTS_MAX, STAY_NIGHTS_MIN } from '../domain/constants';
import { formatBookingDate, isIsoDate } from '../domain/dates';
import type { RatePeriod, RatePeriodInput } from '../domain/rates';
import type { ApiErrorDetail, Validated } from '../domain/types';
import { checkPrices, ROOM_MESSAGES, wholeIn } from './rules';

export type RatePeriodField = keyof RatePeriodInput;

export const RATE_MESSAGES = {
  from: 'From must be a date (YYYY-MM-DD).',
  to: 'To must be a date (YYYY-MM-DD).',
  toNotAfterFrom: 'To must be after From: a period covers the nights from From up to, not including, To.',
  price: ROOM_MESSAGES.price,
  discountPrice: ROOM_MESSAGES.discountPrice,
  minNights: `Minimum nights must be a whole number from ${STAY_NIGHTS_MIN} to ${STAY_NIGHTS_MAX}, or empty.`,
  closedToArrival: 'Closed to arrival must be true or false.',
  /** The 409 of a period whose nights another period of the room already prices. */
  overlap: (other: Pick<RatePeriod, 'from' | 'to'>) =>
    `These nights overlap the period from ${formatBookingDate(other.from)} to ${formatBookingDate(other.to)}. Change or delete that period first.`,
} as const;

/**
 * A rate period from untrusted input. With `base` (PATCH), absent fields keep the base's values and
 * the cross-field rules (discount below price, from before to) are checked on the merged period.
 * Every wrong field is named in `details`; `message` is the first one's.
 */
export function validateRatePeriod(raw: unknown, base?: RatePeriodInput): Validated<RatePeriodInput> {
  const given = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const pick = (k: RatePeriodField): unknown => (k in given ? given[k] : base?.[k]);
  const details: ApiErrorDetail[] = [];
  const fail = (field: RatePeriodField, message: string) => details.push({ field, message });

  const from = pick('from');
  const to = pick('to');
  if (!isIsoDate(from)) fail('from', RATE_MESSAGES.from);
  if (!isIsoDate(to)) fail('to', RATE_MESSAGES.to);
  else if (isIsoDate(from) && to <= from) fail('to', RATE_MESSAGES.toNotAfterFrom);

  const { price, discountPrice } = checkPrices(pick, fail);

  const rawMin = pick('minNights');
  const minNights = rawMin === undefined || rawMin === null ? null : rawMin;
  if (minNights !== null && !wholeIn(minNights, STAY_NIGHTS_MIN, STAY_NIGHTS_MAX))
    fail('minNights', RATE_MESSAGES.minNights);

  const rawClosed = pick('closedToArrival');
  const closedToArrival = rawClosed === undefined ? false : rawClosed;
  if (typeof closedToArrival !== 'boolean') fail('closedToArrival', RATE_MESSAGES.closedToArrival);

  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return {
    ok: true,
    value: {
      from: from as string,
      to: to as string,
      price: price as number,
      discountPrice: discountPrice as number | null,
      minNights: minNights as number | null,
      closedToArrival: closedToArrival as boolean,
    },
  };
}

/**
 * The first of `periods` sharing a night with `candidate` ([from, to) ranges), leaving out the period
 * `exceptId` (the one being changed), or undefined when none does.
 */
export function overlapsPeriod<P extends Pick<RatePeriod, '_id' | 'from' | 'to'>>(
  periods: readonly P[],
  candidate: Pick<RatePeriod, 'from' | 'to'>,
  exceptId?: string,
): P | undefined {
  return periods.find((p) => p._id !== exceptId && p.from < candidate.to && candidate.from < p.to);
}

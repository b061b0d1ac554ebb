// A promotion's rules, written once: the front desk's promotions page shows these messages at each
// field and the API answers 400 with the same words (docs/product.md "Promo codes"). Staff-only, like
// the rate rules: not in the domain index, so guest pages carry none of it (docs/architecture.md §3).
import { STAY_NIGHTS_MAX, STAY_NIGHTS_MIN } from '../domain/constants';
import { isIsoDate } from '../domain/dates';
import { normalizePromoCode, PROMO_CODE_RE, type PromotionInput } from '../domain/promotions';
import type { ApiErrorDetail, Validated } from '../domain/types';
import { ROOM_LIMITS, wholeIn } from './rules';

export type PromotionField = keyof PromotionInput;

/** The most uses a promotion may be limited to (a larger limit is no limit: leave it empty). */
export const PROMO_USES_MAX = 100_000;

export const PROMO_RULE_MESSAGES = {
  code: 'The code must be 3-30 letters, digits or "-".',
  percentOrAmount: 'Give a percentage off or an amount off per night: one of the two.',
  percentOff: 'Percent off must be a whole number from 1 to 100.',
  amountOff: `Amount off must be more than $0 and at most $${ROOM_LIMITS.priceMax.toLocaleString('en-US')} per night, in dollars and cents.`,
  stayFrom: 'Stay from must be a date (YYYY-MM-DD).',
  stayTo: 'Stay to must be a date (YYYY-MM-DD), on or after Stay from.',
  bookFrom: 'Book from must be a date (YYYY-MM-DD), or empty.',
  bookTo: 'Book to must be a date (YYYY-MM-DD) on or after Book from, or empty.',
  minNights: `Minimum nights must be a whole number from ${STAY_NIGHTS_MIN} to ${STAY_NIGHTS_MAX}, or empty.`,
  maxUses: `Uses must be a whole number from 1 to ${PROMO_USES_MAX.toLocaleString('en-US')}, or empty for no limit.`,
  roomIds: 'Rooms must be a list of room ids (empty for every room).',
  /** The 409 of a code another promotion already has (codes are case-insensitive). */
  codeTaken: (code: string) => `There is already a promotion with the code ${code}.`,
} as const;

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const orNull = (v: unknown): unknown => (v === undefined || v === null || v === '' ? null : v);

/**
 * A promotion from untrusted input. With `base` (PATCH), absent fields keep the base's values and the
 * cross-field rules (one kind of discount, dates in order) are checked on the merged promotion. Every
 * wrong field is named in `details`; `message` is the first one's. The code comes back upper case.
 */
export function validatePromotion(raw: unknown, base?: PromotionInput): Validated<PromotionInput> {
  const given = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const pick = (k: PromotionField): unknown => (k in given ? given[k] : base?.[k]);
  const details: ApiErrorDetail[] = [];
  const fail = (field: PromotionField, message: string) => details.push({ field, message });

  const code = pick('code');
  if (typeof code !== 'string' || !PROMO_CODE_RE.test(code.trim())) fail('code', PROMO_RULE_MESSAGES.code);

  const percentOff = orNull(pick('percentOff'));
  const amountOff = orNull(pick('amountOff'));
  if ((percentOff === null) === (amountOff === null)) fail(percentOff === null ? 'percentOff' : 'amountOff', PROMO_RULE_MESSAGES.percentOrAmount);
  else if (percentOff !== null && !wholeIn(percentOff, 1, 100)) fail('percentOff', PROMO_RULE_MESSAGES.percentOff);
  else if (amountOff !== null && !(isCents(amountOff) && amountOff > 0 && amountOff <= ROOM_LIMITS.priceMax))
    fail('amountOff', PROMO_RULE_MESSAGES.amountOff);

  const stayFrom = pick('stayFrom');
  const stayTo = pick('stayTo');
  if (!isIsoDate(stayFrom)) fail('stayFrom', PROMO_RULE_MESSAGES.stayFrom);
  if (!isIsoDate(stayTo) || (isIsoDate(stayFrom) && stayTo < stayFrom)) fail('stayTo', PROMO_RULE_MESSAGES.stayTo);

  const bookFrom = orNull(pick('bookFrom'));
  const bookTo = orNull(pick('bookTo'));
  if (bookFrom !== null && !isIsoDate(bookFrom)) fail('bookFrom', PROMO_RULE_MESSAGES.bookFrom);
  if (bookTo !== null && (!isIsoDate(bookTo) || (isIsoDate(bookFrom) && bookTo < bookFrom))) fail('bookTo', PROMO_RULE_MESSAGES.bookTo);

  const minNights = orNull(pick('minNights'));
  if (minNights !== null && !wholeIn(minNights, STAY_NIGHTS_MIN, STAY_NIGHTS_MAX)) fail('minNights', PROMO_RULE_MESSAGES.minNights);
  const maxUses = orNull(pick('maxUses'));
  if (maxUses !== null && !wholeIn(maxUses, 1, PROMO_USES_MAX)) fail('maxUses', PROMO_RULE_MESSAGES.maxUses);

  const roomIds = pick('roomIds') ?? [];
  if (!Array.isArray(roomIds) || roomIds.length > 200 || !roomIds.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100))
    fail('roomIds', PROMO_RULE_MESSAGES.roomIds);

  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return {
    ok: true,
    value: {
      code: normalizePromoCode(code as string),
      percentOff: percentOff as number | null,
      amountOff: amountOff as number | null,
      stayFrom: stayFrom as string,
      stayTo: stayTo as string,
      bookFrom: bookFrom as string | null,
      bookTo: bookTo as string | null,
      minNights: minNights as number | null,
      maxUses: maxUses as number | null,
      roomIds: [...new Set(roomIds as string[])],
    },
  };
}

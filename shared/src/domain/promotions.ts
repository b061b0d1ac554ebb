// Promo codes (docs/product.md "Promo codes"): what a promotion is, whether it applies to a stay (with
// the words a guest reads when it does not), and what it takes off each night. The pricing function
// (ratePricing.ts quoteStay) applies it, so the calendar, the panel, the summary, the API's quote and
// the stored booking agree to the cent. The staff's validation of a promotion is front-desk/promotionRules.ts.
import { addDays, formatBookingDate } from './dates';
import { formatMoney } from './pricing';

// How dollars are written is pricing.ts's (the singleton's prices need it without promotions).
export { formatAmount, formatMoney } from './pricing';

/** A promotion as the front desk and the API's pricing read it. */
export interface Promotion {
  _id: string;
  /** Upper case (codes are case-insensitive): letters, digits and "-". */
  code: string;
  /** 1-100, or null when the promotion takes an amount off. */
  percentOff: number | null;
  /** Dollars (cents allowed) off each night, or null when it takes a percentage off. */
  amountOff: number | null;
  /** YYYY-MM-DD: the nights from stayFrom to stayTo (both included) are discounted. */
  stayFrom: string;
  stayTo: string;
  /** YYYY-MM-DD: the hotel's days on which it may be used (both included), or null for no limit. */
  bookFrom: string | null;
  bookTo: string | null;
  /** The shortest stay it applies to (1-14), or null for any. */
  minNights: number | null;
  /** How many bookings may use it, or null for no limit. */
  maxUses: number | null;
  /** The rooms it is for; empty for every room. */
  roomIds: string[];
  /** Bookings holding it now (a cancelled booking gives its use back). */
  uses: number;
  createdAt: string;
}

/** POST /hotel/promotions and PATCH (partial): a promotion without what the server keeps. */
export type PromotionInput = Omit<Promotion, '_id' | 'uses' | 'createdAt'>;

/**
 * What prices a stay with a promotion: its terms (the booking keeps the code and the discount). A
 * quote with the code carries them, so the calendar prices each check-out it offers with them too.
 */
export type PromotionTerms = Pick<Promotion, 'code' | 'percentOff' | 'amountOff' | 'stayFrom' | 'stayTo' | 'minNights'>;

/** Letters, digits and "-", 3-30 characters. */
export const PROMO_CODE_RE = /^[A-Za-z0-9-]{3,30}$/;

/** The code as stored and compared: trimmed, upper case ("summer10" finds SUMMER10). */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

/** The words a guest reads under the promo code field, and the API's 409 PROMO_REFUSED. */
export const PROMO_MESSAGES = {
  unknown: (code: string) => `${code} is not a promo code we know. Check the spelling.`,
  notYet: (code: string, from: string) => `${code} can be used from ${formatBookingDate(from)}.`,
  noLonger: (code: string) => `${code} has expired.`,
  notForDates: (code: string, p: Pick<Promotion, 'stayFrom' | 'stayTo'>) =>
    `${code} is for nights from ${formatBookingDate(p.stayFrom)} to ${formatBookingDate(p.stayTo)}; this stay has none of them.`,
  notForRoom: (code: string) => `${code} is not for this room.`,
  minNights: (code: string, n: number) => `${code} is for stays of ${n} nights or more.`,
  usedUp: (code: string) => `${code} has been used as many times as it can be.`,
} as const;

/** What promoRefusal needs to know of the stay and the day. */
export interface PromoStay {
  roomId: string;
  checkIn: string;
  nights: number;
  /** The hotel's today (todayIn). */
  today: string;
}

/** True when the night `date` is one the promotion discounts (stayFrom-stayTo, both included). */
export const promoNight = (p: Pick<Promotion, 'stayFrom' | 'stayTo'>, date: string): boolean =>
  p.stayFrom <= date && date <= p.stayTo;

/**
 * Why `promotion` does not apply to the stay, in words, or null when it does. `code` is what the guest
 * typed (an unknown code has no promotion). In the order a guest can act on: the code, the day, the
 * room, the dates, the length, then the uses left. `uses` may leave out the booking's own use (a move).
 */
export function promoRefusal(code: string, promotion: Promotion | undefined, stay: PromoStay): string | null {
  const shown = normalizePromoCode(code);
  if (!promotion) return PROMO_MESSAGES.unknown(shown);
  if (promotion.bookFrom && stay.today < promotion.bookFrom) return PROMO_MESSAGES.notYet(shown, promotion.bookFrom);
  if ((promotion.bookTo && stay.today > promotion.bookTo) || promotion.stayTo < stay.today) return PROMO_MESSAGES.noLonger(shown);
  if (promotion.roomIds.length > 0 && !promotion.roomIds.includes(stay.roomId)) return PROMO_MESSAGES.notForRoom(shown);
  const nights = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));
  if (!nights.some((night) => promoNight(promotion, night))) return PROMO_MESSAGES.notForDates(shown, promotion);
  if (promotion.minNights !== null && stay.nights < promotion.minNights) return PROMO_MESSAGES.minNights(shown, promotion.minNights);
  if (promotion.maxUses !== null && promotion.uses >= promotion.maxUses) return PROMO_MESSAGES.usedUp(shown);
  return null;
}

/** Cents of a dollar amount (money is rounded to the cent everywhere a promotion touches it). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * What the promotion takes off a night whose total is `total` dollars, in cents: a percentage rounded
 * to the cent (half up), or the amount, never more than the night costs (a night never goes below 0).
 * Nothing off a night outside stayFrom-stayTo.
 */
export function nightDiscountCents(p: PromotionTerms, date: string, total: number): number {
  if (!promoNight(p, date)) return 0;
  const cents = toCents(total);
  if (p.percentOff !== null) return Math.round((cents * p.percentOff) / 100);
  return Math.min(cents, toCents(p.amountOff ?? 0));
}

/** "−$40.00 SUMMER10": a discount as the panel, the summary, My Bookings and the e-mails show it. */
export const formatPromoDiscount = (discount: number, code: string): string => `−${formatMoney(discount)} ${code}`;

/** The terms, when they apply to a stay of `nights` nights (its minimum met); else undefined. */
export const termsFor = (terms: PromotionTerms | undefined, nights: number): PromotionTerms | undefined =>
  terms && (terms.minNights === null || nights >= terms.minNights) ? terms : undefined;

import { OFFERS_MAX } from './constants';
import { discountPercentage, hasDiscount } from './pricing';
import type { Offer, Room } from './types';

/** localStorage key holding the hotel day (YYYY-MM-DD) on which the offers pop-up last opened: once a day per browser, across tabs. */
export const OFFERS_SHOWN_STORAGE_KEY = 'harborview-offers-shown';

/**
 * Special offers (docs/product.md §7): only rooms whose discountPrice is set and below price, each with its
 * rounded discountPercentage, sorted by it descending (stable for ties), at most 6.
 */
export function selectOffers<R extends Room>(rooms: ReadonlyArray<R> | null | undefined): Array<R & Offer> {
  return (rooms ?? [])
    .filter((r) => hasDiscount(r))
    .map((r) => ({ ...r, discountPercentage: discountPercentage(r) }))
    .sort((a, b) => b.discountPercentage - a.discountPercentage)
    .slice(0, OFFERS_MAX);
}

/** "Save up to N%": the highest discountPercentage, 0 with none. */
export function maxDiscount(offers: ReadonlyArray<Pick<Offer, 'discountPercentage'>>): number {
  return offers.reduce((m, o) => Math.max(m, o.discountPercentage), 0);
}

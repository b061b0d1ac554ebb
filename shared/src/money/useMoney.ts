import type { DisplayEstimate } from '../domain/currencyCodes';
import { useDisplayCurrency, type Shown } from './displayCurrency';
import { keptShown, priceText, rateNote, type PriceOptions } from './priceText';

/** How this page writes prices now: `text` a price's words, `note` the rate's date and source (null for dollars). */
export interface Money {
  text: (amount: number, opts?: PriceOptions) => string;
  note: string | null;
}

/** Prices written with `shown` (the partner embed's own currency and rate, which are not the page's). */
export const moneyOf = (shown: Shown): Money => ({ text: (amount, opts) => priceText(amount, shown, opts), note: rateNote(shown) });

/**
 * The guest's prices as strings (a calendar cell's name, a card's line), re-rendering when the guest
 * picks another currency or the rates arrive; with `kept`, at the rate a booking kept.
 */
export function useMoney(kept?: DisplayEstimate): Money {
  // Its words ("se cobran", the rate's note) come with the estimates' code, which re-renders prices
  // when it is in: nothing to wait for from @hotel/shared's catalog.
  const shown = useDisplayCurrency();
  return moneyOf(kept ? keptShown(kept) : shown);
}

import { useMessages } from '../i18n/useMessages';
import { useDisplayCurrency } from './displayCurrency';
import { priceText, rateNote, type PriceOptions } from './priceText';

/** How this page writes prices now: `text` a price's words, `note` the rate's date and source (null for dollars). */
export interface Money {
  text: (amount: number, opts?: PriceOptions) => string;
  note: string | null;
}

/** The guest's prices as strings (a calendar cell's name, a card's line), re-rendering as Price does. */
export function useMoney(): Money {
  const shown = useDisplayCurrency();
  // Its words ("se cobran", the rate's note) are @hotel/shared's, whose catalog joins after the first content.
  useMessages();
  return { text: (amount, opts) => priceText(amount, shown, opts), note: rateNote(shown) };
}

// Every price a guest sees, as words (docs/product.md "Currencies"): in dollars exactly as before
// when the guest sees dollars; otherwise the estimate in their currency AND the charge in the
// hotel's (estimates.ts, loaded with the rates), with the rate's date and source in a note.
import type { DisplayEstimate, ExchangeRate } from '../domain/currencyCodes';
import { formatAmount, formatMoney, formatPrice } from '../domain/pricing';
import { currentLocale, formatDate, tOr } from '../i18n';
import { estimateWords, type Shown } from './displayCurrency';

export interface PriceOptions {
  /** Cents when it has any (a total after a promo code, a discount); whole dollars otherwise. */
  cents?: boolean;
  /** The estimate this amount was booked with (My Bookings): shown as it was kept, never at today's rate. */
  kept?: DisplayEstimate;
  /** The estimate alone, short ("≈€183": a calendar cell, whose name says the full estimate and the charge). */
  compact?: boolean;
}

// What estimates.ts writes with (it imports none of the singleton's modules).
const SPEECH = { currentLocale, formatDate, tOr };

/** The rate a booking kept, as prices show with it (its discount, beside its total). */
export const keptShown = (kept: DisplayEstimate): Shown => ({
  currency: kept.currency,
  rate: { id: kept.rateId, currency: kept.currency, rate: kept.rate, date: kept.rateDate, source: kept.rateSource },
});

/** The rate to show with, or null for dollars (the guest's choice, or no rate published for theirs). */
const rateFor = (shown: Shown, kept?: DisplayEstimate): ExchangeRate | null => (kept ? keptShown(kept).rate : shown.rate);

/**
 * "≈ €812.42 · charged $880.00"; "≈€812" compact; "$880", "$79.50", "−$40.00" for a guest who sees
 * dollars, and for a kept estimate until its words are in (the charge alone, never a wrong currency).
 */
export function priceText(amount: number, shown: Shown, opts: PriceOptions = {}): string {
  const rate = rateFor(shown, opts.kept);
  const words = rate && estimateWords();
  if (rate && words) return words.estimateText(amount, rate, opts, SPEECH);
  if (amount < 0) return `−${formatMoney(-amount)}`;
  return opts.cents ? formatAmount(amount) : formatPrice(amount);
}

/** "Estimate at the rate of 27 Nov from …; you are charged in US dollars.", or null for dollars. */
export function rateNote(shown: Shown, kept?: DisplayEstimate): string | null {
  const rate = rateFor(shown, kept);
  const words = rate && estimateWords();
  return rate && words ? words.rateOfText(rate, SPEECH) : null;
}

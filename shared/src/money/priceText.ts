// Every price a guest sees, as words (docs/product.md "Currencies"): in dollars exactly as before
// when the guest sees dollars; otherwise the estimate in their currency AND the charge in the
// hotel's, "≈ €812.40 · charged $880.00", with the rate's date and source in a note.
import { convert, formatMoneyIn, HOTEL_CURRENCY, type DisplayEstimate, type ExchangeRate } from '../domain/currency';
import { formatPrice } from '../domain/pricing';
import { formatAmount, formatMoney } from '../domain/promotions';
import { currentLocale, formatDate, tOr, type CompiledMessage } from '../i18n';
import type { Shown } from './displayCurrency';

export interface PriceOptions {
  /** Cents when it has any (a total after a promo code, a discount); whole dollars otherwise. */
  cents?: boolean;
  /** The estimate this amount was booked with (My Bookings): shown as it was kept, never at today's rate. */
  kept?: DisplayEstimate;
  /** The estimate alone, short ("≈€183": a calendar cell, whose name says the full estimate and the charge). */
  compact?: boolean;
}

// English is written here in its compiled form; the shell's catalogs translate `shared.ui.*`.
const BOTH: CompiledMessage = ['≈ ', ['estimate'], ' · charged ', ['charge']];
const RATE_OF: CompiledMessage = ['Estimate at the rate of ', ['date'], ' from ', ['source'], '; you are charged in US dollars.'];

/** The rate a booking kept, as prices show with it (its discount, beside its total). */
export const keptShown = (kept: DisplayEstimate): Shown => ({
  currency: kept.currency,
  rate: { id: kept.rateId, currency: kept.currency, rate: kept.rate, date: kept.rateDate, source: kept.rateSource },
});

/** The rate to show with, or null for dollars (the guest's choice, or no rate published for theirs). */
const rateFor = (shown: Shown, opts: PriceOptions): ExchangeRate | null =>
  opts.kept ? keptShown(opts.kept).rate : shown.currency === HOTEL_CURRENCY ? null : shown.rate;

/** The price in dollars as the site has always written it ("$880", "$79.50", "−$40.00"). */
function dollars(amount: number, cents?: boolean): string {
  if (amount < 0) return `−${formatMoney(-amount)}`;
  return cents ? formatAmount(amount) : formatPrice(amount);
}

/** "≈ €812.42 · charged $880.00"; "≈€812" compact; "$880" for a guest who sees dollars. */
export function priceText(amount: number, shown: Shown, opts: PriceOptions = {}): string {
  const rate = rateFor(shown, opts);
  if (!rate) return dollars(amount, opts.cents);
  const locale = currentLocale();
  const estimate = opts.kept ? opts.kept.amount : convert(amount, rate);
  // A calendar cell is about 45 px wide on a phone: "≈€239", "≈¥41K", "≈MX$4.4K" (Intl's compact notation).
  if (opts.compact) return `≈${new Intl.NumberFormat(locale, { style: 'currency', currency: rate.currency, notation: 'compact' }).format(estimate)}`;
  return tOr('shared.ui.price', BOTH, { estimate: formatMoneyIn(estimate, rate.currency, locale), charge: formatMoneyIn(amount, HOTEL_CURRENCY, locale) });
}

/** "Estimate at the rate of 27 Nov from …; you are charged in US dollars.", or null for dollars. */
export function rateNote(shown: Shown, kept?: DisplayEstimate): string | null {
  const rate = rateFor(shown, { kept });
  if (!rate) return null;
  const date = formatDate(new Date(`${rate.date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return tOr('shared.ui.rateOf', RATE_OF, { date, source: rate.source });
}

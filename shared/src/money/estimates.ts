// A price in another currency than the hotel's, as words (docs/product.md "Currencies"): the
// estimate AND the charge, "≈ €812.40 · charged $880.00", and the rate's date and source. A chunk of
// its own, loaded with the rates (displayCurrency.ts) only when a price needs it, so a guest who
// sees dollars downloads none of it.
import { convert, formatMoneyIn, HOTEL_CURRENCY, type ExchangeRate } from '../domain/currency';
import { currentLocale, formatDate, tOr, type CompiledMessage } from '../i18n';
import type { PriceOptions } from './priceText';

// English is written here in its compiled form; the shell's catalogs translate `shared.ui.*`.
const BOTH: CompiledMessage = ['≈ ', ['estimate'], ' · charged ', ['charge']];
const RATE_OF: CompiledMessage = ['Estimate at the rate of ', ['date'], ' from ', ['source'], '; you are charged in US dollars.'];

/** "≈ €812.42 · charged $880.00"; "≈€812" compact. */
export function estimateText(amount: number, rate: ExchangeRate, opts: PriceOptions): string {
  const locale = currentLocale();
  const estimate = opts.kept ? opts.kept.amount : convert(amount, rate);
  // A calendar cell is about 45 px wide on a phone: "≈€239", "≈¥41K", "≈MX$4.4K" (Intl's compact notation).
  if (opts.compact) return `≈${new Intl.NumberFormat(locale, { style: 'currency', currency: rate.currency, notation: 'compact' }).format(estimate)}`;
  return tOr('shared.ui.price', BOTH, { estimate: formatMoneyIn(estimate, rate.currency, locale), charge: formatMoneyIn(amount, HOTEL_CURRENCY, locale) });
}

/** "Estimate at the rate of 27 Nov from …; you are charged in US dollars." */
export function rateOfText(rate: ExchangeRate): string {
  const date = formatDate(new Date(`${rate.date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return tOr('shared.ui.rateOf', RATE_OF, { date, source: rate.source });
}

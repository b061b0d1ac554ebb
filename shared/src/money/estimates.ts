// A price in another currency than the hotel's, as words (docs/product.md "Currencies"): the
// estimate AND the charge, "≈ €812.40 · charged $880.00", and the rate's date and source. A chunk of
// its own, loaded with the rates (displayCurrency.ts) only when a price needs it, so a guest who
// sees dollars downloads none of it.
import { convert, formatMoneyIn, HOTEL_CURRENCY, type ExchangeRate } from '../domain/currency';
// Types only: the singleton's translation functions are passed in (priceText's SPEECH). Importing a
// module of the singleton from this chunk would take it out of the singleton's one concatenated
// module, and that cost every page more bytes than this chunk saves (bench/README.md, 2026-11-28).
import type { CompiledMessage, currentLocale, formatDate, tOr } from '../i18n';
import type { PriceOptions } from './priceText';

/** The page's language and its translation runtime, the singleton's. */
export interface Speech {
  currentLocale: typeof currentLocale;
  formatDate: typeof formatDate;
  tOr: typeof tOr;
}

// The chunk's words, in the marks the build's copy of the code in another language writes that
// language into (tools/webpack/plugins/language-copies-plugin.mjs): English here, compiled. Written
// by hand because this chunk imports nothing of the singleton (registerSource included).
const WORDS: Record<'shared.ui.price' | 'shared.ui.rateOf', CompiledMessage> = /*hv-words:shared.ui.price,shared.ui.rateOf*/ {
  'shared.ui.price': ['≈ ', ['estimate'], ' · charged ', ['charge']],
  'shared.ui.rateOf': ['Estimate at the rate of ', ['date'], ' from ', ['source'], '; you are charged in US dollars.'],
} /*hv-end*/;

/** "≈ €812.42 · charged $880.00"; "≈€812" compact. */
export function estimateText(amount: number, rate: ExchangeRate, opts: PriceOptions, { currentLocale, tOr }: Speech): string {
  const locale = currentLocale();
  const estimate = opts.kept ? opts.kept.amount : convert(amount, rate);
  // A calendar cell is about 45 px wide on a phone: "≈€239", "≈¥41K", "≈MX$4.4K" (Intl's compact notation).
  if (opts.compact) return `≈${new Intl.NumberFormat(locale, { style: 'currency', currency: rate.currency, notation: 'compact' }).format(estimate)}`;
  return tOr('shared.ui.price', WORDS['shared.ui.price'], { estimate: formatMoneyIn(estimate, rate.currency, locale), charge: formatMoneyIn(amount, HOTEL_CURRENCY, locale) });
}

/** "Estimate at the rate of 27 Nov from …; you are charged in US dollars." */
export function rateOfText(rate: ExchangeRate, { formatDate, tOr }: Speech): string {
  const date = formatDate(new Date(`${rate.date}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return tOr('shared.ui.rateOf', WORDS['shared.ui.rateOf'], { date, source: rate.source });
}

// The hotel charges in one currency; a guest may see an estimate in another (issue 44). One source
// for which currencies exist, how an amount converts and rounds, and how it reads in a language:
// the API (quotes, bookings, e-mails) and every front end use these functions, so shown = quoted =
// stored. It imports only its codes (currencyCodes.ts, which the singleton takes alone):
// `@hotel/shared/currency` is a private copy wherever it is used, and in a guest's page the
// conversion loads with the rates (money/estimates.ts).

export * from './currencyCodes';
import { DISPLAY_CURRENCIES, type DisplayEstimate, type ExchangeRate } from './currencyCodes';

/** The API's words about currencies (400 and 409 RATE_CHANGED of GET /rooms/{id}/quote and POST /bookings). */
export const CURRENCY_MESSAGES = {
  unknown: `Currency must be one of ${DISPLAY_CURRENCIES.join(', ')}.`,
  rateChanged:
    'The exchange rate of the estimate you were shown has changed since. Nothing was booked: please look at the new estimate and book again.',
} as const;

/** A rate shown to a guest may still be booked this long after a newer one replaced it (POST /bookings' rateId). */
export const RATE_GRACE_MS = 24 * 60 * 60 * 1000;

/** The currency's own minor units: 2 for EUR, 0 for JPY (Intl knows them, per ISO 4217). */
export function minorUnits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Rounds half away from zero to the currency's minor units (through integers, so 0.005 is not lost to binary). */
export function roundTo(amount: number, currency: string): number {
  const scale = 10 ** minorUnits(currency);
  return (Math.sign(amount) * Math.round(Math.abs(amount) * scale + 1e-9)) / scale;
}

/** An amount in the hotel's currency, estimated in the rate's currency and rounded by it. */
export function convert(amount: number, rate: Pick<ExchangeRate, 'rate' | 'currency'>): number {
  return roundTo(amount * rate.rate, rate.currency);
}

/** The estimate a quote or a booking carries for `amount` (hotel's currency) at `rate`. */
export function estimate(amount: number, rate: ExchangeRate): DisplayEstimate {
  return {
    currency: rate.currency,
    amount: convert(amount, rate),
    rate: rate.rate,
    rateId: rate.id,
    rateDate: rate.date,
    rateSource: rate.source,
  };
}

/** "€812.40", "¥12,345", "MX$1,234.50" in the page's language (`es`: "812,40 €"). */
export function formatMoneyIn(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(roundTo(amount, currency));
}

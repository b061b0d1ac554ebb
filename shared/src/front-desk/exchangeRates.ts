// The exchange rates staff publish (docs/product.md "Currencies"), written once: the front desk's
// exchange-rates page shows these messages at each field and the API answers 400 with the same
// words. Staff-only: not in the domain index, so guest pages carry none of it (docs/architecture.md §3).
import { DISPLAY_CURRENCIES, HOTEL_CURRENCY, type DisplayCurrency, type ExchangeRate } from '../domain/currency';
import { isIsoDate } from '../domain/dates';
import type { ApiErrorDetail, Validated } from '../domain/types';

/** The currencies a rate can be published for: every display currency but the hotel's own. */
export const RATE_CURRENCIES = DISPLAY_CURRENCIES.filter((c) => c !== HOTEL_CURRENCY) as Exclude<DisplayCurrency, 'USD'>[];

export const EXCHANGE_RATE_LIMITS = {
  /** The most a rate may be: far above any real one (1 USD buys ~150 JPY), so a slip of the finger is caught. */
  rateMax: 1_000_000,
  /** Decimals a rate keeps (the column is numeric(20, 10)); central banks publish 4-6. */
  rateDecimals: 10,
  sourceMax: 200,
} as const;

export const EXCHANGE_RATE_MESSAGES = {
  currency: `Currency must be one of ${RATE_CURRENCIES.join(', ')} (the hotel charges in ${HOTEL_CURRENCY}).`,
  rate: `Rate must be a number above 0 and at most ${EXCHANGE_RATE_LIMITS.rateMax.toLocaleString('en')}: how much of the currency 1 ${HOTEL_CURRENCY} buys, e.g. 0.9234.`,
  rateDecimals: `Rate may have at most ${EXCHANGE_RATE_LIMITS.rateDecimals} decimals.`,
  date: 'Date must be a date (YYYY-MM-DD): the day the source published the rate.',
  dateFuture: 'Date cannot be in the future: give the day the source published the rate.',
  source: `Source is required (at most ${EXCHANGE_RATE_LIMITS.sourceMax} characters): say where the rate comes from, e.g. European Central Bank reference rate.`,
} as const;

/** A published rate as the front desk lists it: who published it and when. */
export interface PublishedRate extends ExchangeRate {
  /** ISO timestamp of publishing: the newest per currency is the one guests see. */
  createdAt: string;
  /** The staff member's e-mail. */
  createdBy: string;
}

/** GET /hotel/exchange-rates: the rate guests see per currency and every rate published, newest first. */
export interface ExchangeRatesHistory {
  base: typeof HOTEL_CURRENCY;
  current: PublishedRate[];
  history: PublishedRate[];
}

export type ExchangeRateInput = Pick<ExchangeRate, 'currency' | 'rate' | 'date' | 'source'>;
export type ExchangeRateField = keyof ExchangeRateInput;

const decimals = (n: number) => (String(n).split('.')[1] ?? '').replace(/e.*$/, '').length;

/**
 * A rate to publish, from untrusted input; `today` is the hotel's (YYYY-MM-DD). Every wrong field is
 * named in `details`; `message` is the first one's.
 */
export function validateExchangeRate(raw: unknown, today: string): Validated<ExchangeRateInput> {
  const given = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const details: ApiErrorDetail[] = [];
  const fail = (field: ExchangeRateField, message: string) => details.push({ field, message });

  const { currency, rate, date } = given;
  if (!(RATE_CURRENCIES as readonly unknown[]).includes(currency)) fail('currency', EXCHANGE_RATE_MESSAGES.currency);
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate > EXCHANGE_RATE_LIMITS.rateMax) fail('rate', EXCHANGE_RATE_MESSAGES.rate);
  else if (decimals(rate) > EXCHANGE_RATE_LIMITS.rateDecimals || String(rate).includes('e')) fail('rate', EXCHANGE_RATE_MESSAGES.rateDecimals);
  if (!isIsoDate(date)) fail('date', EXCHANGE_RATE_MESSAGES.date);
  else if (date > today) fail('date', EXCHANGE_RATE_MESSAGES.dateFuture);
  const source = typeof given.source === 'string' ? given.source.trim() : '';
  if (source === '' || source.length > EXCHANGE_RATE_LIMITS.sourceMax) fail('source', EXCHANGE_RATE_MESSAGES.source);

  if (details.length > 0) return { ok: false, message: details[0]!.message, details };
  return { ok: true, value: { currency: currency as ExchangeRateInput['currency'], rate: rate as number, date: date as string, source } };
}

// Which currencies a guest may see prices in, and what a rate and an estimate are (issue 44): the
// part of currency.ts a page needs before it knows the guest's currency. The '@hotel/shared'
// singleton imports this file alone, so a guest who sees dollars downloads no conversion and no
// formatting of other currencies (docs/architecture.md §4, "money"). Import-free.

/** The hotel's own currency: every price, quote, charge and refund is in it. */
export const HOTEL_CURRENCY = 'USD';

/** The display currencies a guest can pick, the hotel's first (ISO 4217). */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'JPY', 'CAD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Where the guest's choice is remembered (localStorage) and the query parameter that sets it. */
export const CURRENCY_STORAGE_KEY = 'harborview-currency';
export const CURRENCY_PARAM = 'currency';

export const isDisplayCurrency = (code: unknown): code is DisplayCurrency =>
  typeof code === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(code);

/**
 * A rate the hotel published: 1 unit of the hotel's currency buys `rate` units of `currency`.
 * Rows are never edited: a new rate is a new row, so a booking can point at the one it was shown.
 */
export interface ExchangeRate {
  id: string;
  currency: DisplayCurrency;
  rate: number;
  /** The day the rate is of (YYYY-MM-DD), as its source published it. */
  date: string;
  /** Where it came from, in words staff wrote ("European Central Bank reference rate"). */
  source: string;
}

/** A price's estimate in the guest's currency, as a quote, a booking and an e-mail carry it. */
export interface DisplayEstimate {
  currency: DisplayCurrency;
  /** The estimate, already rounded to the currency's minor units. */
  amount: number;
  rate: number;
  rateId: string;
  rateDate: string;
  rateSource: string;
}

// The guest's display currency (issue 44, docs/product.md "Currencies"): one value in the
// @hotel/shared singleton, so the shell's picker and every remote's prices read the same choice and
// the same rates. The rates are asked for once per page load and only for a currency other than the
// hotel's, together with the code that converts and writes an estimate (estimates.ts, a chunk of its
// own): a guest who sees dollars pays no request and none of those bytes.
import { useSyncExternalStore } from 'react';
import { request } from '../api/client';
import {
  CURRENCY_PARAM,
  CURRENCY_STORAGE_KEY,
  HOTEL_CURRENCY,
  isDisplayCurrency,
  type DisplayCurrency,
  type ExchangeRate,
} from '../domain/currencyCodes';

/** What a price shows: the guest's currency and its rate (null for dollars, or while none is known). */
export interface Shown {
  currency: DisplayCurrency;
  rate: ExchangeRate | null;
}

// Regions whose language tag names a currency we show (es-MX → MXN): only a first visit's default.
const REGION: Record<string, DisplayCurrency> = { GB: 'GBP', MX: 'MXN', JP: 'JPY', CA: 'CAD' };
const EURO = /^(AT|BE|CY|DE|EE|ES|FI|FR|GR|HR|IE|IT|LT|LU|LV|MT|NL|PT|SI|SK)$/;

/** The currency a language tag's region pays in (`es-MX` → MXN, `de-DE` → EUR), else the hotel's. */
export function regionCurrency(languages: readonly string[]): DisplayCurrency {
  const region = (languages[0] ?? '').split('-')[1]?.toUpperCase() ?? '';
  return REGION[region] ?? (EURO.test(region) ? 'EUR' : HOTEL_CURRENCY);
}

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null; // storage refused (private mode): the choice lasts the page load
  }
}

function remember(store: Pick<Storage, 'setItem'> | null, currency: DisplayCurrency): void {
  try {
    store?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // not remembered: this page load still shows it
  }
}

/** The choice a page load starts with: a shared link's `?currency=` (remembered), the guest's remembered one, else the region's. */
export function firstChoice(search: string, store: Pick<Storage, 'getItem' | 'setItem'> | null, languages: readonly string[]): DisplayCurrency {
  const linked = new URLSearchParams(search).get(CURRENCY_PARAM)?.toUpperCase();
  if (isDisplayCurrency(linked)) {
    remember(store, linked);
    return linked;
  }
  const kept = store?.getItem(CURRENCY_STORAGE_KEY);
  return isDisplayCurrency(kept) ? kept : regionCurrency(languages);
}

const DOLLARS: Shown = { currency: HOTEL_CURRENCY, rate: null };
const listeners = new Set<() => void>();
let shown: Shown | undefined;
let rates: Promise<void> | undefined;
let published: ExchangeRate[] = [];
type Words = typeof import('./estimates');
let words: Words | undefined;
let wordsLoading: Promise<Words> | undefined;

// A new value each time, so every price re-renders (useSyncExternalStore compares by identity).
const show = (currency: DisplayCurrency) => {
  shown = { currency, rate: (words && published.find((r) => r.currency === currency)) || null };
  listeners.forEach((l) => l());
};

/** The code that writes an estimate (estimates.ts), once per page load; prices re-render when it is in. */
export function loadEstimates(): Promise<Words> {
  wordsLoading ??= import(/* webpackChunkName: "money-estimates" */ './estimates').then((m) => {
    words = m;
    // Re-render the page's prices; a partner embed (which has its own currency) starts no choice here.
    if (shown) show(shown.currency);
    return m;
  });
  return wordsLoading;
}

/** The estimates' code if it is in; else asks for it (a kept estimate's price shows its charge until then). */
export function estimateWords(): Words | undefined {
  if (!words) void loadEstimates().catch(() => undefined);
  return words;
}

/** GET /exchange-rates with the estimates' code, once per page load (again after a booking was refused for a changed rate). */
export function loadRates(again = false): Promise<void> {
  if (!rates || again) {
    rates = Promise.all([request<{ rates: ExchangeRate[] }>('GET', '/exchange-rates'), loadEstimates()]).then(
      ([answer]) => {
        published = answer.rates;
        show(current().currency);
      },
      () => undefined, // no rates: the prices stay in dollars, as a price with no rate published does
    );
  }
  return rates;
}

function current(): Shown {
  if (!shown) {
    let languages: readonly string[] = [];
    try {
      languages = navigator.languages ?? [navigator.language];
    } catch {
      // no navigator (the first-view prerender's Node): dollars
    }
    shown = { currency: typeof location === 'undefined' ? HOTEL_CURRENCY : firstChoice(location.search, storage(), languages), rate: null };
  }
  if (shown.currency !== HOTEL_CURRENCY) void loadRates();
  return shown;
}

/** The top bar's picker: remembers the choice and re-renders every price. */
export function setDisplayCurrency(currency: DisplayCurrency): void {
  remember(storage(), currency);
  show(currency);
  current();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The display currency and its rate, re-rendering when the guest picks another or the rates arrive. */
export function useDisplayCurrency(): Shown {
  return useSyncExternalStore(subscribe, current, () => DOLLARS);
}

/** For tests: forget the page load's choice and rates. */
export function resetDisplayCurrency(): void {
  shown = undefined;
  rates = undefined;
  published = [];
}

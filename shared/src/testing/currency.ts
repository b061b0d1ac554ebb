// Test support: the rates GET /exchange-rates publishes (as the API's seed does) and the guest's
// display currency, at the HTTP boundary and in localStorage as a page load would find them.
import { http, HttpResponse } from 'msw';
import { CURRENCY_STORAGE_KEY, type DisplayCurrency, type ExchangeRate } from '../domain/currency';
import { apiUrl, server } from './http';

/** A published rate: EUR 0.9232 of 2026-11-27 unless told. */
export const testRate = (over: Partial<ExchangeRate> = {}): ExchangeRate => ({
  id: `rate-${over.currency ?? 'EUR'}-1`,
  currency: 'EUR',
  rate: 0.9232,
  date: '2026-11-27',
  source: 'European Central Bank reference rate',
  ...over,
});

/**
 * GET /exchange-rates answers `rates` (each request counted in the returned list), and the guest
 * picked `currency` on an earlier visit (localStorage, as the top bar's picker keeps it).
 */
export function seeIn(currency: DisplayCurrency, rates: ExchangeRate[] = [testRate()]): string[] {
  const asked: string[] = [];
  localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  server.use(
    http.get(apiUrl('/exchange-rates'), ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ base: 'USD', rates });
    }),
  );
  return asked;
}

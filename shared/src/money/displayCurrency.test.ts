// Which currency a page load shows prices in (docs/product.md "Currencies"): a shared link says it
// and is remembered, a remembered choice comes next, and a first visit follows the language's region.
import { CURRENCY_STORAGE_KEY } from '../domain/currency';
import { firstChoice, regionCurrency } from './displayCurrency';

function memory(kept?: string) {
  const items = new Map<string, string>(kept ? [[CURRENCY_STORAGE_KEY, kept]] : []);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('the display currency a page load starts with', () => {
  it('a shared link ?currency=EUR shows euros and remembers them, over an earlier choice', () => {
    const store = memory('GBP');
    expect(firstChoice('?checkIn=2026-12-01&currency=EUR', store, ['en-US'])).toBe('EUR');
    expect(store.items.get(CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(firstChoice('?currency=jpy', memory(), [])).toBe('JPY');
  });

  it('a currency we do not show in the link is ignored: the remembered choice stays', () => {
    const store = memory('CAD');
    expect(firstChoice('?currency=XYZ', store, ['es-MX'])).toBe('CAD');
    expect(store.items.get(CURRENCY_STORAGE_KEY)).toBe('CAD');
  });

  it("a first visit follows the browser language's region, only as a default (nothing is remembered)", () => {
    const store = memory();
    expect(firstChoice('', store, ['es-MX', 'es'])).toBe('MXN');
    expect(store.items.size).toBe(0);
    expect(firstChoice('', memory(), ['de-DE'])).toBe('EUR');
    expect(firstChoice('', memory(), ['en-GB'])).toBe('GBP');
    expect(firstChoice('', memory(), ['ja-JP'])).toBe('JPY');
    expect(firstChoice('', memory(), ['fr-CA'])).toBe('CAD');
    expect(firstChoice('', memory(), ['en-US'])).toBe('USD');
    expect(firstChoice('', memory(), ['es'])).toBe('USD');
    expect(firstChoice('', null, [])).toBe('USD');
  });

  it('the region of the first language decides (a Mexican browser that also reads English sees pesos)', () => {
    expect(regionCurrency(['es-MX', 'en-GB'])).toBe('MXN');
    expect(regionCurrency(['pt-BR', 'en-GB'])).toBe('USD');
  });
});

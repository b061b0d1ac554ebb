// The embed's prices (docs/product.md "Currencies"; README "Attributes and options"): in the currency
// the partner sets (`data-currency`), else the region of the visitor's browser language, as the
// site's first visit; the estimate, the charge and the rate's note, as the site's cards. Not the
// page's URL nor its storage: the embed reads nothing of a partner's page (README "Privacy").
import { HOTEL_CURRENCY, loadEstimates, moneyOf, regionCurrency, type DisplayCurrency, type Money } from '@hotel/shared';
import { isDisplayCurrency } from '@hotel/shared/currency';
import { fetchRates } from './rooms';

/** The partner's currency when we show it ("eur" too), else the browser region's (`de-DE` → EUR), else dollars. */
export function embedCurrency(asked: string | undefined, languages: readonly string[]): DisplayCurrency {
  const code = asked?.trim().toUpperCase();
  return isDisplayCurrency(code) ? code : regionCurrency(languages);
}

export const browserLanguages = (): readonly string[] => navigator.languages ?? [navigator.language];

/**
 * The cards' prices in `currency`: dollars at once; another currency once its rate and the code that
 * writes an estimate are in (the list waits for them: no price shows in the wrong currency first),
 * in dollars when no rate is published for it or the rates cannot be read.
 */
export function embedMoney(api: string, currency: DisplayCurrency): Promise<Money> {
  const key = `${api}|${currency}`;
  let money = asked.get(key);
  if (!money) {
    money = readMoney(api, currency);
    asked.set(key, money);
  }
  return money;
}

// Once per API and currency per page, as the site asks once per page load: every list and search reuses it.
const asked = new Map<string, Promise<Money>>();

async function readMoney(api: string, currency: DisplayCurrency): Promise<Money> {
  const dollars = moneyOf({ currency: HOTEL_CURRENCY, rate: null });
  if (currency === HOTEL_CURRENCY) return dollars;
  try {
    const [rates] = await Promise.all([fetchRates(api), loadEstimates()]);
    const rate = rates.find((r) => r.currency === currency);
    return rate ? moneyOf({ currency, rate }) : dollars;
  } catch {
    return dollars; // as on the site: no rates, prices in dollars
  }
}

// Every export here is in every page's singleton: the tests' reset and firstChoice are imported by path.
export { setDisplayCurrency, useDisplayCurrency, loadRates, loadEstimates, regionCurrency, type Shown } from './displayCurrency';
export { priceText, rateNote, keptShown, type PriceOptions } from './priceText';
export type { DisplayCurrency, DisplayEstimate, ExchangeRate } from '../domain/currencyCodes';
export { useMoney, moneyOf, type Money } from './useMoney';
export { HOTEL_CURRENCY } from '../domain/currencyCodes';

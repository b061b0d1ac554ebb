export {
  displayCurrency,
  setDisplayCurrency,
  useDisplayCurrency,
  loadRates,
  loadEstimates,
  regionCurrency,
  firstChoice,
  resetDisplayCurrency,
  type Shown,
} from './displayCurrency';
export { priceText, rateNote, keptShown, type PriceOptions } from './priceText';
export type { DisplayCurrency, DisplayEstimate, ExchangeRate } from '../domain/currencyCodes';
export { useMoney, moneyOf, type Money } from './useMoney';
export { HOTEL_CURRENCY } from '../domain/currencyCodes';

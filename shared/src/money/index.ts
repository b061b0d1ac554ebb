export {
  displayCurrency,
  setDisplayCurrency,
  useDisplayCurrency,
  loadRates,
  regionCurrency,
  firstChoice,
  resetDisplayCurrency,
  type Shown,
} from './displayCurrency';
export { priceText, rateNote, keptShown, type PriceOptions } from './priceText';
export type { DisplayCurrency, DisplayEstimate, ExchangeRate } from '../domain/currency';
export { useMoney, type Money } from './useMoney';
export { HOTEL_CURRENCY } from '../domain/currency';

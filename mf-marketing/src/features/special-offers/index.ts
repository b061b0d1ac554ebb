export { default as SpecialOffers } from './SpecialOffers';

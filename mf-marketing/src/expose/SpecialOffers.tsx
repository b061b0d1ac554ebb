export { SpecialOffers as default } from '../features/special-offers';

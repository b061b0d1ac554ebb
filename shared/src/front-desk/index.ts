// `@hotel/shared/front-desk`: what only staff pages use: the staff pages' paths and the staff routes' calls, the room
// editor's rules and the desk's list status. A private copy in each front-desk chunk, never in the singleton, so guest pages
// carry none of it (docs/architecture.md §3).
export { frontDeskApi, type FrontDeskApi } from './api';
export { FRONT_DESK_HOME, FRONT_DESK_ROUTES, hotelRoomPath, hotelRoomRatesPath } from './routes';
export {
  REPLY_MAX,
  REPLY_MESSAGES,
  ROOM_LIMITS,
  ROOM_MESSAGES,
  isRoomImage,
  validateReply,
  validateRoomInput,
  validateWeekendPrice,
  type RoomField,
} from './rules';
export { ListStatus } from './ListStatus';
export { Loading, LoadFailed } from './ReadStatus';
export { ColumnHeads, type Column } from './ColumnHeads';
export { NameAndEmail } from './NameAndEmail';
export { RATE_MESSAGES, overlapsPeriod, validateRatePeriod, type RatePeriodField } from './rateRules';
export { PROMO_RULE_MESSAGES, validatePromotion, type PromotionField } from './promotionRules';
export {
  EXCHANGE_RATE_LIMITS,
  EXCHANGE_RATE_MESSAGES,
  RATE_CURRENCIES,
  validateExchangeRate,
  type ExchangeRateField,
  type ExchangeRateInput,
  type ExchangeRatesHistory,
  type PublishedRate,
} from './exchangeRates';
export { AUDIT_ACTIONS, auditActionWords, type AuditAction } from './audit';
export { REASON_MAX, REASON_MESSAGES, checkReason } from './reason';
export { FRONT_DESK_LIMITS, firstNightHasCome } from './limits';
export {
  PARTNER_LIMITS,
  PARTNER_MESSAGES,
  parseOrigin,
  validatePartner,
  type FailedDelivery,
  type Partner,
  type PartnerField,
  type PartnerInput,
  type PartnerWithSecret,
} from './partners';
export { PHOTO_FORMATS, PHOTO_LIMITS, PHOTO_MESSAGES, validatePhotoAlt } from './photoRules';

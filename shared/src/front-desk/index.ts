// `@hotel/shared/front-desk`: what only staff pages use: the staff routes' calls and the room
// editor's rules. A private copy in each front-desk chunk, never in the singleton, so guest pages
// carry none of it (docs/architecture.md §3).
export { frontDeskApi, type FrontDeskApi } from './api';
export { ROOM_LIMITS, ROOM_MESSAGES, isRoomImage, validateRoomInput, validateWeekendPrice, type RoomField } from './rules';
export {
  RATE_MESSAGES,
  overlapsPeriod,
  validateRatePeriod,
  type RatePeriodField,
} from './rateRules';

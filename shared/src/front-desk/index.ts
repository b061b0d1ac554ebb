// `@hotel/shared/front-desk`: what only staff pages use: the staff routes' calls and the room
// editor's rules. A private copy in each front-desk chunk, never in the singleton, so guest pages
// carry none of it (docs/architecture.md §3).
export { frontDeskApi, type FrontDeskApi } from './api';
export {
  REPLY_MAX,
  REPLY_MESSAGES,
  ROOM_LIMITS,
  ROOM_MESSAGES,
  isRoomImage,
  validateReply,
  validateRoomInput,
  type RoomField,
} from './rules';

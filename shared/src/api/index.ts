export { setAuthToken, getAuthToken, setUnauthorizedHandler, request, type RequestOptions } from './client';
export { API_PATHS } from './paths';
export { api, type Api, type CallOptions, type RoomsQuery, type HealthStatus, type PartnerSummary } from './endpoints';
export { ApiRequestError, toApiRequestError, errorMessage, errorStatus, type MessageRule } from './errors';
/** Re-exported for the auth store (it reads/writes the token under this key). */
export { TOKEN_STORAGE_KEY } from '../auth/session';
export {
  watchRoomDates,
  roomEventsUrl,
  type RoomDatesEvent,
  type RoomChangeEvent,
  type RoomDatesHandlers,
  type WatchOptions,
} from './events';

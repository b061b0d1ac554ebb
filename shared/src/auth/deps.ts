// The auth store's only links to the rest of @hotel/shared (API client + runtime config), in one
// place so unit tests can replace them with a single jest.mock('./deps').
export { api, setAuthToken, setUnauthorizedHandler, TOKEN_STORAGE_KEY } from '../api';
export { getRuntimeConfig } from '../config';

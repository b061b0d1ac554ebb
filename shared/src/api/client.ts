import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import { toApiRequestError } from './errors';

/**
 * The one axios instance. Its baseURL is read from the runtime config store at request time (so a
 * config loaded after import still applies); the bearer header is set by setAuthToken; a 401 asks
 * the unauthorized handler for a fresh token once and retries once; every error becomes an
 * ApiRequestError whose message is the server's `message`.
 */
export const http: AxiosInstance = axios.create({
  headers: { Accept: 'application/json' },
  timeout: 15_000,
});

let authToken: string | null = null;
type UnauthorizedHandler = () => Promise<string | null>;
let unauthorizedHandler: UnauthorizedHandler | null = null;
let refreshing: Promise<string | null> | null = null;

/** Sets (or clears with null) the bearer Authorization header of every request. */
export function setAuthToken(token: string | null): void {
  authToken = token && token.trim() !== '' ? token : null;
  if (authToken) http.defaults.headers.common.Authorization = `Bearer ${authToken}`;
  else delete http.defaults.headers.common.Authorization;
}

export function getAuthToken(): string | null {
  return authToken;
}

/**
 * Called on a 401 from a request that carried our token: it should re-exchange and return the new
 * app token (or null to give up, e.g. after signing out). Concurrent 401s share one call. Pass null
 * to remove.
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): void {
  unauthorizedHandler = fn;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _hvRetried?: boolean;
  _hvSkipAuthRetry?: boolean;
}

http.interceptors.request.use((config) => {
  if (!config.baseURL) config.baseURL = getRuntimeConfig().apiBase;
  return config;
});

async function refreshToken(): Promise<string | null> {
  if (!unauthorizedHandler) return null;
  if (!refreshing) {
    const handler = unauthorizedHandler;
    refreshing = (async () => {
      try {
        return await handler();
      } catch {
        return null;
      } finally {
        refreshing = null;
      }
    })();
  }
  return refreshing;
}

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status === 401 && config && !config._hvRetried && !config._hvSkipAuthRetry && unauthorizedHandler) {
    config._hvRetried = true;
    const token = await refreshToken();
    if (token) {
      if (token !== authToken) setAuthToken(token);
      config.headers.set('Authorization', `Bearer ${token}`);
      try {
        return await http.request(config);
      } catch (retryError) {
        throw toApiRequestError(retryError);
      }
    }
  }
  throw toApiRequestError(error);
});

/** Per-request option used by calls that must not trigger the 401 re-exchange (POST /jwt). */
export const SKIP_AUTH_RETRY = { _hvSkipAuthRetry: true } as const;

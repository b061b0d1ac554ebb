import type { AxiosInstance, AxiosRequestConfig, InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import { currentLocale } from '../i18n';
import { toApiRequestError } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** POST /jwt: its 401 means a bad Firebase token, never "re-exchange". */
    skipAuthRetry?: boolean;
    /** Set on the one retry that follows a re-exchange, so a second 401 is final. */
    authRetried?: boolean;
  }
}

/**
 * The one HTTP client (docs/architecture.md §4): an axios instance over the browser's fetch
 * (`adapter: 'fetch'`; the bundler's `browser` field keeps axios's Node http adapter out of the
 * bundle). Its interceptors do the cross-cutting work:
 * - request: the base URL from the runtime config store (read per request, so a config loaded after
 *   import still applies), the bearer header from setAuthToken and the page's language (Accept-Language);
 * - response: a 401 asks the unauthorized handler for a fresh token, shared by every request that
 *   got a 401 meanwhile, and retries once.
 * Every failure reaches callers as an ApiRequestError (see `request`).
 *
 * axios (16 KB gzip) loads with the first request, not with the page: no first view needs it
 * before its content is on screen (docs/architecture.md §10, JavaScript before the first content).
 */
let client: Promise<AxiosInstance> | null = null;

function http(): Promise<AxiosInstance> {
  client ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => {
    const instance = axios.create({
      adapter: 'fetch',
      timeout: 15_000,
      headers: { Accept: 'application/json' },
    });
    instance.interceptors.request.use(withBaseUrlAndToken);
    instance.interceptors.response.use(undefined, async (error: unknown) => {
      if (!axios.isAxiosError(error) || error.response?.status !== 401) throw error;
      return instance.request(await retryConfigAfter401(error.config, error));
    });
    return instance;
  });
  return client;
}

let authToken: string | null = null;
type UnauthorizedHandler = () => Promise<string | null>;
let unauthorizedHandler: UnauthorizedHandler | null = null;
/** The re-exchange in flight: the one place concurrent 401s are merged. */
let reauthenticating: Promise<string | null> | null = null;

/** Sets (or clears with null) the bearer Authorization header of every request. */
export function setAuthToken(token: string | null): void {
  authToken = token && token.trim() !== '' ? token : null;
}

export function getAuthToken(): string | null {
  return authToken;
}

/**
 * Called on a 401 from a request: it should re-exchange and return the new app token (or null to
 * give up, e.g. after signing out). Concurrent 401s share one call. Pass null to remove.
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): void {
  unauthorizedHandler = fn;
}

function reauthenticate(handler: UnauthorizedHandler): Promise<string | null> {
  reauthenticating ??= handler()
    .catch(() => null)
    .then((token) => {
      if (token && token !== authToken) setAuthToken(token);
      return token;
    })
    .finally(() => {
      reauthenticating = null;
    });
  return reauthenticating;
}

/**
 * Re-exchanges the token as a 401 would (shared with every 401 in flight); the new token, or null
 * when there is no handler or it gave up. An early read's 401 counts as its page's first 401, so the
 * page's own call goes out with a fresh token instead of earning a second 401
 * (docs/architecture.md §10, "Code and data in parallel").
 */
export function reauthenticateAfter401(): Promise<string | null> {
  return unauthorizedHandler ? reauthenticate(unauthorizedHandler) : Promise.resolve(null);
}

const bearer = (token: string) => `Bearer ${token}`;

const apiBase = () => getRuntimeConfig().apiBase.replace(/\/+$/, '');

function withBaseUrlAndToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = apiBase();
  // The API says its refusals in the page's language, which the URL chose, not the browser's
  // (docs/architecture.md §15). A CORS-safelisted header: no preflight for it.
  config.headers.set('Accept-Language', currentLocale());
  // A call may bring its own credentials (POST /jwt sends the Firebase ID token).
  if (authToken && !config.headers.has('Authorization')) config.headers.set('Authorization', bearer(authToken));
  return config;
}

/** The config to retry a 401 with (a fresh token), or `error` rethrown when there is none. */
async function retryConfigAfter401(config: InternalAxiosRequestConfig | undefined, error: unknown) {
  if (!config || config.skipAuthRetry || config.authRetried || !unauthorizedHandler) throw error;
  // A re-exchange that finished while this request was on its way already gave a newer token.
  const sentWith = config.headers.get('Authorization');
  const token = authToken && sentWith !== bearer(authToken) ? authToken : await reauthenticate(unauthorizedHandler);
  if (!token) throw error;
  config.authRetried = true;
  config.headers.set('Authorization', bearer(token));
  return config;
}

export interface RequestOptions {
  query?: Record<string, string | number>;
  json?: unknown;
  /** A multipart body instead of JSON (a photo upload); the browser writes its content type. */
  form?: FormData;
  headers?: Record<string, string>;
  /** POST /jwt: its 401 means a bad Firebase token, never "re-exchange". */
  skipAuthRetry?: boolean;
  /** When set, only this status is a success (POST /contact: 201). */
  expectStatus?: number;
  /** Aborts the call (e.g. when the page that asked for it goes away). */
  signal?: AbortSignal;
  /** Milliseconds before the call fails with "Request timed out" (default 15 s). */
  timeout?: number;
}

/** One API call: JSON in, JSON out; rejects with ApiRequestError. */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const config: AxiosRequestConfig = {
    method,
    url: path,
    params: opts.query,
    data: opts.form ?? opts.json,
    headers: opts.headers,
    skipAuthRetry: opts.skipAuthRetry,
    signal: opts.signal,
    ...(opts.timeout !== undefined ? { timeout: opts.timeout } : {}),
    ...(opts.expectStatus !== undefined ? { validateStatus: (status: number) => status === opts.expectStatus } : {}),
  };
  try {
    const res = await (await http()).request<T | ''>(config);
    // An empty body arrives as '': callers get undefined, as from any body-less answer.
    return (res.data === '' ? undefined : res.data) as T;
  } catch (err) {
    throw toApiRequestError(err);
  }
}

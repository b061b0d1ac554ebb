import type { AxiosError } from 'axios';

// axios's own two tests, written out so that this module does not load axios with the page (the
// client loads it with the first request: docs/architecture.md §10).
const isCancel = (err: unknown): boolean =>
  Boolean(err && typeof err === 'object' && (err as { __CANCEL__?: unknown }).__CANCEL__);
const isAxiosError = (err: unknown): err is AxiosError =>
  typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
import type { ApiErrorDetail } from '../domain/types';

/** Every failed API call rejects with this: message is the server's `message`, else a generic one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status, undefined for network errors, timeouts and aborts. */
  readonly status?: number;
  /** The server's `code` when it sent one; ERR_NETWORK, ETIMEDOUT or ERR_CANCELED without an answer. */
  readonly code?: string;
  readonly details?: ApiErrorDetail[];
  /**
   * The server's `message` when it sent one, never transport text: use it for the
   * "server message, else <fallback>" rules of docs/product.md §8.
   */
  readonly serverMessage?: string;

  constructor(
    message: string,
    init: { status?: number; code?: string; details?: ApiErrorDetail[]; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }
}

function serverBody(data: unknown): { message?: string; code?: string; details?: ApiErrorDetail[] } {
  if (typeof data !== 'object' || data === null) return {};
  const d = data as Record<string, unknown>;
  return {
    message: typeof d.message === 'string' && d.message.trim() !== '' ? d.message : undefined,
    code: typeof d.code === 'string' ? d.code : undefined,
    details: Array.isArray(d.details) ? (d.details as ApiErrorDetail[]) : undefined,
  };
}

/** Anything a call can throw (an error answer, network down, timeout, abort) → ApiRequestError (idempotent). */
export function toApiRequestError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  if (isCancel(err)) return new ApiRequestError('Request aborted', { code: 'ERR_CANCELED', cause: err });
  if (isAxiosError(err)) {
    const res = err.response;
    if (res) {
      const body = serverBody(res.data);
      return new ApiRequestError(body.message ?? `Request failed with status code ${res.status}`, {
        status: res.status,
        code: body.code,
        details: body.details,
        serverMessage: body.message,
        cause: err,
      });
    }
    if (err.code === 'ETIMEDOUT' || err.code === 'ECONNABORTED') {
      return new ApiRequestError('Request timed out', { code: 'ETIMEDOUT', cause: err });
    }
    return new ApiRequestError('Network Error', { code: 'ERR_NETWORK', cause: err });
  }
  const message = err instanceof Error && err.message ? err.message : 'Request failed';
  return new ApiRequestError(message, { cause: err });
}

/** The server's `message` carried by an error, if any. */
export function serverMessage(err: unknown): string | undefined {
  return err instanceof ApiRequestError ? err.serverMessage : undefined;
}

/** HTTP status carried by an error, if any (e.g. 404 → "Room not found"). */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiRequestError ? err.status : undefined;
}

/**
 * Text for a toast: the server's message, else the error's own message, else `fallback`
 * (docs/product.md §8 "server message, else error message, else …").
 */
export function toErrorMessage(err: unknown, fallback: string): string {
  const fromServer = serverMessage(err);
  if (fromServer) return fromServer;
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err.trim() !== '') return err;
  return fallback;
}

/**
 * Text for a toast where docs/product.md §8 says "server message, else <fallback>": a network
 * failure or a timeout shows the fallback, never transport text such as "Network Error".
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  return serverMessage(err) ?? fallback;
}

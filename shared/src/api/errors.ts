import type { AxiosError } from 'axios';

// axios's own two tests, written out so that this module does not load axios with the page (the
// client loads it with the first request: docs/architecture.md §10).
const isCancel = (err: unknown): boolean =>
  Boolean(err && typeof err === 'object' && (err as { __CANCEL__?: unknown }).__CANCEL__);
const isAxiosError = (err: unknown): err is AxiosError =>
  typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
import type { ApiErrorDetail } from '../domain/types';

/** The message of a failure that carried none: never shown to a guest (the rule's fallback is). */
const GENERIC_FAILURE = 'Request failed';

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
  const message = err instanceof Error && err.message ? err.message : GENERIC_FAILURE;
  return new ApiRequestError(message, { cause: err });
}

/** HTTP status carried by an error, if any (e.g. a 409 on a booking: the date was taken meanwhile). */
export function errorStatus(err: unknown): number | undefined {
  return err instanceof ApiRequestError ? err.status : undefined;
}

/**
 * How one screen words a failure, for `errorMessage`. A plain string is `{ fallback }`.
 */
export interface MessageRule {
  /** Our text when none of the steps below applies (docs/product.md §8, e.g. "Failed to book room. Please try again."). */
  fallback: string;
  /** Our own text for a status, first of all (e.g. 404 → "Room not found"). */
  status?: Readonly<Partial<Record<number, string>>>;
  /**
   * Which of the server's messages are shown: all of them (the default), none (`false`), or only
   * those with one of `status` and, when `only` is given, one of exactly those texts.
   */
  server?: boolean | { status?: readonly number[]; only?: readonly string[] };
  /**
   * Show the transport's words ("Network Error", "Request timed out") before the fallback. Off by
   * default: docs/product.md §8 never shows them for a booking; on where the screen always did.
   */
  transport?: boolean;
}

function serverAllowed(err: ApiRequestError, server: MessageRule['server'] = true): boolean {
  if (typeof server === 'boolean') return server;
  if (server.status && (err.status === undefined || !server.status.includes(err.status))) return false;
  if (server.only && !server.only.includes(err.serverMessage ?? '')) return false;
  return true;
}

/**
 * THE rule that turns a failure into what the guest reads (docs/product.md §8): our text for the
 * status, else the server's message (when the rule lets it through), else the transport's (when
 * asked for), else the fallback. Every front end's toast, inline error and event text goes through it.
 */
export function errorMessage(err: unknown, rule: MessageRule | string): string {
  const r = typeof rule === 'string' ? { fallback: rule } : rule;
  const e = toApiRequestError(err);
  const forStatus = e.status === undefined ? undefined : r.status?.[e.status];
  if (forStatus) return forStatus;
  if (e.serverMessage && serverAllowed(e, r.server)) return e.serverMessage;
  if (r.transport && e.serverMessage === undefined && e.message && e.message !== GENERIC_FAILURE) return e.message;
  return r.fallback;
}

import { TimeoutError, type HTTPError } from 'ky';
import type { ApiErrorDetail } from '../domain/types';

/** Every failed API call rejects with this: message is the server's `message`, else a generic one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status, undefined for network errors/timeouts. */
  readonly status?: number;
  /** The server's `code` when it sent one. */
  readonly code?: string;
  readonly details?: ApiErrorDetail[];
  /** The server's `message` when it sent one (use it for "server message, else <fallback>"). */
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

/** An error answer (4xx/5xx) → ApiRequestError with the server's message, code and details. */
export async function fromHttpError(err: HTTPError): Promise<ApiRequestError> {
  const status = err.response.status;
  const body = serverBody(await err.response.json().catch(() => undefined));
  return new ApiRequestError(body.message ?? `Request failed with status code ${status}`, {
    status,
    code: body.code,
    details: body.details,
    serverMessage: body.message,
    cause: err,
  });
}

/** Anything else thrown by a call (network down, timeout) → ApiRequestError (idempotent). */
export function toApiRequestError(err: unknown, status?: number): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  if (err instanceof TimeoutError) return new ApiRequestError('Request timed out', { code: 'ETIMEDOUT', cause: err });
  // fetch rejects with a TypeError when the server cannot be reached (Chromium "Failed to fetch",
  // Firefox "NetworkError…", Safari "Load failed", Node "fetch failed").
  if (err instanceof TypeError && /fetch|network|load failed/i.test(err.message)) return new ApiRequestError('Network Error', { code: 'ERR_NETWORK', cause: err });
  const message = err instanceof Error && err.message ? err.message : 'Request failed';
  return new ApiRequestError(message, { status, cause: err });
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
 * (spec §8 "server message, else error message, else …").
 */
export function toErrorMessage(err: unknown, fallback: string): string {
  const fromServer = serverMessage(err);
  if (fromServer) return fromServer;
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err.trim() !== '') return err;
  return fallback;
}

import { isAxiosError } from 'axios';
import type { ApiErrorDetail } from '../domain/types';

/** Every failed API call rejects with this: message is the server's `message`, else axios's. */
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

function serverBody(err: unknown): { message?: string; code?: string; details?: ApiErrorDetail[] } {
  if (!isAxiosError(err)) return {};
  const data: unknown = err.response?.data;
  if (typeof data !== 'object' || data === null) return {};
  const d = data as Record<string, unknown>;
  return {
    message: typeof d.message === 'string' && d.message.trim() !== '' ? d.message : undefined,
    code: typeof d.code === 'string' ? d.code : undefined,
    details: Array.isArray(d.details) ? (d.details as ApiErrorDetail[]) : undefined,
  };
}

/** Converts anything thrown by axios into an ApiRequestError (idempotent). */
export function toApiRequestError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  const body = serverBody(err);
  const status = isAxiosError(err) ? err.response?.status : undefined;
  const fallback = err instanceof Error && err.message ? err.message : 'Request failed';
  return new ApiRequestError(body.message ?? fallback, {
    status,
    code: body.code ?? (isAxiosError(err) ? err.code : undefined),
    details: body.details,
    serverMessage: body.message,
    cause: err,
  });
}

/** The server's `message` carried by an error, if any. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiRequestError) return err.serverMessage;
  return serverBody(err).message;
}

/** HTTP status carried by an error, if any (e.g. 404 → "Room not found"). */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof ApiRequestError) return err.status;
  if (isAxiosError(err)) return err.response?.status;
  return undefined;
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

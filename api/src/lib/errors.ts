// The API's one error shape: { message, code?, details? } (docs/architecture.md §6).
import type { ApiError, ApiErrorDetail } from '@hotel/shared/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ApiErrorDetail[],
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON(): ApiError {
    const body: ApiError = { message: this.message };
    if (this.code) body.code = this.code;
    if (this.details) body.details = this.details;
    return body;
  }
}

export const badRequest = (message: string, details?: ApiErrorDetail[], code = 'BAD_REQUEST') =>
  new HttpError(400, message, code, details);
export const unauthorized = (message = 'Authentication required', code = 'UNAUTHENTICATED') => new HttpError(401, message, code);
export const forbidden = (message = 'You can only access your own data', code = 'FORBIDDEN') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);

/** JSON schema of the error body, for the OpenAPI document. */
export const errorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    details: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

/** Unique-violation SQLSTATE on both drivers. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

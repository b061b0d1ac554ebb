// What a repository answers: the value, or a refusal naming the domain reason. Repositories know no
// HTTP: the routes turn a refusal into its status and error body with `unwrap` (src/lib/refusals.ts).
// Inside `write` (./write.ts) a refusal returned by the transaction's function rolls it back.
import type { ApiErrorDetail } from '@hotel/shared/domain';

/** Every reason a repository (or a rule it runs for a route) may refuse a read or a write. */
export type Reason =
  | 'BOOKING_NOT_FOUND'
  | 'NOT_YOUR_BOOKING'
  | 'DATE_NOT_AVAILABLE'
  | 'ROOM_CLOSED'
  | 'OUT_OF_ORDER_OVERLAP'
  | 'STAY_REFUSED'
  | 'CANCEL_TOO_LATE'
  | 'CHANGE_DATE_TOO_LATE'
  | 'STAY_STARTED'
  | 'STAY_STATE'
  | 'INVALID_INPUT'
  | 'ROOM_NOT_FOUND'
  | 'RATE_NOT_FOUND'
  | 'RATE_OVERLAP'
  | 'PROMOTION_NOT_FOUND'
  | 'PROMOTION_CODE_TAKEN'
  | 'PROMO_REFUSED'
  | 'RATE_CHANGED'
  | 'MESSAGE_NOT_FOUND'
  | 'NO_BOOKING'
  | 'REVIEW_EXISTS'
  | 'NO_OWN_REVIEW'
  | 'NO_GUEST_REVIEW'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PHOTO_NOT_FOUND'
  | 'ROOM_FULL'
  | 'PARTNER_NOT_FOUND'
  | 'PARTNER_ORIGIN_REFUSED';

export interface Refusal<R extends Reason = Reason> {
  ok: false;
  reason: R;
  /** The words, where they depend on the case (the period it overlaps, the rule's words). */
  message?: string;
  /** The fields at fault (INVALID_INPUT), as the 400's details. */
  details?: ApiErrorDetail[];
  /** The error code of an INVALID_INPUT (INVALID_RATE, INVALID_ROOM; else BAD_REQUEST). */
  code?: string;
}

export type Result<T, R extends Reason = Reason> = { ok: true; value: T } | Refusal<R>;

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const refuse = <R extends Reason>(reason: R, more: Omit<Refusal, 'ok' | 'reason'> = {}): Refusal<R> => ({ ok: false, reason, ...more });

/** A refusal as it travels: a `{ ok: false }` value, whatever else it carries. */
export const isRefusal = (v: unknown): v is Refusal =>
  typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { reason?: unknown }).reason === 'string';

/** INVALID_INPUT: a rule refused what the client sent, naming the fields (a 400 with `code`, else BAD_REQUEST). */
export const invalid = (message: string, details?: ApiErrorDetail[], code?: string): Refusal<'INVALID_INPUT'> =>
  refuse('INVALID_INPUT', { message, ...(details ? { details } : {}), ...(code ? { code } : {}) });

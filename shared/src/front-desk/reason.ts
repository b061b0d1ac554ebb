// Why staff did something (a cancellation, a hidden review): one limit and one set of words for the
// front desk's forms and the API's answers (docs/product.md "Front desk"), kept in the audit log.
import type { Validated } from '../domain/types';

/** The longest reason staff may give (characters). */
export const REASON_MAX = 500;

export const REASON_MESSAGES = {
  tooLong: `The reason must be ${REASON_MAX} characters or fewer.`,
  /** The hotel cancels a guest's booking. */
  cancelRequired: 'Give the reason for the cancellation (the guest and the activity log see it).',
  /** Staff hide a review. */
  hideRequired: 'Please give a reason for hiding this review.',
} as const;

/**
 * A reason from untrusted input, trimmed, or null when none was given (blank counts as none); with
 * `required` (one of REASON_MESSAGES), none is refused in those words. The form and the API both ask.
 */
export function checkReason(raw: unknown, required?: string): Validated<string | null> {
  const r = typeof raw === 'string' ? raw.trim() : '';
  if (r.length > REASON_MAX) return { ok: false, message: REASON_MESSAGES.tooLong, details: [{ field: 'reason', message: REASON_MESSAGES.tooLong }] };
  if (r === '' && required) return { ok: false, message: required, details: [{ field: 'reason', message: required }] };
  return { ok: true, value: r === '' ? null : r };
}

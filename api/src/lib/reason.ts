// Why staff did something (a cancellation, a hidden review): required where the rule says so, kept
// in the audit log. One limit and one check for every staff route that takes a reason.
import { badRequest } from './errors';

export const REASON_MAX = 500;
const tooLong = `The reason must be ${REASON_MAX} characters or fewer.`;

/** The reason trimmed, or null when none was given; 400 naming `reason` when it is too long. */
export function optionalReason(reason: unknown): string | null {
  const r = typeof reason === 'string' ? reason.trim() : '';
  if (r.length > REASON_MAX) throw badRequest(tooLong, [{ field: 'reason', message: tooLong }]);
  return r === '' ? null : r;
}

/** The reason trimmed; 400 REASON_REQUIRED with `required` when it is missing or blank. */
export function requiredReason(reason: unknown, required: string): string {
  const r = optionalReason(reason);
  if (r === null) throw badRequest(required, [{ field: 'reason', message: required }], 'REASON_REQUIRED');
  return r;
}

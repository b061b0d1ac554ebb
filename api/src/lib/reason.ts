// Why staff did something (a cancellation, a hidden review): the rule and its words are the front
// desk's (checkReason of @hotel/shared/front-desk/reason); here it becomes the route's 400.
import { checkReason } from '@hotel/shared/front-desk/reason';
import { badRequest } from './errors';

export { REASON_MAX, REASON_MESSAGES } from '@hotel/shared/front-desk/reason';

/** The reason trimmed, or null when none was given; 400 naming `reason` when it is too long. */
export function optionalReason(reason: unknown): string | null {
  const r = checkReason(reason);
  if (!r.ok) throw badRequest(r.message, r.details);
  return r.value;
}

/** The reason trimmed; 400 REASON_REQUIRED in the `required` words when it is missing or blank. */
export function requiredReason(reason: unknown, required: string): string {
  const r = checkReason(reason, required);
  if (!r.ok) throw badRequest(r.message, r.details, r.message === required ? 'REASON_REQUIRED' : undefined);
  return r.value!;
}

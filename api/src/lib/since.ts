// `?since=` of the remote-load reads (GET /hotel/remote-loads and the metrics listener's
// /remote-loads): the same words wherever it is read.
import { badRequest } from './errors';

/** The read's default window, and its widest (older buckets stay in the database, unread). */
export const SINCE_DEFAULT_MS = 60 * 60_000;
export const SINCE_MAX_MS = 31 * 24 * 60 * 60_000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The time `raw` names (an ISO time with its zone); an hour before `now` without it. */
export function parseSince(raw: string | undefined, now: Date): Date {
  if (raw === undefined || raw === '') return new Date(now.getTime() - SINCE_DEFAULT_MS);
  const at = ISO_TIME.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) {
    const message = 'since must be an ISO time with its zone, e.g. 2026-11-28T09:30:00Z.';
    throw badRequest(message, [{ field: 'since', message }], 'INVALID_SINCE');
  }
  if (now.getTime() - at.getTime() > SINCE_MAX_MS) {
    const message = 'since must be within the last 31 days.';
    throw badRequest(message, [{ field: 'since', message }], 'INVALID_SINCE');
  }
  return at;
}

import type { EarlyRead } from '@hotel/shared';

/**
 * The session-bound reads main.js starts for the opening route (docs/architecture.md §10, "Code and
 * data in parallel"), kept until the bootstrap offers them to the data layer (`offerEarlyReads` of
 * @hotel/shared, which `useLoad` takes them from). Import-free at run time, so main.js stays small.
 */
const started: EarlyRead[] = [];

/** Starts GET `url` with the Authorization header `auth` (a failure just leaves no early answer). */
export function startEarlyRead(url: string, auth: string, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  const response = fetchImpl(url, { headers: { Accept: 'application/json', Authorization: auth } }).catch(() => null);
  started.push({ url, auth, at: now, response });
}

/** The reads started so far, once (for the bootstrap to offer). */
export function takeStartedReads(): EarlyRead[] {
  return started.splice(0);
}

import type { EarlyRead } from '@hotel/shared';

/**
 * The session-bound reads main.js starts for the opening route (docs/architecture.md §10, "Code and
 * data in parallel"), handed to the data layer (`offerEarlyReads` of @hotel/shared, which `useLoad`
 * takes them from). A page's reads start when its remote's page table arrives (docs/architecture.md
 * §3), which can be after the bootstrap has run: so the bootstrap names where reads go, and every
 * read started later goes there as it starts. Import-free at run time, so main.js stays small.
 */
const started: EarlyRead[] = [];
let handTo: ((reads: EarlyRead[]) => void) | null = null;

/** Starts GET `url` with the Authorization header `auth` (a failure just leaves no early answer). */
export function startEarlyRead(url: string, auth: string, fetchImpl: typeof fetch = fetch, now = Date.now()): void {
  const response = fetchImpl(url, { headers: { Accept: 'application/json', Authorization: auth } }).catch(() => null);
  const read = { url, auth, at: now, response };
  if (handTo) handTo([read]);
  else started.push(read);
}

/**
 * Hands the reads started so far to `offer`, and every later one as it starts; null keeps them here
 * again (tests).
 */
export function handEarlyReadsTo(offer: ((reads: EarlyRead[]) => void) | null): void {
  handTo = offer;
  if (offer) offer(started.splice(0));
}

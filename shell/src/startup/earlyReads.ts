import type { EarlyRead } from '@hotel/shared';

/**
 * The session-bound reads main.js starts for the opening route (docs/architecture.md §10, "Code and
 * data in parallel"), handed to the data layer (`offerEarlyReads` of @hotel/shared, which `useLoad`
 * takes them from). A page's reads start when its remote's page table arrives (docs/architecture.md
 * §3), which can be after the bootstrap has run: so the bootstrap names where reads go, and every
 * read started later goes there as it starts.
 */
export interface EarlyReads {
  /** Starts GET `url` with the Authorization header `auth` (a failure just leaves no early answer). */
  start(url: string, auth: string): void;
  /** Hands the reads started so far to `offer`, and every later one as it starts. */
  handTo(offer: (reads: EarlyRead[]) => void): void;
}

export function earlyReads(): EarlyReads {
  const started: EarlyRead[] = [];
  let offerTo: ((reads: EarlyRead[]) => void) | null = null;
  return {
    start(url, auth) {
      const response = fetch(url, { headers: { Accept: 'application/json', Authorization: auth } }).catch(() => null);
      const read = { url, auth, at: Date.now(), response };
      if (offerTo) offerTo([read]);
      else started.push(read);
    },
    handTo(offer) {
      offerTo = offer;
      offer(started.splice(0));
    },
  };
}

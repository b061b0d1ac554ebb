import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@hotel/shared';
import { browserSession, type StoredSession } from '@hotel/shared/auth/session';
import { fillPath, type PageMatch } from '@hotel/shared/pages';
import type { EarlyReads } from './earlyReads';
import { nextTask } from './nextTask';

/** What a page shows first, from its table entry: its module and the modules it hosts, and its reads. */
export function routeNeeds({ page, params }: PageMatch, email?: string) {
  return {
    modules: [page.module, ...Object.values(page.slots ?? {}).map((slot) => slot.module)],
    data: (page.reads ?? []).map((path) => fillPath(path, params)),
    sessionData: email === undefined ? [] : (page.sessionReads ?? []).map((path) => fillPath(path, { ...params, email })),
  };
}

/**
 * Starts what the opening route needs, all at once, before React renders: each remote's manifest,
 * remoteEntry.js and the exposed module's own JS and CSS through the federation runtime's
 * `preloadRemote`, and the first API reads as `<link rel="preload" as="fetch">` (the client's
 * fetch takes the preloaded response), and the reads that carry a stored session as early fetches
 * that the page's first `useLoad` takes over (earlyReads.ts). Without this, the chain is serial: render → manifest →
 * remoteEntry.js → chunk → the page's API call. Only hints: a failure here is left to the route's
 * own load, which shows the remote's fallback.
 */
export function preloadRoute(
  match: PageMatch,
  apiBase: string,
  reads: EarlyReads,
  doc: Document = document,
  session: StoredSession = browserSession.read(),
): void {
  const signedIn = Boolean(session.token && session.user);
  // A signed-in page opened without a session shows the shell's prompt: nothing of it to start.
  if (match.page.access !== 'public' && !signedIn) return;
  // A staff page's code is never started here, for anyone: telling staff from guests would put the
  // token's role into main.js, bytes on every guest page. The page loads it once the app knows the
  // role (a guest gets "This page is for hotel staff" and none of its code).
  if (match.page.access === 'staff') return;
  const { modules, data, sessionData } = routeNeeds(match, signedIn ? session.user!.email : undefined);
  const byRemote = new Map<RemoteName, string[]>();
  for (const id of modules) {
    const [remote, exposed] = id.split('/') as [RemoteName, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${exposed}`]);
  }
  // One remote per task: the runtime's walk of a manifest's assets and its <link>/<script> inserts
  // were one long task on a slow phone with every remote of the page in it (docs/architecture.md §10).
  void (async () => {
    for (const [nameOrAlias, exposes] of byRemote) {
      await nextTask();
      preloadRemote([{ nameOrAlias, exposes, resourceCategory: 'sync' }]).catch(() => undefined);
    }
  })();
  const base = apiBase.replace(/\/+$/, '');
  for (const path of data) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', base + path);
    doc.head.append(link);
  }
  // Reads that carry the session cannot be links: main.js asks for them itself (earlyReads.ts), and
  // the bootstrap offers the answers to the data layer.
  for (const path of sessionData) reads.start(base + path, `Bearer ${session.token}`);
}

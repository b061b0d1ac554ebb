import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteKey } from '@hotel/shared';
import type { RemoteId } from './types';

/** What a route shows first: the exposed modules of its first view and the API reads they start with. */
export interface RouteNeeds {
  modules: RemoteId[];
  /** API paths (GET, no credentials) the route's first view reads as soon as it mounts. */
  data: string[];
}

const ROUTE_NEEDS: Array<{ pattern: RegExp; needs: (match: RegExpExecArray) => RouteNeeds }> = [
  { pattern: /^\/$/, needs: () => ({ modules: ['marketing/HomePage'], data: [] }) },
  { pattern: /^\/rooms\/?$/, needs: () => ({ modules: ['catalog/RoomsPage'], data: ['/rooms'] }) },
  {
    pattern: /^\/room-details\/([^/]+)\/?$/,
    needs: (m) => ({ modules: ['catalog/RoomDetailsPage', 'booking/BookingPanel'], data: [`/rooms/${m[1]}`] }),
  },
  { pattern: /^\/amenities\/?$/, needs: () => ({ modules: ['marketing/AmenitiesPage'], data: [] }) },
  { pattern: /^\/contact\/?$/, needs: () => ({ modules: ['marketing/ContactPage'], data: [] }) },
  { pattern: /^\/my-bookings\/?$/, needs: () => ({ modules: ['booking/MyBookingsPage'], data: [] }) },
  { pattern: /^\/login\/?$/, needs: () => ({ modules: ['account/LoginPage'], data: [] }) },
  { pattern: /^\/register\/?$/, needs: () => ({ modules: ['account/RegisterPage'], data: [] }) },
  { pattern: /^\/forget-password\/?$/, needs: () => ({ modules: ['account/ForgotPasswordPage'], data: [] }) },
];

/** The first view's needs of the page at `pathname` (nothing for an unknown path: the shell's 404). */
export function routeNeeds(pathname: string): RouteNeeds {
  for (const { pattern, needs } of ROUTE_NEEDS) {
    const m = pattern.exec(pathname);
    if (m) return needs(m);
  }
  return { modules: [], data: [] };
}

/**
 * Starts what the opening route needs, all at once, before React renders: each remote's manifest,
 * remoteEntry.js and the exposed module's own JS and CSS through the federation runtime's
 * `preloadRemote`, and the first API reads as `<link rel="preload" as="fetch">` (the client's
 * fetch takes the preloaded response). Without this, the chain is serial: render → manifest →
 * remoteEntry.js → chunk → the page's API call. Only hints: a failure here is left to the route's
 * own load, which shows the remote's fallback.
 */
export function preloadRoute(pathname: string, apiBase: string, doc: Document = document): void {
  const { modules, data } = routeNeeds(pathname);
  const byRemote = new Map<RemoteKey, string[]>();
  for (const id of modules) {
    const [remote, exposed] = id.split('/') as [RemoteKey, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${exposed}`]);
  }
  if (byRemote.size > 0) {
    preloadRemote([...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, resourceCategory: 'sync' as const }))).catch(
      () => undefined,
    );
  }
  const base = apiBase.replace(/\/+$/, '');
  for (const path of data) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', base + path);
    doc.head.append(link);
  }
}

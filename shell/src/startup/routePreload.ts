import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@hotel/shared';
import { API_PATHS } from '@hotel/shared/api/paths';
import { ROUTES } from '@hotel/shared/routes';
import { browserSession, type StoredSession } from '@hotel/shared/auth/session';
import type { RemoteId } from '../remotes/types';
import { startEarlyRead } from './earlyReads';

/** What a route shows first: the exposed modules of its first view and the API reads they start with. */
export interface RouteNeeds {
  modules: RemoteId[];
  /** API paths (GET, no credentials) the route's first view reads as soon as it mounts. */
  data: string[];
  /** API paths (GET) it reads with the guest's session, from their e-mail. */
  sessionData?: (email: string) => string[];
}

/** A react-router path pattern ('/room-details/:id') as a RegExp; each `:param` is one group. */
const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '([^/]+)')}/?$`);

// main.js runs this before shared modules can be consumed: ROUTES comes from the import-free
// `@hotel/shared/routes` (bundled here), not from the shared `@hotel/shared` singleton.
const ROUTE_NEEDS: Array<{ pattern: RegExp; needs: (match: RegExpExecArray) => RouteNeeds }> = [
  { pattern: toRegExp(ROUTES.home), needs: () => ({ modules: ['marketing/HomePage'], data: [] }) },
  { pattern: toRegExp(ROUTES.rooms), needs: () => ({ modules: ['catalog/RoomsPage'], data: ['/rooms'] }) },
  {
    pattern: toRegExp(ROUTES.roomDetails),
    needs: (m) => ({ modules: ['catalog/RoomDetailsPage', 'booking/BookingPanel'], data: [`/rooms/${m[1]}`] }),
  },
  { pattern: toRegExp(ROUTES.amenities), needs: () => ({ modules: ['marketing/AmenitiesPage'], data: [] }) },
  { pattern: toRegExp(ROUTES.contact), needs: () => ({ modules: ['marketing/ContactPage'], data: [] }) },
  {
    pattern: toRegExp(ROUTES.myBookings),
    needs: () => ({
      modules: ['booking/MyBookingsPage'],
      data: [],
      sessionData: (email) => [API_PATHS.bookings(email)],
    }),
  },
  { pattern: toRegExp(ROUTES.login), needs: () => ({ modules: ['account/LoginPage'], data: [] }) },
  { pattern: toRegExp(ROUTES.register), needs: () => ({ modules: ['account/RegisterPage'], data: [] }) },
  { pattern: toRegExp(ROUTES.forgotPassword), needs: () => ({ modules: ['account/ForgotPasswordPage'], data: [] }) },
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
 * fetch takes the preloaded response), and the reads that carry a stored session as early fetches
 * that the page's first `useLoad` takes over (earlyReads.ts). Without this, the chain is serial: render → manifest →
 * remoteEntry.js → chunk → the page's API call. Only hints: a failure here is left to the route's
 * own load, which shows the remote's fallback.
 */
export function preloadRoute(
  pathname: string,
  apiBase: string,
  doc: Document = document,
  session: StoredSession = browserSession.read(),
): void {
  const { modules, data, sessionData } = routeNeeds(pathname);
  const byRemote = new Map<RemoteName, string[]>();
  for (const id of modules) {
    const [remote, exposed] = id.split('/') as [RemoteName, string];
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${exposed}`]);
  }
  if (byRemote.size > 0) {
    preloadRemote(
      [...byRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, resourceCategory: 'sync' as const })),
    ).catch(() => undefined);
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
  // Reads that carry the session cannot be links: main.js asks for them itself (earlyReads.ts), and
  // the bootstrap offers the answers to the data layer.
  if (session.token && session.user)
    for (const path of sessionData?.(session.user.email) ?? []) startEarlyRead(base + path, `Bearer ${session.token}`);
}

// The site's paths, written once: the shell declares its routes from ROUTES, the remotes link and
// navigate with ROUTES and the builders, and the unit and e2e tests visit the same values. It has no
// imports, so the e2e suite (plain Node) can use it through `@hotel/shared/routes` too.

/** Every page's path pattern (react-router syntax; `:id` is a parameter). docs/product.md §2 */
export const ROUTES = {
  home: '/',
  rooms: '/rooms',
  roomDetails: '/room-details/:id',
  myBookings: '/my-bookings',
  login: '/login',
  register: '/register',
  /** Spelled "forget" as docs/product.md §2 names it (guests' bookmarks use it). */
  forgotPassword: '/forget-password',
  amenities: '/amenities',
  contact: '/contact',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** /room-details/{id}, the id URL-encoded. */
export const roomPath = (id: string): string => `/room-details/${encodeURIComponent(id)}`;

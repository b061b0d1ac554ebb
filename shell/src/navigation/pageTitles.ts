/** The site's name: the whole title of the home page and the suffix of every other one. */
export const SITE_TITLE = 'Harborview Hotel';

const TITLES: [RegExp, string][] = [
  [/^\/$/, SITE_TITLE],
  [/^\/rooms\/?$/, 'Rooms'],
  // The catalog replaces this with the room's name once the room has loaded.
  [/^\/room-details\/[^/]+\/?$/, 'Room details'],
  [/^\/amenities\/?$/, 'Amenities'],
  [/^\/contact\/?$/, 'Contact'],
  [/^\/my-bookings\/?$/, 'My Bookings'],
  [/^\/login\/?$/, 'Log In'],
  [/^\/register\/?$/, 'Register'],
  [/^\/forget-password\/?$/, 'Forgot Password'],
];

/** The document title of a route: "Rooms · Harborview Hotel"; unknown paths are the 404 page. */
export function titleFor(pathname: string): string {
  const page = TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Page not found';
  return page === SITE_TITLE ? SITE_TITLE : `${page} · ${SITE_TITLE}`;
}

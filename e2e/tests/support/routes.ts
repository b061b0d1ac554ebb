// Every route of the site (docs/product.md §2) with the level-1 heading a guest sees once it has
// loaded: the routes the accessibility and CSP checks walk.

/** Stands for the first room's id in a path, and for its name as the heading. */
export const FIRST_ROOM = ':first-room';

export type SiteRoute = readonly [path: string, heading: string | RegExp];

export const SITE_ROUTES: readonly SiteRoute[] = [
  ['/', 'Discover Your Perfect Stay'],
  ['/rooms', 'Our Rooms'],
  [`/room-details/${FIRST_ROOM}`, FIRST_ROOM],
  ['/amenities', 'World-Class Amenities'],
  ['/contact', 'Get In Touch'],
  ['/my-bookings', /Please Login|My Bookings/],
  ['/login', /./],
  ['/register', /./],
  ['/forget-password', /./],
  ['/no-such-page', /./],
];

/** A route with the first room filled in. */
export function withRoom([path, heading]: SiteRoute, room: { _id: string; name: string }): [string, string | RegExp] {
  return [path.replace(FIRST_ROOM, room._id), heading === FIRST_ROOM ? room.name : heading];
}

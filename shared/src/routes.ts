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

/**
 * The query names of a stay (docs/product.md §5, "A stay") in every URL that carries one: the rooms
 * search, a room link from it, the embed's links and GET /rooms.
 */
export const STAY_PARAMS = { checkIn: 'checkIn', checkOut: 'checkOut', guests: 'guests' } as const;

/** A stay as a URL carries it; the domain calls it `Stay` (domain/stay.ts). */
export interface StayParams {
  /** YYYY-MM-DD, the first night. */
  checkIn: string;
  /** YYYY-MM-DD, the day after the last night. */
  checkOut: string;
  guests: number;
}

/**
 * The query name of a promo code (docs/product.md "Promo codes"): `?promo=SUMMER10` on /rooms or a
 * room's page fills the booking panel's code in, and /rooms carries it to its room links.
 */
export const PROMO_PARAM = 'promo';

/** `?checkIn=…&checkOut=…&guests=…` for a stay, `&promo=…` after it for a code; '' for neither. */
export const stayQuery = (stay?: StayParams | null, promo?: string | null): string => {
  const params = new URLSearchParams(
    stay ? { [STAY_PARAMS.checkIn]: stay.checkIn, [STAY_PARAMS.checkOut]: stay.checkOut, [STAY_PARAMS.guests]: String(stay.guests) } : {},
  );
  if (promo) params.set(PROMO_PARAM, promo);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** /rooms, with the stay and the promo code in the query when given. */
export const roomsPath = (stay?: StayParams | null, promo?: string | null): string => `${ROUTES.rooms}${stayQuery(stay, promo)}`;

/** /room-details/{id}, the id URL-encoded, with the stay and the promo code in the query when given. */
export const roomPath = (id: string, stay?: StayParams | null, promo?: string | null): string =>
  `/room-details/${encodeURIComponent(id)}${stayQuery(stay, promo)}`;

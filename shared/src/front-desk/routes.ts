// The front desk's paths (docs/product.md "Front desk"), apart from ROUTES so that the singleton every
// guest page loads carries none of them. Import-free, so the page tables (read by the build in Node)
// and the e2e suite take them through `@hotel/shared/front-desk/routes` too.

/** The front desk's first page, "Today"; the shell's top bar links it for staff. */
export const FRONT_DESK_HOME = '/hotel';

/** Every staff page's path pattern (react-router syntax; `:id` is a parameter). */
export const FRONT_DESK_ROUTES = {
  today: FRONT_DESK_HOME,
  bookings: '/hotel/bookings',
  activity: '/hotel/activity',
  rooms: '/hotel/rooms',
  roomNew: '/hotel/rooms/new',
  room: '/hotel/rooms/:id',
  roomRates: '/hotel/rooms/:id/rates',
  reviews: '/hotel/reviews',
  housekeeping: '/hotel/housekeeping',
  messages: '/hotel/messages',
  reports: '/hotel/reports',
  partners: '/hotel/partners',
  promotions: '/hotel/promotions',
  exchangeRates: '/hotel/exchange-rates',
} as const;

/** /hotel/rooms/{id}, the room editor of one room. */
export const hotelRoomPath = (id: string): string => `${FRONT_DESK_ROUTES.rooms}/${encodeURIComponent(id)}`;

/** /hotel/rooms/{id}/rates, the room's nightly rates (docs/product.md "Rates"). */
export const hotelRoomRatesPath = (id: string): string => `${hotelRoomPath(id)}/rates`;

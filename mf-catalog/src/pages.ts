import type { PageTable } from '@hotel/shared/pages';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES } from '@hotel/shared/routes';

/**
 * The catalog's pages (docs/architecture.md §3, "Pages"): the build publishes this table in the
 * manifest, and the shell routes, titles, preloads and prerenders from it. README: "Adding a page".
 */
export const pages = [
  {
    path: ROUTES.rooms,
    module: 'catalog/RoomsPage',
    title: 'Rooms',
    skeleton: 'grid',
    access: 'public',
    reads: ['/rooms'],
    firstView: true,
  },
  {
    path: ROUTES.roomDetails,
    module: 'catalog/RoomDetailsPage',
    // The page retitles itself with the room's name once it has loaded.
    title: 'Room details',
    skeleton: 'page',
    access: 'public',
    reads: ['/rooms/:id'],
    firstView: { each: '/rooms' },
    slots: { bookingSlot: { module: 'booking/BookingPanel', skeleton: 'panel' } },
  },
  // The front desk (docs/product.md "Front desk"): staff pages; the shell downloads their code for
  // staff only, and no first view is ever drawn of them.
  {
    path: FRONT_DESK_ROUTES.rooms,
    module: 'catalog/FrontDeskRoomsPage',
    title: 'Rooms · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  // Before /hotel/rooms/:id, which would match "new" too.
  {
    path: FRONT_DESK_ROUTES.roomNew,
    module: 'catalog/FrontDeskRoomEditorPage',
    title: 'Add a room · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.room,
    module: 'catalog/FrontDeskRoomEditorPage',
    title: 'Edit room · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.roomRates,
    module: 'catalog/FrontDeskRoomRatesPage',
    title: 'Rates · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.housekeeping,
    module: 'catalog/FrontDeskHousekeepingPage',
    title: 'Housekeeping · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.promotions,
    module: 'catalog/FrontDeskPromotionsPage',
    title: 'Promo codes · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.reviews,
    module: 'catalog/FrontDeskReviewsPage',
    title: 'Reviews · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.partners,
    module: 'catalog/FrontDeskPartnersPage',
    title: 'Partners · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
] as const satisfies PageTable;

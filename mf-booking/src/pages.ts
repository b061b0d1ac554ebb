import type { PageTable } from '@hotel/shared/pages';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES } from '@hotel/shared/routes';

/**
 * Booking's pages (docs/architecture.md §3, "Pages"): the build publishes this table in the
 * manifest, and the shell routes, titles, preloads and prerenders from it. README: "Adding a page".
 * The booking panel is not a page: the catalog's room page hosts it.
 */
export const pages = [
  {
    path: ROUTES.myBookings,
    module: 'booking/MyBookingsPage',
    title: 'My Bookings',
    skeleton: 'page',
    access: 'signed-in',
    sessionReads: ['/bookings/:email'],
    firstView: false,
  },
  // The front desk's pages of booking's data (docs/product.md "Front desk"): staff only, so the
  // shell loads their code for staff alone, and they have no first view.
  {
    path: FRONT_DESK_ROUTES.today,
    module: 'booking/FrontDeskTodayPage',
    title: 'Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.bookings,
    module: 'booking/FrontDeskBookingsPage',
    title: 'Bookings · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.activity,
    module: 'booking/FrontDeskActivityPage',
    title: 'Activity · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.reports,
    module: 'booking/FrontDeskReportsPage',
    title: 'Reports · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
  {
    path: FRONT_DESK_ROUTES.exchangeRates,
    module: 'booking/FrontDeskExchangeRatesPage',
    title: 'Exchange rates · Front desk',
    skeleton: 'page',
    access: 'staff',
    firstView: false,
  },
] as const satisfies PageTable;

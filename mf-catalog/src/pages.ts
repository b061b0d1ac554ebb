import type { PageTable } from '@hotel/shared/pages';
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
] as const satisfies PageTable;

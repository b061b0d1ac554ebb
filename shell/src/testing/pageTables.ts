// Test data only: page tables shaped like the remotes' own (mf-*/src/pages.ts), which the shell
// never imports; it learns them from the manifests at run time. served by MSW in the tests.
import type { PageEntry } from '@hotel/shared';
import { http, HttpResponse } from 'msw';

export const TEST_TABLES: Record<string, PageEntry[]> = {
  catalog: [
    { path: '/rooms', module: 'catalog/RoomsPage', title: 'Rooms', skeleton: 'grid', access: 'public', reads: ['/rooms'], firstView: true },
    {
      path: '/room-details/:id',
      module: 'catalog/RoomDetailsPage',
      title: 'Room details',
      skeleton: 'page',
      access: 'public',
      reads: ['/rooms/:id'],
      firstView: { each: '/rooms' },
      slots: { bookingSlot: { module: 'booking/BookingPanel', skeleton: 'panel' } },
    },
  ],
  booking: [
    {
      path: '/my-bookings',
      module: 'booking/MyBookingsPage',
      title: 'My Bookings',
      skeleton: 'page',
      access: 'signed-in',
      sessionReads: ['/bookings/:email'],
      firstView: false,
    },
  ],
  account: [
    { path: '/login', module: 'account/LoginPage', title: 'Log In', skeleton: 'page', access: 'public', firstView: true },
    { path: '/register', module: 'account/RegisterPage', title: 'Register', skeleton: 'page', access: 'public', firstView: true },
    { path: '/forget-password', module: 'account/ForgotPasswordPage', title: 'Forgot Password', skeleton: 'page', access: 'public', firstView: true },
  ],
  marketing: [
    { path: '/', module: 'marketing/HomePage', title: 'Harborview Hotel', skeleton: 'hero', access: 'public', firstView: true },
    { path: '/amenities', module: 'marketing/AmenitiesPage', title: 'Amenities', skeleton: 'page', access: 'public', firstView: true },
    { path: '/contact', module: 'marketing/ContactPage', title: 'Contact', skeleton: 'page', access: 'public', firstView: true },
  ],
};

export const ALL_TEST_PAGES = Object.values(TEST_TABLES).flat();

/** Each remote's mf-manifest.json (as config.json's `remotes` of the test config names it) with its table. */
export const manifestHandlers = (tables: Record<string, PageEntry[]> = TEST_TABLES) =>
  Object.entries(tables).map(([remote, pages]) =>
    http.get(`http://${remote}.test/mf-manifest.json`, () =>
      HttpResponse.json({ id: remote, name: remote, metaData: { pages }, exposes: [], shared: [], remotes: [] }),
    ),
  );

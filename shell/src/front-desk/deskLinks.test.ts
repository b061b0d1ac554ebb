import type { PageEntry } from '@hotel/shared';
import { deskLinks } from './deskLinks';

const page = (path: string, title: string, access: PageEntry['access'] = 'staff'): PageEntry => ({
  path,
  module: 'catalog/XPage',
  title,
  skeleton: 'page',
  access,
  firstView: false,
});

it("names each desk page by its title's first part, its first page \"Today\" and first, in the tables' order", () => {
  expect(
    deskLinks([
      page('/hotel/rooms', 'Rooms · Front desk'),
      page('/hotel/reports', 'Reports · Front desk'),
      page('/hotel', 'Front desk'),
    ]),
  ).toEqual([
    { to: '/hotel', label: 'Today', end: true },
    { to: '/hotel/rooms', label: 'Rooms', end: false },
    { to: '/hotel/reports', label: 'Reports', end: false },
  ]);
});

it('leaves out guest pages and the pages reached from a desk page (an editor, a new room)', () => {
  expect(
    deskLinks([
      page('/rooms', 'Rooms', 'public'),
      page('/my-bookings', 'My Bookings', 'signed-in'),
      page('/hotel/rooms/new', 'Add a room · Front desk'),
      page('/hotel/rooms/:id', 'Edit room · Front desk'),
      page('/hotel/rooms/:id/rates', 'Rates · Front desk'),
      page('/hotelier', 'Not the desk · Front desk'),
    ]),
  ).toEqual([]);
});

import { documentTitle, fillPath, pageFeature, matchPage, mergePageTables, pagesInManifest, parsePageTable, usablePagesInManifest, type PageEntry } from './pages';

// The catalog's two guest pages, as its table (mf-catalog/src/pages.ts) declares them.
const rooms: PageEntry = { path: '/rooms', module: 'catalog/RoomsPage', title: 'Rooms', skeleton: 'grid', access: 'public', reads: ['/rooms'], firstView: true };
const room: PageEntry = {
  path: '/room-details/:id', module: 'catalog/RoomDetailsPage', title: 'Room details', skeleton: 'page', access: 'public',
  reads: ['/rooms/:id'], firstView: { each: '/rooms' }, slots: { bookingSlot: { module: 'booking/BookingPanel', skeleton: 'panel' } },
};
const home: PageEntry = { path: '/', module: 'marketing/HomePage', title: 'Harborview Hotel', skeleton: 'hero', access: 'public', firstView: true };

describe('parsePageTable', () => {
  it('takes a well-formed table as it is', () => {
    expect(parsePageTable('catalog', [rooms, room])).toEqual({ pages: [rooms, room], errors: [] });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a path that is not a pattern', { path: 'rooms' }, /path "rooms" is not a path pattern/],
    ["another remote's module", { module: 'booking/RoomsPage' }, /module "booking\/RoomsPage" is not "catalog\/<Name>"/],
    ['a module id with a typo in its shape', { module: 'catalog/roomsPage' }, /is not "catalog\/<Name>"/],
    ['no title', { title: ' ' }, /no title/],
    ['an unknown skeleton', { skeleton: 'spinner' }, /skeleton "spinner" is not one of page, grid, hero, panel/],
    ['an unknown access', { access: 'admin' }, /access "admin"/],
    ['a read with a parameter the path lacks', { reads: ['/rooms/:id'] }, /reads use :id/],
    ['a picture of a path with parameters', { path: '/room-details/:id', firstView: true }, /use \{ each \}/],
    ['a signed-in page with a picture', { access: 'signed-in' }, /a signed-in page gets the personal picture/],
    ['a slot without a skeleton', { slots: { bookingSlot: { module: 'booking/BookingPanel' } } }, /slot bookingSlot/],
  ])('leaves out and names an entry with %s, keeping the others', (_, change, message) => {
    const { pages, errors } = parsePageTable('catalog', [{ ...rooms, ...change }, room]);
    expect(pages).toEqual([room]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('a table that is not a list is an error, not an exception', () => {
    expect(parsePageTable('catalog', undefined)).toEqual({ pages: [], errors: ['catalog: the page table is not a list'] });
  });

  it('reads a manifest\'s metaData.pages', () => {
    expect(pagesInManifest('catalog', { metaData: { pages: [rooms] }, exposes: [] }).pages).toEqual([rooms]);
    expect(pagesInManifest('catalog', { metaData: {} }).errors).toEqual(['catalog: the page table is not a list']);
  });
});

describe('mergePageTables', () => {
  it('keeps each path once and names the second claim', () => {
    const clash: PageEntry = { ...home, path: '/room-details/:roomId' };
    expect(mergePageTables({ catalog: [rooms, room], marketing: [home, clash] })).toEqual({
      pages: [rooms, room, home],
      errors: ['marketing: /room-details/:roomId is already catalog/RoomDetailsPage\'s'],
    });
  });
});

describe('matchPage', () => {
  const pages = [home, rooms, room];
  it('finds the page and its decoded parameters', () => {
    expect(matchPage(pages, '/')).toEqual({ page: home, params: {} });
    expect(matchPage(pages, '/rooms/')).toEqual({ page: rooms, params: {} });
    expect(matchPage(pages, '/room-details/r%2042')).toEqual({ page: room, params: { id: 'r 42' } });
  });
  it('is null for a path no page claims', () => {
    expect(matchPage(pages, '/room-details')).toBeNull();
    expect(matchPage(pages, '/rooms/extra')).toBeNull();
    expect(matchPage(pages, '/room-details/%E0%A4%A')).toBeNull();
  });
});

test('fillPath encodes each parameter', () => {
  expect(fillPath('/rooms/:id', { id: 'r 42' })).toBe('/rooms/r%2042');
  expect(fillPath('/bookings/:email', { email: 'g+1@x.test' })).toBe('/bookings/g%2B1%40x.test');
});

test('documentTitle: the home page is the site name, every other page ends with it', () => {
  expect(documentTitle('Harborview Hotel')).toBe('Harborview Hotel');
  expect(documentTitle('Rooms')).toBe('Rooms · Harborview Hotel');
});

describe('usablePagesInManifest (the shell at run time)', () => {
  it('takes the entries it can render and leaves out the rest', () => {
    const broken = [{ ...rooms, skeleton: 'spinner' }, { ...home, access: 'admin' }, { ...room, slots: { bookingSlot: null } }, null, { title: 'x' }];
    expect(usablePagesInManifest({ metaData: { pages: [rooms, ...broken, home] } })).toEqual([rooms, home]);
    expect(usablePagesInManifest({ metaData: {} })).toEqual([]);
    expect(usablePagesInManifest(null)).toEqual([]);
  });
});

describe('pageFeature', () => {
  it("names the feature folder of a page module: its name without 'Page', in kebab case", () => {
    expect(pageFeature('catalog/RoomDetailsPage')).toBe('room-details');
    expect(pageFeature('booking/MyBookingsPage')).toBe('my-bookings');
    expect(pageFeature('marketing/FaqPage')).toBe('faq');
    expect(pageFeature('account/LoginPage')).toBe('login');
  });
});

import type { BookingPanelProps, Room, RoomDetailsPageProps } from '@hotel/shared';
import { ada, asStaff, renderRemote } from '@hotel/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { SlotLoader } from '../remotes/RemoteSlot';
import type { RemoteComponentModule, RemoteId } from '../remotes/types';
import { manifestHandlers, TEST_TABLES } from '../testing/pageTables';
import { renderRoutes } from '../testing/renderRoutes';


/** A page reads its route's parameters itself (the shell passes none). */
function RouteParam() {
  const { id } = useParams();
  return id === undefined ? null : <p>room id {id}</p>;
}

/** Every exposed module is a stub that names itself (and, for room details, fills its booking slot). */
function fakeModule(id: RemoteId): RemoteComponentModule<never> {
  const Stub = (props: Partial<RoomDetailsPageProps> & Partial<BookingPanelProps>) => (
    <div data-testid="remote">
      <h1>{id}</h1>
      {id !== 'booking/BookingPanel' && <RouteParam />}
      {props.room && <p>panel for {props.room.name}</p>}
      {props.bookingSlot?.({ room: { _id: 'r1', name: 'Ocean Suite' } as Room })}
    </div>
  );
  return { default: Stub as ComponentType<never> };
}

let failing: (id: RemoteId) => boolean;
let loader: jest.Mock<ReturnType<SlotLoader>, Parameters<SlotLoader>>;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  failing = () => false;
  loader = jest.fn<ReturnType<SlotLoader>, Parameters<SlotLoader>>((id) =>
    failing(id) ? Promise.reject(new Error(`${id} down`)) : Promise.resolve(fakeModule(id)),
  );
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** The app at `path` on a page load that learns the remotes' page tables from their manifests (MSW). */
const renderApp = (path: string, options: Parameters<typeof renderRemote>[1] = {}) => renderRoutes(path, loader, options);

const main = () => screen.getByRole('main');

describe('AppRoutes (docs/product.md §2 → docs/architecture.md §3)', () => {
  it.each([
    ['/', 'marketing/HomePage'],
    ['/amenities', 'marketing/AmenitiesPage'],
    ['/contact', 'marketing/ContactPage'],
    ['/rooms', 'catalog/RoomsPage'],
    ['/login', 'account/LoginPage'],
    ['/register', 'account/RegisterPage'],
    ['/forget-password', 'account/ForgotPasswordPage'],
  ])('%s renders %s inside the shared layout', async (path, id) => {
    renderApp(path);
    expect(await within(main()).findByRole('heading', { level: 1, name: id })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith(id, { fresh: false });
    expect(screen.getByRole('banner')).toBeInTheDocument(); // top bar
    // The footer is a lazy chunk loaded after the first content: the first test also pays its cold import.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(main()).toHaveAttribute('id', 'main');
  });

  it('/room-details/:id renders catalog with the booking slot of its table entry filled by booking/BookingPanel', async () => {
    renderApp('/room-details/65f0c0ffee');
    expect(await within(main()).findByText('panel for Ocean Suite')).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { name: 'catalog/RoomDetailsPage' })).toBeInTheDocument();
    expect(within(main()).getByText('room id 65f0c0ffee')).toBeInTheDocument();
    expect(within(main()).getByRole('heading', { name: 'booking/BookingPanel' })).toBeInTheDocument();
  });

  it('booking down on room details: the details stay, the panel shows the compact unavailable box', async () => {
    failing = (id) => id.startsWith('booking/');
    renderApp('/room-details/65f0c0ffee');
    const alert = await within(main()).findByRole('alert');
    expect(alert).toHaveTextContent('This section is temporarily unavailable');
    expect(alert).toHaveClass('compact');
    expect(within(main()).getByRole('heading', { name: 'catalog/RoomDetailsPage' })).toBeInTheDocument();
  });

  it('a page remote down: the unavailable box in the content, top bar and footer keep working', async () => {
    const user = userEvent.setup();
    failing = (id) => id === 'catalog/RoomsPage';
    renderApp('/rooms');
    expect(await within(main()).findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }));
    expect(await within(main()).findByRole('heading', { name: 'marketing/ContactPage' })).toBeInTheDocument();
    expect(within(main()).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it.each(['/nope', '/rooms/extra/segments', '/room-details'])('%s is the 404 page once every table is in', async (path) => {
    renderApp(path);
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(within(main()).getByRole('link', { name: 'Browse Rooms' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('the special-offers remote mounts only after the first content, and fails silently', async () => {
    failing = (id) => id === 'marketing/SpecialOffers';
    renderApp('/rooms');
    expect(loader).not.toHaveBeenCalledWith('marketing/SpecialOffers', expect.anything());
    await within(main()).findByRole('heading', { name: 'catalog/RoomsPage' });
    await waitFor(() => expect(loader).toHaveBeenCalledWith('marketing/SpecialOffers', { fresh: false }));
    // its failure shows nothing anywhere, once React has had it
    const load = loader.mock.results[loader.mock.calls.findIndex(([id]) => id === 'marketing/SpecialOffers')]!;
    await act(() => (load.value as Promise<unknown>).catch(() => undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a signed-in page: a visitor gets the shell's prompt (the remote is not loaded); a guest gets the page", async () => {
    const visitor = renderApp('/my-bookings');
    expect(await within(main()).findByRole('heading', { level: 1, name: 'Please Login' })).toBeInTheDocument();
    expect(within(main()).getByText('Sign in to see My Bookings.')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(loader).not.toHaveBeenCalledWith('booking/MyBookingsPage', expect.anything());
    visitor.unmount();

    renderApp('/my-bookings', { user: ada });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'booking/MyBookingsPage' })).toBeInTheDocument();
  });

  describe("a staff page (access: 'staff', docs/architecture.md §5): booking's /hotel", () => {
    const staffCode = () => loader.mock.calls.filter(([id]) => (id as string) === 'booking/FrontDeskTodayPage');

    it("a visitor gets the sign-in prompt, with the way back, and none of the page's code", async () => {
      renderApp('/hotel');
      expect(await within(main()).findByRole('heading', { level: 1, name: 'Please Login' })).toBeInTheDocument();
      expect(within(main()).getByText('Sign in to see Front desk.')).toBeInTheDocument();
      await userEvent.setup().click(within(main()).getByRole('link', { name: 'Go to Login' }));
      expect(await within(main()).findByRole('heading', { level: 1, name: 'account/LoginPage' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      expect(staffCode()).toEqual([]);
    });

    it('a signed-in guest is told the page is for hotel staff, with a way home, and its code is not loaded', async () => {
      renderApp('/hotel', { user: ada });
      expect(await within(main()).findByRole('heading', { level: 1, name: 'This page is for hotel staff' })).toBeInTheDocument();
      expect(within(main()).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Front desk · Harborview Hotel');
      expect(staffCode()).toEqual([]);
    });

    it('staff (their app token says role "staff") get the page', async () => {
      renderApp('/hotel', asStaff);
      expect(await within(main()).findByRole('heading', { level: 1, name: 'booking/FrontDeskTodayPage' })).toBeInTheDocument();
      expect(staffCode()).toHaveLength(1);
    });
  });

  describe("the front desk's frame around every staff page (docs/product.md \"Front desk\")", () => {
    const deskNav = () => screen.findByRole('navigation', { name: 'Front desk' });
    const linksOf = (nav: HTMLElement) => within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);

    it("links every desk page of every remote's table, its first page first, the open one current", async () => {
      renderApp('/hotel/reviews', asStaff);
      const nav = await deskNav();
      expect(linksOf(nav)).toEqual([
        ['Today', '/hotel'],
        ['Rooms', '/hotel/rooms'],
        ['Housekeeping', '/hotel/housekeeping'],
        ['Promo codes', '/hotel/promotions'],
        ['Reviews', '/hotel/reviews'],
        ['Partners', '/hotel/partners'],
        ['Bookings', '/hotel/bookings'],
        ['Activity', '/hotel/activity'],
        ['Reports', '/hotel/reports'],
        ['Exchange rates', '/hotel/exchange-rates'],
        ['Messages', '/hotel/messages'],
      ]);
      expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Today' })).not.toHaveAttribute('aria-current');
      expect(await within(main()).findByRole('heading', { level: 1, name: 'catalog/FrontDeskReviewsPage' })).toBeInTheDocument();
    });

    it('a staff page a remote adds to its table is in the navigation, and opens in the frame, with no change to the shell', async () => {
      const lostFound = { path: '/hotel/lost-and-found', module: 'catalog/FrontDeskLostAndFoundPage', title: 'Lost and found · Front desk', skeleton: 'page', access: 'staff', firstView: false };
      renderApp('/hotel', { ...asStaff, http: manifestHandlers({ ...TEST_TABLES, catalog: [...TEST_TABLES.catalog!, lostFound as never] }) });
      const nav = await deskNav();
      await waitFor(() => expect(linksOf(nav)).toContainEqual(['Lost and found', '/hotel/lost-and-found']));
      await userEvent.setup().click(within(nav).getByRole('link', { name: 'Lost and found' }));
      expect(await within(main()).findByRole('heading', { level: 1, name: 'catalog/FrontDeskLostAndFoundPage' })).toBeInTheDocument();
      expect(within(await deskNav()).getByRole('link', { name: 'Lost and found' })).toHaveAttribute('aria-current', 'page');
      expect(document.title).toBe('Lost and found · Front desk · Harborview Hotel');
    });

    it("a staff page whose remote is down fails one way, in the frame: the desk's links still lead to the other remotes' pages", async () => {
      failing = (id) => id.startsWith('marketing/');
      renderApp('/hotel/messages', asStaff);
      const alert = await within(main()).findByRole('alert');
      expect(alert).toHaveTextContent('This section is temporarily unavailable');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      await userEvent.setup().click(within(await deskNav()).getByRole('link', { name: 'Rooms' }));
      expect(await within(main()).findByRole('heading', { level: 1, name: 'catalog/FrontDeskRoomsPage' })).toBeInTheDocument();
    });

    it('guests and visitors get no frame: no desk links on a staff page or a guest page', async () => {
      const guest = renderApp('/hotel/rooms', { user: ada });
      expect(await within(main()).findByRole('heading', { level: 1, name: 'This page is for hotel staff' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Front desk' })).not.toBeInTheDocument();
      guest.unmount();
      renderApp('/rooms', asStaff);
      expect(await within(main()).findByRole('heading', { level: 1, name: 'catalog/RoomsPage' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Front desk' })).not.toBeInTheDocument();
    });
  });

  it('each page shows the skeleton its table entry names while its code loads', async () => {
    loader.mockImplementation(() => new Promise(() => undefined));
    const rooms = renderApp('/rooms');
    expect(await within(main()).findByText('Loading rooms…')).toBeInTheDocument();
    expect(main().querySelector('[aria-busy="true"]')).toHaveAttribute('data-skeleton', 'grid');
    rooms.unmount();
    renderApp('/');
    await waitFor(() => expect(main().querySelector('[aria-busy="true"]')).toHaveAttribute('data-skeleton', 'hero'));
  });

  it('a page a remote adds to its table is routed, titled and skeletoned with no change to the shell', async () => {
    const faq = { path: '/faq', module: 'marketing/FaqPage', title: 'FAQ', skeleton: 'page', access: 'public', firstView: false };
    renderApp('/faq', { http: manifestHandlers({ marketing: [...TEST_TABLES.marketing!, faq as never] }) });
    expect(await within(main()).findByRole('heading', { level: 1, name: 'marketing/FaqPage' })).toBeInTheDocument();
    expect(document.title).toBe('FAQ · Harborview Hotel');
  });

  it('every page is titled from its table entry; a path no table claims is the 404', async () => {
    for (const [path, title] of [
      ['/', 'Harborview Hotel'],
      ['/rooms', 'Rooms · Harborview Hotel'],
      ['/room-details/r1', 'Room details · Harborview Hotel'],
      ['/forget-password', 'Forgot Password · Harborview Hotel'],
      ['/nowhere', 'Page not found · Harborview Hotel'],
    ]) {
      const { unmount } = renderApp(path!);
      await waitFor(() => expect(document.title).toBe(title));
      unmount();
    }
  });

  it('while a table is still coming, an unclaimed path shows a skeleton, not the 404', async () => {
    let answer: () => void = () => undefined;
    const slowAccount = http.get(
      'http://account.test/mf-manifest.json',
      () => new Promise<Response>((r) => (answer = () => r(HttpResponse.json({ metaData: { pages: TEST_TABLES.account } })))),
    );
    renderApp('/login', { http: [slowAccount] });
    expect(await within(main()).findByText('Loading…')).toBeInTheDocument();
    expect(within(main()).queryByText('Page not found')).not.toBeInTheDocument();
    act(() => answer());
    expect(await within(main()).findByRole('heading', { level: 1, name: 'account/LoginPage' })).toBeInTheDocument();
  });

  it("a remote whose manifest cannot be read: its paths show the unavailable box, and Retry reads it again", async () => {
    const user = userEvent.setup();
    let down = true;
    const catalog = http.get('http://catalog.test/mf-manifest.json', () =>
      down ? HttpResponse.error() : HttpResponse.json({ metaData: { pages: TEST_TABLES.catalog } }),
    );
    renderApp('/rooms', { http: [catalog] });
    const alert = await within(main()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(main()).findByRole('heading', { level: 1, name: 'catalog/RoomsPage' })).toBeInTheDocument();
  });
});

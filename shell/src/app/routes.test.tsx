import type { BookingPanelProps, Room, RoomDetailsPageProps } from '@hotel/shared';
import { renderRemote } from '@hotel/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteLoaderContext, type SlotLoader } from '../remotes/RemoteSlot';
import type { RemoteComponentModule, RemoteId } from '../remotes/types';
import { AppRoutes } from './routes';

jest.mock('react-toastify', () => ({ toast: { info: jest.fn(), error: jest.fn() }, ToastContainer: () => null }));

/** Every exposed module is a stub that names itself (and, for room details, fills its booking slot). */
function fakeModule(id: RemoteId): RemoteComponentModule<never> {
  const Stub = (props: Partial<RoomDetailsPageProps> & Partial<BookingPanelProps>) => (
    <div data-testid="remote">
      <h1>{id}</h1>
      {props.roomId !== undefined && <p>room id {props.roomId}</p>}
      {props.room && <p>panel for {props.room.name}</p>}
      {props.bookingSlot?.({ _id: 'r1', name: 'Ocean Suite' } as Room)}
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

function renderApp(path: string) {
  return renderRemote(
    <RemoteLoaderContext value={loader}>
      <AppRoutes />
    </RemoteLoaderContext>,
    { path, route: '*' },
  );
}

const main = () => screen.getByRole('main');

describe('AppRoutes (docs/product.md §2 → docs/architecture.md §3)', () => {
  it.each([
    ['/', 'marketing/HomePage'],
    ['/amenities', 'marketing/AmenitiesPage'],
    ['/contact', 'marketing/ContactPage'],
    ['/rooms', 'catalog/RoomsPage'],
    ['/my-bookings', 'booking/MyBookingsPage'],
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

  it('/room-details/:id passes the id to catalog and fills the booking slot with booking/BookingPanel', async () => {
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

  it.each(['/nope', '/rooms/extra/segments', '/room-details'])('%s is the 404 page', async (path) => {
    renderApp(path);
    expect(within(main()).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
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
});

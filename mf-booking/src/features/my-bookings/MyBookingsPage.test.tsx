import { addDays, api, ROOM_IMAGE_PLACEHOLDER, todayIn, type Booking } from '@hotel/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ada, renderAt, setTestConfig, type FakeAuth } from '../../testing';
import { createStore } from 'zustand/vanilla';
import { testRoom } from '@hotel/shared/testing';
import MyBookingsPage from './MyBookingsPage';

// A live fake of the auth store: a change re-renders the page the way the real store does.
const mockAuth = createStore<FakeAuth>(() => ({ user: ada, token: 'token-1' }));
jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  const { useStore } = jest.requireActual<typeof import('zustand')>('zustand');
  return {
    ...actual,
    useAuthStore: (select: (s: FakeAuth) => unknown) => useStore(mockAuth, select),
    api: { ...actual.api, getBookings: jest.fn(), getRoom: jest.fn() },
  };
});
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const getBookings = jest.mocked(api.getBookings);
const getRoom = jest.mocked(api.getRoom);
const today = todayIn('UTC');

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: '65f0c0ffee00000000abc123',
    roomId: 'room-1',
    roomName: 'Harbour Suite',
    roomImage: 'https://img.example/harbour.jpg',
    price: 250,
    bookingDate: '2099-06-01',
    guests: 2,
    userEmail: 'ada@example.com',
    userName: 'Ada Lovelace',
    createdAt: '2026-01-01T10:00:00.000Z',
    status: 'confirmed',
    ...overrides,
  };
}

const setup = () => {
  const user = userEvent.setup();
  const view = renderAt('/my-bookings', <MyBookingsPage />);
  return { user, ...view };
};
const card = (roomName: string) =>
  screen.getByRole('heading', { level: 2, name: roomName }).closest('li') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  getBookings.mockReset();
  getRoom.mockReset();
  getRoom.mockResolvedValue(testRoom({ _id: 'room-1', reviews: [] }));
  setTestConfig();
  mockAuth.setState({ user: ada, token: 'token-1' });
});

describe('MyBookingsPage', () => {
  it('signed out: "Please Login" with "Go to Login", and no bookings request', async () => {
    mockAuth.setState({ user: null, token: null });
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Please Login' })).toBeInTheDocument();
    expect(getBookings).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(screen.getByText('Stub /login')).toBeInTheDocument();
  });

  it("signed in: loads the bookings of the user's e-mail, busy until they arrive", async () => {
    let resolve!: (b: Booking[]) => void;
    getBookings.mockReturnValue(new Promise((r) => (resolve = r)));
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(getBookings).toHaveBeenCalledWith('ada@example.com');
    resolve([booking()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a booking shows its room, date, guests, total, short id, status and a link to the room', async () => {
    getBookings.mockResolvedValue([booking()]);
    const { user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    const c = within(card('Harbour Suite'));
    expect(c.getByText('Mon, Jun 1, 2099 · 2 Guests · $250')).toBeInTheDocument();
    expect(c.getByText(/Booking #abc123/)).toBeInTheDocument();
    expect(c.queryByText(/c0ffee/)).not.toBeInTheDocument();
    expect(c.getByText('confirmed')).toBeInTheDocument();
    // Far ahead: no cancellation hint.
    expect(c.queryByText(/left to cancel|No longer cancellable/)).not.toBeInTheDocument();
    expect(card('Harbour Suite').querySelector('img')).toHaveAttribute('src', 'https://img.example/harbour.jpg');
    await user.click(c.getByRole('link', { name: 'View Room' }));
    expect(screen.getByText('Other page')).toBeInTheDocument();
  });

  it('the View Room link points at /room-details/<roomId>', async () => {
    getBookings.mockResolvedValue([booking({ roomId: 'abc 1' })]);
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    expect(screen.getByRole('link', { name: 'View Room' })).toHaveAttribute('href', '/room-details/abc%201');
  });

  it('shows the cancellation hints: days left when 2 or fewer, "No longer cancellable" past the cut-off', async () => {
    getBookings.mockResolvedValue([
      booking({ _id: 'b-000001', roomName: 'Three days ahead', bookingDate: addDays(today, 3) }),
      booking({ _id: 'b-000002', roomName: 'Two days ahead', bookingDate: addDays(today, 2) }),
      booking({ _id: 'b-000003', roomName: 'Tomorrow', bookingDate: addDays(today, 1), guests: 1 }),
      booking({ _id: 'b-000004', roomName: 'Next month', bookingDate: addDays(today, 30) }),
    ]);
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Tomorrow' });
    expect(card('Three days ahead')).toHaveTextContent('2 days left to cancel');
    expect(card('Two days ahead')).toHaveTextContent('1 day left to cancel');
    expect(card('Tomorrow')).toHaveTextContent('No longer cancellable');
    expect(card('Tomorrow')).toHaveTextContent('1 Guest ·');
    expect(card('Next month')).not.toHaveTextContent(/left to cancel|No longer cancellable/);
  });

  it('a booking without a room image shows the placeholder', async () => {
    getBookings.mockResolvedValue([booking({ roomImage: '' })]);
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    expect(card('Harbour Suite').querySelector('img')).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it('no bookings: an empty state with "Browse Rooms"', async () => {
    getBookings.mockResolvedValue([]);
    const { user } = setup();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Rooms' }));
    expect(screen.getByText('Stub /rooms')).toBeInTheDocument();
  });

  it('a failed request toasts "Failed to fetch bookings" and says so on the page', async () => {
    getBookings.mockRejectedValue(new Error('Network Error'));
    setup();
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch bookings', { autoClose: 3000 }));
    expect(screen.queryByText('You have no bookings yet.')).not.toBeInTheDocument();
  });

  it('a renewed token for the same guest keeps the list without refetching', async () => {
    getBookings.mockResolvedValue([booking()]);
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    act(() => mockAuth.setState({ token: 'token-2' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour Suite' })).toBeInTheDocument();
    expect(getBookings).toHaveBeenCalledTimes(1);
  });

  it('another guest signing in shows loading at once (never the previous list), then their bookings', async () => {
    let second!: (b: Booking[]) => void;
    getBookings
      .mockResolvedValueOnce([booking({ roomName: "Ada's room" })])
      .mockReturnValueOnce(new Promise((r) => (second = r)));
    setup();
    await screen.findByRole('heading', { level: 2, name: "Ada's room" });
    act(() =>
      mockAuth.setState({ user: { email: 'bob@example.com', displayName: 'Bob', photoURL: null }, token: 'bob-token' }),
    );
    expect(screen.queryByRole('heading', { level: 2, name: "Ada's room" })).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(getBookings).toHaveBeenLastCalledWith('bob@example.com');
    second([booking({ roomName: "Bob's room", userEmail: 'bob@example.com' })]);
    expect(await screen.findByRole('heading', { level: 2, name: "Bob's room" })).toBeInTheDocument();
  });

  it('signing out while on the page switches to "Please Login"', async () => {
    getBookings.mockResolvedValue([booking()]);
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    act(() => mockAuth.setState({ user: null, token: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Please Login' })).toBeInTheDocument();
    expect(screen.queryByText('Harbour Suite')).not.toBeInTheDocument();
    await waitFor(() => expect(getBookings).toHaveBeenCalledTimes(1));
  });

  it('large screens (1024 px and up) get a table, smaller ones cards; resizing switches', async () => {
    const listeners = new Set<() => void>();
    let wide = true;
    const mq = {
      get matches() {
        return wide;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    };
    const matchMedia = jest.fn(() => mq);
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      getBookings.mockResolvedValue([booking()]);
      setup();
      const table = await screen.findByRole('table', { name: 'Your bookings' });
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
      const row = within(table).getByRole('row', { name: /Harbour Suite/ });
      expect(within(row).getByRole('rowheader')).toHaveTextContent('Harbour Suite');
      expect(row).toHaveTextContent('#abc123');
      expect(row).toHaveTextContent('Mon, Jun 1, 2099');
      expect(row).toHaveTextContent('$250');
      expect(row).toHaveTextContent('confirmed');
      expect(within(row).getByRole('link', { name: 'View Room' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^Update Date/ })).toBeInTheDocument();
      expect(row.querySelector('img')).toHaveAttribute('src', 'https://img.example/harbour.jpg');
      expect(screen.queryByRole('heading', { level: 2, name: 'Harbour Suite' })).not.toBeInTheDocument();

      wide = false;
      act(() => listeners.forEach((fn) => fn()));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Harbour Suite' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('review state: one room lookup per distinct room, in parallel; "Edit Review" where the guest reviewed, a failed lookup counts as not reviewed', async () => {
    getBookings.mockResolvedValue([
      booking({ _id: 'b-000001', roomId: 'room-1', roomName: 'Reviewed room' }),
      booking({ _id: 'b-000002', roomId: 'room-1', roomName: 'Reviewed room again', bookingDate: '2099-07-01' }),
      booking({ _id: 'b-000003', roomId: 'room-2', roomName: 'Unreviewed room' }),
      booking({ _id: 'b-000004', roomId: 'room-3', roomName: 'Unreadable room' }),
    ]);
    const pending: Array<() => void> = [];
    getRoom.mockImplementation(
      (id: string) =>
        new Promise((resolve, reject) => {
          pending.push(() =>
            id === 'room-3'
              ? reject(new Error('Room not found'))
              : resolve(
                  testRoom({
                    _id: id,
                    reviews:
                      id === 'room-1'
                        ? [{ name: 'Ada', rating: 4, comment: 'Nice', date: '1/1/2026', userEmail: 'ADA@example.com' }]
                        : [],
                  }),
                ),
          );
        }),
    );
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Unreadable room' });
    // All three lookups are in flight before any answers: parallel, one per room.
    await waitFor(() => expect(getRoom).toHaveBeenCalledTimes(3));
    expect(getRoom.mock.calls.map(([id]) => id).sort()).toEqual(['room-1', 'room-2', 'room-3']);
    expect(within(card('Unreviewed room')).getByRole('button', { name: /Write Review/ })).toBeDisabled();
    act(() => pending.forEach((go) => go()));
    await waitFor(() =>
      expect(within(card('Reviewed room')).getByRole('button', { name: /Edit Review/ })).toBeEnabled(),
    );
    expect(within(card('Reviewed room again')).getByRole('button', { name: /Edit Review/ })).toBeEnabled();
    expect(within(card('Unreviewed room')).getByRole('button', { name: /Write Review/ })).toBeEnabled();
    expect(within(card('Unreadable room')).getByRole('button', { name: /Write Review/ })).toBeEnabled();
  });
});

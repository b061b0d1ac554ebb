import { addDays, ApiRequestError, api, DEFAULT_HOTEL_TIME_ZONE, formatBookingDate, todayIn, watchRoomDates, type RoomDatesHandlers } from '@hotel/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ada, renderAt, room, setTestConfig, type FakeAuth } from '../../testing';
import BookingPanel from './BookingPanel';

let mockAuth: FakeAuth;
jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  return {
    ...actual,
    useAuthStore: (select: (s: unknown) => unknown) => select(mockAuth),
    api: { ...actual.api, createBooking: jest.fn(), bookDate: jest.fn(), getRoom: jest.fn() },
    watchRoomDates: jest.fn(() => () => undefined),
  };
});
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const createBooking = jest.mocked(api.createBooking);
const bookDate = jest.mocked(api.bookDate);
const getRoom = jest.mocked(api.getRoom);

const today = todayIn('UTC');
const inAWeek = addDays(today, 7);
const taken = addDays(today, 3);
const yesterday = addDays(today, -1);

const suite = room({ _id: 'room-1', name: 'Harbour Suite', price: 200, discountPrice: 160, bookedDates: [taken] });

beforeEach(() => {
  jest.clearAllMocks();
  setTestConfig();
  mockAuth = { user: ada, token: 't' };
  createBooking.mockResolvedValue({} as never);
  bookDate.mockResolvedValue({});
});

const setup = (r = suite) => {
  const user = userEvent.setup();
  renderAt('/room-details/room-1', <BookingPanel room={r} />);
  return user;
};
const dateInput = () => screen.getByLabelText('Date');
const pickDate = (d: string) => fireEvent.change(dateInput(), { target: { value: d } });
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const summary = () => screen.getByRole('dialog', { name: 'Booking Summary', hidden: true });
const closedDialog = () => document.querySelector('dialog');
/** The panel's own total (the summary dialog has one too). */
const panelTotal = () => screen.getByText('Total', { selector: 'span' }).parentElement;

describe('BookingPanel', () => {
  it('shows the nightly rate (discount price when lower), a date from today, guests 1-3 and the total', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Book this room' })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '$160 / night')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveAttribute('min', today);
    const guests = screen.getByLabelText('Guests');
    expect(guests).toHaveValue('1');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    expect(panelTotal()).toHaveTextContent('Total$160');
  });

  it('the Booking Summary shows the date as the lists do ("Sat, Mar 9, 2030")', async () => {
    const user = setup();
    pickDate('2030-03-09');
    await user.click(bookNow());
    expect(within(summary()).getByText('Date').nextElementSibling).toHaveTextContent(/^Sat, Mar 9, 2030$/);
  });

  it.each([
    [1, ['1']],
    [2, ['1', '2']],
    [3, ['1', '2', '3']],
    [6, ['1', '2', '3']],
  ])("a room for %i offers no more guests than its capacity, and at most 3", (capacity, offered) => {
    setup(room({ ...suite, capacity }));
    const options = within(screen.getByLabelText('Guests')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(offered);
  });

  it('an evening in California (fixed clock, 18:30 Pacific = 02:30 UTC the next day): tonight can still be booked', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T02:30:00Z') });
    try {
      setTestConfig(DEFAULT_HOTEL_TIME_ZONE); // the hotel's own zone, what config.json gets by default
      setup(room({ ...suite, bookedDates: [] }));
      expect(dateInput()).toHaveAttribute('min', '2026-11-24');
      pickDate('2026-11-24');
      expect(screen.getByRole('status')).toHaveTextContent('Date is available!');
      expect(bookNow()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('"Book Now" is disabled until a date is chosen', () => {
    setup();
    expect(bookNow()).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a free date says "Date is available!" and enables "Book Now"', () => {
    setup();
    pickDate(inAWeek);
    expect(screen.getByRole('status')).toHaveTextContent('Date is available!');
    expect(dateInput()).toHaveAccessibleDescription('Date is available!');
    expect(bookNow()).toBeEnabled();
  });

  it.each([
    ['already booked', taken],
    ['in the past', yesterday],
  ])('a date %s says "Date is not available" and keeps "Book Now" disabled', (_case, date) => {
    setup();
    pickDate(date);
    expect(screen.getByRole('status')).toHaveTextContent('Date is not available');
    expect(bookNow()).toBeDisabled();
  });

  it('each extra guest adds 25% of the nightly rate to the total', async () => {
    const user = setup(room({ price: 100, discountPrice: null }));
    const total = panelTotal;
    expect(total()).toHaveTextContent('$100');
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    expect(total()).toHaveTextContent('$125');
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    expect(total()).toHaveTextContent('$150');
  });

  it('signed out: "Book Now" toasts "Please login to book a room" and goes to /login', async () => {
    mockAuth = { user: null, token: null };
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please login to book a room', { autoClose: 3000 }));
    expect(screen.getByText('Stub /login')).toBeInTheDocument();
    expect(createBooking).not.toHaveBeenCalled();
  });

  it('signed in: "Book Now" opens the Booking Summary; Cancel closes it without booking', async () => {
    const user = setup();
    expect(closedDialog()).not.toHaveAttribute('open');
    pickDate(inAWeek);
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    await user.click(bookNow());
    const dialog = summary();
    expect(dialog).toHaveAttribute('open');
    const d = within(dialog);
    expect(d.getByText('Room').nextElementSibling).toHaveTextContent('Harbour Suite');
    expect(d.getByText('Date').nextElementSibling).toHaveTextContent(formatBookingDate(inAWeek));
    expect(d.getByText('Date').nextElementSibling).not.toHaveTextContent(inAWeek);
    expect(d.getByText('Guests').nextElementSibling).toHaveTextContent('2');
    expect(d.getByText('Total').nextElementSibling).toHaveTextContent('$200'); // 160 + 25% of 160

    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(createBooking).not.toHaveBeenCalled();
  });

  it('Confirm Booking posts the booking, books the date, toasts success and goes to /my-bookings', async () => {
    const user = setup();
    pickDate(inAWeek);
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));

    expect(await screen.findByText('Stub /my-bookings')).toBeInTheDocument();
    expect(createBooking).toHaveBeenCalledTimes(1);
    const [payload, opts] = createBooking.mock.calls[0]!;
    expect(payload).toEqual({
      roomImage: suite.image,
      roomId: 'room-1',
      roomName: 'Harbour Suite',
      price: 240, // 160 + 2 × 40
      bookingDate: inAWeek,
      guests: 3,
      userEmail: 'ada@example.com',
      userName: 'Ada Lovelace',
      createdAt: expect.any(String),
      status: 'confirmed',
    });
    expect(opts?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(bookDate).toHaveBeenCalledWith('room-1', inAWeek);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Room booked successfully!', { autoClose: 3000 }));
  });

  it('a user without a display name books under their e-mail', async () => {
    mockAuth = { user: { ...ada, displayName: null }, token: 't' };
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByText('Stub /my-bookings');
    expect(createBooking.mock.calls[0]![0].userName).toBe('ada@example.com');
  });

  it('a failed booking toasts the server message and stays in the summary, ready to retry', async () => {
    createBooking.mockRejectedValueOnce(
      new ApiRequestError('Bookings are paused', { status: 503, serverMessage: 'Bookings are paused' }),
    );
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    const confirm = within(summary()).getByRole('button', { name: 'Confirm Booking' });
    await user.click(confirm);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bookings are paused', { autoClose: 3000 }));
    expect(bookDate).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(summary()).toHaveAttribute('open');
    expect(confirm).toBeEnabled();
    expect(screen.queryByText('Stub /my-bookings')).not.toBeInTheDocument();
  });

  it('a network failure toasts the booking failure, not the transport text', async () => {
    createBooking.mockRejectedValueOnce(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' }));
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to book room. Please try again.', { autoClose: 3000 }),
    );
    expect(toast.error).not.toHaveBeenCalledWith('Network Error', expect.anything());
  });

  it('a failure without any message toasts the generic booking failure', async () => {
    createBooking.mockRejectedValueOnce({});
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to book room. Please try again.', { autoClose: 3000 }),
    );
  });

  it('the buttons are disabled while the booking is being sent', async () => {
    let finish!: () => void;
    createBooking.mockReturnValueOnce(new Promise((r) => (finish = () => r({} as never))));
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    const d = within(summary());
    await user.click(d.getByRole('button', { name: 'Confirm Booking' }));
    expect(d.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Stub /my-bookings')).toBeInTheDocument();
  });

  it('a failed book-date call after a created booking still counts as booked', async () => {
    bookDate.mockRejectedValueOnce(new Error('boom'));
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Stub /my-bookings')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Room booked successfully!', { autoClose: 3000 });
  });

  it('one Idempotency-Key per booking: kept across retries after a failure (also from a reopened summary), new for another date', async () => {
    createBooking.mockRejectedValueOnce(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' }));
    createBooking.mockRejectedValueOnce(new ApiRequestError('Request timed out', { code: 'ETIMEDOUT' }));
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    const confirm = () => within(summary()).getByRole('button', { name: 'Confirm Booking' });
    await user.click(confirm());
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(2));
    const keys = createBooking.mock.calls.map(([, o]) => o?.idempotencyKey);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    // The same booking from a reopened summary is still a retry: the first attempt may have landed.
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(within(summary()).getByRole('button', { name: 'Cancel' }));
    await user.click(bookNow());
    createBooking.mockRejectedValueOnce(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' }));
    await user.click(confirm());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(3));
    expect(createBooking.mock.calls[2]![1]?.idempotencyKey).toBe(keys[0]);

    // Another date is another booking.
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(within(summary()).getByRole('button', { name: 'Cancel' }));
    pickDate(addDays(today, 8));
    await user.click(bookNow());
    await user.click(confirm());
    await waitFor(() => expect(createBooking).toHaveBeenCalledTimes(4));
    expect(createBooking.mock.calls[3]![1]?.idempotencyKey).not.toBe(keys[0]);
  });

  it('a network failure or timeout shows the booking failure, never the transport text', async () => {
    createBooking.mockRejectedValueOnce(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' }));
    createBooking.mockRejectedValueOnce(new ApiRequestError('Request timed out', { code: 'ETIMEDOUT' }));
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    const confirm = () => within(summary()).getByRole('button', { name: 'Confirm Booking' });
    await user.click(confirm());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    for (const [msg] of jest.mocked(toast.error).mock.calls) expect(msg).toBe('Failed to book room. Please try again.');
  });

  it('a 409 shows the server message, closes the summary and refreshes the booked dates', async () => {
    createBooking.mockRejectedValueOnce(
      new ApiRequestError('Date is not available', { status: 409, serverMessage: 'Date is not available' }),
    );
    getRoom.mockResolvedValueOnce({ ...suite, bookedDates: [taken, inAWeek] });
    const user = setup();
    pickDate(inAWeek);
    await user.click(bookNow());
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Date is not available', { autoClose: 3000 }));
    expect(getRoom).toHaveBeenCalledWith('room-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Date is not available');
    expect(bookNow()).toBeDisabled();
    expect(closedDialog()).not.toHaveAttribute('open');
    expect(screen.getByRole('list', { name: 'Already booked' })).toHaveTextContent(/\d/);
    expect(within(screen.getByRole('list', { name: 'Already booked' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the next booked dates from today on, soonest first', () => {
    setup(room({ bookedDates: [addDays(today, 9), yesterday, addDays(today, 2)] }));
    const items = within(screen.getByRole('list', { name: 'Already booked' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('time')?.getAttribute('datetime'))).toEqual([
      addDays(today, 2),
      addDays(today, 9),
    ]);
  });

  it('no upcoming bookings: says every date is free', () => {
    setup(room({ bookedDates: [yesterday] }));
    expect(screen.getByText('No upcoming bookings: every date is free.')).toBeInTheDocument();
  });

  it('signed out: /login gets the room as the page to come back to', async () => {
    mockAuth = { user: null, token: null };
    function LoginStub() {
      const from = (useLocation().state as { from?: string } | null)?.from;
      return <p>Login, back to {from}</p>;
    }
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/room-details/room-1']}>
        <Routes>
          <Route path="/room-details/room-1" element={<BookingPanel room={suite} />} />
          <Route path="/login" element={<LoginStub />} />
        </Routes>
      </MemoryRouter>,
    );
    pickDate(inAWeek);
    await user.click(bookNow());
    expect(screen.getByText('Login, back to /room-details/room-1')).toBeInTheDocument();
  });

  it('live: another guest booking the picked date turns the panel "Date is not available" without a reload', async () => {
    const stop = jest.fn();
    jest.mocked(watchRoomDates).mockImplementation(() => stop);
    const { unmount } = renderAt('/room-details/room-1', <BookingPanel room={suite} />);
    expect(watchRoomDates).toHaveBeenCalledWith('room-1', expect.any(Object));
    const handlers = jest.mocked(watchRoomDates).mock.calls[0]![1] as RoomDatesHandlers;
    pickDate(inAWeek);
    expect(bookNow()).toBeEnabled();
    act(() => handlers.onDates({ roomId: 'room-1', bookedDates: [taken, inAWeek] }));
    expect(screen.getByRole('status')).toHaveTextContent('Date is not available');
    expect(bookNow()).toBeDisabled();
    act(() => handlers.onDates({ roomId: 'room-1', bookedDates: [taken] }));
    expect(screen.getByRole('status')).toHaveTextContent('Date is available!');

    // Back after a drop: the room is refetched (whatever happened meanwhile).
    getRoom.mockResolvedValueOnce({ ...suite, bookedDates: [inAWeek] });
    act(() => handlers.onReconnect?.());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Date is not available'));
    expect(getRoom).toHaveBeenCalledWith('room-1');

    unmount();
    expect(stop).toHaveBeenCalled();
  });
});

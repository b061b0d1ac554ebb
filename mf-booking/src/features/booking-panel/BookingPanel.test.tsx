import { addDays, DEFAULT_HOTEL_TIME_ZONE, formatBookingDate, todayIn, useLoad, type NewBooking, type Room } from '@hotel/shared';
import {
  ada,
  apiUrl,
  deferred,
  installTestEventSource,
  networkDown,
  refusal as refused,
  renderRemote,
  server,
  setTestConfig,
  setTestDate,
  testRoom,
  TestEventSource,
} from '@hotel/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import BookingPanel from './BookingPanel';

// The calendar is a lazy chunk, compiled on its first use in a file: slow on a busy machine.
const calendarLoad = { timeout: 20_000 };

// The hotel's day: the panel reads its zone from the runtime config, the product default in tests.
const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);
const inAWeek = addDays(today, 7);
const taken = addDays(today, 3);
const yesterday = addDays(today, -1);

const room = (overrides: Partial<Room> = {}) =>
  testRoom({ _id: 'room-1', location: 'Floor 5', description: 'A suite.', amenities: ['wifi'], ...overrides });
const suite = room({ name: 'Harbour Suite', price: 200, discountPrice: 160, bookedDates: [taken] });

/** What reached the API: the bookings posted (with their Idempotency-Key) and the book-date calls. */
let posted: Array<{ body: NewBooking; key: string | null }>;
let bookedDates: Array<{ roomId: string; date: unknown }>;
let roomReads: number;

type Answer = () => Response | Promise<Response>;
const created: Answer = () => HttpResponse.json({ _id: 'b-1', confirmationCode: 'HV-7K3M9Q' }, { status: 201 });

/** The booking API: POST /bookings answers `answers` in turn (then a 201), the room reads as `current`. */
function bookingApi(answers: Answer[] = [], current: Room = suite) {
  return [
    http.post(apiUrl('/bookings'), async ({ request }) => {
      posted.push({ body: (await request.json()) as NewBooking, key: request.headers.get('Idempotency-Key') });
      return (answers.shift() ?? created)();
    }),
    http.patch(apiUrl('/rooms/:id/book-date'), async ({ params, request }) => {
      bookedDates.push({ roomId: String(params.id), date: ((await request.json()) as { date: unknown }).date });
      return HttpResponse.json({});
    }),
    http.get(apiUrl('/rooms/:id'), () => {
      roomReads += 1;
      return HttpResponse.json(current);
    }),
  ];
}

beforeEach(() => {
  posted = [];
  bookedDates = [];
  roomReads = 0;
});

/** The panel, once its calendar (a lazy part) is in. */
const setup = async (r = suite, { signedIn = true, answers = [] as Answer[] } = {}) => {
  const user = userEvent.setup();
  const view = renderRemote(<BookingPanel room={r} />, {
    path: '/room-details/room-1',
    user: signedIn ? ada : null,
    http: bookingApi(answers),
  });
  await screen.findByRole('grid', {}, calendarLoad);
  return { user, ...view };
};
const dateInput = () => screen.getByLabelText('Check-in');
const checkOutInput = () => screen.getByLabelText('Check-out');
/** The availability of the stay's nights, under the date fields. */
const feedback = () => screen.getByText(/^Date is (not )?available!?$/);
const pickDate = (d: string) => fireEvent.change(dateInput(), { target: { value: d } });
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const summary = () => screen.getByRole('dialog', { name: 'Booking Summary', hidden: true });
const confirm = () => within(summary()).getByRole('button', { name: 'Confirm Booking' });
const closedDialog = () => document.querySelector('dialog');
/** The panel's own total (the summary dialog has one too). */
const panelTotal = () => screen.getByText('Total', { selector: 'span' }).parentElement;

/** Picks a free date and opens the summary (signed in). */
async function openSummary(user: ReturnType<typeof userEvent.setup>) {
  pickDate(inAWeek);
  await user.click(bookNow());
}

describe('BookingPanel', () => {
  it('shows the nightly rate (discount price when lower), a date from today, guests 1-3 and the total', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Book this room' })).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '$160 / night')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveAttribute('min', today);
    expect(checkOutInput()).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Nights')).toBeDisabled(); // until a check-in is set
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
    setTestDate('2029-01-15T20:00:00Z'); // March 2030 within the booking horizon (18 months)
    try {
      const { user } = await setup();
      pickDate('2030-03-09');
      await user.click(bookNow());
      expect(within(summary()).getByText('Check-in').nextElementSibling).toHaveTextContent(/^Sat, Mar 9, 2030$/);
      expect(within(summary()).getByText('Check-out').nextElementSibling).toHaveTextContent(/^Sun, Mar 10, 2030$/);
      expect(within(summary()).getByText('Nights').nextElementSibling).toHaveTextContent(/^1 night$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [1, ['1']],
    [2, ['1', '2']],
    [3, ['1', '2', '3']],
    [6, ['1', '2', '3']],
  ])('a room for %i offers no more guests than its capacity, and at most 3', async (capacity, offered) => {
    await setup(room({ ...suite, capacity }));
    const options = within(screen.getByLabelText('Guests')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(offered);
    // Below 3, the select says why it stops, visibly and as its description.
    const why = capacity < 3 ? `This room sleeps ${capacity} guest${capacity === 1 ? '' : 's'}.` : null;
    if (why) {
      expect(screen.getByText(why)).toBeVisible();
      expect(screen.getByLabelText('Guests')).toHaveAccessibleDescription(why);
    } else {
      expect(screen.queryByText(/This room sleeps/)).not.toBeInTheDocument();
    }
  });

  it('an evening in California (fixed clock, 18:30 Pacific = 02:30 UTC the next day): tonight can still be booked', async () => {
    // Time is the behaviour: only the clock is fake, so nothing else waits on it.
    jest.useFakeTimers({ now: new Date('2026-11-25T02:30:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      setTestConfig({ hotelTimeZone: DEFAULT_HOTEL_TIME_ZONE }); // the hotel's own zone, what config.json gets by default
      await setup(room({ ...suite, bookedDates: [] }));
      expect(dateInput()).toHaveAttribute('min', '2026-11-24');
      pickDate('2026-11-24');
      expect(feedback()).toHaveTextContent('Date is available!');
      expect(bookNow()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('"Book Now" is disabled until a date is chosen', async () => {
    await setup();
    expect(bookNow()).toBeDisabled();
    expect(screen.queryByText(/^Date is/)).not.toBeInTheDocument();
  });

  it('a free date says "Date is available!" and enables "Book Now"', async () => {
    await setup();
    pickDate(inAWeek);
    expect(feedback()).toHaveTextContent('Date is available!');
    expect(dateInput()).toHaveAccessibleDescription('Date is available!');
    expect(checkOutInput()).toHaveValue(addDays(inAWeek, 1)); // one night unless the guest says more
    expect(bookNow()).toBeEnabled();
  });

  it.each([
    ['already booked', taken, 'Date is not available'],
    ['in the past', yesterday, 'Check-in cannot be in the past.'],
  ])('a date %s says why and keeps "Book Now" disabled', async (_case, date, message) => {
    await setup();
    pickDate(date);
    expect(screen.getByText(message)).toHaveAttribute('role', 'status');
    expect(dateInput()).toHaveAccessibleDescription(message);
    expect(bookNow()).toBeDisabled();
  });

  it('each extra guest adds 25% of the nightly rate to the total', async () => {
    const { user } = await setup(room({ price: 100, discountPrice: null }));
    expect(panelTotal()).toHaveTextContent('$100');
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    expect(panelTotal()).toHaveTextContent('$125');
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    expect(panelTotal()).toHaveTextContent('$150');
  });

  it('signed out: "Book Now" toasts "Please login to book a room" and goes to /login', async () => {
    const { user } = await setup(suite, { signedIn: false });
    await openSummary(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please login to book a room', { autoClose: 3000 }));
    expect(screen.getByText(/^Page \/login/)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('signed in: "Book Now" opens the Booking Summary; Cancel closes it without booking', async () => {
    const { user } = await setup();
    expect(closedDialog()).not.toHaveAttribute('open');
    pickDate(inAWeek);
    await user.selectOptions(screen.getByLabelText('Guests'), '2');
    await user.click(bookNow());
    const dialog = summary();
    expect(dialog).toHaveAttribute('open');
    const d = within(dialog);
    expect(d.getByText('Room').nextElementSibling).toHaveTextContent('Harbour Suite');
    expect(d.getByText('Check-in').nextElementSibling).toHaveTextContent(formatBookingDate(inAWeek));
    expect(d.getByText('Check-in').nextElementSibling).not.toHaveTextContent(inAWeek);
    expect(d.getByText('Nights').nextElementSibling).toHaveTextContent('1 night');
    expect(d.getByText('Guests').nextElementSibling).toHaveTextContent('2');
    expect(d.getByText('Total').nextElementSibling).toHaveTextContent('$200'); // 160 + 25% of 160

    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(posted).toEqual([]);
  });

  it('Confirm Booking posts the booking, books the date, toasts success and goes to /my-bookings', async () => {
    const { user } = await setup();
    pickDate(inAWeek);
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    await user.click(bookNow());
    await user.click(confirm());

    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual({
      roomImage: suite.image,
      roomId: 'room-1',
      roomName: 'Harbour Suite',
      price: 240, // 160 + 2 × 40
      bookingDate: inAWeek,
      nights: 1,
      guests: 3,
      userEmail: 'ada@example.com',
      userName: 'Ada Lovelace',
      createdAt: expect.any(String),
      status: 'confirmed',
    });
    expect(posted[0]!.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(bookedDates).toEqual([{ roomId: 'room-1', date: inAWeek }]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Room booked successfully! Confirmation code: HV-7K3M9Q', { autoClose: 3000 }));
  });

  it('a user without a display name books under their e-mail', async () => {
    const user = userEvent.setup();
    renderRemote(<BookingPanel room={suite} />, {
      path: '/room-details/room-1',
      user: { ...ada, displayName: null },
      http: bookingApi(),
    });
    await openSummary(user);
    await user.click(confirm());
    await screen.findByText('Page /my-bookings');
    expect(posted[0]!.body.userName).toBe('ada@example.com');
  });

  it('a failed booking toasts the server message and stays in the summary, ready to retry', async () => {
    const { user } = await setup(suite, { answers: [refused(503, 'Bookings are paused')] });
    await openSummary(user);
    const button = confirm();
    await user.click(button);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bookings are paused', { autoClose: 3000 }));
    expect(bookedDates).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(summary()).toHaveAttribute('open');
    expect(button).toBeEnabled();
    expect(screen.queryByText('Page /my-bookings')).not.toBeInTheDocument();
  });

  it('a network failure toasts the booking failure, not the transport text', async () => {
    const { user } = await setup(suite, { answers: [networkDown] });
    await openSummary(user);
    await user.click(confirm());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to book room. Please try again.', { autoClose: 3000 }),
    );
    expect(toast.error).not.toHaveBeenCalledWith('Network Error', expect.anything());
  });

  it('a failure without any message toasts the generic booking failure', async () => {
    const { user } = await setup(suite, { answers: [() => new HttpResponse(null, { status: 500 })] });
    await openSummary(user);
    await user.click(confirm());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to book room. Please try again.', { autoClose: 3000 }),
    );
  });

  it('the buttons are disabled while the booking is being sent', async () => {
    const answer = deferred();
    const { user } = await setup(suite, { answers: [() => answer.promise.then(created)] });
    await openSummary(user);
    const d = within(summary());
    await user.click(d.getByRole('button', { name: 'Confirm Booking' }));
    expect(d.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
  });

  it('a failed book-date call after a created booking still counts as booked', async () => {
    server.use(http.patch(apiUrl('/rooms/:id/book-date'), () => HttpResponse.error()));
    const { user } = await setup();
    await openSummary(user);
    await user.click(confirm());
    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Room booked successfully! Confirmation code: HV-7K3M9Q', { autoClose: 3000 });
  });

  it('one Idempotency-Key per booking: kept across retries after a failure (also from a reopened summary), new for another date', async () => {
    const { user } = await setup(suite, { answers: [networkDown, refused(503, 'Bookings are paused'), networkDown] });
    await openSummary(user);
    await user.click(confirm());
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm());
    await waitFor(() => expect(posted).toHaveLength(2));
    const keys = posted.map((p) => p.key);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);

    // The same booking from a reopened summary is still a retry: the first attempt may have landed.
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(within(summary()).getByRole('button', { name: 'Cancel' }));
    await user.click(bookNow());
    await user.click(confirm());
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.key).toBe(keys[0]);

    // Another date is another booking.
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(within(summary()).getByRole('button', { name: 'Cancel' }));
    pickDate(addDays(today, 8));
    await user.click(bookNow());
    await user.click(confirm());
    await waitFor(() => expect(posted).toHaveLength(4));
    expect(posted[3]!.body.bookingDate).toBe(addDays(today, 8));
    expect(posted[3]!.key).toBeTruthy();
    expect(posted[3]!.key).not.toBe(keys[0]);
    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
  });

  it('after a success the same room, date and guests again is a new booking: a new Idempotency-Key', async () => {
    const user = userEvent.setup();
    // The panel stays on screen (route '*') while the router goes to My Bookings.
    renderRemote(<BookingPanel room={suite} />, {
      path: '/room-details/room-1',
      route: '*',
      user: ada,
      http: bookingApi([networkDown]),
    });
    await openSummary(user);
    await user.click(confirm());
    await waitFor(() => expect(confirm()).toBeEnabled());
    await user.click(confirm()); // the retry succeeds, with the first attempt's key
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-bookings'));
    expect(posted[1]!.key).toBe(posted[0]!.key);

    await user.click(bookNow());
    await user.click(confirm());
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.body.bookingDate).toBe(inAWeek);
    expect(posted[2]!.key).toBeTruthy();
    expect(posted[2]!.key).not.toBe(posted[0]!.key);
  });

  it('a network failure or timeout shows the booking failure, never the transport text', async () => {
    // The client gives up after 15 s (time is the behaviour here): the fake clock runs it out.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = await setup(suite, { answers: [networkDown, () => new Promise<Response>(() => undefined)] });
      await openSummary(user);
      await user.click(confirm());
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(confirm()).toBeEnabled());
      await user.click(confirm());
      await waitFor(() => expect(posted).toHaveLength(2));
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
      for (const [msg] of jest.mocked(toast.error).mock.calls) expect(msg).toBe('Failed to book room. Please try again.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a 409 shows the server message, closes the summary and refreshes the booked dates', async () => {
    const user = userEvent.setup();
    renderRemote(<BookingPanel room={suite} />, {
      path: '/room-details/room-1',
      user: ada,
      http: bookingApi([refused(409, 'Date is not available')], { ...suite, bookedDates: [taken, inAWeek] }),
    });
    await openSummary(user);
    await user.click(confirm());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Date is not available', { autoClose: 3000 }));
    await waitFor(() => expect(roomReads).toBe(1));
    await waitFor(() => expect(feedback()).toHaveTextContent('Date is not available'));
    expect(bookNow()).toBeDisabled();
    expect(closedDialog()).not.toHaveAttribute('open');
    expect(screen.getByRole('list', { name: 'Already booked' })).toHaveTextContent(/\d/);
    expect(within(screen.getByRole('list', { name: 'Already booked' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists the next booked dates from today on, soonest first', async () => {
    await setup(room({ bookedDates: [addDays(today, 9), yesterday, addDays(today, 2)] }));
    const items = within(screen.getByRole('list', { name: 'Already booked' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('time')?.getAttribute('datetime'))).toEqual([
      addDays(today, 2),
      addDays(today, 9),
    ]);
  });

  it('no upcoming bookings: says every date is free', async () => {
    await setup(room({ bookedDates: [yesterday] }));
    expect(screen.getByText('No upcoming bookings: every date is free.')).toBeInTheDocument();
  });

  it('signed out: /login gets the room, with the stay picked, as the page to come back to', async () => {
    const { user } = await setup(suite, { signedIn: false });
    await openSummary(user);
    expect(
      screen.getByText(`Page /login, back to /room-details/room-1?checkIn=${inAWeek}&checkOut=${addDays(inAWeek, 1)}&guests=1`),
    ).toBeInTheDocument();
  });

  it('live: another guest booking the picked date turns the panel "Date is not available" without a reload', async () => {
    installTestEventSource();
    const { unmount } = renderRemote(<BookingPanel room={suite} />, {
      path: '/room-details/room-1',
      user: ada,
      http: bookingApi([], { ...suite, bookedDates: [inAWeek] }),
    });
    const stream = TestEventSource.latest()!;
    expect(stream.url).toBe('http://api.test/rooms/room-1/events');
    act(() => stream.open());
    pickDate(inAWeek);
    expect(bookNow()).toBeEnabled();
    act(() => stream.emit('dates', { roomId: 'room-1', bookedDates: [taken, inAWeek] }));
    expect(feedback()).toHaveTextContent('Date is not available');
    expect(bookNow()).toBeDisabled();
    act(() => stream.emit('dates', { roomId: 'room-1', bookedDates: [taken] }));
    expect(feedback()).toHaveTextContent('Date is available!');

    // Back after a drop: the room is refetched (whatever happened meanwhile).
    jest.useFakeTimers({ advanceTimers: true });
    try {
      act(() => stream.drop());
      await act(() => jest.advanceTimersByTimeAsync(1000)); // the first reconnect is within 1 s
    } finally {
      jest.useRealTimers();
    }
    act(() => TestEventSource.latest()!.open());
    await waitFor(() => expect(feedback()).toHaveTextContent('Date is not available'));
    expect(roomReads).toBe(1);

    unmount();
    expect(TestEventSource.latest()!.closed).toBe(true);
  });

  it("live: staff changing the room (a price, off sale) has the page around the panel read the room again", async () => {
    installTestEventSource();
    let pageReads = 0;
    // What the room page does (another remote): a read of the room, of the resource 'rooms'.
    function RoomPage() {
      const room = useLoad('room-1', async () => ++pageReads, { resource: 'rooms' });
      return <p>Room page read {room.data ?? 0} times</p>;
    }
    renderRemote(
      <>
        <RoomPage />
        <BookingPanel room={suite} />
      </>,
      { path: '/room-details/room-1', user: ada, http: bookingApi([], suite) },
    );
    expect(await screen.findByText('Room page read 1 times')).toBeInTheDocument();
    const stream = TestEventSource.latest()!;
    act(() => stream.open());
    act(() => stream.emit('room', { roomId: 'room-1', room: { ...suite, archived: true } }));
    expect(await screen.findByText('Room page read 2 times')).toBeInTheDocument();
  });
});

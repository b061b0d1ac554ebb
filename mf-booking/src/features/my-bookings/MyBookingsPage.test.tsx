import { addDays, DEFAULT_HOTEL_TIME_ZONE, ROOM_IMAGE_PLACEHOLDER, todayIn, type Booking } from '@hotel/shared';
import {
  ada,
  apiUrl,
  deferred,
  expectBusyUntilAnswered,
  renderRemote,
  signInTestUser,
  signOutTestUser,
  server,
  testBooking as booking,
} from '@hotel/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import MyBookingsPage from './MyBookingsPage';

// The hotel's day: the page reads its zone from the runtime config, the product default in tests.
const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);

/** The e-mails GET /bookings/{email} was asked for, and how often GET /reviews/mine was asked. */
let bookingReads: string[];
let reviewReads: number;

/** GET /bookings/{email} answers `answer`; the guest has written no review unless `reviews` says otherwise. */
function myBookingsApi(answer: HttpResponseResolver, reviews?: HttpResponseResolver) {
  return [
    http.get(apiUrl('/bookings/:email'), (info) => {
      bookingReads.push(String(info.params.email));
      return answer(info);
    }),
    http.get(apiUrl('/reviews/mine'), (info) => {
      reviewReads += 1;
      return reviews ? reviews(info) : HttpResponse.json([]);
    }),
  ];
}
const answering = (bookings: Booking[]) => () => HttpResponse.json(bookings);

const setup = (answer: HttpResponseResolver = answering([booking()]), reviews?: HttpResponseResolver) => {
  const user = userEvent.setup();
  const view = renderRemote(<MyBookingsPage />, { path: '/my-bookings', user: ada, http: myBookingsApi(answer, reviews) });
  return { user, ...view };
};
const card = (roomName: string) =>
  screen.getByRole('heading', { level: 2, name: roomName }).closest('li') as HTMLElement;

beforeEach(() => {
  bookingReads = [];
  reviewReads = 0;
});

describe('MyBookingsPage', () => {
  it('signed out: no prompt of its own (the shell shows the one "Please Login") and no bookings request', async () => {
    renderRemote(<MyBookingsPage />, { path: '/my-bookings', http: myBookingsApi(answering([])) });
    expect(screen.queryByRole('heading', { name: 'Please Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Bookings' })).not.toBeInTheDocument();
    expect(bookingReads).toEqual([]);
  });

  it("signed in: loads the bookings of the user's e-mail, busy until they arrive", async () => {
    const answer = deferred();
    setup(() => answer.promise.then(answering([booking()])));
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument();
    await expectBusyUntilAnswered(
      answer,
      () => expect(bookingReads).toEqual(['ada@example.com']),
      () => screen.findByRole('heading', { level: 2, name: 'Harbour Suite' }),
    );
  });

  it('a booking shows its room, check-in, check-out, nights, guests, total, short id, status and a link to the room', async () => {
    const { user } = setup(answering([booking({ nights: 3, price: 750 })]));
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    const c = within(card('Harbour Suite'));
    expect(c.getByText('Check-in').nextElementSibling).toHaveTextContent(/^Mon, Jun 1, 2099$/);
    expect(c.getByText('Check-out').nextElementSibling).toHaveTextContent(/^Thu, Jun 4, 2099$/);
    expect(c.getByText('3 nights · 2 Guests · $750')).toBeInTheDocument();
    expect(c.getByText(/Booking HV-7K3M9Q/)).toBeInTheDocument();
    expect(c.queryByText(/c0ffee/)).not.toBeInTheDocument();
    expect(c.getByText('confirmed')).toBeInTheDocument();
    // Far ahead: the cut-off in the hotel's clock, no days-left hint.
    expect(card('Harbour Suite')).toHaveTextContent('Free cancellation until May 31, 12:00 AM Pacific time');
    expect(c.queryByText(/left to cancel|No longer cancellable/)).not.toBeInTheDocument();
    expect(card('Harbour Suite').querySelector('img')).toHaveAttribute('src', 'https://img.example/harbour.jpg');
    await user.click(c.getByRole('link', { name: 'View Room' }));
    expect(screen.getByText('Page /room-details/room-1')).toBeInTheDocument();
  });

  it('a booking made with a promo code shows its price with the discount beside it', async () => {
    setup(answering([booking({ nights: 3, price: 710.5, promoCode: 'SUMMER10', discount: 39.5 })]));
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    expect(within(card('Harbour Suite')).getByText('3 nights · 2 Guests · $710.50 (−$39.50 SUMMER10)')).toBeInTheDocument();
  });

  it('the View Room link points at /room-details/<roomId>', async () => {
    setup(answering([booking({ roomId: 'abc 1' })]));
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    expect(screen.getByRole('link', { name: 'View Room' })).toHaveAttribute('href', '/room-details/abc%201');
  });

  it('shows the cancellation hints: days left when 2 or fewer, "No longer cancellable" past the cut-off', async () => {
    setup(
      answering([
        booking({ _id: 'b-000001', roomName: 'Three days ahead', bookingDate: addDays(today, 3) }),
        booking({ _id: 'b-000002', roomName: 'Two days ahead', bookingDate: addDays(today, 2) }),
        booking({ _id: 'b-000003', roomName: 'Tomorrow', bookingDate: addDays(today, 1), guests: 1 }),
        booking({ _id: 'b-000004', roomName: 'Next month', bookingDate: addDays(today, 30) }),
      ]),
    );
    await screen.findByRole('heading', { level: 2, name: 'Tomorrow' });
    expect(card('Three days ahead')).toHaveTextContent('2 days left to cancel');
    expect(card('Two days ahead')).toHaveTextContent('1 day left to cancel');
    expect(card('Tomorrow')).toHaveTextContent('No longer cancellable');
    expect(card('Tomorrow')).toHaveTextContent('1 Guest ·');
    expect(card('Next month')).not.toHaveTextContent(/left to cancel|No longer cancellable/);
    // Every cut-off says its clock time and the hotel's zone.
    expect(card('Two days ahead')).toHaveTextContent(/Free cancellation until \w{3} \d{1,2}, 12:00 AM Pacific time · 1 day left to cancel/);
    expect(card('Next month')).toHaveTextContent(/Free cancellation until \w{3} \d{1,2}, 12:00 AM Pacific time/);
  });

  it('past stays move to their own "Past stays" section, with only View Room and the review', async () => {
    setup(
      answering([
        booking({ _id: 'b-000010', roomName: 'Last week', bookingDate: addDays(today, -7), checkOut: addDays(today, -5), nights: 2 }),
        booking({ _id: 'b-000011', roomName: 'Under way', bookingDate: addDays(today, -1), checkOut: addDays(today, 1), nights: 2 }),
        booking({ _id: 'b-000012', roomName: 'Next month', bookingDate: addDays(today, 30) }),
      ]),
    );
    await screen.findByRole('heading', { level: 2, name: 'Next month' });
    const past = screen.getByRole('region', { name: 'Past stays' });
    expect(within(past).getByRole('heading', { name: 'Last week' })).toBeInTheDocument();
    expect(within(past).getByRole('heading', { name: 'Under way' })).toBeInTheDocument();
    expect(within(past).queryByRole('heading', { name: 'Next month' })).not.toBeInTheDocument();
    for (const name of ['Last week', 'Under way']) {
      const c = within(card(name));
      expect(c.getByRole('link', { name: 'View Room' })).toBeInTheDocument();
      await waitFor(() => expect(c.getByRole('button', { name: /Write Review/ })).toBeEnabled());
      expect(c.queryByRole('button', { name: /Update Date/ })).not.toBeInTheDocument();
      expect(c.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
      expect(card(name)).not.toHaveTextContent(/cancel/i);
    }
    const upcoming = within(card('Next month'));
    expect(upcoming.getByRole('button', { name: /Update Date/ })).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: /Cancel/ })).toBeInTheDocument();
  });

  it('a stay reads its state: "Checked in" (no cancel nor move, even on its arrival day), "Stayed", "No-show"', async () => {
    setup(
      answering([
        booking({ _id: 'b-000020', roomName: 'Arrived today', bookingDate: today, checkOut: addDays(today, 2), nights: 2, status: 'checked-in' }),
        booking({ _id: 'b-000021', roomName: 'Went home', bookingDate: addDays(today, -4), checkOut: addDays(today, -2), nights: 2, status: 'checked-out' }),
        booking({ _id: 'b-000022', roomName: 'Never came', bookingDate: addDays(today, -3), checkOut: addDays(today, -2), nights: 1, status: 'no-show' }),
      ]),
    );
    const arrived = within(await screen.findByRole('heading', { level: 2, name: 'Arrived today' }).then(() => card('Arrived today')));
    expect(arrived.getByText('Checked in')).toBeInTheDocument();
    expect(card('Arrived today')).not.toHaveTextContent(/cancel/i);
    expect(arrived.queryByRole('button', { name: /Update Date/ })).not.toBeInTheDocument();
    expect(arrived.getByRole('link', { name: 'View Room' })).toBeInTheDocument();
    expect(within(card('Went home')).getByText('Stayed')).toBeInTheDocument();
    expect(within(card('Never came')).getByText('No-show')).toBeInTheDocument();
  });

  it('only past stays: says there is none upcoming, with the way to the rooms', async () => {
    setup(answering([booking({ roomName: 'Last week', bookingDate: addDays(today, -7), checkOut: addDays(today, -6) })]));
    expect(await screen.findByRole('region', { name: 'Past stays' })).toBeInTheDocument();
    expect(screen.getByText(/No upcoming stays/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('a booking without a room image shows the placeholder', async () => {
    setup(answering([booking({ roomImage: '' })]));
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    expect(card('Harbour Suite').querySelector('img')).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it('no bookings: an empty state with "Browse Rooms"', async () => {
    const { user } = setup(answering([]));
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Rooms' }));
    expect(screen.getByText('Page /rooms')).toBeInTheDocument();
  });

  it('a failed request toasts "Failed to fetch bookings" and says so on the page', async () => {
    setup(() => HttpResponse.error());
    expect(await screen.findByText('Failed to fetch bookings')).toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch bookings', { autoClose: 3000 }));
    expect(screen.queryByText('You have no bookings yet.')).not.toBeInTheDocument();
  });

  it('a renewed token for the same guest keeps the list without refetching', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    act(() => signInTestUser(ada, 'token-2'));
    expect(screen.getByRole('heading', { level: 2, name: 'Harbour Suite' })).toBeInTheDocument();
    expect(bookingReads).toHaveLength(1);
  });

  it('another guest signing in shows loading at once (never the previous list), then their bookings', async () => {
    const bobs = deferred();
    setup(({ params }) =>
      params.email === 'bob@example.com'
        ? bobs.promise.then(answering([booking({ roomName: "Bob's room", userEmail: 'bob@example.com' })]))
        : HttpResponse.json([booking({ roomName: "Ada's room" })]),
    );
    await screen.findByRole('heading', { level: 2, name: "Ada's room" });
    act(() => signInTestUser({ email: 'bob@example.com', displayName: 'Bob', photoURL: null }, 'bob-token'));
    expect(screen.queryByRole('heading', { level: 2, name: "Ada's room" })).not.toBeInTheDocument();
    await expectBusyUntilAnswered(
      bobs,
      () => expect(bookingReads.at(-1)).toBe('bob@example.com'),
      () => screen.findByRole('heading', { level: 2, name: "Bob's room" }),
    );
  });

  it('signing out while on the page hides the bookings at once (the shell then shows "Please Login")', async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Harbour Suite' });
    act(() => signOutTestUser());
    expect(screen.queryByText('Harbour Suite')).not.toBeInTheDocument();
    await waitFor(() => expect(bookingReads).toHaveLength(1));
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
      setup(answering([booking({ nights: 3, price: 750 })]));
      const table = await screen.findByRole('table', { name: 'Your bookings' });
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');
      const columns = within(table).getAllByRole('columnheader').map((th) => th.textContent);
      expect(columns).toEqual(['Room', 'Booking', 'Check-in', 'Check-out', 'Nights', 'Guests', 'Total', 'Status', 'Actions']);
      const row = within(table).getByRole('row', { name: /Harbour Suite/ });
      expect(within(row).getByRole('rowheader')).toHaveTextContent('Harbour Suite');
      // Each cell under its column (the row header is the first column).
      const cell = (column: string) => within(row).getAllByRole('cell')[columns.indexOf(column) - 1];
      expect(cell('Booking')).toHaveTextContent('HV-7K3M9Q');
      expect(cell('Check-in')).toHaveTextContent(/^Mon, Jun 1, 2099$/);
      expect(cell('Check-out')).toHaveTextContent(/^Thu, Jun 4, 2099$/);
      expect(cell('Nights')).toHaveTextContent(/^3$/);
      expect(cell('Guests')).toHaveTextContent(/^2$/);
      expect(cell('Total')).toHaveTextContent('$750');
      expect(cell('Status')).toHaveTextContent('confirmed');
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

  it('review state: one GET /reviews/mine for every booked room; "Edit Review" where the guest reviewed, a failed read counts as not reviewed', async () => {
    const answers = deferred();
    const review = { name: 'Ada', rating: 4, comment: 'Nice', date: '1/1/2026', userEmail: 'ada@example.com', roomId: 'room-1' };
    setup(
      answering([
        booking({ _id: 'b-000001', roomId: 'room-1', roomName: 'Reviewed room' }),
        booking({ _id: 'b-000002', roomId: 'room-1', roomName: 'Reviewed room again', bookingDate: '2099-07-01' }),
        booking({ _id: 'b-000003', roomId: 'room-2', roomName: 'Unreviewed room' }),
      ]),
      async () => {
        await answers.promise;
        return HttpResponse.json([review]);
      },
    );
    await screen.findByRole('heading', { level: 2, name: 'Unreviewed room' });
    expect(within(card('Unreviewed room')).getByRole('button', { name: /Write Review/ })).toBeDisabled();
    answers.resolve();
    await waitFor(() => expect(within(card('Reviewed room')).getByRole('button', { name: /Edit Review/ })).toBeEnabled());
    expect(within(card('Reviewed room again')).getByRole('button', { name: /Edit Review/ })).toBeEnabled();
    expect(within(card('Unreviewed room')).getByRole('button', { name: /Write Review/ })).toBeEnabled();
    expect(reviewReads).toBe(1);
    expect(screen.queryByText(/Hidden by the hotel/)).not.toBeInTheDocument();
  });

  it('a failed read of the reviews counts as not reviewed', async () => {
    setup(answering([booking({ roomName: 'Some room' })]), () => HttpResponse.json({ message: 'down' }, { status: 500 }));
    await screen.findByRole('heading', { level: 2, name: 'Some room' });
    await waitFor(() => expect(within(card('Some room')).getByRole('button', { name: /Write Review/ })).toBeEnabled());
  });

  it('a review the hotel hid is marked "Hidden by the hotel", and stays so after the guest edits it', async () => {
    const hidden = { name: 'Ada', rating: 1, comment: 'Rude', date: '1/1/2026', userEmail: 'ada@example.com', roomId: 'room-1', hidden: true };
    const { user } = setup(answering([booking({ roomId: 'room-1', roomName: 'Quiet room' })]), () => HttpResponse.json([hidden]));
    await screen.findByRole('heading', { level: 2, name: 'Quiet room' });
    expect(await within(card('Quiet room')).findByText('Your review: Hidden by the hotel')).toBeInTheDocument();
    server.use(http.patch(apiUrl('/rooms/:id/review/update'), () => HttpResponse.json({})));
    await user.click(within(card('Quiet room')).getByRole('button', { name: /Edit Review/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), ' (sorry)');
    await user.click(within(dialog).getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('Quiet room')).getByText('Your review: Hidden by the hotel')).toBeInTheDocument();
  });
});

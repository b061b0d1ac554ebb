import { addDays, DEFAULT_HOTEL_TIME_ZONE, formatBookingDate, todayIn, type Booking, type Review } from '@hotel/shared';
import {
  ada,
  apiUrl,
  inTurn,
  installTestEventSource,
  networkDown,
  refusal as refused,
  renderRemote,
  testBooking,
  testRoom,
  TestEventSource,
} from '@hotel/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { toast } from 'react-toastify';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { UpdateDateDialog } from './UpdateDateDialog';

// The calendar is a lazy chunk, compiled on its first use in a file: slow on a busy machine.
const calendarLoad = { timeout: 20_000 };

/** The dialogs get the zone and "now" as My Bookings gives them: the hotel's zone, one instant. */
const zone = DEFAULT_HOTEL_TIME_ZONE;
const now = new Date();
const today = todayIn(zone, now);
const booking = (overrides: Partial<Booking> = {}) =>
  testBooking({ roomImage: '', bookingDate: addDays(today, 10), ...overrides });
const opts = { autoClose: 3000 };

/** The requests the API got: method, path and JSON body. */
let sent: Array<{ method: string; path: string; body: unknown }>;

/** `method path` on the API answers `answers` in turn (the last one from then on), recording each request. */
function answer(method: 'patch' | 'delete', path: string, ...answers: HttpResponseResolver[]) {
  const next = inTurn(...answers);
  return http[method](apiUrl(path), async (info) => {
    sent.push({ method: info.request.method, path: new URL(info.request.url).pathname, body: await info.request.json() });
    return next(info);
  });
}
const ok = () => HttpResponse.json({});

beforeEach(() => {
  sent = [];
});

describe('CancelBookingDialog', () => {
  const show = (b = booking(), ...answers: HttpResponseResolver[]) => {
    const onClose = jest.fn();
    const onCancelled = jest.fn();
    renderRemote(
      <CancelBookingDialog
        booking={b}
        userEmail={ada.email}
        now={now}
        timeZone={zone}
        onClose={onClose}
        onCancelled={onCancelled}
      />,
      { user: ada, http: [answer('delete', '/bookings/:id', ...(answers.length ? answers : [ok]))] },
    );
    return { onClose, onCancelled, user: userEvent.setup() };
  };

  it("confirms, cancels with the guest's e-mail, toasts the success and reports the removed booking", async () => {
    const { onCancelled, user } = await show();
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking?' });
    expect(dialog).toHaveTextContent('Harbour Suite');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'DELETE', path: '/bookings/65f0c0ffee00000000abc123', body: { userEmail: ada.email } }]),
    );
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith('65f0c0ffee00000000abc123'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Booking cancelled successfully! The room is now available again.',
        opts,
      ),
    );
  });

  it('"Keep Booking" closes without cancelling', async () => {
    const { onClose, user } = await show();
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it("past the cut-off it says so with docs/product.md's message and offers no cancel", () => {
    show(booking({ bookingDate: addDays(today, 1) }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You can't cancel a booking less than 24 hours before the scheduled date",
    );
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('the server\'s "too late" answer shows docs/product.md\'s message; any other failure "Failed to cancel booking"', async () => {
    const tooLate = "You can't cancel a booking less than 24 hours before the scheduled date";
    const { onCancelled, user } = await show(booking(), refused(409, tooLate), networkDown);
    const confirm = screen.getByRole('button', { name: 'Cancel Booking' });
    await user.click(confirm);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(tooLate, opts));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Failed to cancel booking', opts));
    expect(onCancelled).not.toHaveBeenCalled();
  });
});

describe('UpdateDateDialog', () => {
  const current = addDays(today, 10);
  /** The rooms GET /rooms/{id} was asked for: the dialog reads the room's booked dates when it opens. */
  let roomReads: string[];
  beforeEach(() => {
    roomReads = [];
  });
  /** GET /rooms/{id}: room-1 with the first list of booked dates, then (read again) each next list in turn. */
  const roomWith = (...lists: string[][]) => {
    const next = inTurn(...lists.map((bookedDates) => () => HttpResponse.json(testRoom({ _id: 'room-1', bookedDates }))));
    return http.get(apiUrl('/rooms/:id'), (info) => {
      roomReads.push(String(info.params.id));
      return next(info);
    });
  };
  interface Shown {
    booking?: Booking;
    now?: Date;
    timeZone?: string;
    room?: RequestHandler;
    /** PATCH /bookings/{id}'s answers in turn (default: 200). */
    answers?: HttpResponseResolver[];
  }
  /** The dialog; where it can move the stay, once its calendar (a lazy part) is in. */
  const show = async ({
    booking: b = booking({ bookingDate: current }),
    now: at = now,
    timeZone = zone,
    room = roomWith([current]),
    answers = [ok],
  }: Shown = {}) => {
    const onUpdated = jest.fn();
    renderRemote(<UpdateDateDialog booking={b} now={at} timeZone={timeZone} onClose={jest.fn()} onUpdated={onUpdated} />, {
      user: ada,
      http: [answer('patch', '/bookings/:id', ...answers), room],
    });
    if (screen.queryByLabelText('New check-in')) await screen.findByRole('grid', {}, calendarLoad);
    return { onUpdated, user: userEvent.setup() };
  };
  const input = () => screen.getByLabelText('New check-in');
  const save = () => screen.getByRole('button', { name: 'Update Date' });

  it('is disabled unless the new date is set, different and today or later', async () => {
    const { user } = await show();
    expect(screen.getByRole('dialog', { name: 'Update Date' })).toBeInTheDocument();
    expect(input()).toHaveValue(current);
    expect(input()).toHaveAttribute('min', today);
    expect(save()).toBeDisabled(); // same date
    // Nothing said before the guest has done anything.
    expect(input()).toHaveAccessibleDescription('');
    expect(screen.queryByText('The new date must be different from the current date.')).not.toBeInTheDocument();
    await user.clear(input());
    expect(save()).toBeDisabled(); // not set
    await user.type(input(), addDays(today, -1));
    expect(save()).toBeDisabled(); // past
    expect(input()).toHaveAccessibleDescription('Check-in cannot be in the past.');
    await user.clear(input());
    await user.type(input(), current);
    expect(input()).toHaveAccessibleDescription('The new date must be different from the current date.');
    await user.clear(input());
    await user.type(input(), today);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('knows the room\'s booked dates: "Date is not available" disables Save, "Date is available!" enables it', async () => {
    const taken = addDays(today, 14);
    const { user } = await show({ room: roomWith([current, taken]) });
    await waitFor(() => expect(roomReads).toEqual(['room-1']));
    await user.clear(input());
    await user.type(input(), taken);
    await waitFor(() => expect(input()).toHaveAccessibleDescription('Date is not available'));
    expect(save()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), addDays(today, 15));
    expect(input()).toHaveAccessibleDescription('Date is available!');
    expect(save()).toBeEnabled();
    expect(screen.queryByText('The new date is free to save.')).not.toBeInTheDocument();
  });

  it('shows the dates as the list does, with the cancellation hint (an evening in California, fixed clock)', async () => {
    // 18:30 Pacific on 2026-11-24 = 02:30 UTC on the 25th: the booking of the 26th can still move.
    await show({
      booking: booking({ bookingDate: '2026-11-26' }),
      now: new Date('2026-11-25T02:30:00Z'),
      timeZone: DEFAULT_HOTEL_TIME_ZONE,
    });
    const dialog = screen.getByRole('dialog', { name: 'Update Date' });
    expect(dialog).toHaveTextContent(
      'Harbour Suite, now 1 night from Thu, Nov 26, 2026 to Fri, Nov 27, 2026. Free cancellation until Nov 25, 12:00 AM Pacific time. 1 day left to cancel.',
    );
    expect(input()).toHaveAttribute('min', '2026-11-24');
  });

  it("says the room's dates could not be checked, never \"Date is available!\", when they could not be read", async () => {
    const { user } = await show({ room: http.get(apiUrl('/rooms/:id'), () => HttpResponse.json({ message: 'down' }, { status: 500 })) });
    await user.clear(input());
    await user.type(input(), addDays(today, 15));
    await waitFor(() => expect(input()).toHaveAccessibleDescription("This room's dates could not be checked. Saving will check them."));
    expect(screen.queryByText('Date is available!')).not.toBeInTheDocument();
    // The server still has the last word.
    expect(save()).toBeEnabled();
  });

  it.each([
    ['tomorrow', 1],
    ['today', 0],
    ['in the past', -3],
  ])('a booking for %s (past the cancellation cut-off) cannot be moved: the reason, and no Save', async (_when, days) => {
    await show({ booking: booking({ bookingDate: addDays(today, days) }) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You can't change the date of a booking less than 24 hours before the scheduled date",
    );
    expect(screen.queryByRole('button', { name: 'Update Date' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New check-in')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('saves through PATCH /bookings/{id}, toasts the success and reports the moved booking', async () => {
    const next = addDays(today, 12);
    const { onUpdated, user } = await show({
      answers: [() => HttpResponse.json(booking({ bookingDate: next, updatedAt: 'now' } as Partial<Booking>))],
    });
    await user.clear(input());
    await user.type(input(), next);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PATCH',
          path: '/bookings/65f0c0ffee00000000abc123',
          body: { bookingDate: next, updatedAt: expect.any(String) },
        },
      ]),
    );
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ bookingDate: next })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking date updated successfully!', opts));
  });

  it('a 409 says "Failed to update booking date" and reads the room again, so the field says "Date is not available"; the server\'s too-late refusal shows its message; any other failure "Failed to update booking date"', async () => {
    const tooLate = "You can't change the date of a booking less than 24 hours before the scheduled date";
    const takenMeanwhile = addDays(today, 12);
    const { onUpdated, user } = await show({
      // Free when the dialog opened; taken by the time it is read again.
      room: roomWith([current], [current, takenMeanwhile]),
      answers: [
        refused(409, 'Date is not available'),
        refused(409, tooLate),
        refused(409, 'Something else'),
        refused(500, 'Internal server error'),
        networkDown,
      ],
    });
    await waitFor(() => expect(roomReads).toEqual(['room-1']));
    await user.clear(input());
    await user.type(input(), takenMeanwhile);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to update booking date', opts);
    await waitFor(() => expect(input()).toHaveAccessibleDescription('Date is not available'));
    expect(roomReads).toEqual(['room-1', 'room-1']);
    expect(save()).toBeDisabled();

    await user.clear(input());
    await user.type(input(), addDays(today, 13));
    const failures = [tooLate, 'Failed to update booking date', 'Failed to update booking date', 'Failed to update booking date'];
    for (const [i, message] of failures.entries()) {
      await waitFor(() => expect(save()).toBeEnabled());
      await user.click(save());
      await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(i + 2));
      expect(toast.error).toHaveBeenLastCalledWith(message, opts);
    }
    expect(sent).toHaveLength(5);
    expect(onUpdated).not.toHaveBeenCalled();
  });
  it('moves the whole stay: its own nights count as free, its length is kept, the calendar agrees', async () => {
    const stay = booking({ bookingDate: current, nights: 3, price: 750 });
    const [d1, d2, d5] = [1, 2, 5].map((n) => addDays(current, n)) as [string, string, string];
    const { onUpdated, user } = await show({
      booking: stay,
      room: roomWith([current, d1, d2, d5]),
      answers: [() => HttpResponse.json({ ...stay, bookingDate: d1, checkOut: addDays(d1, 3) })],
    });
    await waitFor(() => expect(roomReads).toEqual(['room-1']));
    expect(screen.getByRole('dialog', { name: 'Update Date' })).toHaveTextContent(
      `Harbour Suite, now 3 nights from ${formatBookingDate(current)} to ${formatBookingDate(addDays(current, 3))}.`,
    );
    // Three nights from d3 would take d5, another guest's.
    await user.clear(input());
    await user.type(input(), addDays(current, 3));
    await waitFor(() => expect(input()).toHaveAccessibleDescription('Date is not available'));
    expect(save()).toBeDisabled();
    // One night later overlaps the stay's own nights: free.
    await user.clear(input());
    await user.type(input(), d1);
    expect(input()).toHaveAccessibleDescription('Date is available!');
    expect(screen.getByText(`Check-out ${formatBookingDate(addDays(d1, 3))}, 3 nights.`)).toBeInTheDocument();
    // In the calendar the stay's own nights are not booked; the other guest's night is.
    const grid = screen.getByRole('grid');
    const dayOf = (d: string) => grid.querySelector(`[data-day="${d}"] button`);
    expect(dayOf(d2)).toBeEnabled();
    expect(dayOf(d2)).not.toHaveAccessibleName(/booked/);
    expect(dayOf(d5)).toBeDisabled();
    expect(dayOf(d5)).toHaveAccessibleName(/, booked$/);
    await user.click(save());
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', body: expect.objectContaining({ bookingDate: d1 }) })]));
    await waitFor(() =>
      expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ bookingDate: d1, nights: 3, checkOut: addDays(d1, 3) })),
    );
  });

  it('live: a night another guest books while the dialog is open turns the new date "Date is not available"', async () => {
    installTestEventSource();
    const next = addDays(current, 4);
    const { user } = await show();
    await waitFor(() => expect(roomReads).toEqual(['room-1']));
    await user.clear(input());
    await user.type(input(), next);
    expect(input()).toHaveAccessibleDescription('Date is available!');
    const stream = TestEventSource.latest()!;
    expect(stream.url).toBe('http://api.test/rooms/room-1/events');
    act(() => stream.emit('dates', { roomId: 'room-1', bookedDates: [current, next] }));
    expect(input()).toHaveAccessibleDescription('Date is not available');
    expect(save()).toBeDisabled();
  });

  it('a pick in the calendar moves the stay, as typing does', async () => {
    const { user } = await show({ booking: booking({ bookingDate: current, nights: 2 }) });
    const target = addDays(current, 3);
    // The calendar opens on the stay's month; the target may be in the next one.
    if (target.slice(0, 7) !== current.slice(0, 7)) await user.click(screen.getByRole('button', { name: /next month/i }));
    await user.click(screen.getByRole('grid').querySelector(`[data-day="${target}"] button`)!);
    expect(input()).toHaveValue(target);
    expect(screen.getByText(`Check-out ${formatBookingDate(addDays(target, 2))}, 2 nights.`)).toBeInTheDocument();
  });
});

describe('ReviewDialog', () => {
  const mine: Review = {
    name: 'Ada Lovelace',
    rating: 3,
    comment: 'Fine view',
    date: '1/1/2026',
    userEmail: ada.email,
  };
  const show = (existing: Review | null = null, answers: HttpResponseResolver[] = [ok]) => {
    const onSaved = jest.fn();
    renderRemote(
      <ReviewDialog booking={booking()} user={ada} existing={existing} onClose={jest.fn()} onSaved={onSaved} />,
      {
        user: ada,
        http: [answer('patch', '/rooms/:id/review', ...answers), answer('patch', '/rooms/:id/review/update', ...answers)],
      },
    );
    return { onSaved, user: userEvent.setup() };
  };
  const star = (n: number) => screen.getByRole('radio', { name: `${n} star${n === 1 ? '' : 's'}` });
  const comment = () => screen.getByLabelText('Comment');

  it('"Write Review": five stars as a radio group defaulting to 5, the name read-only, the comment required', () => {
    show();
    expect(screen.getByRole('dialog', { name: 'Write Review' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(star(5)).toBeChecked();
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('readonly');
    expect(comment()).toHaveValue('');
    expect(comment()).toBeRequired();
    // The dialog says what is missing itself (below), not the browser: the button stays enabled.
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    expect(comment().closest('form')).toHaveAttribute('novalidate');
  });

  it.each([
    ['the field never entered', null],
    ['only blanks typed', '   '],
  ])('"Please write a comment." waits for a submit attempt: nothing before, then the reason and no request (%s)', async (_case, typed) => {
    const { onSaved, user } = await show();
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    if (typed !== null) {
      await user.type(comment(), typed);
      expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    }
    const submit = screen.getByRole('button', { name: 'Submit Review' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    expect(comment()).toHaveAccessibleDescription('Please write a comment.');
    expect(comment()).toBeInvalid();
    // Nothing was sent: no write is running (it would disable the button) and the API got nothing.
    expect(submit).toBeEnabled();
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('"Please write a comment." shows once the empty field is left, and goes once a comment is typed', async () => {
    const { user } = await show();
    await user.click(comment());
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    await user.type(comment(), 'Lovely');
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
  });

  it('stars are chosen by click and by arrow keys', async () => {
    const { user } = await show();
    await user.click(star(2));
    expect(star(2)).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(star(3)).toBeChecked();
    expect(star(3)).toHaveFocus();
  });

  it('submits a new review (PATCH /rooms/{id}/review) and toasts "Review submitted successfully!"', async () => {
    const { onSaved, user } = await show();
    await user.click(star(4));
    await user.type(comment(), '  Lovely harbour view ');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const expected = {
      name: 'Ada Lovelace',
      rating: 4,
      comment: 'Lovely harbour view',
      date: expect.any(String),
      userEmail: ada.email,
    };
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('room-1', expected));
    expect(sent).toEqual([{ method: 'PATCH', path: '/rooms/room-1/review', body: { review: expected } }]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully!', opts));
  });

  it('"Edit Review" starts from the guest\'s review and replaces it (PATCH …/review/update)', async () => {
    const { onSaved, user } = await show(mine);
    expect(screen.getByRole('dialog', { name: 'Edit Review' })).toBeInTheDocument();
    expect(star(3)).toBeChecked();
    expect(comment()).toHaveValue('Fine view');
    await user.click(star(5));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/rooms/room-1/review/update',
        body: { userEmail: ada.email, review: expect.objectContaining({ rating: 5, comment: 'Fine view' }) },
      },
    ]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review updated successfully!', opts));
  });

  it.each([
    ['write', null, 'Submit Review', 'Failed to submit review'],
    ['edit', mine, 'Update Review', 'Failed to update review'],
  ] as const)('a failed %s toasts its failure and keeps the dialog open', async (_kind, existing, button, message) => {
    const { onSaved, user } = await show(existing, [networkDown]);
    if (!existing) await user.type(comment(), 'Great');
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, opts));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

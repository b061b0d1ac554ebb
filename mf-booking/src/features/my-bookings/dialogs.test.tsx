import { addDays, ApiRequestError, api, DEFAULT_HOTEL_TIME_ZONE, MESSAGES, todayIn, type Booking, type Review } from '@hotel/shared';
import { testRoom } from '@hotel/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ada, setTestConfig } from '../../testing';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { UpdateDateDialog } from './UpdateDateDialog';

jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  return {
    ...actual,
    api: {
      ...actual.api,
      cancelBooking: jest.fn(),
      updateBookingDate: jest.fn(),
      getRoom: jest.fn(),
      createReview: jest.fn(),
      updateReview: jest.fn(),
    },
  };
});
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const today = todayIn('UTC');
const booking = (overrides: Partial<Booking> = {}): Booking => ({
  _id: '65f0c0ffee00000000abc123',
  roomId: 'room-1',
  roomName: 'Harbour Suite',
  roomImage: '',
  price: 250,
  bookingDate: addDays(today, 10),
  guests: 2,
  userEmail: ada.email,
  userName: 'Ada Lovelace',
  createdAt: '2026-01-01T10:00:00.000Z',
  status: 'confirmed',
  ...overrides,
});
const opts = { autoClose: 3000 };

beforeEach(() => {
  jest.clearAllMocks();
  setTestConfig();
});

describe('CancelBookingDialog', () => {
  const show = (b = booking()) => {
    const onClose = jest.fn();
    const onCancelled = jest.fn();
    render(
      <CancelBookingDialog
        booking={b}
        userEmail={ada.email}
        now={new Date()}
        timeZone="UTC"
        onClose={onClose}
        onCancelled={onCancelled}
      />,
    );
    return { onClose, onCancelled, user: userEvent.setup() };
  };

  it("confirms, cancels with the guest's e-mail, toasts the success and reports the removed booking", async () => {
    jest.mocked(api.cancelBooking).mockResolvedValue({});
    const { onCancelled, user } = show();
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking?' });
    expect(dialog).toHaveTextContent('Harbour Suite');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    expect(api.cancelBooking).toHaveBeenCalledWith('65f0c0ffee00000000abc123', ada.email);
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith('65f0c0ffee00000000abc123'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Booking cancelled successfully! The room is now available again.',
        opts,
      ),
    );
  });

  it('"Keep Booking" closes without cancelling', async () => {
    const { onClose, user } = show();
    await user.click(screen.getByRole('button', { name: 'Keep Booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.cancelBooking).not.toHaveBeenCalled();
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
    jest
      .mocked(api.cancelBooking)
      .mockRejectedValueOnce(new ApiRequestError(tooLate, { status: 409, serverMessage: tooLate }));
    jest.mocked(api.cancelBooking).mockRejectedValueOnce(new ApiRequestError('Network Error', { code: 'ERR_NETWORK' }));
    const { onCancelled, user } = show();
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
  const show = (b = booking({ bookingDate: current }), { now = new Date(), timeZone = 'UTC' } = {}) => {
    const onUpdated = jest.fn();
    render(<UpdateDateDialog booking={b} now={now} timeZone={timeZone} onClose={jest.fn()} onUpdated={onUpdated} />);
    return { onUpdated, user: userEvent.setup() };
  };
  const input = () => screen.getByLabelText('New date');
  const save = () => screen.getByRole('button', { name: 'Update Date' });
  const roomWith = (bookedDates: string[]) => jest.mocked(api.getRoom).mockResolvedValue({ ...testRoom({ _id: 'room-1' }), bookedDates });
  beforeEach(() => roomWith([current]));

  it('is disabled unless the new date is set, different and today or later', async () => {
    const { user } = show();
    expect(screen.getByRole('dialog', { name: 'Update Date' })).toBeInTheDocument();
    expect(input()).toHaveValue(current);
    expect(input()).toHaveAttribute('min', today);
    expect(save()).toBeDisabled(); // same date
    await user.clear(input());
    expect(save()).toBeDisabled(); // not set
    await user.type(input(), addDays(today, -1));
    expect(save()).toBeDisabled(); // past
    expect(input()).toHaveAccessibleDescription('The new date cannot be in the past.');
    await user.clear(input());
    await user.type(input(), today);
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('knows the room\'s booked dates: "Date is not available" disables Save, "Date is available!" enables it', async () => {
    const taken = addDays(today, 14);
    roomWith([current, taken]);
    const { user } = show();
    expect(api.getRoom).toHaveBeenCalledWith('room-1');
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
    const now = new Date('2026-11-25T02:30:00Z');
    show(booking({ bookingDate: '2026-11-26' }), { now, timeZone: DEFAULT_HOTEL_TIME_ZONE });
    const dialog = screen.getByRole('dialog', { name: 'Update Date' });
    expect(dialog).toHaveTextContent('Harbour Suite, now on Thu, Nov 26, 2026. 1 day left to cancel');
    expect(input()).toHaveAttribute('min', '2026-11-24');
    expect(await screen.findByText('The new date must be different from the current date.')).toBeInTheDocument();
  });

  it.each([
    ['tomorrow', 1],
    ['today', 0],
    ['in the past', -3],
  ])('a booking for %s (past the cancellation cut-off) cannot be moved: the reason, and no Save', async (_when, days) => {
    show(booking({ bookingDate: addDays(today, days) }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You can't change the date of a booking less than 24 hours before the scheduled date",
    );
    expect(screen.queryByRole('button', { name: 'Update Date' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New date')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('saves through PATCH /bookings/{id}, toasts the success and reports the moved booking', async () => {
    const next = addDays(today, 12);
    jest
      .mocked(api.updateBookingDate)
      .mockResolvedValue(booking({ bookingDate: next, updatedAt: 'now' } as Partial<Booking>));
    const { onUpdated, user } = show();
    await user.clear(input());
    await user.type(input(), next);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(api.updateBookingDate).toHaveBeenCalledWith('65f0c0ffee00000000abc123', next);
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ bookingDate: next })));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking date updated successfully!', opts));
  });

  it('a taken date or a refused change shows the server\'s message; any other failure (a 409 too) "Failed to update booking date"', async () => {
    const refusals = [
      new ApiRequestError('Date is not available', { status: 409, serverMessage: 'Date is not available' }),
      new ApiRequestError('x', { status: 409, serverMessage: MESSAGES.changeDateTooLate }),
      new ApiRequestError('Conflict', { status: 409, serverMessage: 'Something else' }),
      new ApiRequestError('Internal server error', { status: 500, serverMessage: 'Internal server error' }),
    ];
    for (const e of refusals) jest.mocked(api.updateBookingDate).mockRejectedValueOnce(e);
    const { onUpdated, user } = show();
    await user.clear(input());
    await user.type(input(), addDays(today, 12));
    const expected = ['Date is not available', MESSAGES.changeDateTooLate, 'Failed to update booking date', 'Failed to update booking date'];
    for (const message of expected) {
      await waitFor(() => expect(save()).toBeEnabled());
      await user.click(save());
      await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(message, opts));
    }
    expect(onUpdated).not.toHaveBeenCalled();
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
  const show = (existing: Review | null = null) => {
    const onSaved = jest.fn();
    render(<ReviewDialog booking={booking()} user={ada} existing={existing} onClose={jest.fn()} onSaved={onSaved} />);
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
  });

  it('"Please write a comment." waits for a submit attempt: nothing before, then the reason and no request', async () => {
    const { user } = show();
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    await user.type(comment(), '   ');
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    expect(comment()).toHaveAccessibleDescription('Please write a comment.');
    expect(comment()).toBeInvalid();
    expect(api.createReview).not.toHaveBeenCalled();
  });

  it('"Please write a comment." shows once the empty field is left, and goes once a comment is typed', async () => {
    const { user } = show();
    await user.click(comment());
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    await user.type(comment(), 'Lovely');
    expect(screen.queryByText('Please write a comment.')).not.toBeInTheDocument();
  });

  it('stars are chosen by click and by arrow keys', async () => {
    const { user } = show();
    await user.click(star(2));
    expect(star(2)).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(star(3)).toBeChecked();
    expect(star(3)).toHaveFocus();
  });

  it('submits a new review (PATCH /rooms/{id}/review) and toasts "Review submitted successfully!"', async () => {
    jest.mocked(api.createReview).mockResolvedValue({});
    const { onSaved, user } = show();
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
    expect(api.createReview).toHaveBeenCalledWith('room-1', expected);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('room-1', expected));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully!', opts));
    expect(api.updateReview).not.toHaveBeenCalled();
  });

  it('"Edit Review" starts from the guest\'s review and replaces it (PATCH …/review/update)', async () => {
    jest.mocked(api.updateReview).mockResolvedValue({});
    const { onSaved, user } = show(mine);
    expect(screen.getByRole('dialog', { name: 'Edit Review' })).toBeInTheDocument();
    expect(star(3)).toBeChecked();
    expect(comment()).toHaveValue('Fine view');
    await user.click(star(5));
    await user.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(api.updateReview).toHaveBeenCalledWith(
      'room-1',
      ada.email,
      expect.objectContaining({ rating: 5, comment: 'Fine view' }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review updated successfully!', opts));
  });

  it.each([
    ['write', null, 'Submit Review', 'Failed to submit review'],
    ['edit', mine, 'Update Review', 'Failed to update review'],
  ] as const)('a failed %s toasts its failure and keeps the dialog open', async (_kind, existing, button, message) => {
    jest.mocked(api.createReview).mockRejectedValue(new ApiRequestError('Network Error'));
    jest.mocked(api.updateReview).mockRejectedValue(new ApiRequestError('Network Error'));
    const { onSaved, user } = show(existing);
    if (!existing) await user.type(comment(), 'Great');
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, opts));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

// Update Date with nightly rates (docs/product.md "Rates"): the moved stay is quoted again at the
// room's current rates and the new total shows before the guest confirms; a move the rules refuse says why.
import { addDays, DEFAULT_HOTEL_TIME_ZONE, ruleDate, todayIn } from '@hotel/shared';
import { ada, apiUrl, renderRemote, testBooking, testRoom } from '@hotel/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UpdateDateDialog } from './UpdateDateDialog';

const zone = DEFAULT_HOTEL_TIME_ZONE;
const now = new Date();
const today = todayIn(zone, now);
const season = { from: addDays(today, 20), to: addDays(today, 23) };
const room = testRoom({
  _id: 'room-1',
  price: 200,
  discountPrice: null,
  rates: {
    weekendPrice: null,
    periods: [{ _id: 'p1', ...season, price: 300, discountPrice: null, minNights: 3, closedToArrival: false }],
  },
});
const booking = testBooking({ roomId: 'room-1', bookingDate: addDays(today, 10), nights: 2, guests: 1, price: 400 });

async function show() {
  const user = userEvent.setup();
  renderRemote(
    <UpdateDateDialog booking={booking} now={now} timeZone={zone} onClose={jest.fn()} onUpdated={jest.fn()} />,
    {
      user: ada,
      http: [http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(room))],
    },
  );
  await screen.findByRole('grid', {}, { timeout: 20_000 });
  const input = screen.getByLabelText('New check-in');
  const moveTo = async (day: string) => {
    await user.clear(input);
    await user.type(input, day);
  };
  return { input, moveTo };
}

const save = () => screen.getByRole('button', { name: 'Update Date' });

describe('UpdateDateDialog: nightly rates', () => {
  it('shows the new total at the current rates before the guest confirms', async () => {
    const { moveTo } = await show();
    await moveTo(addDays(today, 12));
    expect(await screen.findByText(/^New total/)).toHaveTextContent('New total $400 (unchanged)');
    // The second night falls in the season: $200 + $300.
    await moveTo(addDays(today, 19));
    expect(screen.getByText(/^New total/)).toHaveTextContent('New total $500 (now $400)');
    expect(save()).toBeEnabled();
  });

  it('a move the rules refuse says why, shows no total and cannot be saved', async () => {
    const { input, moveTo } = await show();
    await moveTo(season.from);
    const rule = `This room has a 3-night minimum for arrivals on ${ruleDate(season.from)}.`;
    await waitFor(() => expect(input).toHaveAccessibleDescription(rule));
    expect(screen.queryByText(/^New total/)).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});

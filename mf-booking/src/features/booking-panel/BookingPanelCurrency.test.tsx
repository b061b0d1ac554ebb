// The booking panel in the guest's display currency (docs/product.md "Currencies"): every price with
// its estimate and its charge, the booking keeping the rate it was shown, and a superseded rate
// refused in words, the panel then showing the new one.
import { roomPath, type NewBooking, type Room } from '@hotel/shared';
import { CURRENCY_MESSAGES } from '@hotel/shared/currency';
import { ada, apiUrl, inTurn, renderRemote, seeIn, server, setTestDate, testBooking, testRate, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import BookingPanel from './BookingPanel';
import { calendarLoad } from './openPanel.fixture';

setTestDate('2099-01-15T20:00:00Z');
const room: Room = testRoom({ _id: 'room-1', name: 'Harbour Suite', price: 200, capacity: 3 });
const stay = { checkIn: '2099-06-10', checkOut: '2099-06-13', guests: 1 };
const summary = () => screen.getByRole('dialog', { name: 'Booking Summary', hidden: true });

async function open(answers: Array<() => Response>) {
  const posted: NewBooking[] = [];
  const user = userEvent.setup();
  renderRemote(<BookingPanel room={room} />, {
    path: roomPath('room-1', stay),
    route: '/room-details/:id',
    user: ada,
    http: [
      http.post(
        apiUrl('/bookings'),
        inTurn(
          ...answers.map((answer) => async ({ request }: { request: Request }) => {
            posted.push((await request.json()) as NewBooking);
            return answer();
          }),
        ),
      ),
      http.patch(apiUrl('/rooms/:id/book-date'), () => HttpResponse.json({})),
    ],
  });
  await screen.findByRole('grid', {}, calendarLoad);
  return { user, posted };
}

const booked = () =>
  HttpResponse.json(testBooking({ roomId: 'room-1', bookingDate: stay.checkIn, nights: 3, price: 600 }), { status: 201 });

it('in euros: the total, each night and the summary show the estimate and the charge; the booking keeps the rate shown', async () => {
  seeIn('EUR');
  const { user, posted } = await open([booked]);
  expect(await screen.findByTestId('panel-total')).toHaveTextContent('≈ €553.92 · charged $600.00');
  expect(screen.getByText(/^Estimate at the rate of Nov 27 from European Central Bank reference rate/)).toBeInTheDocument();
  // A calendar cell shows the estimate, short; its name says it in full with the charge.
  expect(screen.getByRole('button', { name: /^11, ≈€185 \(≈ €184\.64 · charged \$200\.00\) a night, / })).toHaveTextContent(/^11 ≈€185$/);

  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(within(summary()).getAllByText('≈ €184.64 · charged $200.00')).toHaveLength(3);
  expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('≈ €553.92 · charged $600.00');
  await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toEqual(expect.objectContaining({ currency: 'EUR', rateId: 'rate-EUR-1' }));
});

it('a rate superseded since it was shown: nothing booked, the words of the API, and the summary now at the new rate, booked with it', async () => {
  seeIn('EUR', []);
  // The page load's rates, then the new ones the panel asks for after the refusal.
  const rates = inTurn(
    () => HttpResponse.json({ base: 'USD', rates: [testRate()] }),
    () => HttpResponse.json({ base: 'USD', rates: [testRate({ id: 'rate-EUR-2', rate: 0.95, date: '2026-11-28' })] }),
  );
  server.use(http.get(apiUrl('/exchange-rates'), rates));
  const refused = () => HttpResponse.json({ message: CURRENCY_MESSAGES.rateChanged, code: 'RATE_CHANGED' }, { status: 409 });
  const { user, posted } = await open([refused, booked]);
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(await within(summary()).findByText('≈ €553.92 · charged $600.00')).toBeInTheDocument();

  await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CURRENCY_MESSAGES.rateChanged, { autoClose: 3000 }));
  expect(await within(summary()).findByText('≈ €570.00 · charged $600.00')).toBeInTheDocument();
  expect(within(summary()).getByText(/^Estimate at the rate of Nov 28/)).toBeInTheDocument();
  expect(toast.success).not.toHaveBeenCalled();

  await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
  await waitFor(() => expect(posted).toHaveLength(2));
  expect(posted.map((b) => b.rateId)).toEqual(['rate-EUR-1', 'rate-EUR-2']);
});

it('in dollars the booking says no currency and no rate, and the page asks for no rates', async () => {
  const asked = seeIn('USD');
  const { user, posted } = await open([booked]);
  expect(screen.getByTestId('panel-total')).toHaveTextContent(/^\$600$/);
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).not.toHaveProperty('currency');
  expect(posted[0]).not.toHaveProperty('rateId');
  expect(asked).toEqual([]);
});

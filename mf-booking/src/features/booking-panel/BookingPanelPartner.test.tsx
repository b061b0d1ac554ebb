// The booking panel in a partner's frame (docs/architecture.md §7, embed.js's `open`): the booking
// names the partner and its page, the partner's page hears "submitted" at the click and "booked"
// with the receipt, and the guest gets the confirmation here instead of leaving for My Bookings.
import { roomPath, setPartnerFrame, startPartnerFrame, type PartnerMessage, type Room } from '@hotel/shared';
import { ada, apiUrl, deferred, renderRemote, seeIn, setTestDate, testRoom, testBooking } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import BookingPanel from './BookingPanel';
import { calendarLoad } from './openPanel.fixture';

setTestDate('2099-01-15T20:00:00Z');
const PARTNER = 'http://partner.test';
const suite: Room = testRoom({ _id: 'room-1', name: 'Harbour Suite', price: 200, discountPrice: 160, capacity: 3 });
const stay = { checkIn: '2099-06-10', checkOut: '2099-06-13', guests: 2 };

let posted: Array<{ message: PartnerMessage; to: string }>;
const realParent = Object.getOwnPropertyDescriptor(window, 'parent')!;
beforeAll(() => startPartnerFrame());
beforeEach(() => {
  posted = [];
  const parent = { postMessage: (message: PartnerMessage, to: string) => posted.push({ message, to }) };
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  setPartnerFrame({ origin: PARTNER, partnerId: 'p-1', partnerName: 'Seaside Travel', namespace: 'summer' });
});
afterEach(() => Object.defineProperty(window, 'parent', realParent));

const events = () => posted.map((p) => [p.message.name, p.message.detail, p.to]);

/** The panel in the frame, signed in, its calendar in; POST /bookings answered by `book`. */
async function openInFrame(book: HttpResponseResolver) {
  const user = userEvent.setup();
  renderRemote(<BookingPanel room={suite} />, {
    path: roomPath('room-1', stay),
    route: '/room-details/:id',
    user: ada,
    http: [
      http.post(apiUrl('/bookings'), book),
      http.patch(apiUrl('/rooms/:id/book-date'), () => HttpResponse.json({})),
      http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(suite)),
    ],
  });
  await screen.findByRole('grid', {}, calendarLoad);
  return user;
}

it('books for the partner: submitted at the click, booked with the receipt, and the confirmation with its code', async () => {
  const answer = deferred<Response>();
  const bodies: unknown[] = [];
  const user = await openInFrame(async ({ request }) => {
    bodies.push(await request.json());
    return answer.promise;
  });
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Booking Summary', hidden: true })).getByRole('button', { name: 'Confirm Booking' }));

  // Before the API has answered, the partner's page knows it is under way.
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(events()).toEqual([['booking-submitted', { roomId: 'room-1', ...stay, total: 600, currency: 'USD' }, PARTNER]]);
  expect(bodies[0]).toEqual(expect.objectContaining({ roomId: 'room-1', bookingDate: stay.checkIn, nights: 3, partnerId: 'p-1', partnerOrigin: PARTNER }));

  answer.resolve(
    HttpResponse.json(
      { ...testBooking({ roomId: 'room-1', bookingDate: stay.checkIn, nights: 3, guests: 2, price: 600 }), receipt: 'eyJhbGciOiJFZERTQSJ9.e30.sig' },
      { status: 201 },
    ),
  );
  const heading = await screen.findByRole('heading', { name: 'You’re booked' });
  expect(heading).toHaveFocus();
  expect(screen.getByText('HV-7K3M9Q')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(roomPath('room-1', stay)); // not My Bookings
  expect(events()[1]).toEqual([
    'booked',
    { confirmationCode: 'HV-7K3M9Q', roomId: 'room-1', checkIn: stay.checkIn, checkOut: stay.checkOut, total: 600, currency: 'USD', displayCurrency: 'USD', displayTotal: 600, receipt: 'eyJhbGciOiJFZERTQSJ9.e30.sig' },
    PARTNER,
  ]);

  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(events()[2]).toEqual(['close', {}, PARTNER]);
});

it('signed out, it sends the guest to log in inside the frame and back to this room with the stay', async () => {
  const user = userEvent.setup();
  renderRemote(<BookingPanel room={suite} />, {
    path: roomPath('room-1', stay),
    route: '/room-details/:id',
    http: [http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(suite))],
  });
  await screen.findByRole('grid', {}, calendarLoad);
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(await screen.findByText(`Page /login, back to ${roomPath('room-1', stay)}`)).toBeInTheDocument();
  expect(posted).toEqual([]);
});


it("in the partner's frame in euros: the confirmation shows the kept estimate and the booked event says what the guest was shown", async () => {
  seeIn('EUR');
  const estimate = { currency: 'EUR' as const, amount: 553.92, rate: 0.9232, rateId: 'rate-EUR-1', rateDate: '2026-11-27', rateSource: 'European Central Bank reference rate' };
  const user = await openInFrame(() =>
    HttpResponse.json({ ...testBooking({ roomId: 'room-1', bookingDate: stay.checkIn, nights: 3, guests: 2, price: 600 }), estimate, receipt: 'r' }, { status: 201 }),
  );
  await user.click(screen.getByRole('button', { name: 'Book Now' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Booking Summary', hidden: true })).getByRole('button', { name: 'Confirm Booking' }));
  await screen.findByRole('heading', { name: 'You’re booked' });
  expect(screen.getByText('≈ €553.92 · charged $600.00')).toBeInTheDocument();
  expect(events()[1]).toEqual(['booked', expect.objectContaining({ total: 600, currency: 'USD', displayCurrency: 'EUR', displayTotal: 553.92 }), PARTNER]);
});

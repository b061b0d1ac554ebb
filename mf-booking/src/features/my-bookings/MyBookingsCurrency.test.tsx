// My Bookings in the guest's currency (docs/product.md "Currencies"): each booking shows the estimate
// it was booked with, at the rate it kept, never at today's rate, beside what is charged.
import { addDays, DEFAULT_HOTEL_TIME_ZONE, todayIn, type DisplayEstimate } from '@hotel/shared';
import { ada, apiUrl, renderRemote, seeIn, testBooking, testRate } from '@hotel/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MyBookingsPage from './MyBookingsPage';

const day = (n: number) => addDays(todayIn(DEFAULT_HOTEL_TIME_ZONE), n);
const kept: DisplayEstimate = { currency: 'EUR', amount: 288, rate: 0.9, rateId: 'rate-EUR-0', rateDate: '2026-10-01', rateSource: 'European Central Bank reference rate' };

// First in this file: the code that writes an estimate is not loaded yet (it loads with the rates).
it('a guest who sees dollars today still reads a booking made in euros as it was shown, and asks for no rates', async () => {
  const asked = seeIn('USD');
  renderRemote(<MyBookingsPage />, {
    path: '/my-bookings',
    user: ada,
    http: [
      http.get(apiUrl('/bookings/:email'), () =>
        HttpResponse.json([
          testBooking({ _id: 'b-eur', roomName: 'Harbour Suite', bookingDate: day(20), nights: 2, price: 320, estimate: kept }),
          testBooking({ _id: 'b-usd', roomName: 'Loft', bookingDate: day(40), nights: 2, price: 640 }),
        ]),
      ),
      http.get(apiUrl('/reviews/mine'), () => HttpResponse.json([])),
    ],
  });
  const [euros] = await screen.findAllByText('2 nights · 2 Guests · ≈ €288.00 · charged $320.00');
  expect(euros).toHaveAttribute('title', expect.stringMatching(/^Estimate at the rate of Oct 1 /));
  expect(screen.getByText('2 nights · 2 Guests · $640')).toBeInTheDocument();
  expect(asked).toEqual([]);
});

it("shows each booking's kept estimate and its charge, the rate of its day on hover; a booking in dollars stays in dollars", async () => {
  // Today's rate differs from the one the first booking kept; the guest now picks pounds.
  seeIn('GBP', [testRate({ id: 'rate-GBP-1', currency: 'GBP', rate: 0.7864 }), testRate({ rate: 0.95 })]);
  const bookings = [
    testBooking({ _id: 'b-eur', roomName: 'Harbour Suite', bookingDate: day(20), nights: 2, price: 320, estimate: kept }),
    testBooking({
      _id: 'b-promo',
      roomName: 'Garden Room',
      bookingDate: day(30),
      nights: 2,
      price: 279.5,
      promoCode: 'SUMMER10',
      discount: 40,
      estimate: { ...kept, amount: 251.55 },
    }),
    testBooking({ _id: 'b-usd', roomName: 'Loft', bookingDate: day(40), nights: 2, price: 640 }),
  ];
  renderRemote(<MyBookingsPage />, {
    path: '/my-bookings',
    user: ada,
    http: [http.get(apiUrl('/bookings/:email'), () => HttpResponse.json(bookings)), http.get(apiUrl('/reviews/mine'), () => HttpResponse.json([]))],
  });
  const [euros] = await screen.findAllByText(/^2 nights · 2 Guests · ≈ €288\.00 · charged \$320\.00$/);
  expect(euros).toHaveAttribute('title', 'Estimate at the rate of Oct 1 from European Central Bank reference rate; you are charged in US dollars.');
  // The promo code's discount at the same kept rate.
  expect(screen.getByText('2 nights · 2 Guests · ≈ €251.55 · charged $279.50 (≈ -€36.00 · charged -$40.00 SUMMER10)')).toBeInTheDocument();
  expect(screen.getByText('2 nights · 2 Guests · $640')).not.toHaveAttribute('title');
  expect(screen.queryByText(/£/)).not.toBeInTheDocument();
});

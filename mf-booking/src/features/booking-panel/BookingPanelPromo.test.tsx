// The booking panel's promo code (docs/product.md "Promo codes"): a link's `?promo=` fills the field
// in and the API's quote (faked at the HTTP boundary) says whether it applies; the calendar's
// check-outs, the panel's total and the summary show the discount, and the booking is sent with the
// code; a code the quote refuses shows its words and the stay is booked without it.
import { quoteStay, roomPath, type NewBooking, type Quote, type Room } from '@hotel/shared';
import type { PromotionTerms } from '@hotel/shared/promotions';
import { apiUrl, requestLog, setTestDate, testRoom } from '@hotel/shared/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { openPanel } from './openPanel.fixture';

setTestDate('2099-01-15T20:00:00Z');
const june = (d: number) => `2099-06-${String(d).padStart(2, '0')}`;
// A Monday-to-Thursday stay: no weekend price in play.
const room: Room = testRoom({ _id: 'room-1', price: 200, discountPrice: null, capacity: 3, rates: { weekendPrice: null, periods: [] } });
const summer: PromotionTerms = { code: 'SUMMER10', percentOff: null, amountOff: 20, stayFrom: june(1), stayTo: june(30), minNights: null };

const posted = requestLog<NewBooking>();
const asked: string[] = [];

/** GET /rooms/:id/quote?promo=: priced with `terms`, or without them and `refusal` in words. */
const quoteAnswer = (answer: { terms?: PromotionTerms; refusal?: string }) =>
  http.get(apiUrl('/rooms/:id/quote'), ({ request }) => {
    const url = new URL(request.url);
    const code = url.searchParams.get('promo') ?? '';
    asked.push(code);
    const checkIn = url.searchParams.get('checkIn')!;
    const nights = (Date.parse(url.searchParams.get('checkOut')!) - Date.parse(checkIn)) / 86_400_000;
    const quote: Quote = answer.terms
      ? quoteStay(room, checkIn, nights, Number(url.searchParams.get('guests')), answer.terms)
      : { ...quoteStay(room, checkIn, nights, 1), promo: { code, refusal: answer.refusal! } };
    return HttpResponse.json(quote);
  });

const stay = { checkIn: june(8), checkOut: june(11), guests: 1 };
const panelTotal = () => screen.getByText('Total', { selector: 'span' }).parentElement;
const day = (d: number) => screen.getByRole('button', { name: new RegExp(`^${d}, (?:\\$[\\d,.]+ [^,]*?, )?\\w+, June ${d}, 2099`) });

beforeEach(() => {
  asked.length = 0;
});

describe('BookingPanel: promo code', () => {
  it('a link with ?promo= fills the code in; the calendar, the total and the summary show the discount, and the booking carries the code', async () => {
    const user = await openPanel(room, roomPath('room-1', stay, 'summer10'), posted, [quoteAnswer({ terms: summer })]);
    expect(screen.getByLabelText('Promo code')).toHaveValue('summer10');
    expect(await screen.findByText('−$60.00 SUMMER10', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(asked).toContain('SUMMER10');
    // 3 nights × ($200 − $20).
    expect(panelTotal()).toHaveTextContent('Total$540');
    // Each check-out the calendar offers is priced with the code too: from the 9th, 3 nights × $180, 4 × $180.
    await user.click(day(9));
    expect(day(12)).toHaveTextContent('12 $540');
    expect(day(13)).toHaveTextContent('13 $720');
    await user.click(day(12));
    expect(panelTotal()).toHaveTextContent('Total$540');

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking Summary' });
    expect(within(dialog).getByRole('row', { name: /Promo code/ })).toHaveTextContent('Promo code−$60.00 SUMMER10');
    expect(within(dialog).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total$540');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(posted).toEqual([expect.objectContaining({ roomId: 'room-1', bookingDate: june(9), nights: 3, promo: 'SUMMER10' })]);
  });

  it('a code the quote refuses says why under the field, and the stay is priced and booked without it', async () => {
    const words = 'SUMMER10 has expired.';
    const user = await openPanel(room, roomPath('room-1', stay, 'SUMMER10'), posted, [quoteAnswer({ refusal: words })]);
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(panelTotal()).toHaveTextContent('Total$600');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking Summary' });
    expect(within(dialog).queryByRole('row', { name: /Promo code/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Booking' }));
    expect(posted).toHaveLength(1);
    expect(posted[0]).not.toHaveProperty('promo');
  });

  it('without a code in the link the field waits behind "Have a promo code?"; a typed code is applied with Apply', async () => {
    const user = await openPanel(room, roomPath('room-1', stay), posted, [quoteAnswer({ terms: summer })]);
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Have a promo code?' }));
    await user.type(screen.getByLabelText('Promo code'), ' summer10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('−$60.00 SUMMER10', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(asked).toEqual(['SUMMER10']);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(panelTotal()).toHaveTextContent('Total$600');
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });
});

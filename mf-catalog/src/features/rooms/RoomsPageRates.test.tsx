// Room cards with nightly rates (docs/product.md "Rates"): "from $X / night" when a room's nights
// differ in price, and a searched stay's total night by night (the embed shares the card: embedRates.test.tsx).
import type { Room } from '@hotel/shared';
import { apiUrl, renderRemote, testRoom } from '@hotel/shared/testing';
import { day, seasonal } from '../../ui/rooms/seasonalRoom.fixture';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RoomsPage from './RoomsPage';

const flat: Room = testRoom({
  _id: 'r2',
  name: 'City Double',
  price: 150,
  discountPrice: null,
  rates: { weekendPrice: null, periods: [] },
});
const stay = `checkIn=${day(11)}&checkOut=${day(14)}&guests=2`;
// Two season nights at $300 and one at $160, each + 25 % for the second guest: 375 + 375 + 200.
const seasonalTotal = '3 nights · $950 total';

describe('RoomsPage: nightly rates', () => {
  it('the rooms page says "from $X / night" for a room whose prices vary, the plain rate otherwise, and the stay total night by night', async () => {
    renderRemote(<RoomsPage />, {
      path: `/rooms?${stay}`,
      route: '/rooms',
      http: [http.get(apiUrl('/rooms'), () => HttpResponse.json([seasonal, flat]))],
    });
    const card = within(await screen.findByRole('article', { name: 'Harbour Suite' }));
    // The lowest night is the default's discount; the struck "was" price belongs to a single rate.
    expect(card.getByText('$160').parentElement).toHaveTextContent(/^from\$160\/ night$/);
    expect(card.getByText('20% OFF')).toBeInTheDocument();
    expect(card.getByText(seasonalTotal)).toBeInTheDocument();
    const other = within(screen.getByRole('article', { name: 'City Double' }));
    expect(other.getByText('$150').parentElement).toHaveTextContent(/^\$150\/ night$/);
    expect(other.getByText('3 nights · $564 total')).toBeInTheDocument();
  });
});

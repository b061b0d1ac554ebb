// The partner embed with nightly rates (docs/product.md "Rates"): the same card as the rooms page, so
// the same "from $X / night" and the stay total night by night.
import { server } from '@hotel/shared/testing';
import { day, seasonal } from '../../ui/rooms/seasonalRoom.fixture';
import { act, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mount } from './embed';

// Two season nights at $300 and one at $160, each + 25 % for the second guest: 375 + 375 + 200.
const seasonalTotal = '3 nights · $950 total';

describe('embed: nightly rates', () => {
  it('the partner embed shows the same prices', async () => {
    server.use(http.get('https://api.example/rooms', () => HttpResponse.json([seasonal])));
    const host = document.createElement('div');
    document.body.append(host);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = mount(host, {
        api: 'https://api.example/',
        site: 'https://hotel.example/',
        checkIn: day(11),
        checkOut: day(14),
        guests: 2,
      });
    });
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    const card = within(await shadow.findByRole('article', { name: 'Harbour Suite' }));
    expect(card.getByText('$160').parentElement).toHaveTextContent(/^from\$160\/ night$/);
    expect(card.getByText(seasonalTotal)).toBeInTheDocument();
    act(() => unmount());
    host.remove();
  });
});

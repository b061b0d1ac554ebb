// The embed's prices in a display currency (docs/product.md "Currencies"; README "Attributes and
// options"): the partner's data-currency, else the visitor's browser region, with the estimate, the
// charge and the rate's note as the site's cards; the rates read from the partner's API with no
// credentials, and none at all for a visitor who sees dollars.
import { server, testRate, testRoom } from '@hotel/shared/testing';
import { act, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mount } from './embed';

const options = { api: 'https://api.example/', site: 'https://hotel.example/' };
let host: HTMLElement;
let unmount: (() => void) | undefined;
/** The Authorization header of each GET {api}/exchange-rates. */
let ratesAsked: Array<string | null>;

beforeEach(() => {
  ratesAsked = [];
  server.use(
    http.get('https://api.example/rooms', () => HttpResponse.json([testRoom({ price: 200 })])),
    http.get('https://api.example/exchange-rates', ({ request }) => {
      ratesAsked.push(request.headers.get('Authorization'));
      return HttpResponse.json({ base: 'USD', rates: [testRate(), testRate({ id: 'rate-JPY-1', currency: 'JPY', rate: 156.37, source: 'Bank of Japan' })] });
    }),
  );
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  host.remove();
  jest.restoreAllMocks();
});

async function card(opts: Partial<Parameters<typeof mount>[1]> = {}) {
  await act(async () => {
    unmount = mount(host, { ...options, ...opts });
  });
  return within(await within(host.shadowRoot as unknown as HTMLElement).findByRole('article', { name: 'Harbour Suite' }));
}

describe('embed: prices in a display currency', () => {
  it('the partner sets euros: the estimate and the charge, the rate on hover, and the room link opens the site in euros', async () => {
    const shown = await card({ currency: 'eur' });
    const price = shown.getByText('≈ €184.64 · charged $200.00');
    expect(price.closest('p')).toHaveAttribute('title', 'Estimate at the rate of Nov 27 from European Central Bank reference rate; you are charged in US dollars.');
    expect(shown.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/64b000000000000000000001?currency=EUR');
    // No credentials with the rates either.
    expect(ratesAsked.length).toBeGreaterThan(0);
    expect(ratesAsked.filter((authorization) => authorization !== null)).toEqual([]);
  });

  it("without the partner's word, the visitor's browser region: a Japanese browser sees yen, without decimals", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en']);
    const shown = await card();
    expect(shown.getByText('≈ ¥31,274 · charged $200.00')).toBeInTheDocument();
  });

  it('a visitor who sees dollars: the prices as always, and no rates asked', async () => {
    const shown = await card({ currency: 'USD' });
    expect(shown.getByText('$200').closest('p')).not.toHaveAttribute('title');
    expect(shown.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/64b000000000000000000001');
    expect(ratesAsked).toEqual([]);
  });

  it('a currency the site does not show, or one with no rate published, shows dollars', async () => {
    expect((await card({ currency: 'XYZ' })).getByText('$200')).toBeInTheDocument();
    act(() => unmount?.());
    expect((await card({ currency: 'GBP' })).getByText('$200')).toBeInTheDocument();
  });
});

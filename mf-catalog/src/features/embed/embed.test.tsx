import type { Room } from '@hotel/shared';
import { addDays, todayIn } from '@hotel/shared/domain';
import { deferred, networkDown, server, testRate, testRoom as apiRoom } from '@hotel/shared/testing';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { mount } from './embed';


const options = { api: 'https://api.example/', site: 'https://hotel.example/', minPrice: 100, maxPrice: 250 };

let host: HTMLElement;
let unmount: (() => void) | undefined;

/** What GET {api}/rooms was asked: its query, and whether it carried credentials. */
let reads: Array<{ query: Record<string, string>; authorization: string | null }>;
const answering = (rooms: Room[]) => () => HttpResponse.json(rooms);

/** The partner's API answers GET /rooms with `answer`. */
function roomsApi(answer: HttpResponseResolver) {
  server.use(
    http.get('https://api.example/rooms', (info) => {
      const url = new URL(info.request.url);
      reads.push({ query: Object.fromEntries(url.searchParams), authorization: info.request.headers.get('Authorization') });
      return answer(info);
    }),
  );
}

async function mountEmbed(opts: Parameters<typeof mount>[1] = options) {
  await act(async () => {
    unmount = mount(host, opts);
  });
  return within(host.shadowRoot as unknown as HTMLElement);
}

beforeEach(() => {
  reads = [];
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  host.remove();
});

describe('catalog embed (partner sites)', () => {
  it('renders the rooms in an open shadow root with the presets, linking to the main site, and emits harborview:ready', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' }), apiRoom({ _id: 'r2', name: 'City Double' })]));
    const ready = jest.fn();
    host.addEventListener('harborview:ready', (e) => ready((e as CustomEvent).detail));

    const shadow = await mountEmbed();
    expect(await shadow.findAllByRole('article')).toHaveLength(2);
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', 'https://hotel.example/room-details/r1');
    expect(shadow.getByRole('link', { name: 'Harbour Suite' })).not.toHaveAttribute('target');
    // (React's StrictMode asks twice in development; the page keeps the last answer.)
    expect(reads.at(-1)).toEqual({ query: { minPrice: '100', maxPrice: '250' }, authorization: null });
    expect(reads.every((r) => r.authorization === null)).toBe(true);
    expect(shadow.getByLabelText('Min price ($)')).toHaveValue(100);
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(250);
    expect(ready).toHaveBeenCalledWith({ count: 2 });
    // Nothing of ours in the partner's light DOM or document.head.
    expect(host.children).toHaveLength(0);
    expect(document.head.querySelector('style, link[rel="stylesheet"]')).toBeNull();
  });

  it('shows a loading state until the rooms arrive', async () => {
    const answer = deferred();
    roomsApi(() => answer.promise.then(answering([apiRoom()])));
    const shadow = await mountEmbed();
    expect(shadow.getByRole('status')).toHaveTextContent('Loading rooms…');
    answer.resolve();
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('choosing a room emits a cancelable harborview:room-select {roomId, name}; preventDefault keeps the link from navigating', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]));
    const selected = jest.fn();
    host.addEventListener('harborview:room-select', (e) => {
      selected((e as CustomEvent).detail, e.cancelable, e.composed, e.bubbles);
      e.preventDefault();
    });
    const shadow = await mountEmbed();
    const link = await shadow.findByRole('link', { name: 'View Details' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(link, click);
    expect(selected).toHaveBeenCalledWith({ roomId: 'r1', name: 'Harbour Suite', url: 'https://hotel.example/room-details/r1' }, true, true, true);
    expect(click.defaultPrevented).toBe(true);
  });

  it('without preventDefault the link navigates; target "_blank" opens a new tab', async () => {
    roomsApi(answering([apiRoom({ _id: 'r1', name: 'Harbour Suite' })]));
    const shadow = await mountEmbed({ ...options, target: '_blank' });
    const link = await shadow.findByRole('link', { name: 'Harbour Suite' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate; runs after ours
    let prevented: boolean | undefined;
    host.addEventListener('harborview:room-select', (e) => (prevented = e.defaultPrevented));
    fireEvent(link, click);
    expect(prevented).toBe(false);
  });

  it('a failed load shows the error state, emits harborview:error, and Try again reloads', async () => {
    let down = true;
    roomsApi(() => (down ? networkDown() : HttpResponse.json([apiRoom()])));
    const failed = jest.fn();
    host.addEventListener('harborview:error', (e) => failed((e as CustomEvent).detail));
    const shadow = await mountEmbed();
    expect(await shadow.findByRole('alert')).toHaveTextContent('Failed to fetch rooms');
    expect(failed).toHaveBeenCalledWith({ message: 'Network Error' });
    down = false;
    await userEvent.click(shadow.getByRole('button', { name: 'Try again' }));
    expect(await shadow.findByRole('article')).toBeInTheDocument();
  });

  it('update (setOptions) applies new presets in place; mounting the same element again does not add a second list', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    let again: (() => void) | undefined;
    await act(async () => {
      again = mount(host, { ...options, maxPrice: 150 });
    });
    expect(again).toBe(unmount);
    await waitFor(() => expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '150' }));
    expect(shadow.getByLabelText('Max price ($)')).toHaveValue(150);
    expect(shadow.getAllByRole('article')).toHaveLength(1);
    expect(host.shadowRoot!.querySelectorAll('[part="root"]')).toHaveLength(1);
  });

  it('filter: false hides the search fields (the stay and the price filter); the presets still apply', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed({ ...options, filter: false, ...stayPreset });
    await shadow.findByRole('article');
    expect(shadow.queryByLabelText('Min price ($)')).not.toBeInTheDocument();
    expect(shadow.queryByLabelText('Check-in')).not.toBeInTheDocument();
    expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '250', ...stayQuery });
  });

  it('unmount removes the rendered rooms', async () => {
    roomsApi(answering([apiRoom()]));
    const shadow = await mountEmbed();
    await shadow.findByRole('article');
    act(() => unmount?.());
    unmount = undefined;
    await waitFor(() => expect(shadow.queryByRole('article')).not.toBeInTheDocument());
  });
});

// The hotel's days from today on (the embed checks a stay against the hotel's today, as the site does).
const day = (n: number) => addDays(todayIn(), n);
const stayPreset = { checkIn: day(10), checkOut: day(12), guests: 2 };
const stayQuery = { checkIn: day(10), checkOut: day(12), guests: '2' };
// $200, $140 after the discount: 2 guests are $175 a night (the spec's rule), 2 nights $350.
const suite = apiRoom({ _id: 'r1', name: 'Harbour Suite', price: 200, discountPrice: 140 });

describe('catalog embed: search by stay', () => {
  it('a stay preset fills the fields, lists the rooms free every night, shows each stay total, and links carry the stay', async () => {
    roomsApi(answering([suite]));
    const selected = jest.fn();
    host.addEventListener('harborview:room-select', (e) => {
      selected((e as CustomEvent).detail);
      e.preventDefault();
    });
    const shadow = await mountEmbed({ ...options, ...stayPreset });
    const card = within(await shadow.findByRole('article', { name: 'Harbour Suite' }));
    expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '250', ...stayQuery });
    expect(shadow.getByLabelText('Check-in')).toHaveValue(day(10));
    expect(shadow.getByLabelText('Check-out')).toHaveValue(day(12));
    expect(shadow.getByLabelText('Guests')).toHaveValue(2);
    expect(card.getByText('2 nights · $350 total')).toBeInTheDocument();
    const url = `https://hotel.example/room-details/r1?checkIn=${day(10)}&checkOut=${day(12)}&guests=2`;
    expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', url);
    expect(card.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', url);
    fireEvent.click(card.getByRole('link', { name: 'View Details' }));
    expect(selected).toHaveBeenCalledWith({ roomId: 'r1', name: 'Harbour Suite', url, stay: stayPreset });
  });

  it('the guest searches other dates and clears them; without a stay the cards show no total', async () => {
    roomsApi(answering([suite]));
    const user = userEvent.setup();
    const shadow = await mountEmbed(options);
    const card = within(await shadow.findByRole('article', { name: 'Harbour Suite' }));
    expect(card.queryByText(/total/)).not.toBeInTheDocument();
    expect(shadow.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();

    await user.type(shadow.getByLabelText('Check-in'), day(3));
    // A first check-in proposes one night.
    expect(shadow.getByLabelText('Check-out')).toHaveValue(day(4));
    fireEvent.change(shadow.getByLabelText('Guests'), { target: { value: '1' } });
    await user.click(shadow.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '250', checkIn: day(3), checkOut: day(4), guests: '1' }));
    expect(await card.findByText('1 night · $140 total')).toBeInTheDocument();

    await user.click(shadow.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '250' }));
    await waitFor(() => expect(card.queryByText(/total/)).not.toBeInTheDocument());
    expect(shadow.getByLabelText('Check-in')).toHaveValue('');
  });

  it("a preset the site's rules refuse shows their message in the fields and lists every room", async () => {
    roomsApi(answering([suite]));
    const shadow = await mountEmbed({ ...options, checkIn: day(5), checkOut: day(5), guests: 2 });
    await shadow.findByRole('article');
    expect(shadow.getByRole('alert')).toHaveTextContent('Check-out must be after check-in.');
    expect(shadow.getByLabelText('Check-in')).toHaveValue(day(5));
    expect(reads.at(-1)?.query).toEqual({ minPrice: '100', maxPrice: '250' });
  });

  it('an empty search says no room is free for the stay; "Show all rooms" lists them all again', async () => {
    roomsApi(({ request }) => HttpResponse.json(new URL(request.url).searchParams.has('checkIn') ? [] : [suite]));
    const user = userEvent.setup();
    const shadow = await mountEmbed({ ...options, ...stayPreset });
    expect(await shadow.findByText('No rooms found')).toBeInTheDocument();
    expect(shadow.getByText(/No room is free for every night of your stay/)).toBeInTheDocument();
    await user.click(shadow.getByRole('button', { name: 'Show all rooms' }));
    expect(await shadow.findByRole('article', { name: 'Harbour Suite' })).toBeInTheDocument();
    expect(reads.at(-1)?.query).toEqual({});
    expect(shadow.getByLabelText('Check-in')).toHaveValue('');
  });

  it('new presets from setOptions replace the guest\'s search', async () => {
    roomsApi(answering([suite]));
    const shadow = await mountEmbed({ ...options, ...stayPreset });
    await shadow.findByText('2 nights · $350 total');
    await act(async () => {
      mount(host, { ...options, ...stayPreset, checkOut: day(13), guests: 1 });
    });
    expect(await shadow.findByText('3 nights · $420 total')).toBeInTheDocument();
    expect(shadow.getByLabelText('Check-out')).toHaveValue(day(13));
  });
});

// The embed's prices in a display currency (docs/product.md "Currencies"; README "Attributes and
// options"): the partner's data-currency, else the visitor's browser region, with the estimate, the
// charge and the rate's note as the site's cards; the rates read from the partner's API with no
// credentials, and none at all for a visitor who sees dollars.
describe('embed: prices in a display currency', () => {
  /** The Authorization header of each GET {api}/exchange-rates. */
  let ratesAsked: Array<string | null>;
  beforeEach(() => {
    ratesAsked = [];
    roomsApi(answering([apiRoom({ price: 200 })]));
    server.use(
      http.get('https://api.example/exchange-rates', ({ request }) => {
        ratesAsked.push(request.headers.get('Authorization'));
        return HttpResponse.json({ base: 'USD', rates: [testRate(), testRate({ id: 'rate-JPY-1', currency: 'JPY', rate: 156.37, source: 'Bank of Japan' })] });
      }),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  const card = async (opts: Partial<Parameters<typeof mount>[1]> = {}) =>
    within(await (await mountEmbed({ ...options, ...opts })).findByRole('article', { name: 'Harbour Suite' }));

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

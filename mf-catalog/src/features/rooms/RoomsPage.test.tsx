import { addDays, todayIn, type Room } from '@hotel/shared';
import { bookingHorizon, formatBookingDate } from '@hotel/shared/domain';
import { apiUrl, deferred, expectEachText, inTurn, networkDown, refusal, renderRemote, requestLog, testPhoto, testRoom as apiRoom } from '@hotel/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import { expectHarbourSuiteFacts } from '../../ui/rooms/harbourSuiteFacts.fixture';
import RoomsPage from './RoomsPage';

const suite = apiRoom({
  _id: 'r1',
  name: 'Harbour Suite',
  price: 200,
  discountPrice: 140,
  reviews: [
    { name: 'Ada', rating: 5, comment: 'Lovely', date: '1/2/2026', userEmail: 'ada@example.com' },
    { name: 'Bob', rating: 4, comment: 'Good', date: '1/3/2026', userEmail: 'bob@example.com' },
  ],
});
const single = apiRoom({
  _id: 'r2',
  name: 'Garden Single',
  type: 'Single',
  location: 'Ground floor',
  price: 100,
  discountPrice: 90,
  capacity: 1,
  beds: 1,
  size: 220,
  amenities: ['wifi'],
  reviews: [{ name: 'Cy', rating: 3, comment: 'Fine', date: '1/4/2026', userEmail: 'cy@example.com' }],
});
const plain = apiRoom({ _id: 'r3', name: 'City Double', price: 150, discountPrice: null });

const card = (name: string) => screen.getByRole('article', { name });

/** The query of every GET /rooms the page sent (`{}` for none). */
const queries = requestLog<Record<string, string>>();
const answering = (rooms: Room[]) => () => HttpResponse.json(rooms);

/** The page opened at `path`; GET /rooms answers `answers` in turn (the list of three rooms when none is given). */
const open = (path: string, ...answers: HttpResponseResolver[]) => {
  const user = userEvent.setup();
  const answer = inTurn(...(answers.length ? answers : [answering([suite, single, plain])]));
  const roomsApi = http.get(apiUrl('/rooms'), (info) => {
    queries.push(Object.fromEntries(new URL(info.request.url).searchParams));
    return answer(info);
  });
  renderRemote(<RoomsPage />, { path, route: '/rooms', http: [roomsApi] });
  return user;
};
const setup = (...answers: HttpResponseResolver[]) => open('/rooms', ...answers);
const filtered = (...after: Room[][]) => setup(answering([suite, single, plain]), ...after.map(answering));

/** Types the price bounds given (none for '') and presses Apply. */
async function applyPrices(user: ReturnType<typeof userEvent.setup>, { min = '', max = '' }) {
  if (min) await user.type(screen.getByLabelText('Min price ($)'), min);
  if (max) await user.type(screen.getByLabelText('Max price ($)'), max);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('RoomsPage: the list', () => {
  it('shows a loading status until the rooms arrive, then one card per room', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Rooms' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Loading rooms…')).not.toBeInTheDocument();
    expect(queries).toEqual([{}]);
  });

  it("a room with the staff's photos shows the first on its card in every size, for the browser to pick (issue 42)", async () => {
    const photo = testPhoto({ _id: 'p1' });
    setup(answering([{ ...suite, image: photo.sizes[1]!.url, photos: [photo, testPhoto({ _id: 'p2' })] }, single]));
    await screen.findByRole('article', { name: 'Harbour Suite' });
    const img = card('Harbour Suite').querySelector('img')!;
    expect(img).toHaveAttribute('src', photo.sizes[1]!.url);
    expect(img.getAttribute('srcset')).toBe(photo.sizes.map((s) => `${s.url} ${s.width}w`).join(', '));
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    // The card's 4:3 box is reserved before the picture arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(card('Garden Single').querySelector('img')).not.toHaveAttribute('srcset');
  });

  it('a card shows the room facts, rating, review count and links to /room-details/<id>', async () => {
    setup();
    const c = within(await screen.findByRole('article', { name: 'Harbour Suite' }));
    expect(c.getByRole('heading', { level: 3, name: 'Harbour Suite' })).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', '/room-details/r1');
    expect(c.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/room-details/r1');
    expectHarbourSuiteFacts(card('Harbour Suite'));
    const amenities = c.getByRole('list', { name: 'Amenities' });
    expect(within(amenities).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Free WiFi', 'Swimming Pool', 'Coffee Maker']);
    // The image is decorative (the name is the heading); it shows the room's photo.
    expect(card('Harbour Suite').querySelector('img')).toHaveAttribute('src', 'https://img.example/harbour.jpg');

    const s = within(card('Garden Single'));
    expect(s.getByText('1 Guest')).toBeInTheDocument();
    expect(s.getByText('1 Bed')).toBeInTheDocument();
    expect(s.getByText('(1 review)')).toBeInTheDocument();
    expect(s.getByText('3.0')).toBeInTheDocument();
  });

  it('a discounted room shows the old price struck through, the discount price and the rounded percent off', async () => {
    setup();
    const hot = within(await screen.findByRole('article', { name: 'Harbour Suite' }));
    expect(hot.getByText('$200').closest('s')).not.toBeNull();
    expect(hot.getByText('$140')).toBeInTheDocument();
    expect(hot.getByText('30% OFF')).toBeInTheDocument();
    expect(hot.getByText('HOT DEAL')).toBeInTheDocument();

    // 10% off: a discount badge, but not a hot deal.
    const mild = within(card('Garden Single'));
    expect(mild.getByText('$90')).toBeInTheDocument();
    expect(mild.getByText('10% OFF')).toBeInTheDocument();
    expect(mild.queryByText('HOT DEAL')).not.toBeInTheDocument();

    const full = within(card('City Double'));
    expect(full.getByText('$150')).toBeInTheDocument();
    expect(full.queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(full.queryByText(/Was/)).not.toBeInTheDocument();
  });

  it('applies the docs/product.md fallbacks to a room with missing fields', async () => {
    setup(answering([{ _id: 'bare', price: 80 } as Room]));
    const bare = await screen.findByRole('article', { name: 'Unnamed Room' });
    expectEachText(
      ['Location not specified', 'Standard', '2 Guests', '1 Bed', '300 sq ft', '0.0', '(0 reviews)', 'Free WiFi', 'Air Conditioning', '$80'],
      bare,
    );
  });

  it('following a card link opens that room\'s details page', async () => {
    const user = setup();
    await user.click(await screen.findByRole('link', { name: 'City Double' }));
    expect(screen.getByText('Page /room-details/r3')).toBeInTheDocument();
  });

  it('an empty answer shows "No rooms found" (no "Show all rooms" without a filter)', async () => {
    setup(answering([]));
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all rooms' })).not.toBeInTheDocument();
  });

  it('an API failure shows the error state and a toast with the server message; Try again reloads', async () => {
    const user = setup(refusal(503, 'Service unavailable'), answering([suite, single, plain]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch rooms');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Service unavailable'));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  // docs/product.md §8: the server's message, else the error's own message, else "Failed to fetch rooms".
  it("an answer without a server message toasts the error's own message", async () => {
    setup(() => new HttpResponse(null, { status: 500 }));
    await screen.findByRole('alert');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Request failed with status code 500'));
  });

  it("a network failure toasts the error's own message", async () => {
    setup(networkDown);
    await screen.findByRole('alert');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network Error'));
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('RoomsPage: price filter', () => {
  it('the filter panel toggles open and closed', async () => {
    const user = setup();
    const toggle = screen.getByRole('button', { name: 'Filter by price' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('Apply with a maximum asks the API for maxPrice only and shows the answer', async () => {
    const user = filtered([single]);
    await screen.findAllByRole('article');
    await applyPrices(user, { max: '150' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(queries.at(-1)).toEqual({ maxPrice: '150' });
    expect(card('Garden Single')).toBeInTheDocument();
  });

  it('Apply with both bounds sends minPrice and maxPrice', async () => {
    const user = setup();
    await screen.findAllByRole('article');
    await applyPrices(user, { min: '100', max: '180' });
    await waitFor(() => expect(queries.at(-1)).toEqual({ minPrice: '100', maxPrice: '180' }));
  });

  it.each([
    ['a negative price', '-5', '', 'Prices cannot be negative.'],
    ['minimum above maximum', '300', '100', 'Minimum price cannot be greater than maximum price.'],
  ])('%s shows the validation message and does not call the API', async (_case, min, max, message) => {
    const user = setup();
    await screen.findAllByRole('article');
    await applyPrices(user, { min, max });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('Min price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Min price ($)')).toHaveAccessibleDescription(message);
    expect(queries).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('a valid Apply after an error clears the message', async () => {
    const user = setup();
    await screen.findAllByRole('article');
    const min = screen.getByLabelText('Min price ($)');
    await user.type(min, '-1');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(min);
    await user.type(min, '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(min).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(queries.at(-1)).toEqual({ minPrice: '50' }));
  });

  it('Clear empties the inputs and reloads every room', async () => {
    const user = setup();
    await screen.findAllByRole('article');
    await applyPrices(user, { min: '120', max: '160' });
    await waitFor(() => expect(queries).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Min price ($)')).toHaveValue(null);
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(null);
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries.at(-1)).toEqual({});
  });

  it('a filter with no match shows "No rooms found" with "Show all rooms", which resets the filter', async () => {
    const user = filtered([], [suite, single, plain]);
    await screen.findAllByRole('article');
    await applyPrices(user, { max: '10' });
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all rooms' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(queries.at(-1)).toEqual({});
    // The inputs no longer claim a filter that is not applied.
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(null);
  });
});

// The hotel's days from today on (the test config's time zone is the hotel's default).
const day = (n: number) => addDays(todayIn(), n);
const horizon = bookingHorizon(todayIn());
const currentUrl = () => screen.getByTestId('location').textContent;

describe('RoomsPage: search by stay', () => {
  it('a search puts the stay in the URL, asks for the rooms free every night, and each card shows the stay total', async () => {
    const user = setup(answering([suite, single, plain]), answering([suite, plain]));
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Check-in'), day(7));
    // A first check-in proposes one night; the guest makes it two.
    expect(screen.getByLabelText('Check-out')).toHaveValue(day(8));
    await user.clear(screen.getByLabelText('Check-out'));
    await user.type(screen.getByLabelText('Check-out'), day(9));
    // Guests start where the room page's do (GUESTS_DEFAULT); the guest makes them two.
    expect(screen.getByLabelText('Guests')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '2');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(currentUrl()).toBe(`/rooms?checkIn=${day(7)}&checkOut=${day(9)}&guests=2`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(queries.at(-1)).toEqual({ checkIn: day(7), checkOut: day(9), guests: '2' });
    // $140 a night after the discount, +25 % for the second guest = $175; 2 nights = $350.
    expect(within(card('Harbour Suite')).getByText('2 nights · $350 total')).toBeInTheDocument();
    // $150, 2 guests = $187.50 a night, shown rounded: the total is the spec's nightly total × nights.
    expect(within(card('City Double')).getByText('2 nights · $376 total')).toBeInTheDocument();
  });

  it("while a search's answer is on its way, no card prices the stay for a room of the list before it", async () => {
    const free = deferred<void>();
    const later = deferred<void>();
    const held = (gate: Promise<void>, rooms: Room[]) => async () => {
      await gate;
      return HttpResponse.json(rooms);
    };
    const user = setup(answering([suite, single, plain]), held(free.promise, [suite]), held(later.promise, [plain]));
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: day(7) } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(9) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ checkIn: day(7), checkOut: day(9), guests: '1' }));
    // Garden Single and City Double may not be free: the list before the search says nothing of the stay.
    expect(screen.queryAllByText(/nights? · \$[\d,]+ total/)).toHaveLength(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    free.resolve();
    expect(await screen.findByText('2 nights · $280 total')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    // Another stay: the Harbour Suite's total for the first one is not shown as the second's.
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(10) } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ checkIn: day(7), checkOut: day(10), guests: '1' }));
    expect(screen.queryAllByText(/nights? · \$[\d,]+ total/)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    later.resolve();
    expect(await within(await screen.findByRole('article', { name: 'City Double' })).findByText('3 nights · $450 total')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Harbour Suite' })).not.toBeInTheDocument();
  });

  it('a link with a stay opens with the fields filled and the same rooms; card links carry the stay', async () => {
    const query = `?checkIn=${day(3)}&checkOut=${day(4)}&guests=1`;
    const user = open(`/rooms${query}`, answering([single]));
    const c = within(await screen.findByRole('article', { name: 'Garden Single' }));
    expect(queries).toEqual([{ checkIn: day(3), checkOut: day(4), guests: '1' }]);
    expect(screen.getByLabelText('Check-in')).toHaveValue(day(3));
    expect(screen.getByLabelText('Check-out')).toHaveValue(day(4));
    expect(screen.getByLabelText('Guests')).toHaveValue(1);
    expect(c.getByText('1 night · $90 total')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/room-details/r2${query}`);
    expect(c.getByRole('link', { name: 'Garden Single' })).toHaveAttribute('href', `/room-details/r2${query}`);
    await user.click(c.getByRole('link', { name: 'View Details' }));
    expect(currentUrl()).toBe(`/room-details/r2${query}`);
  });

  it('the stay combines with the price filter in one request', async () => {
    const user = open(`/rooms?checkIn=${day(3)}&checkOut=${day(5)}&guests=3`);
    await screen.findAllByRole('article');
    await applyPrices(user, { max: '160' });
    await waitFor(() => expect(queries.at(-1)).toEqual({ maxPrice: '160', checkIn: day(3), checkOut: day(5), guests: '3' }));
  });

  it.each([
    ['check-out not after check-in', day(4), day(4), '2', 'Check-out must be after check-in.'],
    ['a check-in in the past', day(-1), day(2), '2', 'Check-in cannot be in the past.'],
    ['more than 14 nights', day(1), day(16), '2', 'A stay can be at most 14 nights.'],
    ['4 guests', day(1), day(2), '4', 'Guests must be between 1 and 3.'],
    ['past the booking horizon', day(600), day(601), '2', `Bookings open up to 18 months ahead: choose a stay before ${formatBookingDate(horizon)}.`],
  ])('%s: the shared message shows under the fields, which keep their values, and nothing is searched', async (_case, checkIn, checkOut, guests, message) => {
    const user = setup();
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkOut } });
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), guests);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Check-in')).toHaveValue(checkIn);
    expect(screen.getByLabelText('Check-out')).toHaveValue(checkOut);
    expect(screen.getByLabelText('Guests')).toHaveValue(Number(guests));
    expect(currentUrl()).toBe('/rooms');
    expect(queries).toEqual([{}]);
  });

  it('the date fields offer no day past the booking horizon, 18 months ahead', async () => {
    setup();
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('max', addDays(horizon, -1));
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('max', horizon);
  });

  it('a link whose stay is refused (a past check-in) shows why, keeps its values, lists every room, and can be cleared', async () => {
    const user = open(`/rooms?checkIn=${day(-2)}&checkOut=${day(1)}&guests=2`);
    await screen.findAllByRole('article');
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in cannot be in the past.');
    expect(screen.getByLabelText('Check-in')).toHaveValue(day(-2));
    expect(queries).toEqual([{}]);
    expect(screen.queryByText(/total/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(currentUrl()).toBe('/rooms');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue('');
  });

  it('"Clear dates" drops the stay from the URL and lists every room again', async () => {
    const user = open(`/rooms?checkIn=${day(3)}&checkOut=${day(5)}&guests=2`, answering([suite]), answering([suite, single, plain]));
    await screen.findByText('2 nights · $350 total');
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(currentUrl()).toBe('/rooms');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(queries.at(-1)).toEqual({});
    expect(screen.queryByText(/total/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear dates' })).not.toBeInTheDocument();
  });

  it('no room free for the stay: a friendly empty state, and "Show all rooms" clears the search', async () => {
    const user = open(`/rooms?checkIn=${day(3)}&checkOut=${day(5)}&guests=3`, answering([]), answering([suite, single, plain]));
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();
    expect(screen.getByText('No room is free for every night of your stay. Try other dates or fewer guests.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all rooms' }));
    expect(currentUrl()).toBe('/rooms');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(queries.at(-1)).toEqual({});
  });

  it("the API's refusal of a stay is toasted with its words", async () => {
    open(`/rooms?checkIn=${day(3)}&checkOut=${day(5)}&guests=2`, refusal(400, 'Check-in cannot be in the past.'));
    await screen.findByRole('alert');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Check-in cannot be in the past.'));
  });
});

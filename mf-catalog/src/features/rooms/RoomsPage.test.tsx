import type { Room } from '@hotel/shared';
import { apiUrl, inTurn, networkDown, refusal, renderRemote, testRoom as apiRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import RoomsPage from './RoomsPage';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

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
let queries: Array<Record<string, string>>;
const answering = (rooms: Room[]) => () => HttpResponse.json(rooms);

/** GET /rooms answers `answers` in turn (the list of three rooms when none is given). */
const setup = (...answers: HttpResponseResolver[]) => {
  const user = userEvent.setup();
  const answer = inTurn(...(answers.length ? answers : [answering([suite, single, plain])]));
  const roomsApi = http.get(apiUrl('/rooms'), (info) => {
    queries.push(Object.fromEntries(new URL(info.request.url).searchParams));
    return answer(info);
  });
  renderRemote(<RoomsPage />, { path: '/rooms', http: [roomsApi] });
  return user;
};
const filtered = (...after: Room[][]) => setup(answering([suite, single, plain]), ...after.map(answering));

beforeEach(() => {
  queries = [];
});

describe('RoomsPage: the list', () => {
  it('shows a loading status until the rooms arrive, then one card per room', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Rooms' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading rooms…');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Loading rooms…')).not.toBeInTheDocument();
    expect(queries).toEqual([{}]);
  });

  it('a card shows the room facts, rating, review count and links to /room-details/<id>', async () => {
    setup();
    const c = within(await screen.findByRole('article', { name: 'Harbour Suite' }));
    expect(c.getByRole('heading', { level: 3, name: 'Harbour Suite' })).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Harbour Suite' })).toHaveAttribute('href', '/room-details/r1');
    expect(c.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/room-details/r1');
    expect(c.getByText('Suite')).toBeInTheDocument();
    expect(c.getByText('Floor 5, sea side')).toBeInTheDocument();
    expect(c.getByText('3 Guests')).toBeInTheDocument();
    expect(c.getByText('2 Beds')).toBeInTheDocument();
    expect(c.getByText('450 sq ft')).toBeInTheDocument();
    expect(c.getByText('4.5')).toBeInTheDocument();
    expect(c.getByText('(2 reviews)')).toBeInTheDocument();
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
    const c = within(await screen.findByRole('article', { name: 'Unnamed Room' }));
    expect(c.getByText('Location not specified')).toBeInTheDocument();
    expect(c.getByText('Standard')).toBeInTheDocument();
    expect(c.getByText('2 Guests')).toBeInTheDocument();
    expect(c.getByText('1 Bed')).toBeInTheDocument();
    expect(c.getByText('300 sq ft')).toBeInTheDocument();
    expect(c.getByText('0.0')).toBeInTheDocument();
    expect(c.getByText('(0 reviews)')).toBeInTheDocument();
    expect(c.getByText('Free WiFi')).toBeInTheDocument();
    expect(c.getByText('Air Conditioning')).toBeInTheDocument();
    expect(c.getByText('$80')).toBeInTheDocument();
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

  it('an error without any message falls back to "Failed to fetch rooms" in the toast', async () => {
    setup(() => new HttpResponse(null, { status: 500 }));
    await screen.findByRole('alert');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch rooms'));
  });

  it('a network failure toasts "Failed to fetch rooms", never the transport text', async () => {
    setup(networkDown);
    await screen.findByRole('alert');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch rooms'));
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
    await user.type(screen.getByLabelText('Max price ($)'), '150');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(queries.at(-1)).toEqual({ maxPrice: '150' });
    expect(card('Garden Single')).toBeInTheDocument();
  });

  it('Apply with both bounds sends minPrice and maxPrice', async () => {
    const user = setup();
    await screen.findAllByRole('article');
    await user.type(screen.getByLabelText('Min price ($)'), '100');
    await user.type(screen.getByLabelText('Max price ($)'), '180');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ minPrice: '100', maxPrice: '180' }));
  });

  it.each([
    ['a negative price', '-5', '', 'Prices cannot be negative.'],
    ['minimum above maximum', '300', '100', 'Minimum price cannot be greater than maximum price.'],
  ])('%s shows the validation message and does not call the API', async (_case, min, max, message) => {
    const user = setup();
    await screen.findAllByRole('article');
    if (min) await user.type(screen.getByLabelText('Min price ($)'), min);
    if (max) await user.type(screen.getByLabelText('Max price ($)'), max);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
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
    await user.type(screen.getByLabelText('Min price ($)'), '120');
    await user.type(screen.getByLabelText('Max price ($)'), '160');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
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
    await user.type(screen.getByLabelText('Max price ($)'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No rooms found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all rooms' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(queries.at(-1)).toEqual({});
    // The inputs no longer claim a filter that is not applied.
    expect(screen.getByLabelText('Max price ($)')).toHaveValue(null);
  });
});

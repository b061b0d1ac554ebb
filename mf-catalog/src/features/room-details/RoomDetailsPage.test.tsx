import { ROOM_IMAGE_PLACEHOLDER, type Room } from '@hotel/shared';
import { apiUrl, deferred, expectBusyUntilAnswered, networkDown, refusal, renderRemote, requestLog, testPhoto, testRoom } from '@hotel/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import { expectHarbourSuiteFacts } from '../../ui/rooms/harbourSuiteFacts.fixture';
import RoomDetailsPage from './RoomDetailsPage';

/** The shared fixture's Harbour Suite (Suite, Floor 5, sea side, $200, 3 guests, 2 beds, 450 sq ft). */
const room = testRoom({
  _id: 'r1',
  amenities: ['wifi', 'pool'],
  reviews: [
    { name: 'Ada', rating: 5, comment: 'Lovely view', date: '1/2/2026', userEmail: 'ada@example.com' },
    { name: 'Bob', rating: 4, comment: 'Quiet and clean', date: '1/3/2026', userEmail: 'bob@example.com' },
  ],
});

/** The ids GET /rooms/{id} was asked for. */
const reads = requestLog<string>();

/** The page at /room-details/{id}; GET /rooms/{id} answers `answer` (a room, or any answer). */
const show = (
  answer: Room | HttpResponseResolver,
  props: Parameters<typeof RoomDetailsPage>[0] = {},
  path = '/room-details/r1',
) => {
  const user = userEvent.setup();
  const roomApi = http.get(apiUrl('/rooms/:id'), (info) => {
    reads.push(String(info.params.id));
    return typeof answer === 'function' ? answer(info) : HttpResponse.json(answer);
  });
  const view = renderRemote(<RoomDetailsPage {...props} />, { path, route: '/room-details/:id', http: [roomApi] });
  return { user, ...view };
};

describe('RoomDetailsPage', () => {
  it('shows a busy skeleton while loading, then the room from the :id route param', async () => {
    const answer = deferred();
    show(() => answer.promise.then(() => HttpResponse.json(room)));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await expectBusyUntilAnswered(
      answer,
      () => expect(reads).toEqual(['r1']),
      () => screen.findByRole('heading', { level: 1, name: 'Harbour Suite' }),
    );
  });

  it("shows the staff's photos in their order, each with its alt text, every size and its box (issue 42)", async () => {
    const photos = [testPhoto({ _id: 'p1', alt: 'The bed' }), testPhoto({ _id: 'p2', alt: 'The view', width: 1200, height: 1600 })];
    show({ ...room, photos });
    const strip = await screen.findByRole('list', { name: 'Photos of Harbour Suite, 2: scroll sideways' });
    expect(strip).toHaveAttribute('tabindex', '0'); // the arrow keys scroll it
    const [bed, view] = within(strip).getAllByRole('img');
    expect(bed).toHaveAccessibleName('The bed');
    expect(bed).toHaveAttribute('srcset', photos[0]!.sizes.map((s) => `${s.url} ${s.width}w`).join(', '));
    expect(bed).toHaveAttribute('fetchpriority', 'high');
    expect(view).toHaveAccessibleName('The view');
    expect([view!.getAttribute('width'), view!.getAttribute('height')]).toEqual(['1200', '1600']);
    expect(view).toHaveAttribute('loading', 'lazy');
  });

  it('one photo is the page’s picture alone, no strip', async () => {
    const photo = testPhoto({ alt: 'The bed' });
    show({ ...room, photos: [photo] });
    await screen.findByRole('heading', { level: 1, name: 'Harbour Suite' });
    expect(screen.queryByRole('list', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The bed' })).toHaveAttribute('sizes', expect.stringContaining('100vw'));
  });

  it('shows image, name, type, location, rating, facts, per-day price, description and amenities', async () => {
    show(room);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Suite' });
    expect(screen.getByRole('img', { name: 'Harbour Suite' })).toHaveAttribute('src', 'https://img.example/harbour.jpg');
    expectHarbourSuiteFacts();
    expect(screen.getByText('$200')).toBeInTheDocument();
    expect(screen.getByText('per day')).toBeInTheDocument();
    expect(screen.getByText('A bright suite with a view of the harbour.')).toBeInTheDocument();
    expect(screen.getByText('Free WiFi')).toBeInTheDocument();
    expect(screen.getByText('Swimming Pool')).toBeInTheDocument();
    expect(screen.queryByText('Parking')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('opened from a search by stay, the way back is that search', async () => {
    const query = '?checkIn=2030-05-01&checkOut=2030-05-03&guests=2';
    show(room, {}, `/room-details/r1${query}`);
    expect(await screen.findByRole('link', { name: 'Rooms for your stay' })).toHaveAttribute('href', `/rooms${query}`);
  });

  it('lists the reviews with name, date, rating and comment', async () => {
    show(room);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Reviews' });
    const list = heading.nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ada');
    expect(items[0]).toHaveTextContent('1/2/2026');
    expect(items[0]).toHaveTextContent('5');
    expect(items[0]).toHaveTextContent('Lovely view');
    expect(items[1]).toHaveTextContent('Quiet and clean');
  });

  it("shows a review stored as an ISO timestamp as the hotel's day, as home does, not the raw timestamp", async () => {
    // 02:30 UTC on the 25th is 18:30 on the 24th in Long Beach (the hotel's default zone).
    const stamp = '2026-11-25T02:30:00.000Z';
    show({ ...room, reviews: [{ name: 'Cy', rating: 4, comment: 'Fine', date: stamp, userEmail: 'cy@example.com' }] });
    const item = within((await screen.findByRole('heading', { level: 2, name: 'Reviews' })).nextElementSibling as HTMLElement).getByRole('listitem');
    expect(item).toHaveTextContent('Nov 24, 2026');
    expect(item).not.toHaveTextContent('2026-11-25T02');
  });

  it('shows a review as the API writes it: its human date, never its machine timestamp', async () => {
    show({
      ...room,
      reviews: [
        { name: 'Cy', rating: 4, comment: 'Fine', date: 'Nov 24, 2026', userEmail: 'cy@example.com', createdAt: '2026-11-25T02:30:00.000Z' },
      ],
    });
    const item = within((await screen.findByRole('heading', { level: 2, name: 'Reviews' })).nextElementSibling as HTMLElement).getByRole('listitem');
    expect(item).toHaveTextContent('Cy · Nov 24, 2026');
    expect(item).not.toHaveTextContent('2026-11-25');
  });

  it('names the room in the document title and meta description, and restores both when left', async () => {
    document.title = 'Harborview Hotel';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Harborview: browse hotel rooms.';
    document.head.append(meta);
    const { unmount } = show(room);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Suite' });
    expect(document.title).toBe('Harbour Suite · Harborview Hotel');
    expect(meta.content).toBe('Suite room, Floor 5, sea side, from $200 a night. A bright suite with a view of the harbour.');
    unmount();
    expect(document.title).toBe('Harborview Hotel');
    expect(meta.content).toBe('Harborview: browse hotel rooms.');
    meta.remove();
  });

  it('a discounted room shows the old price struck through and the discount price per day', async () => {
    show({ ...room, price: 200, discountPrice: 150 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('$200').tagName).toBe('S');
    expect(screen.getByText('$150')).toBeInTheDocument();
  });

  it('applies the details-screen fallbacks (parking in the default amenities, default description, review fallbacks)', async () => {
    show({
      _id: 'r1',
      price: 120,
      reviews: [{ rating: 4 } as Room['reviews'][number]],
    } as Room);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unnamed Room' })).toBeInTheDocument();
    expect(screen.getByText('Location not specified')).toBeInTheDocument();
    expect(screen.getByText('Standard')).toBeInTheDocument();
    expect(screen.getByText('2 Guests')).toBeInTheDocument();
    expect(screen.getByText('1 Bed')).toBeInTheDocument();
    expect(screen.getByText('300 sq ft')).toBeInTheDocument();
    expect(screen.getByText(/^Experience comfort and elegance/)).toBeInTheDocument();
    for (const label of ['Free WiFi', 'Air Conditioning', 'Parking']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Anonymous Guest')).toBeInTheDocument();
    expect(screen.getByText('Great stay!')).toBeInTheDocument();
    expect(screen.getByText(/Recent stay/)).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Unnamed Room' })).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it('a room without reviews says so and rates 0.0', async () => {
    show({ ...room, reviews: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('0.0')).toBeInTheDocument();
    expect(screen.getByText('(0 reviews)')).toBeInTheDocument();
  });

  it('a broken image falls back to the placeholder', async () => {
    show(room);
    const img = await screen.findByRole('img', { name: 'Harbour Suite' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it('renders the booking slot with the room (defaults applied) in the aside', async () => {
    const bookingSlot = jest.fn(({ room: r }: { room: Room }) => <p>Booking for {r.name}</p>);
    show({ ...room, amenities: [] }, { bookingSlot });
    expect(await screen.findByText('Booking for Harbour Suite')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('Booking for Harbour Suite');
    expect(bookingSlot).toHaveBeenLastCalledWith({ room: expect.objectContaining({ _id: 'r1', amenities: ['wifi', 'ac', 'parking'] }) });
  });

  it('without a booking slot there is no aside', async () => {
    show(room);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('the roomId prop wins over the route param', async () => {
    show(room, { roomId: 'from-prop' });
    await screen.findByRole('heading', { level: 1 });
    expect(reads).toEqual(['from-prop']);
  });

  it('an archived room tells guests it is no longer available: no booking panel, a link to the rooms', async () => {
    const bookingSlot = jest.fn(() => <p>Booking panel</p>);
    show({ ...room, archived: true }, { bookingSlot });
    expect(await screen.findByRole('heading', { level: 1, name: 'This room is no longer available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all rooms' })).toHaveAttribute('href', '/rooms');
    expect(screen.queryByText('Booking panel')).not.toBeInTheDocument();
    expect(bookingSlot).not.toHaveBeenCalled();
    expect(screen.queryByText('per day')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('an unknown id (404) toasts "Room not found" and goes to /rooms', async () => {
    show(refusal(404, 'Room does not exist'), {}, '/room-details/nope');
    expect(await screen.findByText('Page /rooms')).toBeInTheDocument();
    expect(reads).toEqual(['nope']);
    expect(toast.error).toHaveBeenCalledWith('Room not found', { autoClose: 3000 });
  });

  it('any other failure toasts "Failed to fetch room details" and goes to /rooms', async () => {
    show(networkDown);
    expect(await screen.findByText('Page /rooms')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch room details', { autoClose: 3000 });
  });
});

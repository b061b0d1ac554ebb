import { HOTEL_INFO } from '@hotel/shared';
import { apiUrl, deferred, networkDown, renderRemote, testRoom } from '@hotel/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import HomePage from './HomePage';

/** An IntersectionObserver whose targets come into view only when the test says so. */
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class TestIntersectionObserver {
  constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
    observers.push(cb);
  }
  observe() {}
  disconnect() {}
}
const scrollNear = () => act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));

// As GET /rooms sends reviews to everyone: without their authors' e-mails (docs/product.md §3).
const review = (rating: number, date: string, name: string) => ({ name, rating, comment: `${name} loved it`, date });
const ROOMS = [
  testRoom({ _id: 'r1', name: 'Plain Twin', reviews: [] }),
  testRoom({
    _id: 'r2',
    name: 'Harbor View King',
    reviews: [review(5, '2026-05-02T09:00:00.000Z', 'Mia'), review(5, '2026-01-02T09:00:00.000Z', 'Ola')],
  }),
  testRoom({ _id: 'r3', name: 'Garden Queen', reviews: [review(4, '2026-04-02T09:00:00.000Z', 'Ken')] }),
  testRoom({ _id: 'r4', name: 'Family Suite', reviews: [review(3, '2026-06-03T02:30:00.000Z', 'Lu')] }),
];

/** How many times GET /rooms was asked. */
let roomReads: number;

/** Home at /; GET /rooms answers `answer` (the four rooms by default). */
const show = (answer: HttpResponseResolver = () => HttpResponse.json(ROOMS)) =>
  renderRemote(<HomePage />, {
    http: [
      http.get(apiUrl('/rooms'), (info) => {
        roomReads += 1;
        return answer(info);
      }),
    ],
  });

beforeEach(() => {
  roomReads = 0;
  observers.length = 0;
  Object.assign(globalThis, { IntersectionObserver: TestIntersectionObserver });
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** Renders home and waits for the sections below the hero (their own chunk) and the answer to GET /rooms. */
async function renderHome(answer?: HttpResponseResolver) {
  show(answer);
  await screen.findByRole('heading', { level: 2, name: 'Find Us Here' }, { timeout: 20_000 });
  await waitFor(() => expect(roomReads).toBe(1));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Loading rooms' })).not.toBeInTheDocument());
}

/** Lets a test that asserted the first render end without pending updates. */
const renderHomeSettled = () => screen.findByRole('heading', { level: 2, name: 'Find Us Here' }, { timeout: 20_000 });

const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('HomePage', () => {
  it('shows the first hero slide as the page heading with "Explore Rooms" before anything below it', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Explore Rooms' })[0]).toHaveAttribute('href', '/rooms');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await renderHomeSettled();
  });

  it('links to the rooms ("Book Your Stay", "Browse All Rooms") and to the contact page ("Contact Us")', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Book Your Stay' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Browse All Rooms' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('top-rated rooms from GET /rooms, best first, each linking to its room page', async () => {
    const answer = deferred();
    show(() => answer.promise.then(() => HttpResponse.json(ROOMS)));
    const top = (
      await screen.findByRole('heading', { level: 2, name: 'Top-Rated Rooms' }, { timeout: 20_000 })
    ).closest('section') as HTMLElement;
    expect(within(top).getByRole('list', { name: 'Loading rooms' })).toBeInTheDocument();
    answer.resolve();
    await within(top).findByRole('link', { name: 'Harbor View King' });
    expect(roomReads).toBe(1);
    expect(
      within(top)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Harbor View King', 'Garden Queen', 'Family Suite']);
    expect(within(top).getByRole('link', { name: 'Harbor View King' })).toHaveAttribute('href', '/room-details/r2');
    expect(within(top).getByText('5.0')).toBeInTheDocument();
  });

  it('recent guest reviews, newest first, naming and linking their rooms', async () => {
    await renderHome();
    // GET /rooms renders as a transition (useLoad): on a loaded machine it may land after the sections.
    const reviews = await screen.findByRole('heading', { level: 2, name: 'What Our Guests Say' });
    const items = within(reviews.closest('section')!).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('blockquote').textContent)).toEqual([
      'Lu loved it',
      'Mia loved it',
      'Ken loved it',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Harbor View King' })).toHaveAttribute(
      'href',
      '/room-details/r2',
    );
    expect(within(items[1]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('two reviews of one room on one day, which carry no e-mail to tell them apart, both show, each once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sameDay = [review(5, 'Jun 2, 2026', 'Ann'), review(4, 'Jun 2, 2026', 'Bea')];
      await renderHome(() => HttpResponse.json([testRoom({ _id: 'r9', name: 'Twin Deluxe', reviews: sameDay })]));
      const reviews = await screen.findByRole('heading', { level: 2, name: 'What Our Guests Say' });
      const items = within(reviews.closest('section')!).getAllByRole('listitem');
      expect(items.map((li) => within(li).getByRole('blockquote').textContent).sort()).toEqual(['Ann loved it', 'Bea loved it']);
      // React tells apart the items of a list by their keys: two alike would be mixed up on an update.
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    } finally {
      errors.mockRestore();
    }
  });

  it("a review's date reads as on the room page, the hotel's day (19:30 in California is not tomorrow)", async () => {
    await renderHome();
    // GET /rooms renders as a transition (useLoad): on a loaded machine it may land after the sections.
    const reviews = await screen.findByRole('heading', { level: 2, name: 'What Our Guests Say' });
    const [lu] = within(reviews.closest('section')!).getAllByRole('listitem');
    expect(lu).toHaveTextContent('Lu · Jun 2, 2026'); // 2026-06-03T02:30Z, as formatReviewDate shows it
    expect(lu).not.toHaveTextContent('Jun 3');
  });

  it('without the API the room sections stay out of the way; the rest of home still shows', async () => {
    await renderHome(networkDown);
    expect(screen.queryByRole('heading', { name: 'Top-Rated Rooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What Our Guests Say' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find Us Here' })).toBeInTheDocument();
  });

  it('the amenities teaser links to /amenities', async () => {
    const user = userEvent.setup();
    await renderHome();
    const teaser = section('Amenities for Every Stay');
    expect(within(teaser).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await user.click(within(teaser).getByRole('link', { name: 'View All Amenities' }));
    expect(screen.getByText('Page /amenities')).toBeInTheDocument();
  });
});

describe('Find Us Here', () => {
  it('side panel: address, tel: and mailto: links, directions to the coordinates, the transport note', async () => {
    await renderHome();
    const panel = within(screen.getByRole('complementary', { name: 'Address and directions' }));
    expect(panel.getByText(HOTEL_INFO.address)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: HOTEL_INFO.phone })).toHaveAttribute('href', 'tel:+15551234567');
    expect(panel.getByRole('link', { name: HOTEL_INFO.email })).toHaveAttribute('href', `mailto:${HOTEL_INFO.email}`);
    const directions = panel.getByRole('link', { name: 'Get Directions' });
    expect(directions.getAttribute('href')).toContain(`${HOTEL_INFO.latitude},${HOTEL_INFO.longitude}`);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(panel.getByText(/2 minutes' walk to the subway, 15 minutes to the airport/)).toBeInTheDocument();
  });

  it('"Loading map" until the section nears the viewport; then Leaflet loads and the placeholder goes once the map is ready', async () => {
    await renderHome();
    const find = section('Find Us Here');
    expect(within(find).getByRole('status')).toHaveTextContent('Loading map');
    expect(find.querySelector('.leaflet-container')).toBeNull();

    scrollNear();
    await within(find).findByRole('button', { name: HOTEL_INFO.name }, { timeout: 30_000 });
    expect(find.querySelector('.leaflet-container')).not.toBeNull();
    expect(within(find).queryByText('Loading map')).not.toBeInTheDocument();
  }, 40_000);
});

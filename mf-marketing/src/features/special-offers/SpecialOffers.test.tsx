import { DEFAULT_HOTEL_TIME_ZONE, OFFERS_SHOWN_STORAGE_KEY, ROOM_IMAGE_PLACEHOLDER, todayIn, type Room } from '@hotel/shared';
import { apiUrl, networkDown, renderRemote } from '@hotel/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import SpecialOffers, { msUntilAutoOpen } from './SpecialOffers';

const room = (id: string, name: string, price: number, discountPrice: number | null): Room =>
  ({ _id: id, name, price, discountPrice, image: `https://img.example/${id}.jpg` }) as Room;

/** Three offers (25%, 40%, 10% off) and two rooms that are not offers. */
const ROOMS = [
  room('a', 'Garden Double', 200, 150),
  room('b', 'Harbour Suite', 500, 300),
  room('c', 'City Single', 100, 90),
  room('d', 'Plain Twin', 120, null),
  room('e', 'Odd Deal', 100, 120),
];

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const offerNames = () =>
  within(dialog())
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('a')?.textContent);

/** The query of every GET /rooms the pop-up sent. */
let reads: Array<Record<string, string>>;

/** The pop-up on `path` (/ by default); GET /rooms answers `rooms` (or `answer` itself). */
const setup = (answer: Room[] | HttpResponseResolver = ROOMS, path = '/') => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRemote(<SpecialOffers />, {
    path,
    http: [
      http.get(apiUrl('/rooms'), (info) => {
        reads.push(Object.fromEntries(new URL(info.request.url).searchParams));
        return typeof answer === 'function' ? answer(info) : HttpResponse.json(answer);
      }),
    ],
  });
  return user;
};
/** The pop-up's clock: time is what these tests are about (the 2 s auto-open). */
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The 2 s after navigation start, then the pop-up open by itself (it waits for its offers). */
const opensByItself = async () => {
  await wait(2000);
  await waitFor(() => expect(dialog()).toHaveAttribute('open'));
};
/** The offers as listed (the pop-up opens with them, never on its loading state). */
const listedOffers = async () => {
  await waitFor(() => expect(dialog()).toHaveAttribute('open'));
  expect(within(dialog()).queryByText('Loading special offers...')).not.toBeInTheDocument();
  return offerNames();
};

beforeEach(() => {
  // The clock is fake; the event loop is not, so the API's answers still arrive.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  reads = [];
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('SpecialOffers', () => {
  it('fetches all rooms and opens by itself 2 seconds after load', async () => {
    setup();
    await wait(1999);
    expect(dialog()).not.toHaveAttribute('open');
    await wait(1);
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Special Offers' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{}]));
  });

  it('shows only discounted rooms, best discount first, with old and new price and the percent off', async () => {
    setup();
    await opensByItself();
    expect(await listedOffers()).toEqual(['Harbour Suite', 'Garden Double', 'City Single']);
    const [best] = within(dialog()).getAllByRole('listitem');
    expect(within(best!).getByText('$500').tagName).toBe('S');
    expect(within(best!).getByText('$300')).toBeInTheDocument();
    expect(within(best!).getByText('-40%')).toBeInTheDocument();
    expect(within(dialog()).getByText('Save up to 40% on selected rooms!')).toBeInTheDocument();
  });

  it('shows at most 6 offers', async () => {
    const many = Array.from({ length: 8 }, (_, i) => room(`r${i}`, `Room ${i}`, 100, 90 - i * 5));
    setup(many);
    await opensByItself();
    // 10%..45% off: the six largest discounts.
    expect(await listedOffers()).toEqual(['Room 7', 'Room 6', 'Room 5', 'Room 4', 'Room 3', 'Room 2']);
  });

  it('does not open by itself while the rooms are still loading, and opens at once when they arrive after the 2 s', async () => {
    // Opening on "Loading special offers..." and growing to the list moved the whole screen (CLS 0.93 on /).
    let answer: (r: Response) => void = () => undefined;
    setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await wait(5000);
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();
    answer(HttpResponse.json(ROOMS));
    await waitFor(() => expect(dialog()).toHaveAttribute('open'));
    expect(offerNames()).toEqual(['Harbour Suite', 'Garden Double', 'City Single']);
    expect(within(dialog()).queryByText('Loading special offers...')).not.toBeInTheDocument();
  });

  it('with no offers: "No Special Offers Available", only a Close button and no floating button', async () => {
    setup([room('d', 'Plain Twin', 120, null)]);
    await opensByItself();
    const d = within(dialog());
    expect(await d.findByRole('heading', { name: 'No Special Offers Available' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Browse All Rooms' })).not.toBeInTheDocument();
    expect(d.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();
  });

  it('a failed request is ignored: the empty state shows', async () => {
    setup(networkDown);
    await opensByItself();
    expect(await within(dialog()).findByRole('heading', { name: 'No Special Offers Available' })).toBeInTheDocument();
  });

  it('Close records today, hides the pop-up and shows the floating button, which reopens it', async () => {
    const user = setup();
    // Before the pop-up opens, the floating button is there once offers exist.
    expect(await screen.findByRole('button', { name: 'Show special offers' })).toBeInTheDocument();
    expect(dialog()).not.toHaveAttribute('open');
    await opensByItself();
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));

    await user.click(screen.getByRole('button', { name: 'Show special offers' }));
    expect(dialog()).toHaveAttribute('open');
    expect(offerNames()).toHaveLength(3);
    expect(reads).toHaveLength(1);
  });

  it('the × button and Escape close it too', async () => {
    const user = setup();
    await opensByItself();
    await user.click(within(dialog()).getByRole('button', { name: 'Close special offers' }));
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(await screen.findByRole('button', { name: 'Show special offers' }));
    expect(dialog()).toHaveAttribute('open');
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('"Browse All Rooms" closes the pop-up and goes to /rooms', async () => {
    const user = setup();
    await opensByItself();
    await user.click(await within(dialog()).findByRole('button', { name: 'Browse All Rooms' }));
    expect(screen.getByText('Page /rooms')).toBeInTheDocument();
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('each offer links to its room and closes the pop-up (today recorded)', async () => {
    const user = setup();
    await opensByItself();
    const link = await within(dialog()).findByRole('link', { name: 'Harbour Suite' });
    expect(link).toHaveAttribute('href', '/room-details/b');
    await user.click(link);
    expect(screen.getByText('Page /room-details/b')).toBeInTheDocument();
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('a thumbnail that is missing or fails to load shows the room placeholder', async () => {
    setup([room('a', 'Garden Double', 200, 150), { ...room('b', 'Harbour Suite', 500, 300), image: '' }]);
    await opensByItself();
    // Best discount first: Harbour Suite (no image), then Garden Double.
    expect(await listedOffers()).toEqual(['Harbour Suite', 'Garden Double']);
    const [missing, broken] = within(dialog()).getAllByRole('listitem').map((li) => li.querySelector('img')!);
    expect(missing).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
    expect(broken).toHaveAttribute('src', 'https://img.example/a.jpg');
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it("the once-a-day flag is the hotel's day: closed at 18:30 in California it records that day, not UTC's", async () => {
    jest.setSystemTime(new Date('2026-11-25T02:30:00Z'));
    const user = setup();
    await opensByItself();
    await user.click(await within(dialog()).findByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe('2026-11-24');
  });

  it.each(['/login', '/register', '/forget-password', '/room-details/b'])(
    'never opens by itself on %s (the guest is signing in or choosing dates); the floating button is there',
    async (path) => {
      setup(ROOMS, path);
      await wait(10_000);
      expect(await screen.findByRole('button', { name: 'Show special offers' })).toBeInTheDocument();
      expect(dialog()).not.toHaveAttribute('open');
      expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBeNull();
    },
  );

  it('opening by itself records today for the whole browser, before any Close (another tab will not open it)', async () => {
    setup();
    await opensByItself();
    expect(dialog()).toHaveAttribute('open');
    expect(localStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('another tab that opened it while this one waited: this one does not open it', async () => {
    setup();
    await wait(1000);
    localStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, todayIn(DEFAULT_HOTEL_TIME_ZONE));
    await wait(5000);
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('already shown today (in this browser): it does not open by itself, but the floating button is there', async () => {
    localStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, todayIn(DEFAULT_HOTEL_TIME_ZONE));
    setup();
    await wait(10_000);
    expect(await screen.findByRole('button', { name: 'Show special offers' })).toBeInTheDocument();
    expect(dialog()).not.toHaveAttribute('open');
  });

  it('shown on an earlier day: it opens by itself again', async () => {
    localStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, '2000-01-01');
    setup();
    await opensByItself();
    expect(dialog()).toHaveAttribute('open');
    await waitFor(() => expect(reads).toHaveLength(1));
  });

  it('"HOT DEAL" marks the offers at 30 % off or more, and only those', async () => {
    // 40 % and 29.5 % (rounds to 30 %) are hot; 25 % and 10 % are not.
    setup([...ROOMS, room('f', 'Edge Loft', 200, 141)]);
    await opensByItself();
    await listedOffers();
    const hot = within(dialog())
      .getAllByRole('listitem')
      .filter((li) => within(li).queryByText('HOT DEAL'))
      .map((li) => li.querySelector('a')?.textContent);
    expect(hot).toEqual(['Harbour Suite', 'Edge Loft']);
  });
});

describe('SpecialOffers auto-open timing (counted from navigation start)', () => {
  it('a remote mounted 1500 ms after navigation start opens the pop-up 500 ms later, at 2000 ms', async () => {
    // Fake timers fake performance.now(): the page "loaded" at 0.
    await wait(1500);
    setup();
    await wait(499);
    expect(dialog()).not.toHaveAttribute('open');
    await wait(1);
    expect(dialog()).toHaveAttribute('open');
    expect(performance.now()).toBe(2000);
    await waitFor(() => expect(reads).toHaveLength(1));
  });

  it('mounted after the 2000 ms have passed, it opens as soon as its offers are in', async () => {
    await wait(3500);
    setup();
    await waitFor(() => expect(reads).toHaveLength(1));
    await waitFor(() => expect(dialog()).toHaveAttribute('open'));
    expect(offerNames()).toHaveLength(3);
  });

  it('msUntilAutoOpen: 2000 ms minus the time since navigation start, never below 0', () => {
    expect(msUntilAutoOpen(0)).toBe(2000);
    expect(msUntilAutoOpen(1200)).toBe(800);
    expect(msUntilAutoOpen(2000)).toBe(0);
    expect(msUntilAutoOpen(9000)).toBe(0);
  });
});

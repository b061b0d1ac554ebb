import { api, DEFAULT_HOTEL_TIME_ZONE, OFFERS_SHOWN_STORAGE_KEY, ROOM_IMAGE_PLACEHOLDER, todayIn, type Room } from '@hotel/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing';
import SpecialOffers, { msUntilAutoOpen } from './SpecialOffers';

jest.mock('@hotel/shared', () => {
  const actual = jest.requireActual<typeof import('@hotel/shared')>('@hotel/shared');
  return { ...actual, api: { ...actual.api, getRooms: jest.fn() } };
});

const getRooms = jest.mocked(api.getRooms);

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

const setup = (rooms: Room[] | Promise<Room[]> = ROOMS) => {
  getRooms.mockImplementation(() => Promise.resolve(rooms));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/', <SpecialOffers />);
  return user;
};
/** Lets the offers request settle. */
const settle = () => act(async () => {});
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  getRooms.mockReset();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('SpecialOffers', () => {
  it('fetches all rooms and opens by itself 2 seconds after load', async () => {
    setup();
    await settle();
    expect(getRooms).toHaveBeenCalledWith();
    await wait(1999);
    expect(dialog()).not.toHaveAttribute('open');
    await wait(1);
    expect(dialog()).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Special Offers' })).toBeInTheDocument();
  });

  it('shows only discounted rooms, best discount first, with old and new price and the percent off', async () => {
    setup();
    await settle();
    await wait(2000);
    expect(offerNames()).toEqual(['Harbour Suite', 'Garden Double', 'City Single']);
    const [best] = within(dialog()).getAllByRole('listitem');
    expect(within(best!).getByText('$500').tagName).toBe('S');
    expect(within(best!).getByText('$300')).toBeInTheDocument();
    expect(within(best!).getByText('-40%')).toBeInTheDocument();
    expect(within(dialog()).getByText('Save up to 40% on selected rooms!')).toBeInTheDocument();
  });

  it('shows at most 6 offers', async () => {
    const many = Array.from({ length: 8 }, (_, i) => room(`r${i}`, `Room ${i}`, 100, 90 - i * 5));
    setup(many);
    await settle();
    await wait(2000);
    // 10%..45% off: the six largest discounts.
    expect(offerNames()).toEqual(['Room 7', 'Room 6', 'Room 5', 'Room 4', 'Room 3', 'Room 2']);
  });

  it('shows "Loading special offers..." while the rooms are still loading', async () => {
    setup(new Promise<Room[]>(() => {}));
    await wait(2000);
    expect(dialog()).toHaveAttribute('open');
    expect(within(dialog()).getByText('Loading special offers...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();
  });

  it('with no offers: "No Special Offers Available", only a Close button and no floating button', async () => {
    setup([room('d', 'Plain Twin', 120, null)]);
    await settle();
    await wait(2000);
    const d = within(dialog());
    expect(d.getByRole('heading', { name: 'No Special Offers Available' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(d.queryByRole('button', { name: 'Browse All Rooms' })).not.toBeInTheDocument();
    expect(d.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();
  });

  it('a failed request is ignored: the empty state shows', async () => {
    getRooms.mockRejectedValue(new Error('Network Error'));
    renderAt('/', <SpecialOffers />);
    await settle();
    await wait(2000);
    expect(within(dialog()).getByRole('heading', { name: 'No Special Offers Available' })).toBeInTheDocument();
  });

  it('Close records today, hides the pop-up and shows the floating button, which reopens it', async () => {
    const user = setup();
    await settle();
    // Before the pop-up opens, the floating button is there once offers exist.
    expect(screen.getByRole('button', { name: 'Show special offers' })).toBeInTheDocument();
    await wait(2000);
    expect(screen.queryByRole('button', { name: 'Show special offers' })).not.toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(sessionStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));

    await user.click(screen.getByRole('button', { name: 'Show special offers' }));
    expect(dialog()).toHaveAttribute('open');
    expect(offerNames()).toHaveLength(3);
    expect(getRooms).toHaveBeenCalledTimes(1);
  });

  it('the × button and Escape close it too', async () => {
    const user = setup();
    await settle();
    await wait(2000);
    await user.click(within(dialog()).getByRole('button', { name: 'Close special offers' }));
    expect(dialog()).not.toHaveAttribute('open');

    await user.click(screen.getByRole('button', { name: 'Show special offers' }));
    expect(dialog()).toHaveAttribute('open');
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toHaveAttribute('open');
    expect(sessionStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('"Browse All Rooms" closes the pop-up and goes to /rooms', async () => {
    const user = setup();
    await settle();
    await wait(2000);
    await user.click(within(dialog()).getByRole('button', { name: 'Browse All Rooms' }));
    expect(screen.getByText('Stub /rooms')).toBeInTheDocument();
    expect(sessionStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it("each offer links to its room and closes the pop-up (today recorded)", async () => {
    const user = setup();
    await settle();
    await wait(2000);
    const link = within(dialog()).getByRole('link', { name: 'Harbour Suite' });
    expect(link).toHaveAttribute('href', '/room-details/b');
    await user.click(link);
    expect(screen.getByText('Other page')).toBeInTheDocument();
    expect(sessionStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe(todayIn(DEFAULT_HOTEL_TIME_ZONE));
  });

  it('a thumbnail that is missing or fails to load shows the room placeholder', async () => {
    setup([room('a', 'Garden Double', 200, 150), { ...room('b', 'Harbour Suite', 500, 300), image: '' }]);
    await settle();
    await wait(2000);
    // Best discount first: Harbour Suite (no image), then Garden Double.
    const [missing, broken] = within(dialog()).getAllByRole('listitem').map((li) => li.querySelector('img')!);
    expect(missing).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
    expect(broken).toHaveAttribute('src', 'https://img.example/a.jpg');
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('src', ROOM_IMAGE_PLACEHOLDER);
  });

  it("the once-a-day flag is the hotel's day: closed at 18:30 in California it records that day, not UTC's", async () => {
    jest.setSystemTime(new Date('2026-11-25T02:30:00Z'));
    const user = setup();
    await settle();
    await wait(2000);
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(OFFERS_SHOWN_STORAGE_KEY)).toBe('2026-11-24');
  });

  it('already shown today (this session): it does not open by itself, but the floating button is there', async () => {
    sessionStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, todayIn(DEFAULT_HOTEL_TIME_ZONE));
    setup();
    await settle();
    await wait(10_000);
    expect(dialog()).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Show special offers' })).toBeInTheDocument();
  });

  it('shown on an earlier day: it opens by itself again', async () => {
    sessionStorage.setItem(OFFERS_SHOWN_STORAGE_KEY, '2000-01-01');
    setup();
    await settle();
    await wait(2000);
    expect(dialog()).toHaveAttribute('open');
  });

  it('"HOT DEAL" marks the offers at 30 % off or more, and only those', async () => {
    // 40 % and 29.5 % (rounds to 30 %) are hot; 25 % and 10 % are not.
    setup([...ROOMS, room('f', 'Edge Loft', 200, 141)]);
    await settle();
    await wait(2000);
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
    await settle();
    await wait(499);
    expect(dialog()).not.toHaveAttribute('open');
    await wait(1);
    expect(dialog()).toHaveAttribute('open');
    expect(performance.now()).toBe(2000);
  });

  it('mounted after the 2000 ms have passed, it opens at once', async () => {
    await wait(3500);
    setup();
    await settle();
    await wait(0);
    expect(dialog()).toHaveAttribute('open');
  });

  it('msUntilAutoOpen: 2000 ms minus the time since navigation start, never below 0', () => {
    expect(msUntilAutoOpen(0)).toBe(2000);
    expect(msUntilAutoOpen(1200)).toBe(800);
    expect(msUntilAutoOpen(2000)).toBe(0);
    expect(msUntilAutoOpen(9000)).toBe(0);
  });
});

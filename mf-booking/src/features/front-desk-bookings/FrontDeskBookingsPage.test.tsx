import { addDays, DEFAULT_HOTEL_TIME_ZONE, todayIn, type Booking, type HotelRoom } from '@hotel/shared';
import { apiUrl, asStaff, inTurn, refusal, renderRemote, requestLog, testBooking, testRoom } from '@hotel/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskBookingsPage from './FrontDeskBookingsPage';

const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);
const room = (i: number, extra: Partial<HotelRoom> = {}): HotelRoom => ({
  ...testRoom({ _id: `64b00000000000000000000${i}`, name: `Room ${i}` }),
  archived: false,
  housekeeping: { state: 'clean' },
  ...extra,
});
const ROOMS = [room(1), room(2), room(3, { name: 'Old Loft', archived: true })];
const stay = (o: Partial<Booking>) => testBooking({ roomId: ROOMS[0]!._id, roomName: 'Room 1', ...o });
const grace = stay({
  _id: '65f0c0ffee00000000aaa111',
  userName: 'Grace Hopper',
  userEmail: 'grace@example.com',
  bookingDate: addDays(today, 2),
  nights: 3,
  guests: 2,
  price: 600,
  createdAt: '2026-01-02T15:30:00.000Z',
  // Booked in euros: the estimate she was shown is in the detail.
  estimate: { currency: 'EUR', amount: 553.92, rate: 0.9232, rateId: '65f0c0ffee00000000fff001', rateDate: '2026-01-02', rateSource: 'ECB reference rate' },
});
const alan = stay({ _id: '65f0c0ffee00000000bbb222', roomId: ROOMS[1]!._id, roomName: 'Room 2', userName: 'Alan Turing', userEmail: 'alan@example.com', bookingDate: addDays(today, 5), nights: 1 });

/** Every GET /hotel/bookings the page made: its query. */
const asked = requestLog<Record<string, string>>();
const sent = requestLog<{ method: string; path: string; body: unknown }>();

const api = (stays: HttpResponseResolver = () => HttpResponse.json([grace, alan])) => [
  http.get(apiUrl('/rooms'), ({ request }) =>
    new URL(request.url).searchParams.get('archived') === 'include' ? HttpResponse.json(ROOMS) : HttpResponse.json([], { status: 400 }),
  ),
  http.get(apiUrl('/hotel/bookings'), (info) => {
    asked.push(Object.fromEntries(new URL(info.request.url).searchParams));
    return stays(info);
  }),
];
const write = (action: 'cancel' | 'move', ...answers: HttpResponseResolver[]) => {
  const next = inTurn(...answers);
  return http.post(apiUrl(`/hotel/bookings/:id/${action}`), async (info) => {
    sent.push({ method: info.request.method, path: new URL(info.request.url).pathname, body: await info.request.json() });
    return next(info);
  });
};

const show = () =>
  renderRemote(<FrontDeskBookingsPage />, {
    path: '/hotel/bookings',
    ...asStaff,
    http: api(),
  });
const chart = () => screen.findByRole('grid', {}, { timeout: 10_000 });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('[role="row"]') as HTMLElement;

describe('the tape chart (/hotel/bookings)', () => {
  it('shows one row per room (archived ones too) and 14 nights from today, the stays from ONE request, each a bar over its nights', async () => {
    show();
    const grid = await chart();
    expect(asked).toEqual([{ from: today, to: addDays(today, 14) }]);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Room 1', 'Room 2', 'Old LoftArchived']);
    const bar = within(rowOf('Room 1')).getByRole('gridcell', { name: /^Grace Hopper, Room 1/ });
    expect(bar).toHaveTextContent('Grace Hopper');
    expect(bar).toHaveAttribute('aria-colspan', '3');
    expect(bar).toHaveAttribute('aria-colindex', '4'); // the room's name, today, tomorrow, then her first night
    expect(within(rowOf('Room 1')).getAllByRole('gridcell')).toHaveLength(12); // 11 free nights and her bar
    expect(within(rowOf('Room 2')).getByRole('gridcell', { name: /^Alan Turing/ })).toHaveAttribute('aria-colspan', '1');
    expect(within(rowOf('Old Loft')).getAllByRole('gridcell')).toHaveLength(14);
  });

  it('moves a week at a time, back to today, and to a chosen date: each a new request for its 14 nights', async () => {
    const user = userEvent.setup();
    show();
    await chart();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: addDays(today, 7), to: addDays(today, 21) }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: addDays(today, -7), to: addDays(today, 7) }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByLabelText('From')).toHaveValue(today);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-03-01' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2027-03-01', to: '2027-03-15' }));
  });

  it('is one Tab stop; the arrow keys move between cells, a bar is one cell, Enter opens its booking', async () => {
    const user = userEvent.setup();
    show();
    const grid = await chart();
    const tabStops = () => [...grid.querySelectorAll('[tabindex="0"]')];
    expect(tabStops()).toHaveLength(1);
    await user.click(within(grid).getByRole('columnheader', { name: 'Room' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('rowheader', { name: 'Room 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const bar = within(grid).getByRole('gridcell', { name: /^Grace Hopper/ });
    expect(bar).toHaveFocus();
    expect(tabStops()).toEqual([bar]);
    await user.keyboard('{ArrowRight}');
    expect(within(rowOf('Room 1')).getAllByRole('gridcell')[3]).toHaveFocus(); // the night after her stay
    await user.keyboard('{ArrowLeft}{End}');
    expect(within(rowOf('Room 1')).getAllByRole('gridcell').at(-1)).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Booking #aaa111' })).toBeInTheDocument();
  });

  it("a booking's detail: guest, e-mail, room, dates, nights, guests, price, the guest's estimate, booked at", async () => {
    const user = userEvent.setup();
    show();
    await user.click(within(await chart()).getByRole('gridcell', { name: /^Grace Hopper/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking #aaa111' });
    const facts = Object.fromEntries(
      within(dialog)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
    );
    expect(facts).toMatchObject({
      Guest: 'Grace Hopper',
      'E-mail': 'grace@example.com',
      Room: 'Room 1',
      Nights: '3 nights',
      Guests: '2 Guests',
      Price: '$600',
      'Guest’s estimate': '≈ €553.92 at 0.9232 (rate of 2026-01-02 from ECB reference rate)',
    });
    expect(facts.Dates).toMatch(/ to /);
    expect(facts['Booked at']).toMatch(/2026/);
  });

  it('cancels for the guest only with a reason, then the chart reloads without the stay', async () => {
    const user = userEvent.setup();
    renderRemote(<FrontDeskBookingsPage />, {
      ...asStaff,
      http: [...api(inTurn(() => HttpResponse.json([grace, alan]), () => HttpResponse.json([alan]))), write('cancel', () => HttpResponse.json(grace))],
    });
    await user.click(within(await chart()).getByRole('gridcell', { name: /^Grace Hopper/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the reason for the cancellation');
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (required)'), '  Guest phoned: flight cancelled ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'POST', path: `/hotel/bookings/${grace._id}/cancel`, body: { reason: 'Guest phoned: flight cancelled' } }]);
    expect(toast.success).toHaveBeenCalledWith('Booking cancelled for the guest.');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: /^Grace Hopper/ })).not.toBeInTheDocument());
    expect(asked).toHaveLength(2);
  });

  it("moves a stay; the API's refusal (the nights are taken) shows as it says it, and nothing changes", async () => {
    const user = userEvent.setup();
    const moved = { ...grace, bookingDate: addDays(today, 9), nights: 2, checkOut: addDays(today, 11) };
    renderRemote(<FrontDeskBookingsPage />, {
      ...asStaff,
      http: [
        ...api(inTurn(() => HttpResponse.json([grace, alan]), () => HttpResponse.json([moved, alan]))),
        write('move', refusal(409, 'Date is not available'), () => HttpResponse.json(moved)),
      ],
    });
    await user.click(within(await chart()).getByRole('gridcell', { name: /^Grace Hopper/ }));
    const dialog = await screen.findByRole('dialog');
    const move = within(dialog).getByRole('button', { name: 'Move stay' });
    expect(move).toBeDisabled(); // nothing changed yet
    fireEvent.change(within(dialog).getByLabelText('New check-in'), { target: { value: addDays(today, 9) } });
    await user.clear(within(dialog).getByLabelText('Nights'));
    await user.type(within(dialog).getByLabelText('Nights'), '2');
    await user.click(move);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Date is not available');
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/hotel/bookings/${grace._id}/move`, body: { bookingDate: addDays(today, 9), nights: 2 } });
    expect(asked).toHaveLength(1);
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Stay moved\. Grace Hopper: .*, 2 nights\.$/));
    await waitFor(() => expect(screen.getByRole('gridcell', { name: /^Grace Hopper/ })).toHaveAttribute('aria-colindex', String(9 + 2)));
  });

  it('a stay whose first night has begun can be read, not cancelled or moved', async () => {
    const user = userEvent.setup();
    const inHouse = stay({ _id: '65f0c0ffee00000000ccc333', userName: 'Ada Lovelace', bookingDate: addDays(today, -1), nights: 3 });
    renderRemote(<FrontDeskBookingsPage />, { ...asStaff, http: api(() => HttpResponse.json([inHouse])) });
    await user.click(within(await chart()).getByRole('gridcell', { name: /^Ada Lovelace/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The first night has begun/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Move stay' })).not.toBeInTheDocument();
  });

  it('searches by e-mail, name or id (the API reads q), lists the stays found, and opens one', async () => {
    const user = userEvent.setup();
    show();
    await chart();
    await user.type(screen.getByRole('searchbox', { name: 'Find a stay' }), ' grace ');
    asked.splice(0);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // (the stub answers every search with both; the page lists what the API found)
    expect(await screen.findByRole('heading', { name: '2 stays found for “grace”' })).toBeInTheDocument();
    expect(asked).toEqual([{ from: addDays(today, -7), to: addDays(today, 55), q: 'grace' }]); // the API allows 62 nights at most
    expect(screen.getByRole('gridcell', { name: /^Grace Hopper/ }).className).toMatch(/match/);
    await user.click(screen.getByRole('button', { name: /^Grace Hopper · grace@example.com/ }));
    expect(await screen.findByRole('dialog', { name: 'Booking #aaa111' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByRole('heading', { name: /found for/ })).not.toBeInTheDocument();
  });

  it('a chart that cannot load says so, and Try again loads it', async () => {
    const user = userEvent.setup();
    renderRemote(<FrontDeskBookingsPage />, {
      ...asStaff,
      http: api(inTurn(refusal(500, 'boom'), () => HttpResponse.json([grace]))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tape chart could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await chart()).toBeInTheDocument();
  });
});

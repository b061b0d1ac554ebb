import { addDays, DEFAULT_HOTEL_TIME_ZONE, formatBookingDate, todayIn, type HotelRoom, type Housekeeping } from '@hotel/shared';
import { HOUSEKEEPING_MESSAGES } from '@hotel/shared/front-desk/housekeeping';
import { apiUrl, renderRemote, requestLog, testBooking, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskHousekeepingPage from './FrontDeskHousekeepingPage';

const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);
const room = (id: string, name: string, housekeeping: Housekeeping, archived = false): HotelRoom => ({
  ...testRoom({ _id: id, name, type: 'Double', location: 'Floor 2' }),
  archived,
  housekeeping,
});

/** The API's rooms, changed by the PATCHes the page sends. */
let rooms: HotelRoom[] = [];
const patches = requestLog<{ id: string; body: Record<string, unknown> }>();
const stay = testBooking({ _id: 'b1', userName: 'Ada Lovelace', bookingDate: addDays(today, 1), nights: 2, checkOut: addDays(today, 3) });

function show(overlaps: (body: Record<string, unknown>) => Response | null = () => null) {
  rooms = [
    room('r1', 'Harbour Suite', { state: 'dirty' }),
    room('r2', 'Classic Queen', { state: 'clean' }),
    room('r3', 'Garden Studio', { state: 'inspected' }),
    room('r4', 'Skyline Deluxe', { state: 'out-of-order', from: addDays(today, 2), to: addDays(today, 5), reason: 'New carpet' }),
    room('r5', 'Old Loft', { state: 'dirty' }, true),
  ];
  const user = userEvent.setup();
  renderRemote(<FrontDeskHousekeepingPage />, {
    path: '/hotel/housekeeping',
    http: [
      http.get(apiUrl('/rooms'), () => HttpResponse.json(rooms)),
      http.patch(apiUrl('/rooms/:id/housekeeping'), async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const id = String(params.id);
        patches.push({ id, body });
        const refused = overlaps(body);
        if (refused) return refused;
        const { state, from, to, reason } = body as unknown as Housekeeping;
        const housekeeping = state === 'out-of-order' ? { state, from, to, reason } : { state };
        if (body.dryRun) return HttpResponse.json({ roomId: id, housekeeping, overlaps: [] });
        rooms = rooms.map((r) => (r._id === id ? { ...r, housekeeping } : r));
        return HttpResponse.json({ roomId: id, housekeeping, overlaps: [] });
      }),
    ],
  });
  return user;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('FrontDeskHousekeepingPage', () => {
  it('lists the rooms on sale by state, dirty first, with counts; out of order shows its nights and reason', async () => {
    show();
    expect(await screen.findByText('1 dirty · 1 clean · 1 inspected · 1 out of order')).toBeInTheDocument();
    const order = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(order).toEqual(['Dirty 1', 'Clean 1', 'Inspected 1', 'Out of order 1']);
    expect(within(section('Dirty')).getByRole('heading', { name: 'Harbour Suite' })).toBeInTheDocument();
    expect(within(section('Clean')).getByRole('heading', { name: 'Classic Queen' })).toBeInTheDocument();
    const closed = within(section('Out of order'));
    expect(closed.getByText(`Closed ${formatBookingDate(addDays(today, 2))} to ${formatBookingDate(addDays(today, 5))}`)).toBeInTheDocument();
    expect(closed.getByText('New carpet')).toBeInTheDocument();
    expect(screen.queryByText('Old Loft')).not.toBeInTheDocument(); // archived: not housekeeping's
  });

  it('one tap moves a room on: dirty → clean → inspected, each a PATCH, a toast and the list read again', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Mark clean: Harbour Suite' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Harbour Suite is clean.'));
    expect(await within(section('Clean')).findByRole('heading', { name: 'Harbour Suite' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark inspected: Harbour Suite' }));
    expect(await within(section('Inspected')).findByRole('heading', { name: 'Harbour Suite' })).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 'r1', body: { state: 'clean' } },
      { id: 'r1', body: { state: 'inspected' } },
    ]);
    expect(within(section('Dirty')).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('a room back in service from out of order is dirty (it needs cleaning after the repair)', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Back in service: Skyline Deluxe' }));
    expect(await within(section('Dirty')).findByRole('heading', { name: 'Skyline Deluxe' })).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'r4', body: { state: 'dirty' } }]);
  });

  it('out of order needs a reason: the dialog says so in the API’s words and sends nothing', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Out of order… Garden Studio' }));
    const dialog = screen.getByRole('dialog', { name: 'Put Garden Studio out of order' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(HOUSEKEEPING_MESSAGES.reasonRequired);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('closes a room with no booking in the way: a dry run, then the write; the room moves to out of order', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Out of order… Garden Studio' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Broken window ');
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Garden Studio is out of order.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const change = { state: 'out-of-order', from: today, to: addDays(today, 1), reason: 'Broken window' };
    expect(patches).toEqual([
      { id: 'r3', body: { ...change, dryRun: true } },
      { id: 'r3', body: { ...change, acceptOverlaps: [] } },
    ]);
    expect(await within(section('Out of order')).findByText('Broken window')).toBeInTheDocument();
  });

  it('warns of the bookings it overlaps and closes only once they are confirmed', async () => {
    const user = show((body) =>
      body.dryRun ? HttpResponse.json({ roomId: 'r3', housekeeping: { state: 'out-of-order' }, overlaps: [stay] }) : null,
    );
    await user.click(await screen.findByRole('button', { name: 'Out of order… Garden Studio' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leak');
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    expect(await within(dialog).findByText(HOUSEKEEPING_MESSAGES.overlapItem(stay))).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close it anyway' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Garden Studio is out of order.'));
    expect(patches[1]!.body).toMatchObject({ acceptOverlaps: ['b1'] });
  });

  it('a booking that won the night meanwhile: the API’s words in the dialog, nothing closed', async () => {
    const words = HOUSEKEEPING_MESSAGES.overlap('Garden Studio', 1);
    const user = show((body) =>
      body.dryRun ? null : HttpResponse.json({ message: words, code: 'OUT_OF_ORDER_OVERLAP' }, { status: 409 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Out of order… Garden Studio' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leak');
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Leak');
    expect(within(section('Inspected')).getByRole('heading', { name: 'Garden Studio' })).toBeInTheDocument();
  });
});

import type { HotelRoom } from '@hotel/shared';
import { apiUrl, inTurn, networkDown, pressInDialog, renderRemote, requestLog, server, testRoom } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskRoomsPage from './FrontDeskRoomsPage';

const review = (rating: number, userEmail: string) => ({
  name: 'G',
  rating,
  comment: 'c',
  date: '2026-01-02',
  userEmail,
});
const suite: HotelRoom = {
  ...testRoom({ _id: 'r1', name: 'Harbour Suite', price: 200, discountPrice: 150, capacity: 3 }),
  reviews: [review(5, 'a@x.test'), review(4, 'b@x.test')],
  archived: false,
  housekeeping: { state: 'clean' },
};
const single: HotelRoom = {
  ...testRoom({ _id: 'r2', name: 'Compact Single', price: 90, capacity: 1 }),
  archived: true,
  housekeeping: { state: 'clean' },
};

/** The queries GET /rooms was asked with, and the PATCH bodies by room id. */
const reads = requestLog<string>();
const patches = requestLog<{ id: string; body: unknown }>();

function show(rooms: HotelRoom[] | HttpResponseResolver = [suite, single]) {
  const user = userEvent.setup();
  renderRemote(<FrontDeskRoomsPage />, {
    path: '/hotel/rooms',
    http: [
      http.get(apiUrl('/rooms'), (info) => {
        reads.push(new URL(info.request.url).search);
        return typeof rooms === 'function' ? rooms(info) : HttpResponse.json(rooms);
      }),
      http.patch(apiUrl('/rooms/:id'), async ({ params, request }) => {
        const body = (await request.json()) as { archived: boolean };
        patches.push({ id: String(params.id), body });
        const room = [suite, single].find((r) => r._id === params.id)!;
        return HttpResponse.json({ ...room, ...body });
      }),
    ],
  });
  return user;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('FrontDeskRoomsPage', () => {
  it('lists every room, archived ones too (marked), with price, discount, capacity and rating', async () => {
    show();
    await screen.findByText('Harbour Suite');
    expect(reads).toEqual(['?archived=include']);
    const open = within(rowOf('Harbour Suite'));
    expect(open.getByText('$200')).toBeInTheDocument();
    expect(open.getByText('$150')).toBeInTheDocument();
    expect(open.getByText('3')).toBeInTheDocument();
    expect(open.getByText(/^4\.5/)).toBeInTheDocument();
    expect(open.getByText('(2 reviews)')).toBeInTheDocument();
    expect(open.queryByText('Archived')).not.toBeInTheDocument();
    const archived = within(rowOf('Compact Single'));
    expect(archived.getByText('Archived')).toBeInTheDocument();
    expect(archived.getByText('None')).toBeInTheDocument();
    expect(archived.getByText(/^0\.0/)).toBeInTheDocument();
    expect(screen.getByText('1 on sale · 1 archived')).toBeInTheDocument();
  });

  it('links each room to its editor and "Add a room" to a new one', async () => {
    show();
    expect(await screen.findByRole('link', { name: 'Edit Harbour Suite' })).toHaveAttribute('href', '/hotel/rooms/r1');
    expect(screen.getByRole('link', { name: 'Edit Compact Single' })).toHaveAttribute('href', '/hotel/rooms/r2');
    expect(screen.getByRole('link', { name: 'Add a room' })).toHaveAttribute('href', '/hotel/rooms/new');
  });

  it('archives a room after a confirmation: PATCH {archived: true}, a toast, the row marked', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Archive Harbour Suite' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this room?' });
    expect(dialog).toHaveTextContent(
      'Harbour Suite leaves the rooms list, the search, the special offers and the partner embed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Harbour Suite archived.'));
    expect(patches).toEqual([{ id: 'r1', body: { archived: true } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Harbour Suite')).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unarchive Harbour Suite' })).toBeInTheDocument();
  });

  it('unarchives a room: PATCH {archived: false}, a toast, the mark gone', async () => {
    const user = show();
    await pressInDialog(user, 'Unarchive Compact Single', 'Put this room back on sale?', 'Unarchive');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Compact Single is back on sale.'));
    expect(patches).toEqual([{ id: 'r2', body: { archived: false } }]);
    expect(within(rowOf('Compact Single')).queryByText('Archived')).not.toBeInTheDocument();
  });

  it('Cancel in the confirmation changes nothing', async () => {
    const user = show();
    await pressInDialog(user, 'Archive Harbour Suite', 'Archive this room?', 'Cancel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('a refused change toasts and keeps the room as it was', async () => {
    const user = show();
    await screen.findByText('Harbour Suite');
    // The next PATCH fails.
    server.use(http.patch(apiUrl('/rooms/:id'), () => HttpResponse.json({ message: 'Staff only' }, { status: 403 })));
    const dialog = await pressInDialog(user, 'Archive Harbour Suite', 'Archive this room?', 'Archive');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Staff only'));
    expect(dialog).toBeInTheDocument();
    expect(within(rowOf('Harbour Suite')).queryByText('Archived')).not.toBeInTheDocument();
  });

  it('a failed read says so, and Try again reads again', async () => {
    const user = show(inTurn(networkDown, () => HttpResponse.json([suite])));
    expect(await screen.findByText('Failed to fetch rooms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Harbour Suite')).toBeInTheDocument();
  });
});

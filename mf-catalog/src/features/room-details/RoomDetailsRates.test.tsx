// The room page with nightly rates (docs/product.md "Rates"): "from $X per day" when the nights
// differ in price, and the booking panel gets the room with its rates (the calendar prices from them).
import type { Room } from '@hotel/shared';
import { apiUrl, renderRemote, testRoom } from '@hotel/shared/testing';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import RoomDetailsPage from './RoomDetailsPage';

const rates = { weekendPrice: 260, periods: [] };
const room: Room = testRoom({ _id: 'r1', name: 'Harbour Suite', price: 200, discountPrice: 180, rates });

it('says "from" the lowest night and hands the panel the room with its rates', async () => {
  const panel = jest.fn((p: { room: Room }) => <p>Panel for {p.room.name}</p>);
  renderRemote(<RoomDetailsPage bookingSlot={panel} />, {
    path: '/room-details/r1',
    route: '/room-details/:id',
    http: [http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(room))],
  });
  expect(await screen.findByText('Panel for Harbour Suite')).toBeInTheDocument();
  expect(screen.getByText('$180').parentElement).toHaveTextContent(/^from \$180 per day$/);
  expect(panel).toHaveBeenLastCalledWith(expect.objectContaining({ room: expect.objectContaining({ rates }) }));
});

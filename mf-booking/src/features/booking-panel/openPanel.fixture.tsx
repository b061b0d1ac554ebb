// The booking panel on a room's page, as its stay and rates tests open it: a signed-in guest, and
// the API answering the room, the booking's POST and the book-date call.
import type { NewBooking, Room } from '@hotel/shared';
import { ada, apiUrl, renderRemote } from '@hotel/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import BookingPanel from './BookingPanel';

/** The calendar is a lazy chunk, compiled on its first use in a file: slow on a busy machine. */
export const calendarLoad = { timeout: 20_000 };

/**
 * The panel for `room` at `path`, once its calendar is in; each booking it sends lands in `posted`;
 * `more` answers other calls (the promo code's quote) or answers one of these its own way.
 */
export async function openPanel(room: Room, path: string, posted: NewBooking[], more: HttpHandler[] = []) {
  const user = userEvent.setup();
  renderRemote(<BookingPanel room={room} />, {
    path,
    route: '/room-details/:id',
    user: ada,
    // `more` first: a test's own answer to a call wins over these.
    http: [
      ...more,
      http.post(apiUrl('/bookings'), async ({ request }) => {
        posted.push((await request.json()) as NewBooking);
        return HttpResponse.json({ _id: 'b-1' }, { status: 201 });
      }),
      http.patch(apiUrl('/rooms/:id/book-date'), () => HttpResponse.json({})),
      http.get(apiUrl('/rooms/:id'), () => HttpResponse.json(room)),
    ],
  });
  await screen.findByRole('grid', {}, calendarLoad);
  return user;
}

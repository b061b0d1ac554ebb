import type { FailedMail, HotelToday, StayChange } from '@hotel/shared';
import { apiUrl, asStaff, inTurn, refusal, renderRemote, requestLog, testBooking } from '@hotel/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { toast } from 'react-toastify';
import FrontDeskTodayPage from './FrontDeskTodayPage';

const posted = requestLog<string>();

const day: HotelToday = {
  date: '2026-11-27',
  arrivals: [
    testBooking({ _id: '65f0c0ffee00000000aaa111', userName: 'Grace Hopper', userEmail: 'grace@example.com', roomName: 'Room 1', bookingDate: '2026-11-27', nights: 3 }),
  ],
  departures: [],
  inHouse: [
    testBooking({
      _id: '65f0c0ffee00000000bbb222',
      userName: 'Alan Turing',
      userEmail: 'alan@example.com',
      roomName: 'Room 2',
      bookingDate: '2026-11-25',
      nights: 4,
      status: 'checked-in',
    }),
  ],
  done: [],
  nightsSold: { sold: 42, available: 420 },
  newMessages: 5,
};

const show = (answer: HttpResponseResolver = () => HttpResponse.json(day), failed: FailedMail[] = [], change?: HttpResponseResolver) =>
  renderRemote(<FrontDeskTodayPage />, {
    path: '/hotel',
    ...asStaff,
    http: [
      http.get(apiUrl('/hotel/today'), answer),
      http.get(apiUrl('/hotel/mail'), () => HttpResponse.json(failed)),
      http.post(apiUrl('/hotel/bookings/:id/:action'), (info) => {
        // As the API: a POST that is not JSON is refused (a body-less POST goes out as a form).
        if (!info.request.headers.get('content-type')?.startsWith('application/json')) return HttpResponse.json({}, { status: 415 });
        posted.push(`${info.params.id as string} ${info.params.action as string}`);
        return change ? change(info) : HttpResponse.json({});
      }),
    ],
  });

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('today at the hotel (/hotel)', () => {
  it('shows the day, arrivals, departures and guests in house with who they are, their room, nights and confirmation', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Today at the hotel' })).toBeInTheDocument();
    expect(await screen.findByText('Fri, Nov 27, 2026')).toBeInTheDocument();
    const arrivals = section(/^Arrivals/);
    expect(within(arrivals).getByRole('heading')).toHaveTextContent('Arrivals 1');
    expect(within(arrivals).getByRole('listitem')).toHaveTextContent(/Grace Hopper.*Room 1 · 3 nights · until Mon, Nov 30, 2026.*#aaa111 · grace@example.com/);
    expect(within(arrivals).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute('href', 'mailto:grace@example.com');
    expect(within(section(/^Departures/)).getByText('No departures to check out.')).toBeInTheDocument();
    expect(within(section(/^In house/)).getByRole('listitem')).toHaveTextContent(/Alan Turing.*Room 2 · 4 nights.*#bbb222/);
  });

  it("shows the nights sold in the next 30 days and the new messages, linking to marketing's inbox", async () => {
    show();
    const sold = await screen.findByRole('region', { name: 'Nights sold, next 30 days' });
    expect(sold).toHaveTextContent('42 of 420');
    expect(sold).toHaveTextContent('10% of the open rooms');
    const messages = section(/^New messages/);
    expect(messages).toHaveTextContent('5');
    expect(within(messages).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/hotel/messages');
    expect(within(section(/occupied tonight/)).getByText('2')).toBeInTheDocument();
  });

  it('lists the e-mails that could not be delivered, with the mail server’s reply; none, no list', async () => {
    const refused: FailedMail = {
      _id: 'f1',
      kind: 'booking.confirmed',
      to: 'typo@exmaple.com',
      subject: 'Booking confirmed: Room 1',
      bookingId: 'b1',
      contactId: null,
      attempts: 1,
      error: '550 5.1.1 Mailbox unavailable',
      createdAt: '2026-11-27T08:00:00.000Z',
    };
    const { unmount } = show(undefined, [refused]);
    const list = await screen.findByRole('region', { name: /^E-mails not delivered/ });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Booking confirmation: typo@exmaple.com.*Booking confirmed: Room 1.*550 5.1.1 Mailbox unavailable/);
    unmount();
    show();
    await screen.findByText('Fri, Nov 27, 2026');
    expect(screen.queryByRole('region', { name: /^E-mails not delivered/ })).not.toBeInTheDocument();
  });

  it('offers each stay what its state allows, one click away: check in or no-show, check out early', async () => {
    show();
    const arrivals = await screen.findByRole('region', { name: /^Arrivals/ });
    expect(within(arrivals).getAllByRole('button').map((b) => b.textContent)).toEqual(['Check in', 'No-show']);
    expect(within(section(/^In house/)).getAllByRole('button').map((b) => b.textContent)).toEqual(['Check out early']);
  });

  it('checks a guest in: the toast says so, and the day is read again, now with the guest in house and Undo beside the row', async () => {
    const user = userEvent.setup();
    const grace = day.arrivals[0]!;
    const checkedIn = { ...grace, status: 'checked-in' as const, previousStatus: 'confirmed' as const, statusChangedAt: new Date().toISOString() };
    const answer: StayChange = { booking: checkedIn, freed: [], restored: [], message: 'Checked in: Grace Hopper, Room 1.' };
    show(inTurn(() => HttpResponse.json(day), () => HttpResponse.json({ ...day, arrivals: [], inHouse: [checkedIn, ...day.inHouse] })), [], () =>
      HttpResponse.json(answer),
    );
    await user.click(await screen.findByRole('button', { name: 'Check in: Grace Hopper, Room 1' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Checked in: Grace Hopper, Room 1.'));
    expect(posted).toEqual(['65f0c0ffee00000000aaa111 check-in']);
    const undo = await within(section(/^In house/)).findByRole('button', { name: 'Undo check-in: Grace Hopper, Room 1' });
    expect(within(section(/^Arrivals/)).getByText('No arrivals to check in.')).toBeInTheDocument();
    await user.click(undo);
    await waitFor(() => expect(posted).toEqual(['65f0c0ffee00000000aaa111 check-in', '65f0c0ffee00000000aaa111 undo']));
  });

  it("lists today's check-outs and no-shows with their state and Undo; a refusal reads as the API words it", async () => {
    const user = userEvent.setup();
    const gone = testBooking({
      _id: '65f0c0ffee00000000ddd444',
      userName: 'Edsger Dijkstra',
      roomName: 'Room 4',
      bookingDate: '2026-11-27',
      status: 'no-show',
      previousStatus: 'confirmed',
      statusChangedAt: new Date().toISOString(),
    });
    const taken = 'This change can no longer be undone: the night it gave back has been booked or closed since (2026-11-27).';
    show(() => HttpResponse.json({ ...day, done: [gone] }), [], refusal(409, taken));
    const done = await screen.findByRole('region', { name: /^Checked out and no-shows today/ });
    expect(within(done).getByRole('listitem')).toHaveTextContent(/Edsger Dijkstra\s*No-show/);
    await user.click(within(done).getByRole('button', { name: 'Undo no-show: Edsger Dijkstra, Room 4' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(taken));
  });

  it('a day that cannot load says so, and Try again loads it', async () => {
    const user = userEvent.setup();
    show(inTurn(refusal(500, 'down'), () => HttpResponse.json(day)));
    expect(await screen.findByRole('alert')).toHaveTextContent("Today's figures could not be loaded.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Arrivals/ })).toBeInTheDocument();
  });
});

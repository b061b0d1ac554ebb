// The booking panel with a stay (issue 21): opened from a search link's query, nights or a
// check-out, the summary's "N nights" and total, the POST's nights, and the calendar beside the
// typed fields (both ways), kept live by the room's event stream.
import {
  addDays,
  DEFAULT_HOTEL_TIME_ZONE,
  MESSAGES,
  roomPath,
  todayIn,
  type NewBooking,
  type Room,
} from '@hotel/shared';
import { installTestEventSource, requestLog, TestEventSource, testRoom, setTestDate } from '@hotel/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calendarLoad, openPanel } from './openPanel.fixture';

// June 2099 is bookable only within 18 months of the hotel's today (the booking horizon): today is in January 2099.
setTestDate('2099-01-15T20:00:00Z');
const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);
// A month of its own in the future, so the calendar shows the whole stay whatever today is.
const june = (d: number) => `2099-06-${String(d).padStart(2, '0')}`;
const suite: Room = testRoom({
  _id: 'room-1',
  name: 'Harbour Suite',
  price: 200,
  discountPrice: 160,
  capacity: 3,
  bookedDates: [june(20)],
});

const posted = requestLog<NewBooking>();

/** The panel at `path`, once its calendar (a lazy part) is in. */
const open = (path: string, room: Room = suite) => openPanel(room, path, posted);

const checkIn = () => screen.getByLabelText('Check-in');
const checkOut = () => screen.getByLabelText('Check-out');
const nights = () => screen.getByLabelText('Nights');
const guests = () => screen.getByLabelText('Guests');
const feedback = () => screen.getByText(/^Date is (not )?available!?$/);
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const summary = () => screen.getByRole('dialog', { name: 'Booking Summary', hidden: true });
const row = (term: string) => within(summary()).getByText(term).nextElementSibling;
const panelTotal = () => screen.getByText('Total', { selector: 'span' }).parentElement;
/** A day of the calendar by its name, e.g. "10, Wednesday, June 10, 2099". */
const day = (d: number) => screen.getByRole('button', { name: new RegExp(`^${d}, (?:\\$[\\d,]+ [^,]*?, )?\\w+, June ${d}, 2099`) });

describe('BookingPanel: a stay', () => {
  it('opens with the stay of a search link: check-in, check-out, nights and guests', async () => {
    await open(roomPath('room-1', { checkIn: june(10), checkOut: june(13), guests: 2 }));
    expect(checkIn()).toHaveValue(june(10));
    expect(checkOut()).toHaveValue(june(13));
    expect(nights()).toHaveDisplayValue('3 nights');
    expect(guests()).toHaveValue('2');
    expect(feedback()).toHaveTextContent('Date is available!');
    // 160 a night + 25% for the second guest = 200, times 3 nights.
    expect(panelTotal()).toHaveTextContent('Total$600');
    expect(screen.getByText('3 nights × $200')).toBeInTheDocument();
    expect(bookNow()).toBeEnabled();
    // The calendar opens on the stay's month with the stay selected.
    expect(await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad)).toBeInTheDocument();
    expect(day(10)).toHaveAccessibleName(expect.stringMatching(/check-in/));
    expect(day(13)).toHaveAccessibleName(expect.stringMatching(/check-out/));
  });

  it('a stay past the booking horizon says how far ahead bookings open, and cannot be booked', async () => {
    // Today is Jan 15, 2099 (setTestDate above): stays end by Jul 15, 2100.
    await open(roomPath('room-1', { checkIn: '2100-07-14', checkOut: '2100-07-16', guests: 1 }));
    expect(screen.getByText('Bookings open up to 18 months ahead: choose a stay before Thu, Jul 15, 2100.')).toBeVisible();
    expect(bookNow()).toBeDisabled();
    expect(checkIn()).toHaveAttribute('max', '2100-07-14');
    expect(checkOut()).toHaveAttribute('max', '2100-07-15');
  });

  it('a link for more guests than the room takes opens at its most', async () => {
    await open(roomPath('room-1', { checkIn: june(10), checkOut: june(11), guests: 3 }), { ...suite, capacity: 2 });
    expect(guests()).toHaveValue('2');
  });

  it('a link without a stay (or a broken one) opens empty, as before', async () => {
    await open('/room-details/room-1?checkIn=2099-06-10&checkOut=nope&guests=2');
    expect(checkIn()).toHaveValue('');
    expect(checkOut()).toHaveValue('');
    expect(guests()).toHaveValue('1');
    expect(bookNow()).toBeDisabled();
  });

  it('the summary says "3 nights" and the stay total; Confirm posts the nights', async () => {
    const user = await open(roomPath('room-1', { checkIn: june(10), checkOut: june(13), guests: 2 }));
    await user.click(bookNow());
    expect(row('Check-in')).toHaveTextContent('Wed, Jun 10, 2099');
    expect(row('Check-out')).toHaveTextContent('Sat, Jun 13, 2099');
    expect(row('Nights')).toHaveTextContent(/^3 nights$/);
    expect(row('Guests')).toHaveTextContent('2');
    expect(row('Total')).toHaveTextContent('$600');
    await user.click(within(summary()).getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ bookingDate: june(10), nights: 3, guests: 2, price: 600 })]);
  });

  it('nights move the check-out, a check-out sets the nights, a new check-in keeps them', async () => {
    const user = await open('/room-details/room-1');
    fireEvent.change(checkIn(), { target: { value: june(1) } });
    expect(nights()).toBeEnabled();
    expect(nights()).toHaveDisplayValue('1 night');
    await user.selectOptions(nights(), '4');
    expect(checkOut()).toHaveValue(june(5));
    fireEvent.change(checkOut(), { target: { value: june(8) } });
    expect(nights()).toHaveDisplayValue('7 nights');
    expect(checkOut()).toHaveAttribute('min', june(2));
    expect(checkOut()).toHaveAttribute('max', june(15)); // 14 nights at most
    fireEvent.change(checkIn(), { target: { value: june(3) } });
    expect(checkOut()).toHaveValue(june(10));
    expect(panelTotal()).toHaveTextContent('$1,120'); // 7 × 160
  });

  it('every night must be free: a stay over a booked night is "Date is not available"', async () => {
    await open(roomPath('room-1', { checkIn: june(18), checkOut: june(21), guests: 1 }));
    expect(feedback()).toHaveTextContent('Date is not available');
    expect(bookNow()).toBeDisabled();
    // The booked night's morning is a check-out, not a night: free.
    fireEvent.change(checkOut(), { target: { value: june(20) } });
    expect(feedback()).toHaveTextContent('Date is available!');
    expect(bookNow()).toBeEnabled();
  });

  it('a check-out that cannot end the stay says why, in the shared words', async () => {
    await open('/room-details/room-1');
    fireEvent.change(checkIn(), { target: { value: june(10) } });
    fireEvent.change(checkOut(), { target: { value: june(10) } });
    expect(screen.getByText(MESSAGES.checkOutNotAfterCheckIn)).toBeInTheDocument();
    expect(nights()).toHaveDisplayValue('–');
    expect(bookNow()).toBeDisabled();
    fireEvent.change(checkOut(), { target: { value: june(25) } });
    expect(screen.getByText(MESSAGES.stayTooLong)).toBeInTheDocument();
    expect(bookNow()).toBeDisabled();
  });

  it('the calendar picks a check-in then a check-out, and the typed fields follow (and lead)', async () => {
    const user = await open(roomPath('room-1', { checkIn: june(1), checkOut: june(2), guests: 1 }));
    await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad);
    await user.click(day(15));
    expect(checkIn()).toHaveValue(june(15));
    await user.click(day(18));
    expect(checkOut()).toHaveValue(june(18));
    expect(nights()).toHaveDisplayValue('3 nights');
    // A booked night (June 20) is disabled and named so; typed dates move the calendar's selection.
    expect(day(20)).toBeDisabled();
    expect(day(20)).toHaveAccessibleName(expect.stringMatching(/, booked$/));
    fireEvent.change(checkIn(), { target: { value: june(5) } });
    expect(day(5).closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
    expect(day(8)).toHaveAccessibleName(expect.stringMatching(/check-out/));
  });

  it('live: a night another guest books turns booked in the calendar, and the stay unavailable', async () => {
    installTestEventSource();
    await open(roomPath('room-1', { checkIn: june(10), checkOut: june(13), guests: 1 }));
    await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad);
    const stream = TestEventSource.latest()!;
    act(() => stream.open());
    expect(day(25)).toBeEnabled();
    act(() => stream.emit('dates', { roomId: 'room-1', bookedDates: [june(11), june(20), june(25)] }));
    expect(day(25)).toBeDisabled();
    expect(day(25)).toHaveAccessibleName(expect.stringMatching(/, booked$/));
    expect(feedback()).toHaveTextContent('Date is not available');
    await waitFor(() => expect(bookNow()).toBeDisabled());
  });

  it('past days are disabled in the calendar, today is not', async () => {
    await open('/room-details/room-1');
    const grid = await screen.findByRole('grid', {}, calendarLoad);
    expect(within(grid).getByRole('button', { name: /, today(,|$)/ })).toBeEnabled();
    // Nothing before today: no earlier month, and yesterday disabled when it is in this one.
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      const d = Number(yesterday.slice(8));
      expect(within(grid).getByRole('button', { name: new RegExp(`^${d}, `) })).toBeDisabled();
    }
  });
});

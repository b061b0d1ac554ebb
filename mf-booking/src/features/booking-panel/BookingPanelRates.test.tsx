// The booking panel with nightly rates (docs/product.md "Rates"): each calendar day's price, each
// check-out's stay total, the days a rule refuses (disabled, the rule said), the summary's nights
// and the price sent, all from the shared pricing (quoteStay).
import { roomPath, type NewBooking, type RatePeriod, type Room } from '@hotel/shared';
import { requestLog, testRatePeriod, testRoom, setTestDate } from '@hotel/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { openPanel } from './openPanel.fixture';

// June 2099 is bookable only within 18 months of the hotel's today (the booking horizon): today is in January 2099.
setTestDate('2099-01-15T20:00:00Z');
// June 2099: the 12th and 13th are a Friday and a Saturday; the 15th a Monday.
const june = (d: number) => `2099-06-${String(d).padStart(2, '0')}`;
const period = (p: Partial<RatePeriod>): RatePeriod => testRatePeriod({ _id: 'p', from: june(1), to: june(2), price: 200, ...p });
const suite: Room = testRoom({
  _id: 'room-1',
  price: 200,
  discountPrice: null,
  capacity: 3,
  rates: {
    weekendPrice: 250,
    periods: [
      period({ _id: 'season', from: june(15), to: june(18), price: 300, minNights: 3 }),
      period({ _id: 'closed', from: june(24), to: june(25), closedToArrival: true }),
    ],
  },
});

const posted = requestLog<NewBooking>();

const open = (path: string) => openPanel(suite, path, posted);

const day = (d: number) => screen.getByRole('button', { name: new RegExp(`^${d}, (?:\\$[\\d,]+ [^,]*?, )?\\w+, June ${d}, 2099`) });
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const panelTotal = () => screen.getByText('Total', { selector: 'span' }).parentElement;

describe('BookingPanel: nightly rates', () => {
  it("shows each night's price in its day, and the lowest as 'from $X / night'", async () => {
    await open(roomPath('room-1', { checkIn: june(8), checkOut: june(9), guests: 1 }));
    expect(screen.getByText(/^from/)).toHaveTextContent('from $200 / night');
    expect(day(11)).toHaveTextContent('11 $200');
    expect(day(12)).toHaveTextContent('12 $250');
    expect(day(13)).toHaveAccessibleName(/^13, \$250 a night, /);
    expect(day(15)).toHaveTextContent('15 $300');
    expect(day(15)).toHaveAccessibleName(/^15, \$300 a night, .*, 3-night minimum for arrivals$/);
  });

  it('after a check-in, each check-out shows the stay total; shorter stays than the minimum are disabled and the rule is said', async () => {
    const user = await open('/room-details/room-1');
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: june(10) } });
    await user.click(day(15));
    expect(screen.getByText(/^Now pick your check-out day/)).toHaveTextContent(
      'Now pick your check-out day. This room has a 3-night minimum for arrivals on Mon, Jun 15.',
    );
    expect(day(16)).toBeDisabled();
    expect(day(17)).toBeDisabled();
    expect(day(18)).toBeEnabled();
    expect(day(18)).toHaveTextContent('18 $900');
    expect(day(18)).toHaveAccessibleName(/^18, \$900 total for 3 nights, /);
    // 3 × $300, then Thursday the 18th at the default $200.
    expect(day(19)).toHaveTextContent('19 $1,100');
    expect(panelTotal()).toHaveTextContent('Total$900');
    await user.click(day(19));
    expect(screen.getByLabelText('Check-out')).toHaveValue(june(19));
    expect(panelTotal()).toHaveTextContent('Total$1,100');
    expect(screen.getByText('4 nights, $200 to $300 a night')).toBeInTheDocument();
  });

  it('a day closed to arrival is disabled, and the month says its rules in words', async () => {
    await open(roomPath('room-1', { checkIn: june(8), checkOut: june(9), guests: 1 }));
    expect(day(24)).toBeDisabled();
    expect(day(24)).toHaveAccessibleName(/, no arrivals$/);
    expect(screen.getByText('No arrivals on Wed, Jun 24.')).toBeInTheDocument();
    expect(screen.getByText('Arrivals Mon, Jun 15 to Wed, Jun 17: 3 nights at least.')).toBeInTheDocument();
  });

  it('a typed stay the rule refuses says why and cannot be booked', async () => {
    await open(roomPath('room-1', { checkIn: june(15), checkOut: june(17), guests: 1 }));
    expect(screen.getByText('This room has a 3-night minimum for arrivals on Mon, Jun 15.')).toBeInTheDocument();
    expect(bookNow()).toBeDisabled();
  });

  it('the summary lists the nights with their rates, then the total; the booking is sent at that price', async () => {
    // Thursday $200, Friday and Saturday $250, for 2 guests: 250 + 313 + 313.
    const user = await open(roomPath('room-1', { checkIn: june(11), checkOut: june(14), guests: 2 }));
    expect(panelTotal()).toHaveTextContent('Total$876');
    await user.click(bookNow());
    const summary = screen.getByRole('dialog', { name: 'Booking Summary' });
    const rows = within(within(summary).getByRole('table', { name: 'Nights and rates' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NightRateFor 2 guests',
      'Thu, Jun 11, 2099$200$250',
      'Fri, Jun 12, 2099$250$313',
      'Sat, Jun 13, 2099$250$313',
      'Total$876',
    ]);
    await user.click(within(summary).getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Page /my-bookings')).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ bookingDate: june(11), nights: 3, guests: 2, price: 876 })]);
  });
});

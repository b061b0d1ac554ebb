import { addDays, todayIn } from '@hotel/shared';
import { bookingHorizon, formatBookingDate } from '@hotel/shared/domain';
import { renderRemote } from '@hotel/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeroStaySearch from './HeroStaySearch';

// The hotel's days from today on (the test config's time zone is the hotel's default).
const day = (n: number) => addDays(todayIn(), n);

const show = () => {
  const user = userEvent.setup();
  renderRemote(<HeroStaySearch />);
  return user;
};

describe("HeroStaySearch (the home hero's call to action)", () => {
  it('offers no day past the booking horizon, 18 months ahead, and says so for a stay typed past it', async () => {
    const horizon = bookingHorizon(todayIn());
    const user = show();
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('max', addDays(horizon, -1));
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('max', horizon);
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '9999-12-30' } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '9999-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Search rooms' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Bookings open up to 18 months ahead: choose a stay before ${formatBookingDate(horizon)}.`,
    );
  });

  it('Search rooms opens /rooms with the stay in the URL', async () => {
    const user = show();
    await user.type(screen.getByLabelText('Check-in'), day(5));
    // A first check-in proposes one night; the guest makes it three.
    expect(screen.getByLabelText('Check-out')).toHaveValue(day(6));
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(8) } });
    // Guests start where the room page's do (GUESTS_DEFAULT); the guest makes them two.
    expect(screen.getByLabelText('Guests')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Guests'));
    await user.type(screen.getByLabelText('Guests'), '2');
    await user.click(screen.getByRole('button', { name: 'Search rooms' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/rooms?checkIn=${day(5)}&checkOut=${day(8)}&guests=2`);
  });

  it.each([
    ['no dates', '', '', 'Please enter a valid check-in date.'],
    ['check-out before check-in', day(5), day(3), 'Check-out must be after check-in.'],
  ])('%s: the shared message shows, the fields keep their values, and the page stays', async (_case, checkIn, checkOut, message) => {
    const user = show();
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkOut } });
    await user.click(screen.getByRole('button', { name: 'Search rooms' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Check-in')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Check-out')).toHaveValue(checkOut);
    expect(screen.getByRole('button', { name: 'Search rooms' })).toBeInTheDocument();
  });
});

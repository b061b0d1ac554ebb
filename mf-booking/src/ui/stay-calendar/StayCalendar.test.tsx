import { addDays, DEFAULT_HOTEL_TIME_ZONE, todayIn } from '@hotel/shared';
import { renderRemote, setTestDate } from '@hotel/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StayCalendarPart, type StayCalendarProps } from '.';

// The calendar is a lazy chunk, compiled on its first use in a file: slow on a busy machine.
const calendarLoad = { timeout: 20_000 };

// June 2099 is bookable only within 18 months of the hotel's today (the booking horizon): today is in January 2099.
setTestDate('2099-01-15T20:00:00Z');
const today = todayIn(DEFAULT_HOTEL_TIME_ZONE);
// Far enough ahead that the month is the calendar's own, whatever today is.
const june = (d: number) => `2099-06-${String(d).padStart(2, '0')}`;

/** The calendar under a page that holds the stay, as the booking panel does, and shows it. */
function Page(props: Partial<StayCalendarProps> & { start?: { checkIn: string; checkOut: string } }) {
  const [stay, setStay] = useState(props.start ?? { checkIn: '', checkOut: '' });
  return (
    <>
      <StayCalendarPart
        bookedDates={[]}
        today={today}
        {...props}
        stay={stay}
        onChange={setStay}
      />
      <p data-testid="stay">{stay.checkIn ? `${stay.checkIn} → ${stay.checkOut}` : 'none'}</p>
      {/* As the panel's Nights select: a whole stay chosen outside the calendar. */}
      <button type="button" onClick={() => setStay((s) => ({ ...s, checkOut: addDays(s.checkIn, 3) }))}>
        3 nights
      </button>
    </>
  );
}

const render = (props: Parameters<typeof Page>[0] = {}) => {
  const user = userEvent.setup();
  renderRemote(<Page {...props} />);
  return user;
};
/** The page, once the calendar (a lazy part) is in. */
const open = async (props: Parameters<typeof Page>[0] = {}) => {
  const user = render(props);
  await screen.findByRole('grid', {}, calendarLoad);
  return user;
};

/**
 * "2, Tuesday, June 2, 2099": the day button's name, starting with the number it shows (WCAG 2.5.3,
 * label in name), a booked one with ", booked".
 */
const dayName = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return new RegExp(`^${d}, (?:\\$[\\d,]+ [^,]*?, )?\\w+, ${month} ${d}, ${y}\\b`);
};
const day = (d: string) => screen.getByRole('button', { name: dayName(d) });
const shown = () => screen.getByTestId('stay');

describe('StayCalendar', () => {
  it("is a month grid that loads as its own part, opening on the stay's month", async () => {
    render({ start: { checkIn: june(10), checkOut: june(12) } });
    expect(await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad)).toBeInTheDocument();
    expect(day(june(10))).toHaveAccessibleName(expect.stringMatching(/check-in/));
    expect(day(june(12))).toHaveAccessibleName(expect.stringMatching(/check-out/));
  });

  it('booked nights are disabled and named "booked"; past days are disabled; today is not', async () => {
    // The hotel's today mid-month, so the days either side of it are in the month shown.
    render({ today: june(15), bookedDates: [june(16)] });
    const grid = await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad);
    expect(within(grid).getByRole('button', { name: /^15, .*, today$/ })).toBeEnabled();
    expect(day(june(16))).toBeDisabled();
    expect(day(june(16))).toHaveAccessibleName(expect.stringMatching(/, booked$/));
    expect(day(june(17))).toBeEnabled();
    expect(day(june(14))).toBeDisabled();
    // No month before today's.
    expect(screen.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a night booked before today reads as past, not as booked; one after today as booked', async () => {
    render({ today: june(15), bookedDates: [june(10), june(20)] });
    await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad);
    expect(day(june(10))).toBeDisabled();
    expect(day(june(10))).not.toHaveAccessibleName(expect.stringMatching(/booked/));
    expect(day(june(10)).closest('td')).not.toHaveClass('booked');
    expect(day(june(20))).toBeDisabled();
    expect(day(june(20))).toHaveAccessibleName(expect.stringMatching(/, booked$/));
    expect(day(june(20)).closest('td')).toHaveClass('booked');
  });

  it('a check-in, then a check-out, picks the stay', async () => {
    const user = await open({ start: { checkIn: june(1), checkOut: june(2) } });
    await user.click(day(june(10)));
    expect(shown()).toHaveTextContent(`${june(10)} → ${june(11)}`);
    expect(screen.getByText('Now pick your check-out day.')).toBeInTheDocument();
    await user.click(day(june(13)));
    expect(shown()).toHaveTextContent(`${june(10)} → ${june(13)}`);
    expect(screen.queryByText('Now pick your check-out day.')).not.toBeInTheDocument();
    expect(day(june(10)).closest('[role=gridcell]')).toHaveAttribute('aria-selected', 'true');
  });

  it('after a check-in, the first booked night is free as the check-out; a day past it starts a new check-in', async () => {
    const user = await open({ bookedDates: [june(14), june(15)], start: { checkIn: june(1), checkOut: june(2) } });
    expect(day(june(14))).toBeDisabled();
    await user.click(day(june(11)));
    expect(day(june(14))).toBeEnabled();
    expect(day(june(14))).toHaveAccessibleName(expect.stringMatching(/booked, free as your check-out day/));
    expect(day(june(15))).toBeDisabled();
    await user.click(day(june(17)));
    expect(shown()).toHaveTextContent(`${june(17)} → ${june(18)}`);
    await user.click(day(june(19)));
    expect(shown()).toHaveTextContent(`${june(17)} → ${june(19)}`);
  });

  it('moving a stay: a pick moves it whole, its own nights count as free', async () => {
    const user = await open({
      bookedDates: [june(10), june(11), june(20)],
      ownNights: [june(10), june(11)],
      keepNights: 2,
      start: { checkIn: june(10), checkOut: june(12) },
    });
    expect(day(june(11))).toBeEnabled();
    expect(day(june(20))).toBeDisabled();
    await user.click(day(june(11)));
    expect(shown()).toHaveTextContent(`${june(11)} → ${june(13)}`);
  });

  it('by keyboard: arrows move between days, skipping booked nights, and Enter picks', async () => {
    const user = await open({ bookedDates: [june(11)], start: { checkIn: june(10), checkOut: june(11) } });
    act(() => day(june(10)).focus());
    await user.keyboard('{ArrowRight}');
    expect(day(june(12))).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day(june(19))).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent(`${june(19)} → ${june(20)}`);
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(shown()).toHaveTextContent(`${june(19)} → ${june(21)}`);
  });

  it('each day is named by the number it shows, then its full date', async () => {
    render({ start: { checkIn: june(1), checkOut: june(2) } });
    const grid = await screen.findByRole('grid', { name: 'June 2099' }, calendarLoad);
    const button = within(grid).getByText('7').closest('button')!;
    expect(button).toHaveAccessibleName('7, Sunday, June 7, 2099');
  });

  it('a pick after a whole stay is chosen starts a new stay, never extends it', async () => {
    const user = await open({ start: { checkIn: june(1), checkOut: june(2) } });
    await user.click(day(june(10)));
    await user.click(day(june(12)));
    expect(shown()).toHaveTextContent(`${june(10)} → ${june(12)}`);
    await user.click(day(june(14)));
    expect(shown()).toHaveTextContent(`${june(14)} → ${june(15)}`);
    // A stay completed outside the calendar (the Nights select) ends the pick as well.
    await user.click(screen.getByRole('button', { name: '3 nights' }));
    expect(shown()).toHaveTextContent(`${june(14)} → ${june(17)}`);
    await user.click(day(june(20)));
    expect(shown()).toHaveTextContent(`${june(20)} → ${june(21)}`);
  });

  it('a check-out more than 14 nights on says why, visibly and to screen readers, and keeps the check-in', async () => {
    const user = await open({ start: { checkIn: june(1), checkOut: june(2) } });
    await user.click(day(june(2)));
    await user.click(day(june(17)));
    expect(shown()).toHaveTextContent(`${june(2)} → ${june(3)}`);
    expect(screen.getByText('A stay can be at most 14 nights.')).toHaveAttribute('role', 'status');
    await user.click(day(june(16)));
    expect(shown()).toHaveTextContent(`${june(2)} → ${june(16)}`);
    expect(screen.queryByText('A stay can be at most 14 nights.')).not.toBeInTheDocument();
  });

  it('stays end by the booking horizon, 18 months after today: later days are disabled and the months stop there', async () => {
    // Today is Jan 15, 2099: the horizon is Jul 15, 2100, the last one-night stay's check-in Jul 14.
    const july = (d: number) => `2100-07-${String(d).padStart(2, '0')}`;
    const user = await open({ start: { checkIn: july(10), checkOut: july(11) } });
    expect(screen.getByRole('grid', { name: 'July 2100' })).toBeInTheDocument();
    expect(day(july(14))).toBeEnabled();
    expect(day(july(15))).toBeDisabled();
    expect(day(july(20))).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute('aria-disabled', 'true');
    // Picking a check-out: the horizon itself is the last one.
    await user.click(day(july(12)));
    expect(day(july(15))).toBeEnabled();
    await user.click(day(july(15)));
    expect(shown()).toHaveTextContent(`${july(12)} → ${july(15)}`);
  });
});

// The live availability calendar (docs/product.md §5 "A stay"; docs/design.md "Calendar"): a month
// grid beside the typed date fields. It is its own lazy chunk ("stay-calendar"), loaded with the
// booking panel or the Update Date dialog through StayCalendarPart, never before the page's content.
import { checkOutFor, isIsoDate, MESSAGES, nightsBetween, nightsFree, STAY_NIGHTS_MAX } from '@hotel/shared';
import { useState } from 'react';
import { DayPicker, type DateRange, type Modifiers } from 'react-day-picker';
import { dateToDay, dayToDate, monthOf } from './calendarDays';
import styles from './StayCalendar.module.css';

export interface StayCalendarProps {
  /** The room's booked nights, kept live by the caller (the room's event stream). */
  bookedDates: readonly string[];
  /** The hotel's today: the days before it are disabled. */
  today: string;
  /** The stay shown ('' when none): its first night and its check-out day. */
  checkIn: string;
  checkOut: string;
  /**
   * Moving a booked stay (Update Date): a pick moves the whole stay, keeping this many nights.
   * Absent: the guest picks a check-in, then a check-out.
   */
  keepNights?: number;
  /** The moved stay's own nights: free for its move (nightsFree's ownNights). */
  ownNights?: readonly string[];
  onChange: (stay: { checkIn: string; checkOut: string }) => void;
}

/** "Sunday, November 1, 2026": the rest of a day button's name (local dates: calendarDays.ts). */
const FULL_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A month view (react-day-picker; role grid, arrow keys, Home/End, PageUp/PageDown). Booked nights
 * and past days are disabled and each booked night's name says "booked"; after a check-in is picked,
 * the first booked night after it stays pickable as the check-out (a check-out day is not a night).
 */
export default function StayCalendar({
  bookedDates,
  today,
  checkIn,
  checkOut,
  keepNights,
  ownNights = [],
  onChange,
}: StayCalendarProps) {
  const own = new Set(ownNights);
  const booked = new Set(bookedDates.filter((d) => !own.has(d)));
  // The one-night stay a first pick made, whose check-out the guest is about to pick. Any other
  // change (a typed date, the nights, a chosen check-out) ends it: the next pick starts a new stay.
  const [awaitingFor, setAwaitingFor] = useState<{ checkIn: string; checkOut: string } | null>(null);
  const awaiting =
    keepNights === undefined && awaitingFor !== null && awaitingFor.checkIn === checkIn && awaitingFor.checkOut === checkOut;
  // Why the last pick did not end the stay (a check-out more than 14 nights on), until the next pick.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [month, setMonth] = useState(() => monthOf(isIsoDate(checkIn) ? checkIn : today));
  // A check-in typed in the field shows its month (the field and the calendar stay in sync).
  const [shownFor, setShownFor] = useState(checkIn);
  if (shownFor !== checkIn) {
    setShownFor(checkIn);
    if (isIsoDate(checkIn)) setMonth(monthOf(checkIn));
  }

  const canCheckOut = (day: string) => {
    if (!awaiting || day <= checkIn) return false;
    const nights = nightsBetween(checkIn, day);
    return nights <= STAY_NIGHTS_MAX && nightsFree(bookedDates, checkIn, nights, ownNights);
  };
  // A night before today is past, whoever had it: it looks and reads like any past day.
  const isBooked = (date: Date) => {
    const day = dateToDay(date);
    return day >= today && booked.has(day);
  };
  const checkOutOnly = (date: Date) => isBooked(date) && canCheckOut(dateToDay(date));
  const disabled = (date: Date) => {
    const day = dateToDay(date);
    return day < today || (booked.has(day) && !canCheckOut(day));
  };

  const pick = (date: Date) => {
    const day = dateToDay(date);
    setRefusal(null);
    if (keepNights !== undefined) {
      onChange({ checkIn: day, checkOut: checkOutFor(day, keepNights) });
    } else if (canCheckOut(day)) {
      setAwaitingFor(null);
      onChange({ checkIn, checkOut: day });
    } else if (awaiting && nightsBetween(checkIn, day) > STAY_NIGHTS_MAX) {
      // Too far for this stay: say so and keep the check-in, rather than silently starting anew.
      setRefusal(MESSAGES.stayTooLong);
    } else {
      // A new check-in: one night until the guest picks the check-out.
      const next = { checkIn: day, checkOut: checkOutFor(day, 1) };
      setAwaitingFor(next);
      onChange(next);
    }
  };

  const stay = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const selected: DateRange | undefined = !isIsoDate(checkIn)
    ? undefined
    : { from: dayToDate(checkIn), to: awaiting || !stay ? undefined : dayToDate(checkOut) };

  // The name starts with the number the button shows (WCAG 2.5.3, label in name), then the full date.
  const label = (date: Date, modifiers: Modifiers) => {
    const day = dateToDay(date);
    const parts = [String(date.getDate()), FULL_DATE.format(date)];
    if (modifiers.today) parts.push('today');
    if (modifiers.booked) parts.push(modifiers.checkOutOnly ? 'booked, free as your check-out day' : 'booked');
    if (stay && day === checkIn) parts.push('check-in');
    if (stay && !awaiting && day === checkOut) parts.push('check-out');
    return parts.join(', ');
  };

  return (
    <div className={styles.calendar}>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(_range, date) => pick(date)}
        month={month}
        onMonthChange={setMonth}
        startMonth={monthOf(today)}
        today={dayToDate(today)}
        disabled={disabled}
        modifiers={{ booked: isBooked, checkOutOnly }}
        modifiersClassNames={{ booked: styles.booked ?? '', checkOutOnly: styles.checkOutOnly ?? '' }}
        labels={{ labelDayButton: label }}
        fixedWeeks
        showOutsideDays={false}
        classNames={{
          root: styles.root,
          months: styles.months,
          month: styles.month,
          month_caption: styles.caption,
          caption_label: styles.captionLabel,
          nav: styles.nav,
          button_previous: styles.navButton,
          button_next: styles.navButton,
          chevron: styles.chevron,
          month_grid: styles.grid,
          weekday: styles.weekday,
          day: styles.day,
          day_button: styles.dayButton,
          selected: styles.selected,
          range_start: styles.rangeStart,
          range_middle: styles.rangeMiddle,
          range_end: styles.rangeEnd,
          today: styles.today,
          disabled: styles.disabled,
          outside: styles.outside,
          hidden: styles.hidden,
        }}
      />
      <p className={refusal ? `${styles.status} ${styles.refusal}` : styles.status} role="status">
        {refusal ?? (awaiting ? MESSAGES.calendarPickCheckOut : '')}
      </p>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendStay}>Your stay</span>
        <span className={styles.legendBooked}>Booked</span>
      </p>
    </div>
  );
}

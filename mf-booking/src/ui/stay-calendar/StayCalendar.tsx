// The live availability calendar (docs/product.md §5 "A stay"; docs/design.md "Calendar"): a month
// grid beside the typed date fields. It is its own lazy chunk ("stay-calendar"), loaded with the
// booking panel or the Update Date dialog through StayCalendarPart, never before the page's content.
import {
  arrivalRules,
  checkOutFor,
  currentLocale,
  formatDate,
  isIsoDate,
  MESSAGES,
  nightRate,
  nightsBetween,
  nightsFree,
  quoteStay,
  sharedText,
  STAY_NIGHTS_MAX,
  t,
  useMoney,
  type Pricing,
  type PriceOptions,
} from '@hotel/shared';
// The booking horizon is a newer rule: bundled from /domain, it works under an older shared singleton.
import { bookingHorizon } from '@hotel/shared/domain';
import { termsFor, type PromotionTerms } from '@hotel/shared/promotions';
import { createContext, useContext, useState } from 'react';
import { DayButton, DayPicker, type DateRange, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { dateToDay, dayToDate, monthOf } from './calendarDays';
import { stayRefusalText as stayRefusal } from '../words';
import { monthRules } from './monthRules';
import legend from '@hotel/shared/ui/legend.module.css';
import styles from './StayCalendar.module.css';

/** A stay as the calendar shows and picks it: its first night and its check-out day ('' when none). */
export interface CalendarStay {
  checkIn: string;
  checkOut: string;
}

export interface StayCalendarProps {
  /** The room's booked nights, kept live by the caller (the room's event stream). */
  bookedDates: readonly string[];
  /** The hotel's today: the days before it are disabled. */
  today: string;
  /** The stay shown; a pick answers with the next one in `onChange`. */
  stay: CalendarStay;
  /**
   * Moving a booked stay (Update Date): a pick moves the whole stay, keeping this many nights.
   * Absent: the guest picks a check-in, then a check-out.
   */
  keepNights?: number;
  /** The moved stay's own nights: free for its move (nightsFree's ownNights). */
  ownNights?: readonly string[];
  /**
   * The room's prices and rules (docs/product.md "Rates"): each day shows its night's rate, each
   * check-out the stay's total for `guests`, and the days a rule refuses are disabled.
   */
  pricing?: Pricing;
  /** A promo code's terms: each check-out's total is priced with them (docs/product.md "Promo codes"). */
  promo?: PromotionTerms;
  guests?: number;
  onChange: (stay: CalendarStay) => void;
}

/** "Sunday, November 1, 2026" / "domingo, 1 de noviembre de 2026": the rest of a day button's name (local dates: calendarDays.ts). */
const fullDate = (date: Date) => formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** "November 2026" / "noviembre de 2026": the month's caption and its grid's name. */
const monthName = (month: Date) => formatDate(month, { month: 'long', year: 'numeric' });

/** The language's first day of the week (Sunday in English, Monday in Spanish), from Intl where it knows it. */
function weekStart(): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const locale = new Intl.Locale(currentLocale()) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = locale.getWeekInfo?.().firstDay ?? locale.weekInfo?.firstDay ?? 7;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** What a day shows under its number: its night's rate, or a check-out's stay total ('' for none). */
const PriceOf = createContext<(day: string) => string>(() => '');

/** react-day-picker's day button with the day's price under its number (one type, so focus stays put). */
function PricedDayButton(props: DayButtonProps) {
  const price = useContext(PriceOf)(dateToDay(props.day.date));
  return (
    <DayButton {...props}>
      {props.children}
      {/* A space between the day and its price, so the text reads "12 $250" as the name does. */}
      {price && ' '}
      {price && <span className={props.modifiers.checkOutTotal ? styles.stayPrice : styles.price}>{price}</span>}
    </DayButton>
  );
}

/**
 * A month view (react-day-picker; role grid, arrow keys, Home/End, PageUp/PageDown). Booked nights
 * and past days are disabled and each booked night's name says "booked"; after a check-in is picked,
 * the first booked night after it stays pickable as the check-out (a check-out day is not a night).
 */
export default function StayCalendar({
  bookedDates,
  today,
  stay: { checkIn, checkOut },
  keepNights,
  ownNights = [],
  pricing,
  promo,
  guests = 1,
  onChange,
}: StayCalendarProps) {
  const own = new Set(ownNights);
  const booked = new Set(bookedDates.filter((d) => !own.has(d)));
  // The one-night stay a first pick made, whose check-out the guest is about to pick. Any other
  // change (a typed date, the nights, a chosen check-out) ends it: the next pick starts a new stay.
  const [awaitingFor, setAwaitingFor] = useState<CalendarStay | null>(null);
  const awaiting =
    keepNights === undefined &&
    awaitingFor !== null &&
    awaitingFor.checkIn === checkIn &&
    awaitingFor.checkOut === checkOut;
  // Why the last pick did not end the stay (a check-out more than 14 nights on), until the next pick.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [month, setMonth] = useState(() => monthOf(isIsoDate(checkIn) ? checkIn : today));
  // A check-in typed in the field shows its month (the field and the calendar stay in sync).
  const [shownFor, setShownFor] = useState(checkIn);
  if (shownFor !== checkIn) {
    setShownFor(checkIn);
    if (isIsoDate(checkIn)) setMonth(monthOf(checkIn));
  }

  // Stays end by the booking horizon (horizonRefusal): no check-out after it, no check-in whose stay would pass it.
  const horizon = bookingHorizon(today);
  const pastHorizon = (day: string) => checkOutFor(day, keepNights ?? 1) > horizon;
  // A check-out the nights allow; `ruled` when the check-in's rules refuse that length (its minimum).
  const checkOutState = (day: string): 'ok' | 'ruled' | null => {
    if (!awaiting || day <= checkIn || day > horizon) return null;
    const nights = nightsBetween(checkIn, day);
    if (nights > STAY_NIGHTS_MAX || !nightsFree(bookedDates, checkIn, nights, ownNights)) return null;
    return pricing && stayRefusal(pricing, checkIn, nights) ? 'ruled' : 'ok';
  };
  const canCheckOut = (day: string) => checkOutState(day) === 'ok';
  // A day the rates' rules refuse: no arrival on it (or, moving a stay, its length too short), or a
  // check-out before the check-in's minimum stay.
  const ruled = (day: string) =>
    !!pricing &&
    (checkOutState(day) === 'ruled' ||
      (!canCheckOut(day) && stayRefusal(pricing, day, keepNights ?? STAY_NIGHTS_MAX) !== null));
  // A night before today is past, whoever had it: it looks and reads like any past day.
  const isBooked = (date: Date) => {
    const day = dateToDay(date);
    return day >= today && booked.has(day);
  };
  const checkOutOnly = (date: Date) => isBooked(date) && canCheckOut(dateToDay(date));
  const disabled = (date: Date) => {
    const day = dateToDay(date);
    return (
      day < today || (booked.has(day) && !canCheckOut(day)) || ruled(day) || (pastHorizon(day) && !canCheckOut(day))
    );
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
      setRefusal(sharedText(MESSAGES.stayTooLong));
    } else {
      // A new check-in: one night (or the night's minimum stay) until the guest picks the check-out.
      const next = { checkIn: day, checkOut: checkOutFor(day, (pricing && arrivalRules(pricing, day).minNights) || 1) };
      setAwaitingFor(next);
      onChange(next);
    }
  };

  const stay = isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn;
  const selected: DateRange | undefined = !isIsoDate(checkIn)
    ? undefined
    : { from: dayToDate(checkIn), to: awaiting || !stay ? undefined : dayToDate(checkOut) };

  // A day's price: a check-out's stay total for the guests (quoteStay, what the booking costs), else
  // the night's rate; none for a past or booked night.
  // In the guest's display currency a cell shows the estimate alone, short ("≈€183"), its name the
  // full estimate and the charge (`full`; docs/product.md "Currencies").
  const money = useMoney();
  const priceOf = (day: string, full = false) => {
    if (!pricing || day < today) return '';
    const opts: PriceOptions = { compact: !full };
    if (canCheckOut(day)) {
      const n = nightsBetween(checkIn, day);
      return money.text(quoteStay(pricing, checkIn, n, guests, termsFor(promo, n)).total, { ...opts, cents: true });
    }
    return booked.has(day) ? '' : money.text(nightRate(pricing, day), opts);
  };
  const rulesOf = (day: string) => {
    const { minNights, closedToArrival } = pricing
      ? arrivalRules(pricing, day)
      : { minNights: null, closedToArrival: false };
    return closedToArrival
      ? t('booking.calendar.dayClosed')
      : minNights
        ? t('booking.calendar.dayMinNights', { nights: minNights })
        : '';
  };

  // The name starts with the number the button shows (WCAG 2.5.3, label in name), then the full date.
  const label = (date: Date, modifiers: Modifiers) => {
    const day = dateToDay(date);
    // The name starts with what the button shows, in its order (the day, then its price), so the
    // visible text is part of the name (axe label-content-name-mismatch; docs/product.md §2).
    const parts = [String(date.getDate())];
    // In another currency the cell shows the short estimate; the name then says it in full with the charge.
    const [shown, full] = [priceOf(day), priceOf(day, true)];
    const price = shown === full ? full : `${shown} (${full})`;
    if (shown)
      parts.push(
        canCheckOut(day)
          ? t('booking.calendar.stayTotal', { price, nights: nightsBetween(checkIn, day) })
          : t('booking.calendar.night', { price }),
      );
    parts.push(fullDate(date));
    if (modifiers.today) parts.push(t('booking.calendar.today'));
    if (modifiers.booked)
      parts.push(t(modifiers.checkOutOnly ? 'booking.calendar.dayCheckOutOnly' : 'booking.calendar.dayBooked'));
    if (stay && day === checkIn) parts.push(t('booking.calendar.dayCheckIn'));
    if (stay && !awaiting && day === checkOut) parts.push(t('booking.calendar.dayCheckOut'));
    if (day >= today && rulesOf(day)) parts.push(rulesOf(day));
    return parts.join(', ');
  };
  // The check-in's minimum stay, said while the guest picks the check-out (the shorter ones are disabled).
  const minRule = awaiting && pricing ? stayRefusal(pricing, checkIn, 1) : null;
  const rules = pricing ? monthRules(pricing, dateToDay(month), today) : [];

  return (
    <div className={pricing ? `${styles.calendar} ${styles.priced}` : styles.calendar}>
      <PriceOf.Provider value={priceOf}>
        <DayPicker
          mode="range"
          selected={selected}
          onSelect={(_range, date) => pick(date)}
          month={month}
          onMonthChange={setMonth}
          startMonth={monthOf(today)}
          endMonth={monthOf(horizon)}
          today={dayToDate(today)}
          disabled={disabled}
          modifiers={{
            booked: isBooked,
            checkOutOnly,
            ruled: (date: Date) => ruled(dateToDay(date)),
            // A stay's total, not a night's rate: set apart (docs/product.md "Rates").
            checkOutTotal: (date: Date) => !!pricing && canCheckOut(dateToDay(date)),
          }}
          modifiersClassNames={{
            booked: styles.booked ?? '',
            checkOutOnly: styles.checkOutOnly ?? '',
            ruled: styles.ruled ?? '',
          }}
          labels={{
            labelDayButton: label,
            labelGrid: monthName,
            labelWeekday: (weekday: Date) => formatDate(weekday, { weekday: 'long' }),
            labelNext: () => t('booking.calendar.next'),
            labelPrevious: () => t('booking.calendar.previous'),
          }}
          formatters={{
            formatCaption: monthName,
            formatWeekdayName: (weekday: Date) => formatDate(weekday, { weekday: 'short' }),
          }}
          weekStartsOn={weekStart()}
          components={{ DayButton: PricedDayButton }}
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
      </PriceOf.Provider>
      <p className={refusal ? `${styles.status} ${styles.refusal}` : styles.status} role="status">
        {refusal ?? (awaiting ? `${sharedText(MESSAGES.calendarPickCheckOut)}${minRule ? ` ${minRule}` : ''}` : '')}
      </p>
      {rules.length > 0 && (
        // The month's arrival rules in words: the days they disable are announced as the month shows.
        <ul className={styles.rules} aria-live="polite">
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <p className={styles.legend} aria-hidden="true">
        <span className={`${legend.entry} ${styles.legendStay}`}>{t('booking.calendar.stay')}</span>
        <span className={`${legend.entry} ${styles.legendBooked}`}>{t('booking.calendar.booked')}</span>
      </p>
    </div>
  );
}

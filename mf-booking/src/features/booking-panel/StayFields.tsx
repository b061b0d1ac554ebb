import {
  addDays,
  checkOutFor,
  guestOptions,
  isIsoDate,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
  t,
  type Pricing,
} from '@hotel/shared';
import type { PromotionTerms } from '@hotel/shared/promotions';
// The booking horizon is a newer rule: bundled from /domain, it works under an older shared singleton.
import { bookingHorizon, lastArrival } from '@hotel/shared/domain';
import { DateField } from '@hotel/shared/ui';
import { CalendarDays, CircleAlert, CircleCheck, Moon, Users } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { StayCalendarPart } from '../../ui/stay-calendar';
import { nightsText, roomSleepsText } from '../../ui/words';
import styles from './BookingPanel.module.css';
import type { StayState } from './useStay';

/** A date field's label with the calendar icon. */
const dateLabel = (text: string) => (
  <>
    <CalendarDays aria-hidden="true" size={18} /> {text}
  </>
);

/** A count of the stay (nights, guests) picked from a list: its icon and name, above the list. */
function CountSelect({
  icon,
  name,
  value,
  disabled,
  describedBy,
  onChange,
  children,
}: {
  icon: ReactNode;
  name: string;
  value: number | '';
  disabled?: boolean;
  describedBy?: string | undefined;
  onChange: (count: number) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {icon} {name}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {children}
      </select>
    </>
  );
}

const NIGHT_OPTIONS = Array.from({ length: STAY_NIGHTS_MAX - STAY_NIGHTS_MIN + 1 }, (_, i) => STAY_NIGHTS_MIN + i);

interface Props {
  stay: StayState;
  /** The room's prices and rules: the calendar shows each night's rate and each check-out's total. */
  pricing: Pricing;
  /** A promo code's terms: the calendar's check-out totals are priced with them. */
  promo?: PromotionTerms | undefined;
  capacity: number;
  bookedDates: readonly string[];
  today: string;
}

/**
 * The stay's fields: check-in and check-out (typed dates), nights (1-14, which move the check-out),
 * guests, the availability of every night, and the calendar, which picks the same two dates.
 */
export function StayFields({ stay, pricing, promo, capacity, bookedDates, today }: Props) {
  const ids = { sleeps: useId(), feedback: useId() };
  // Why the guests stop below 3: "This room sleeps 2 guests." (the API refuses more with the same words).
  const sleeps = roomSleepsText(capacity);
  const { checkIn, checkOut, feedback } = stay;
  const hasCheckIn = isIsoDate(checkIn);
  const describedBy = feedback ? ids.feedback : undefined;
  // The latest check-out: 14 nights on, and never past the booking horizon.
  const horizon = bookingHorizon(today);
  const longest = hasCheckIn ? checkOutFor(checkIn, STAY_NIGHTS_MAX) : horizon;
  return (
    <>
      <div className={styles.pair}>
        <div className={styles.field}>
          <DateField
            label={dateLabel(t('booking.field.checkIn'))}
            classNames={{ label: styles.label, input: styles.input }}
            min={today}
            max={lastArrival(today)}
            value={checkIn}
            describedBy={describedBy}
            onChange={stay.changeCheckIn}
          />
        </div>
        <div className={styles.field}>
          <DateField
            label={dateLabel(t('booking.field.checkOut'))}
            classNames={{ label: styles.label, input: styles.input }}
            min={addDays(hasCheckIn ? checkIn : today, 1)}
            max={longest < horizon ? longest : horizon}
            value={checkOut}
            describedBy={describedBy}
            onChange={stay.changeCheckOut}
          />
        </div>
      </div>

      <div className={styles.pair}>
        <div className={styles.field}>
          <CountSelect
            icon={<Moon aria-hidden="true" size={18} />}
            name={t('booking.field.nights')}
            value={stay.nights ?? ''}
            disabled={!hasCheckIn}
            onChange={stay.changeNights}
          >
            {stay.nights === null && <option value="">–</option>}
            {NIGHT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {nightsText(n)}
              </option>
            ))}
          </CountSelect>
        </div>
        <div className={styles.field}>
          <CountSelect
            icon={<Users aria-hidden="true" size={18} />}
            name={t('booking.field.guests')}
            value={stay.guests}
            describedBy={sleeps ? ids.sleeps : undefined}
            onChange={stay.changeGuests}
          >
            {guestOptions(capacity).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </CountSelect>
          {sleeps && (
            <p id={ids.sleeps} className={styles.note}>
              {sleeps}
            </p>
          )}
        </div>
      </div>
      {feedback && (
        <p id={ids.feedback} className={feedback.ok ? styles.ok : styles.bad} role="status">
          {feedback.ok ? <CircleCheck aria-hidden="true" size={16} /> : <CircleAlert aria-hidden="true" size={16} />}
          {feedback.text}
        </p>
      )}

      <StayCalendarPart
        bookedDates={bookedDates}
        today={today}
        stay={{ checkIn, checkOut }}
        pricing={pricing}
        {...(promo ? { promo } : {})}
        guests={stay.guests}
        onChange={stay.changeStay}
      />
    </>
  );
}

import { addDays, arrivalRules, formatPrice, isWeekendNight, nightRate, periodFor, type Pricing } from '@hotel/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import desk from '../../ui/front-desk/desk.module.css';
import legend from '@hotel/shared/ui/legend.module.css';
import styles from './FrontDeskRoomRatesPage.module.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'YYYY-MM-01' of the month `delta` months after the month of `day`. */
export function shiftMonth(day: string, delta: number): string {
  const d = utc(day);
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1));
  return m.toISOString().slice(0, 10);
}

/** The month's weeks, Sunday first; null pads the days outside it. */
function weeksOf(first: string): (string | null)[][] {
  const days: (string | null)[] = Array.from({ length: utc(first).getUTCDay() }, () => null);
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

interface Props {
  pricing: Pricing;
  /** 'YYYY-MM-01' */
  month: string;
  today: string;
  onMonth: (month: string) => void;
}

/**
 * A month of nights (docs/product.md "Rates"): each night's one-guest rate from the shared nightRate,
 * tinted when a period prices it, with its arrival rules ("Min 3", "No arrivals").
 */
export function RatesMonth({ pricing, month, today, onMonth }: Props) {
  const label = MONTH.format(utc(month));
  const atStart = month <= shiftMonth(today, 0);
  return (
    <section className={styles.card} aria-labelledby="rates-month">
      <div className={styles.monthHead}>
        <h2 id="rates-month" className={styles.sectionTitle} aria-live="polite">
          {label}
        </h2>
        <div className={styles.monthNav}>
          <button
            type="button"
            className={desk.rowButton}
            disabled={atStart}
            onClick={() => onMonth(shiftMonth(month, -1))}
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={desk.rowButton}
            onClick={() => onMonth(shiftMonth(month, 1))}
            aria-label="Next month"
          >
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </div>
      </div>
      <table className={styles.month}>
        <caption className={styles.srOnly}>Each night's rate in {label}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, i) => (
            <tr key={i}>
              {week.map((day, j) => {
                if (!day) return <td key={j} />;
                const { minNights, closedToArrival } = arrivalRules(pricing, day);
                const inPeriod = periodFor(pricing, day) !== undefined;
                const weekend = !inPeriod && pricing.rates?.weekendPrice != null && isWeekendNight(day);
                const cls = [
                  styles.night,
                  inPeriod && styles.inPeriod,
                  weekend && styles.weekend,
                  day < today && styles.past,
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={j} className={cls}>
                    <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                    <span className={styles.nightRate}>{formatPrice(nightRate(pricing, day))}</span>
                    {minNights !== null && <span className={styles.rule}>Min {minNights}</span>}
                    {closedToArrival && <span className={styles.rule}>No arrivals</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={`${legend.entry} ${styles.legendPeriod}`}>In a rate period</span>
        <span className={`${legend.entry} ${styles.legendWeekend}`}>Weekend price</span>
        <span>Min N: stays arriving that night are at least N nights</span>
        <span>No arrivals: no stay may arrive that night</span>
      </p>
    </section>
  );
}

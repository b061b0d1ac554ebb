import { t, upcomingBookedDates } from '@hotel/shared';
import { useId } from 'react';
import { dayText } from '../../ui/words';
import styles from './BookingPanel.module.css';

/** "Already booked": the room's next taken dates, so a guest sees at a glance what is not free. */
export function BookedDatesList({ bookedDates, today }: { bookedDates: readonly string[]; today: string }) {
  const next = upcomingBookedDates(bookedDates, today);
  const titleId = useId();
  return (
    <div className={styles.booked}>
      <h3 className={styles.bookedTitle} id={titleId}>
        {t('booking.panel.alreadyBooked')}
      </h3>
      {next.length === 0 ? (
        <p className={styles.bookedNone}>{t('booking.panel.noneBooked')}</p>
      ) : (
        <ul className={styles.bookedList} aria-labelledby={titleId}>
          {next.map((d) => (
            <li key={d}>
              <time dateTime={d}>{dayText(d)}</time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { lowestRate, nightlyRate, pricesVary, t, type Pricing } from '@hotel/shared';
import { Price } from '@hotel/shared/ui';
import styles from './BookingPanel.module.css';

/** "$199 / night", or "from $149 / night" for a room whose nights cost differently (rates, weekends). */
export function NightlyRate({ room, today }: { room: Pricing; today: string }) {
  const varies = pricesVary(room, today);
  return (
    <p className={styles.rate}>
      {varies && `${t('booking.panel.from')} `}
      <strong>
        <Price amount={varies ? lowestRate(room, today) : nightlyRate(room)} />
      </strong>{' '}
      {t('booking.panel.perNight')}
    </p>
  );
}

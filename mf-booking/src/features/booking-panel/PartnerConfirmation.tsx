import { postToPartner, t, type Booking } from '@hotel/shared';
import { Price } from '@hotel/shared/ui';
import { useEffect, useRef } from 'react';
import { dayText, nightsText, withStrong } from '../../ui/words';
import styles from './BookingPanel.module.css';

/**
 * In the partner frame (docs/architecture.md §7) the booking ends here, not in My Bookings (a page
 * of ours the partner's visitor did not come for): the code to quote, the stay, the total, and a
 * button that closes the overlay. The heading takes the focus so a screen reader says it at once.
 */
export function PartnerConfirmation({ booking }: { booking: Booking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.panel} aria-labelledby="partner-booked-title">
      <h2 id="partner-booked-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('booking.partner.title')}
      </h2>
      <p>{withStrong('booking.partner.code', { code: booking.confirmationCode }, 'code', styles.code)}</p>
      <dl className={styles.summary}>
        <dt>{t('booking.field.room')}</dt>
        <dd>{booking.roomName}</dd>
        <dt>{t('booking.field.checkIn')}</dt>
        <dd>{dayText(booking.bookingDate)}</dd>
        <dt>{t('booking.field.checkOut')}</dt>
        <dd>{dayText(booking.checkOut)}</dd>
        <dt>{t('booking.field.nights')}</dt>
        <dd>{nightsText(booking.nights)}</dd>
        <dt>{t('booking.field.guests')}</dt>
        <dd>{booking.guests}</dd>
        <dt>{t('booking.field.total')}</dt>
        <dd>
          <Price amount={booking.price} cents={!!booking.promoCode} kept={booking.estimate} />
        </dd>
      </dl>
      <p className={styles.note}>{t('booking.partner.sent', { email: booking.userEmail })}</p>
      <button type="button" className={styles.primary} onClick={() => postToPartner('close')}>
        {t('booking.partner.done')}
      </button>
    </section>
  );
}

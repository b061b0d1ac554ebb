import { formatBookingDate, nightsLabel, postToPartner, type Booking } from '@hotel/shared';
import { Price } from '@hotel/shared/ui';
import { useEffect, useRef } from 'react';
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
        You’re booked
      </h2>
      <p>
        Confirmation code: <strong className={styles.code}>{booking.confirmationCode}</strong>
      </p>
      <dl className={styles.summary}>
        <dt>Room</dt>
        <dd>{booking.roomName}</dd>
        <dt>Check-in</dt>
        <dd>{formatBookingDate(booking.bookingDate)}</dd>
        <dt>Check-out</dt>
        <dd>{formatBookingDate(booking.checkOut)}</dd>
        <dt>Nights</dt>
        <dd>{nightsLabel(booking.nights)}</dd>
        <dt>Guests</dt>
        <dd>{booking.guests}</dd>
        <dt>Total</dt>
        <dd>
          <Price amount={booking.price} cents={!!booking.promoCode} kept={booking.estimate} />
        </dd>
      </dl>
      <p className={styles.note}>We have sent the details to {booking.userEmail}.</p>
      <button type="button" className={styles.primary} onClick={() => postToPartner('close')}>
        Done
      </button>
    </section>
  );
}

import {
  cancellationHint,
  formatBookingDate,
  formatPrice,
  guestsLabel,
  nightsLabel,
  shortBookingId,
  type Booking,
} from '@hotel/shared';
import { RoomImage } from '@hotel/shared/ui';
import styles from './MyBookingsPage.module.css';

/** The room's image; the placeholder when it has none or it fails to load. */
export function RoomThumb({ src }: { src: string }) {
  return <RoomImage className={styles.thumb} src={src} width={120} height={90} loading="lazy" />;
}

/** "confirmed", and the cancellation hint from @hotel/shared when there is one (counted from the first night). */
export function BookingStatus({ booking, now, timeZone }: { booking: Booking; now: Date; timeZone: string }) {
  const hint = cancellationHint(booking.bookingDate, now, timeZone);
  return (
    <>
      <span className={styles.status}>{booking.status}</span>
      {hint && <span className={styles.hint}> · {hint}</span>}
    </>
  );
}

/** The stay on a card: check-in and check-out, then "3 nights · 2 Guests · $640". */
export function StayDates({ booking }: { booking: Booking }) {
  return (
    <dl className={styles.stay}>
      <div>
        <dt>Check-in</dt>
        <dd>{formatBookingDate(booking.bookingDate)}</dd>
      </div>
      <div>
        <dt>Check-out</dt>
        <dd>{formatBookingDate(booking.checkOut)}</dd>
      </div>
    </dl>
  );
}

export const bookingLine = (b: Booking) => `${nightsLabel(b.nights)} · ${guestsLabel(b.guests)} · ${formatPrice(b.price)}`;
export const bookingNumber = (b: Booking) => `Booking #${shortBookingId(b._id)}`;

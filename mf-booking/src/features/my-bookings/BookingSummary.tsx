import {
  cancellationHint,
  formatBookingDate,
  formatPrice,
  guestsLabel,
  shortBookingId,
  type Booking,
} from '@hotel/shared';
import { RoomImage } from '@hotel/shared/ui';
import styles from './MyBookingsPage.module.css';

/** The room's image; the placeholder when it has none or it fails to load. */
export function RoomThumb({ src }: { src: string }) {
  return <RoomImage className={styles.thumb} src={src} width={120} height={90} loading="lazy" />;
}

/** "confirmed", and the cancellation hint from @hotel/shared when there is one. */
export function BookingStatus({ booking, now, timeZone }: { booking: Booking; now: Date; timeZone: string }) {
  const hint = cancellationHint(booking.bookingDate, now, timeZone);
  return (
    <>
      <span className={styles.status}>{booking.status}</span>
      {hint && <span className={styles.hint}> · {hint}</span>}
    </>
  );
}

export const bookingLine = (b: Booking) => `${formatBookingDate(b.bookingDate)} · ${guestsLabel(b.guests)} · ${formatPrice(b.price)}`;
export const bookingNumber = (b: Booking) => `Booking #${shortBookingId(b._id)}`;

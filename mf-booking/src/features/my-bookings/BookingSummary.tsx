import { cancellationHint, formatBookingDate, formatPrice, guestsLabel, ROOM_IMAGE_PLACEHOLDER, shortBookingId, type Booking } from '@hotel/shared';
import styles from './MyBookingsPage.module.css';

/** The room's image; the placeholder when it has none or it fails to load. */
export function RoomThumb({ src }: { src: string }) {
  return (
    <img
      className={styles.thumb}
      src={src || ROOM_IMAGE_PLACEHOLDER}
      alt=""
      width={120}
      height={90}
      loading="lazy"
      onError={(e) => {
        if (e.currentTarget.src !== ROOM_IMAGE_PLACEHOLDER) e.currentTarget.src = ROOM_IMAGE_PLACEHOLDER;
      }}
    />
  );
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

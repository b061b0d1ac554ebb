import { HOTEL_CURRENCY, keptShown, priceText, rateNote, stayHasBegun, t, type Booking } from '@hotel/shared';
import { RoomImage } from '@hotel/shared/ui';
import { cancellationText, dayText } from '../../ui/words';
import styles from './MyBookingsPage.module.css';

/** The room's image; the placeholder when it has none or it fails to load. */
export function RoomThumb({ src }: { src: string }) {
  return <RoomImage className={styles.thumb} src={src} width={120} height={90} loading="lazy" />;
}

/**
 * "confirmed", then the cut-off in the hotel's clock and zone ("Free cancellation until Dec 11, 12:00
 * AM Pacific time", or "No longer cancellable") and, within 2 days of it, "1 day left to cancel"
 * (docs/product.md §4, counted from the first night). A past stay has no cut-off to show, nor one
 * that has begun: it reads its state alone ("Checked in", "Stayed", "No-show").
 */
export function BookingStatus({
  booking,
  now,
  timeZone,
  past = false,
}: {
  booking: Booking;
  now: Date;
  timeZone: string;
  past?: boolean;
}) {
  if (stayHasBegun(booking)) {
    return (
      <span className={booking.status === 'no-show' ? styles.noShow : styles.begun}>
        {t(`booking.status.${booking.status}`)}
      </span>
    );
  }
  const { deadline, daysLeft } = cancellationText(booking.bookingDate, now, timeZone);
  return (
    <>
      <span className={styles.status}>{t(`booking.status.${booking.status}`)}</span>
      {!past && (
        <span className={styles.hint}>
          {' · '}
          {deadline}
          {daysLeft && ` · ${daysLeft}`}
        </span>
      )}
    </>
  );
}

/** The stay on a card: check-in and check-out, then "3 nights · 2 Guests · $640". */
export function StayDates({ booking }: { booking: Booking }) {
  return (
    <dl className={styles.stay}>
      <div>
        <dt>{t('booking.field.checkIn')}</dt>
        <dd>{dayText(booking.bookingDate)}</dd>
      </div>
      <div>
        <dt>{t('booking.field.checkOut')}</dt>
        <dd>{dayText(booking.checkOut)}</dd>
      </div>
    </dl>
  );
}

const DOLLARS = { currency: HOTEL_CURRENCY, rate: null } as const;

/**
 * The price a booking keeps: with its promo code's discount beside it ("$320 (−$40.00 SUMMER10)"),
 * in the guest's currency at the rate it was booked with, never today's ("≈ €296.00 · charged $320.00").
 */
export function bookingPrice(b: Booking): string {
  const price = priceText(b.price, DOLLARS, { cents: !!b.promoCode, kept: b.estimate });
  if (!b.promoCode) return price;
  const discount = priceText(-(b.discount ?? 0), b.estimate ? keptShown(b.estimate) : DOLLARS, { cents: true });
  return t('booking.mine.priceWithPromo', { price, discount: `${discount} ${b.promoCode}` });
}

/** The kept rate's date and source, for a booking made in another currency. */
export const bookingRateNote = (b: Booking) => (b.estimate ? (rateNote(DOLLARS, b.estimate) ?? undefined) : undefined);

export const bookingLine = (b: Booking) =>
  t('booking.mine.line', { nights: b.nights, guests: b.guests, price: bookingPrice(b) });
/** The confirmation code: what the guest quotes to the hotel (and finds in the e-mails). */
export const bookingNumber = (b: Booking) => t('booking.mine.number', { code: b.confirmationCode });

import type { Booking } from '@hotel/shared';
import { t } from '@hotel/shared';
import { dayText } from '../../ui/words';
import { BookingActions, type BookingAction } from './BookingActions';
import { BookingStatus, RoomThumb, StayDates, bookingLine, bookingNumber, bookingPrice, bookingRateNote } from './BookingSummary';
import type { ReviewsByRoom } from './useMyBookings';
import styles from './MyBookingsPage.module.css';

export interface BookingListProps {
  bookings: Booking[];
  reviews: ReviewsByRoom;
  now: Date;
  timeZone: string;
  /** The "Past stays" list: no Update Date, no Cancel, no cancellation hint. */
  past?: boolean;
  onAction: (action: BookingAction, booking: Booking) => void;
}

const reviewedOf = (reviews: ReviewsByRoom, roomId: string) =>
  reviews.has(roomId) ? reviews.get(roomId) != null : undefined;
const hiddenOf = (reviews: ReviewsByRoom, roomId: string) => reviews.get(roomId)?.hidden === true;

/** Small screens: one card per booking. */
export function BookingCards({ bookings, reviews, now, timeZone, past = false, onAction }: BookingListProps) {
  return (
    <ul className={styles.list}>
      {bookings.map((b) => (
        <li key={b._id} className={styles.card}>
          <RoomThumb src={b.roomImage} />
          <div className={styles.body}>
            <h2 className={styles.roomName}>{b.roomName}</h2>
            <StayDates booking={b} />
            <p className={styles.muted} title={bookingRateNote(b)}>
              {bookingLine(b)}
            </p>
            <p className={styles.meta}>
              {bookingNumber(b)} · <BookingStatus booking={b} now={now} timeZone={timeZone} past={past} />
            </p>
          </div>
          <BookingActions booking={b} reviewed={reviewedOf(reviews, b.roomId)} past={past} reviewHidden={hiddenOf(reviews, b.roomId)} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

/** Large screens: a table, one row per booking. */
export function BookingsTable({ bookings, reviews, now, timeZone, past = false, onAction }: BookingListProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>
          {t(past ? 'booking.mine.yourPastStays' : 'booking.mine.yourBookings')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.field.room')}</th>
            <th scope="col">{t('booking.mine.booking')}</th>
            <th scope="col">{t('booking.field.checkIn')}</th>
            <th scope="col">{t('booking.field.checkOut')}</th>
            <th scope="col">{t('booking.field.nights')}</th>
            <th scope="col">{t('booking.field.guests')}</th>
            <th scope="col">{t('booking.field.total')}</th>
            <th scope="col">{t('booking.mine.status')}</th>
            <th scope="col">{t('booking.mine.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b._id}>
              <th scope="row">
                <div className={styles.roomCell}>
                  <RoomThumb src={b.roomImage} />
                  <span className={styles.roomName}>{b.roomName}</span>
                </div>
              </th>
              <td>{b.confirmationCode}</td>
              <td className={styles.date}>{dayText(b.bookingDate)}</td>
              <td className={styles.date}>{dayText(b.checkOut)}</td>
              <td>{b.nights}</td>
              <td>{b.guests}</td>
              <td title={bookingRateNote(b)}>{bookingPrice(b)}</td>
              <td>
                <BookingStatus booking={b} now={now} timeZone={timeZone} past={past} />
              </td>
              <td>
                <BookingActions booking={b} reviewed={reviewedOf(reviews, b.roomId)} past={past} reviewHidden={hiddenOf(reviews, b.roomId)} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

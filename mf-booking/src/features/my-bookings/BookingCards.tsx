import { formatBookingDate, type Booking } from '@hotel/shared';
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

const reviewedOf = (reviews: ReviewsByRoom, roomId: string) => (reviews.has(roomId) ? reviews.get(roomId) != null : undefined);
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
        <caption className={styles.visuallyHidden}>{past ? 'Your past stays' : 'Your bookings'}</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Booking</th>
            <th scope="col">Check-in</th>
            <th scope="col">Check-out</th>
            <th scope="col">Nights</th>
            <th scope="col">Guests</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
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
              <td className={styles.date}>{formatBookingDate(b.bookingDate)}</td>
              <td className={styles.date}>{formatBookingDate(b.checkOut)}</td>
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

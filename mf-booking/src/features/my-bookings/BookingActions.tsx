import { roomPath, stayHasBegun, t, type Booking } from '@hotel/shared';
import { CalendarClock, Eye, EyeOff, PenLine, Star, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './MyBookingsPage.module.css';

export type BookingAction = 'date' | 'cancel' | 'review';

interface Props {
  booking: Booking;
  /** true/false once the room's reviews were read; undefined while looking. */
  reviewed: boolean | undefined;
  /** A past stay (isPastStay): it can be neither moved nor cancelled, so only View Room and the review. */
  past?: boolean;
  /** The guest's review of the room is hidden by the hotel (docs/product.md "Front desk"). */
  reviewHidden?: boolean;
  onAction: (action: BookingAction, booking: Booking) => void;
}

/**
 * View room, update date, cancel (not for a past stay, nor one that has begun: checked in, stayed, a
 * no-show), and "Write Review" / "Edit Review" for one booking.
 */
export function BookingActions({ booking, reviewed, past = false, reviewHidden = false, onAction }: Props) {
  const label = (id: string) =>
    t('booking.action.label', { action: t(id), room: booking.roomName, date: booking.bookingDate });
  const changeable = !past && !stayHasBegun(booking);
  return (
    <div className={styles.actions}>
      <Link to={roomPath(booking.roomId)} className={styles.secondary}>
        <Eye aria-hidden="true" size={16} />
        {t('booking.action.view')}
      </Link>
      {changeable && (
        <>
          <button
            type="button"
            className={styles.secondary}
            aria-label={label('booking.action.update')}
            onClick={() => onAction('date', booking)}
          >
            <CalendarClock aria-hidden="true" size={16} />
            {t('booking.action.update')}
          </button>
          <button
            type="button"
            className={styles.danger}
            aria-label={label('booking.action.cancel')}
            onClick={() => onAction('cancel', booking)}
          >
            <XCircle aria-hidden="true" size={16} />
            {t('booking.action.cancel')}
          </button>
        </>
      )}
      <button
        type="button"
        className={styles.secondary}
        disabled={reviewed === undefined}
        aria-label={label(reviewed ? 'booking.action.edit' : 'booking.action.write')}
        onClick={() => onAction('review', booking)}
      >
        {reviewed ? <PenLine aria-hidden="true" size={16} /> : <Star aria-hidden="true" size={16} />}
        {t(reviewed ? 'booking.action.edit' : 'booking.action.write')}
      </button>
      {reviewHidden && (
        <span className={styles.reviewHidden}>
          <EyeOff aria-hidden="true" size={16} />
          {t('booking.action.reviewHidden')}
        </span>
      )}
    </div>
  );
}

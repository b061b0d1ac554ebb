import { MESSAGES, ROUTES, useAuthStore, useRuntimeConfig, type Booking } from '@hotel/shared';
import { CalendarX2, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingAction } from './BookingActions';
import { BookingCards, BookingsTable } from './BookingCards';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { UpdateDateDialog } from './UpdateDateDialog';
import { useIsLargeScreen } from './useIsLargeScreen';
import { useMyBookings } from './useMyBookings';
import styles from './MyBookingsPage.module.css';

/**
 * My bookings (docs/product.md §2): the signed-in guest's bookings as a table (large screens) or
 * cards, each with view room, update date, cancel and write/edit review; "Please Login" when
 * signed out; an empty state with "Browse Rooms".
 */
export default function MyBookingsPage() {
  const user = useAuthStore((s) => s.user);
  const { hotelTimeZone } = useRuntimeConfig();
  const { state, reviews } = useMyBookings(user?.email);
  const large = useIsLargeScreen();
  const [open, setOpen] = useState<{ action: BookingAction; booking: Booking } | null>(null);
  // A dialog that saved closes; the list refreshes with what it saved (its write `stales` it).
  const close = () => setOpen(null);

  if (!user) {
    return (
      <div className={styles.page}>
        <div className={styles.empty}>
          <LogIn className={styles.emptyIcon} aria-hidden="true" />
          <h1 className={styles.title}>Please Login</h1>
          <p className={styles.muted}>Sign in to see and manage your bookings.</p>
          <Link to={ROUTES.login} className={styles.primary}>
            Go to Login
          </Link>
        </div>
      </div>
    );
  }

  const now = new Date();
  const List = large ? BookingsTable : BookingCards;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My Bookings</h1>
      {state.status === 'loading' && (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.card} ${styles.skeleton}`} />
          ))}
        </ul>
      )}
      {state.status === 'error' && <p className={styles.muted}>{MESSAGES.bookingsFetchFailed}</p>}
      {state.status === 'ready' && state.bookings.length === 0 && (
        <div className={styles.empty}>
          <CalendarX2 className={styles.emptyIcon} aria-hidden="true" />
          <p className={styles.muted}>You have no bookings yet.</p>
          <Link to={ROUTES.rooms} className={styles.primary}>
            Browse Rooms
          </Link>
        </div>
      )}
      {state.status === 'ready' && state.bookings.length > 0 && (
        <List
          bookings={state.bookings}
          reviews={reviews}
          now={now}
          timeZone={hotelTimeZone}
          onAction={(action, booking) => setOpen({ action, booking })}
        />
      )}

      {open?.action === 'cancel' && (
        <CancelBookingDialog
          booking={open.booking}
          userEmail={user.email}
          now={now}
          timeZone={hotelTimeZone}
          onClose={close}
          onCancelled={close}
        />
      )}
      {open?.action === 'date' && (
        <UpdateDateDialog
          booking={open.booking}
          now={now}
          timeZone={hotelTimeZone}
          onClose={close}
          onUpdated={close}
        />
      )}
      {open?.action === 'review' && (
        <ReviewDialog
          booking={open.booking}
          user={user}
          existing={reviews.get(open.booking.roomId) ?? null}
          onClose={close}
          onSaved={close}
        />
      )}
    </div>
  );
}

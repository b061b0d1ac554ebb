import {
  api,
  cancellationHint,
  formatBookingDate,
  formatPrice,
  guestsLabel,
  MESSAGES,
  ROOM_IMAGE_PLACEHOLDER,
  roomPath,
  ROUTES,
  shortBookingId,
  TOAST_BOOKING_MS,
  useAuthStore,
  useLoad,
  useRuntimeConfig,
} from '@hotel/shared';
import { CalendarX2, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styles from './MyBookingsPage.module.css';

/**
 * My bookings (spec §2): the signed-in user's bookings; "Please Login" when signed out; an empty
 * state with "Browse Rooms". (Update date, cancel and review dialogs come with the booking feature.)
 */
export default function MyBookingsPage() {
  const user = useAuthStore((s) => s.user);
  const { hotelTimeZone } = useRuntimeConfig();
  // Keyed by e-mail: another user shows loading at once. A renewed token for the same user does
  // not refetch (the client re-exchanges it on a 401 and retries).
  const bookings = useLoad(user?.email ?? null, (email) => api.getBookings(email), {
    onError: () => toast.error(MESSAGES.bookingsFetchFailed, { autoClose: TOAST_BOOKING_MS }),
  });

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

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My Bookings</h1>
      {bookings.status === 'loading' && (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.card} ${styles.skeleton}`} />
          ))}
        </ul>
      )}
      {bookings.status === 'error' && <p className={styles.muted}>{MESSAGES.bookingsFetchFailed}</p>}
      {bookings.data?.length === 0 && (
        <div className={styles.empty}>
          <CalendarX2 className={styles.emptyIcon} aria-hidden="true" />
          <p className={styles.muted}>You have no bookings yet.</p>
          <Link to={ROUTES.rooms} className={styles.primary}>
            Browse Rooms
          </Link>
        </div>
      )}
      {bookings.data && bookings.data.length > 0 && (
        <ul className={styles.list}>
          {bookings.data.map((b) => {
            const hint = cancellationHint(b.bookingDate, new Date(), hotelTimeZone);
            return (
              <li key={b._id} className={styles.card}>
                <img
                  className={styles.thumb}
                  src={b.roomImage || ROOM_IMAGE_PLACEHOLDER}
                  alt=""
                  width={120}
                  height={90}
                  loading="lazy"
                />
                <div className={styles.body}>
                  <h2 className={styles.roomName}>{b.roomName}</h2>
                  <p className={styles.muted}>
                    {formatBookingDate(b.bookingDate)} · {guestsLabel(b.guests)} · {formatPrice(b.price)}
                  </p>
                  <p className={styles.meta}>
                    Booking #{shortBookingId(b._id)} · <span className={styles.status}>{b.status}</span>
                    {hint && <span className={styles.hint}> · {hint}</span>}
                  </p>
                </div>
                <Link to={roomPath(b.roomId)} className={styles.secondary}>
                  View Room
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

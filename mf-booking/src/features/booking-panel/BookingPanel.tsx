import {
  api,
  bookingTotal,
  buildNewBooking,
  errorStatus,
  formatPrice,
  guestOptions,
  isBookableDate,
  loginReturnState,
  MESSAGES,
  nightlyRate,
  notify,
  ROUTES,
  serverMessageOr,
  TOAST_BOOKING_MS,
  todayIn,
  useAuthStore,
  useRuntimeConfig,
  type BookingPanelProps,
} from '@hotel/shared';
import { CalendarDays, CircleAlert, CircleCheck, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './BookingPanel.module.css';
import { BookedDatesList } from './BookedDatesList';
import { BookingSummaryDialog } from './BookingSummaryDialog';
import { newIdempotencyKey } from './idempotencyKey';
import { useBookedDates } from './useBookedDates';

/**
 * Booking panel (docs/product.md §2 Room details): date (min today), guests 1-3, total, the room's
 * next booked dates, and "Book Now" → a "Booking Summary" dialog with Cancel and "Confirm Booking".
 * Signed out → error toast and /login, which brings the guest back here after signing in.
 */
export default function BookingPanel({ room }: BookingPanelProps) {
  const { hotelTimeZone } = useRuntimeConfig();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const today = todayIn(hotelTimeZone);
  const [date, setDate] = useState('');
  const [guests, setGuests] = useState(1);
  // The Idempotency-Key of the open summary dialog (null: closed). Every Confirm of one dialog
  // sends the same key; a new dialog gets a new one.
  const [dialogKey, setDialogKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { bookedDates, refresh } = useBookedDates(room);
  const ids = { date: useId(), guests: useId(), feedback: useId() };

  const available = date !== '' && date >= today && isBookableDate(date, { bookedDates, today });
  const total = bookingTotal(room, guests);

  const onBook = () => {
    if (!user) {
      void notify('error', MESSAGES.loginToBook, { autoClose: TOAST_BOOKING_MS });
      navigate(ROUTES.login, { state: loginReturnState(location.pathname + location.search) });
      return;
    }
    setDialogKey(newIdempotencyKey());
  };

  const onConfirm = async () => {
    if (!user || !dialogKey) return;
    setSubmitting(true);
    try {
      await api.createBooking(buildNewBooking(room, { bookingDate: date, guests, user }), {
        idempotencyKey: dialogKey,
      });
      // Compatibility call of docs/product.md §7; the booking above already holds the date.
      await api.bookDate(room._id, date).catch(() => undefined);
      void notify('success', MESSAGES.bookingSuccess, { autoClose: TOAST_BOOKING_MS });
      setDialogKey(null);
      navigate(ROUTES.myBookings);
    } catch (e) {
      // Only the server's own message replaces ours: "Network Error" or "Request timed out" never show.
      void notify('error', serverMessageOr(e, MESSAGES.bookingFailed), { autoClose: TOAST_BOOKING_MS });
      if (errorStatus(e) === 409) {
        // Someone else took the date: show the room as it is now; the panel turns "not available".
        setDialogKey(null);
        void refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className={styles.title}>
        Book this room
      </h2>
      <p className={styles.rate}>
        <strong>{formatPrice(nightlyRate(room))}</strong> / night
      </p>

      <label className={styles.label} htmlFor={ids.date}>
        <CalendarDays aria-hidden="true" size={18} /> Date
      </label>
      <input
        id={ids.date}
        className={styles.input}
        type="date"
        min={today}
        value={date}
        aria-describedby={date ? ids.feedback : undefined}
        onChange={(e) => setDate(e.target.value)}
      />
      {date && (
        <p id={ids.feedback} className={available ? styles.ok : styles.bad} role="status">
          {available ? <CircleCheck aria-hidden="true" size={16} /> : <CircleAlert aria-hidden="true" size={16} />}
          {available ? MESSAGES.dateAvailable : MESSAGES.dateNotAvailable}
        </p>
      )}

      <label className={styles.label} htmlFor={ids.guests}>
        <Users aria-hidden="true" size={18} /> Guests
      </label>
      <select
        id={ids.guests}
        className={styles.input}
        value={guests}
        onChange={(e) => setGuests(Number(e.target.value))}
      >
        {guestOptions(room.capacity).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>

      <BookedDatesList bookedDates={bookedDates} today={today} />

      <p className={styles.total}>
        <span>Total</span>
        <strong>{formatPrice(total)}</strong>
      </p>

      <button type="button" className={styles.primary} disabled={!available} onClick={onBook}>
        Book Now
      </button>

      <BookingSummaryDialog
        open={dialogKey !== null}
        submitting={submitting}
        roomName={room.name}
        date={date}
        guests={guests}
        total={total}
        onCancel={() => setDialogKey(null)}
        onConfirm={() => void onConfirm()}
      />
    </section>
  );
}

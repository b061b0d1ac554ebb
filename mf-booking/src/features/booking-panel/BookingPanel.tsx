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
  todayIn,
  TOASTS,
  useAction,
  useAuthStore,
  useRuntimeConfig,
  type AuthUser,
  type BookingPanelProps,
} from '@hotel/shared';
import { DateField } from '@hotel/shared/ui';
import { CalendarDays, CircleAlert, CircleCheck, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './BookingPanel.module.css';
import { BookedDatesList } from './BookedDatesList';
import { BookingSummaryDialog } from './BookingSummaryDialog';
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
  const [summaryOpen, setSummaryOpen] = useState(false);
  const { bookedDates, refresh } = useBookedDates(room);
  const ids = { guests: useId(), feedback: useId() };

  const available = date !== '' && date >= today && isBookableDate(date, { bookedDates, today });
  const total = bookingTotal(room, guests);

  const book = useAction(
    async (stay: { date: string; guests: number; user: AuthUser }, { idempotencyKey }) => {
      await api.createBooking(buildNewBooking(room, { bookingDate: stay.date, guests: stay.guests, user: stay.user }), {
        idempotencyKey,
      });
      // Compatibility call of docs/product.md §7; the booking above already holds the date.
      await api.bookDate(room._id, stay.date).catch(() => undefined);
    },
    {
      success: MESSAGES.bookingSuccess,
      // Only the server's own message replaces ours: "Network Error" or "Request timed out" never show.
      failure: MESSAGES.bookingFailed,
      toast: TOASTS.booking,
      // A retry of the same room, date and guests after a failure sends the first attempt's key, so
      // a booking whose answer was lost is returned instead of made twice (docs/architecture.md §6).
      idempotent: (stay) => JSON.stringify([room._id, stay.date, stay.guests, stay.user.email]),
      onSuccess: () => {
        setSummaryOpen(false);
        navigate(ROUTES.myBookings);
      },
      onError: (e) => {
        if (errorStatus(e) === 409) {
          // Someone else took the date: show the room as it is now; the panel turns "not available".
          setSummaryOpen(false);
          void refresh();
        }
      },
    },
  );

  const onBook = () => {
    if (!user) {
      void notify('error', MESSAGES.loginToBook, TOASTS.booking);
      navigate(ROUTES.login, { state: loginReturnState(location.pathname + location.search) });
      return;
    }
    setSummaryOpen(true);
  };

  return (
    <section className={styles.panel} aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className={styles.title}>
        Book this room
      </h2>
      <p className={styles.rate}>
        <strong>{formatPrice(nightlyRate(room))}</strong> / night
      </p>

      <DateField
        label={
          <>
            <CalendarDays aria-hidden="true" size={18} /> Date
          </>
        }
        classNames={{ label: styles.label, input: styles.input }}
        min={today}
        value={date}
        describedBy={date ? ids.feedback : undefined}
        onChange={setDate}
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
        open={summaryOpen}
        submitting={book.busy}
        roomName={room.name}
        date={date}
        guests={guests}
        total={total}
        onCancel={() => setSummaryOpen(false)}
        onConfirm={() => {
          if (user) void book.run({ date, guests, user });
        }}
      />
    </section>
  );
}

import {
  api,
  bookingTotal,
  buildNewBooking,
  formatPrice,
  isBookableDate,
  MESSAGES,
  nightlyRate,
  GUESTS_MAX,
  GUESTS_MIN,
  ROUTES,
  TOAST_BOOKING_MS,
  serverMessageOr,
  todayIn,
  useAuthStore,
  useRuntimeConfig,
  type BookingPanelProps,
} from '@hotel/shared';
import { CalendarDays, CircleAlert, CircleCheck, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styles from './BookingPanel.module.css';

/**
 * Booking panel (spec §2 Room details): date (min today), guests 1-3, total, "Book Now" → a
 * "Booking Summary" dialog with Cancel and "Confirm Booking". Signed out → error toast + /login.
 */
export default function BookingPanel({ room }: BookingPanelProps) {
  const { hotelTimeZone } = useRuntimeConfig();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const today = todayIn(hotelTimeZone);
  const [date, setDate] = useState('');
  const [guests, setGuests] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { date: useId(), guests: useId(), feedback: useId() };

  const available = date !== '' && date >= today && isBookableDate(date, { bookedDates: room.bookedDates, today });
  const total = bookingTotal(room, guests);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (confirming && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!confirming && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [confirming]);

  const onBook = () => {
    if (!user) {
      toast.error(MESSAGES.loginToBook, { autoClose: TOAST_BOOKING_MS });
      navigate(ROUTES.login);
      return;
    }
    setConfirming(true);
  };

  const onConfirm = async () => {
    if (!user) return;
    setSubmitting(true);
    try {
      await api.createBooking(buildNewBooking(room, { bookingDate: date, guests, user }), {
        idempotencyKey: `${room._id}:${date}:${user.email}:${Date.now()}`,
      });
      await api.bookDate(room._id, date).catch(() => undefined);
      toast.success(MESSAGES.bookingSuccess, { autoClose: TOAST_BOOKING_MS });
      setConfirming(false);
      navigate(ROUTES.myBookings);
    } catch (e) {
      toast.error(serverMessageOr(e, MESSAGES.bookingFailed), { autoClose: TOAST_BOOKING_MS });
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
      <select id={ids.guests} className={styles.input} value={guests} onChange={(e) => setGuests(Number(e.target.value))}>
        {Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>

      <p className={styles.total}>
        <span>Total</span>
        <strong>{formatPrice(total)}</strong>
      </p>

      <button type="button" className={styles.primary} disabled={!available} onClick={onBook}>
        Book Now
      </button>

      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="booking-summary-title"
        onCancel={(e) => {
          e.preventDefault();
          if (!submitting) setConfirming(false);
        }}
      >
        <h2 id="booking-summary-title" className={styles.title}>
          Booking Summary
        </h2>
        <dl className={styles.summary}>
          <dt>Room</dt>
          <dd>{room.name}</dd>
          <dt>Date</dt>
          <dd>{date}</dd>
          <dt>Guests</dt>
          <dd>{guests}</dd>
          <dt>Total</dt>
          <dd>{formatPrice(total)}</dd>
        </dl>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={submitting} onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button type="button" className={styles.primary} disabled={submitting} onClick={() => void onConfirm()}>
            Confirm Booking
          </button>
        </div>
      </dialog>
    </section>
  );
}

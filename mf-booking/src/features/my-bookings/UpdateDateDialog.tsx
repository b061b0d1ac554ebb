import {
  api,
  errorStatus,
  MESSAGES,
  notify,
  serverMessage,
  TOAST_BOOKING_MS,
  todayIn,
  validateUpdateDate,
  type Booking,
} from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { useId, useState } from 'react';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  timeZone: string;
  onClose: () => void;
  onUpdated: (booking: Booking) => void;
}

/** "Update Date": a new date (set, different, today or later); the server moves it atomically. */
export function UpdateDateDialog({ booking, timeZone, onClose, onUpdated }: Props) {
  const [date, setDate] = useState(booking.bookingDate);
  const [busy, setBusy] = useState(false);
  const today = todayIn(timeZone);
  const invalid = validateUpdateDate({ current: booking.bookingDate, next: date, today });
  const ids = { date: useId(), help: useId() };

  const save = async () => {
    setBusy(true);
    try {
      const updated = (await api.updateBookingDate(booking._id, date)) as Partial<Booking> | undefined;
      void notify('success', MESSAGES.updateDateSuccess, { autoClose: TOAST_BOOKING_MS });
      onUpdated({ ...booking, ...(updated ?? {}), bookingDate: updated?.bookingDate ?? date });
    } catch (e) {
      // A taken date: the server's own message ("Date is not available"); else the generic failure.
      const taken = errorStatus(e) === 409 ? serverMessage(e) : undefined;
      void notify('error', taken ?? MESSAGES.updateDateFailed, { autoClose: TOAST_BOOKING_MS });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="Update Date" dismissible={!busy}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !busy) void save();
        }}
      >
        <p className={styles.dialogText}>
          {booking.roomName}, now on {booking.bookingDate}.
        </p>
        <label className={styles.fieldLabel} htmlFor={ids.date}>
          New date
        </label>
        <input
          id={ids.date}
          className={styles.field}
          type="date"
          min={today}
          value={date}
          aria-describedby={ids.help}
          onChange={(e) => setDate(e.target.value)}
        />
        <p id={ids.help} className={styles.fieldHelp}>
          {invalid ?? 'The new date is free to save.'}
        </p>
        <DialogActions>
          <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={invalid !== null || busy}>
            Update Date
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

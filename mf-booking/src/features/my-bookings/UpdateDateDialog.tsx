import {
  api,
  canChangeDate,
  cancellationHint,
  errorStatus,
  formatBookingDate,
  MESSAGES,
  notify,
  serverMessage,
  TOAST_BOOKING_MS,
  todayIn,
  useLoad,
  validateUpdateDate,
  type Booking,
} from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { useId, useState } from 'react';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onUpdated: (booking: Booking) => void;
}

/** The server's reasons a guest can act on (docs/product.md §8); any other failure is the generic one. */
const REFUSALS: ReadonlyArray<string> = [MESSAGES.dateNotAvailable, MESSAGES.changeDateTooLate];

/**
 * "Update Date" (docs/product.md §5): only while the booking could be cancelled (the same window and
 * hint); a new date set, different, today or later and not among the room's booked dates, which the
 * dialog reads when it opens. The server moves it atomically and has the last word.
 */
export function UpdateDateDialog({ booking, now, timeZone, onClose, onUpdated }: Props) {
  const [date, setDate] = useState(booking.bookingDate);
  const [busy, setBusy] = useState(false);
  const allowed = canChangeDate(booking.bookingDate, now, timeZone);
  const hint = cancellationHint(booking.bookingDate, now, timeZone);
  const today = todayIn(timeZone, now);
  const room = useLoad(allowed ? booking.roomId : null, (id) => api.getRoom(id));
  // A failed lookup leaves the check to the server (it refuses a taken date with 409).
  const bookedDates = room.data?.bookedDates ?? [];
  const invalid = validateUpdateDate({ current: booking.bookingDate, next: date, today });
  const taken = invalid === null && bookedDates.includes(date);
  const checking = invalid === null && room.status === 'loading';
  const ids = { date: useId(), help: useId() };

  const save = async () => {
    setBusy(true);
    try {
      const updated = (await api.updateBookingDate(booking._id, date)) as Partial<Booking> | undefined;
      void notify('success', MESSAGES.updateDateSuccess, { autoClose: TOAST_BOOKING_MS });
      onUpdated({ ...booking, ...(updated ?? {}), bookingDate: updated?.bookingDate ?? date });
    } catch (e) {
      // A taken date or a change past the cut-off: the server's own message; else the generic failure.
      const reason = errorStatus(e) === 409 ? serverMessage(e) : undefined;
      const known = reason !== undefined && REFUSALS.includes(reason);
      void notify('error', known ? reason : MESSAGES.updateDateFailed, { autoClose: TOAST_BOOKING_MS });
      if (reason === MESSAGES.dateNotAvailable) room.reload();
      setBusy(false);
    }
  };

  if (!allowed) {
    return (
      <Dialog open onClose={onClose} title="Update Date">
        <p className={styles.dialogText}>
          {booking.roomName}, on {formatBookingDate(booking.bookingDate)}.
        </p>
        <p className={styles.dialogError} role="alert">
          {MESSAGES.changeDateTooLate}
        </p>
        <DialogActions>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Close
          </button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title="Update Date" dismissible={!busy}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !taken && !checking && !busy) void save();
        }}
      >
        <p className={styles.dialogText}>
          {booking.roomName}, now on {formatBookingDate(booking.bookingDate)}.
          {hint && <span className={styles.hint}> {hint}</span>}
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
        <p id={ids.help} className={styles.fieldHelp} role="status">
          {invalid ?? (checking ? '' : taken ? MESSAGES.dateNotAvailable : MESSAGES.dateAvailable)}
        </p>
        <DialogActions>
          <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={styles.primary} disabled={invalid !== null || taken || checking || busy}>
            Update Date
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

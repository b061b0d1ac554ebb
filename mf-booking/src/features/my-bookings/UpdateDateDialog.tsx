import {
  api,
  canChangeDate,
  cancellationHint,
  errorStatus,
  formatBookingDate,
  MESSAGES,
  TOASTS,
  todayIn,
  useAction,
  useLoad,
  validateUpdateDate,
  type Booking,
} from '@hotel/shared';
import { DateField, Dialog, DialogActions } from '@hotel/shared/ui';
import { useId, useState } from 'react';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onUpdated: (booking: Booking) => void;
}

/**
 * "Update Date" (docs/product.md §5): only while the booking could be cancelled (the same window and
 * hint); a new date set, different, today or later and not among the room's booked dates, which the
 * dialog reads when it opens. The server moves it atomically and has the last word.
 */
export function UpdateDateDialog({ booking, now, timeZone, onClose, onUpdated }: Props) {
  const [date, setDate] = useState(booking.bookingDate);
  const allowed = canChangeDate(booking.bookingDate, now, timeZone);
  const hint = cancellationHint(booking.bookingDate, now, timeZone);
  const today = todayIn(timeZone, now);
  const room = useLoad(allowed ? booking.roomId : null, (id) => api.getRoom(id));
  // A failed lookup leaves the check to the server (it refuses a taken date with 409).
  const bookedDates = room.data?.bookedDates ?? [];
  const invalid = validateUpdateDate({ current: booking.bookingDate, next: date, today });
  const taken = invalid === null && bookedDates.includes(date);
  const checking = invalid === null && room.status === 'loading';
  const ids = { help: useId() };
  const move = useAction(
    (next: string) => api.updateBookingDate(booking._id, next) as Promise<Partial<Booking> | undefined>,
    {
      success: MESSAGES.updateDateSuccess,
      // A change past the cut-off says why; anything else, a date taken meanwhile included, is the
      // generic failure (docs/product.md §8).
      failure: { fallback: MESSAGES.updateDateFailed, server: { status: [409], only: [MESSAGES.changeDateTooLate] } },
      toast: TOASTS.booking,
      onSuccess: (updated, next) => onUpdated({ ...booking, ...(updated ?? {}), bookingDate: updated?.bookingDate ?? next }),
      // A date taken meanwhile: read the room's dates again, so the field says so.
      onError: (e) => {
        if (errorStatus(e) === 409) room.reload();
      },
    },
  );
  const busy = move.busy;

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
          if (!invalid && !taken && !checking && !busy) void move.run(date);
        }}
      >
        <p className={styles.dialogText}>
          {booking.roomName}, now on {formatBookingDate(booking.bookingDate)}.
          {hint && <span className={styles.hint}> {hint}</span>}
        </p>
        <DateField
          label="New date"
          classNames={{ label: styles.fieldLabel, input: styles.field }}
          min={today}
          value={date}
          describedBy={ids.help}
          onChange={setDate}
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

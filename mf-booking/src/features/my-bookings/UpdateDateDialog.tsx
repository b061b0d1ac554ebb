import { api, MESSAGES, TOASTS, todayIn, useAction, validateUpdateDate, type Booking } from '@hotel/shared';
import { DateField, Dialog, DialogActions } from '@hotel/shared/ui';
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
  const today = todayIn(timeZone);
  const invalid = validateUpdateDate({ current: booking.bookingDate, next: date, today });
  const ids = { help: useId() };
  const move = useAction(
    (next: string) => api.updateBookingDate(booking._id, next) as Promise<Partial<Booking> | undefined>,
    {
      success: MESSAGES.updateDateSuccess,
      // A taken date: the server's own message ("Date is not available"); else the generic failure.
      failure: { fallback: MESSAGES.updateDateFailed, server: { status: [409] } },
      toast: TOASTS.booking,
      onSuccess: (updated, next) =>
        onUpdated({ ...booking, ...(updated ?? {}), bookingDate: updated?.bookingDate ?? next }),
    },
  );
  const busy = move.busy;

  return (
    <Dialog open onClose={onClose} title="Update Date" dismissible={!busy}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !busy) void move.run(date);
        }}
      >
        <p className={styles.dialogText}>
          {booking.roomName}, now on {booking.bookingDate}.
        </p>
        <DateField
          label="New date"
          classNames={{ label: styles.fieldLabel, input: styles.field }}
          min={today}
          value={date}
          describedBy={ids.help}
          onChange={setDate}
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

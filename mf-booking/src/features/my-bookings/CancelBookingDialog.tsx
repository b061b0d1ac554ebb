import {
  api,
  canCancel,
  errorStatus,
  formatBookingDate,
  MESSAGES,
  notify,
  serverMessage,
  TOAST_BOOKING_MS,
  type Booking,
} from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import { useState } from 'react';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  userEmail: string;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onCancelled: (id: string) => void;
}

/** "Cancel booking?": a confirmation, or docs/product.md's too-late message past the cut-off. */
export function CancelBookingDialog({ booking, userEmail, now, timeZone, onClose, onCancelled }: Props) {
  const [busy, setBusy] = useState(false);
  const allowed = canCancel(booking.bookingDate, now, timeZone);

  const confirm = async () => {
    setBusy(true);
    try {
      await api.cancelBooking(booking._id, userEmail);
      void notify('success', MESSAGES.cancelSuccess, { autoClose: TOAST_BOOKING_MS });
      onCancelled(booking._id);
    } catch (e) {
      // The server says "too late" with docs/product.md's message (409); anything else is a plain failure.
      const tooLate = errorStatus(e) === 409 && serverMessage(e) === MESSAGES.cancelTooLate;
      void notify('error', tooLate ? MESSAGES.cancelTooLate : MESSAGES.cancelFailed, { autoClose: TOAST_BOOKING_MS });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title="Cancel booking?" dismissible={!busy}>
      {allowed ? (
        <p className={styles.dialogText}>
          Your booking of <strong>{booking.roomName}</strong> on {formatBookingDate(booking.bookingDate)} will be
          cancelled and the date freed for other guests.
        </p>
      ) : (
        <p className={styles.dialogError} role="alert">
          {MESSAGES.cancelTooLate}
        </p>
      )}
      <DialogActions>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
          {allowed ? 'Keep Booking' : 'Close'}
        </button>
        {allowed && (
          <button type="button" className={styles.dangerFilled} disabled={busy} onClick={() => void confirm()}>
            Cancel Booking
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}

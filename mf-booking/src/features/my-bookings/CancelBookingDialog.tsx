import { api, canCancel, MESSAGES, sharedText, t, TOASTS, useAction, type Booking } from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import dialog from '@hotel/shared/ui/dialog.module.css';
import { dayText, withStrong } from '../../ui/words';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  userEmail: string;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onCancelled: (id: string) => void;
}

/** "Cancel booking?": a confirmation, or docs/product.md's too-late message past the cut-off (counted from the first night). */
export function CancelBookingDialog({ booking, userEmail, now, timeZone, onClose, onCancelled }: Props) {
  const allowed = canCancel(booking.bookingDate, now, timeZone);
  const cancel = useAction(() => api.cancelBooking(booking._id, userEmail), {
    success: MESSAGES.cancelSuccess,
    // The server says "too late" with docs/product.md's message (409); anything else is a plain failure.
    failure: { fallback: MESSAGES.cancelFailed, server: { status: [409], only: [MESSAGES.cancelTooLate] } },
    toast: TOASTS.booking,
    stales: ['bookings'],
    onSuccess: () => onCancelled(booking._id),
  });
  const busy = cancel.busy;

  return (
    <Dialog open onClose={onClose} title={t('booking.cancelDialog.title')} dismissible={!busy}>
      {allowed ? (
        <p className={styles.dialogText}>
          {withStrong(
            'booking.cancelDialog.text',
            { room: booking.roomName, nights: booking.nights, date: dayText(booking.bookingDate) },
            'room',
          )}
        </p>
      ) : (
        <p className={styles.dialogError} role="alert">
          {sharedText(MESSAGES.cancelTooLate)}
        </p>
      )}
      <DialogActions>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
          {t(allowed ? 'booking.cancelDialog.keep' : 'booking.cancelDialog.close')}
        </button>
        {allowed && (
          <button type="button" className={dialog.danger} disabled={busy} onClick={() => void cancel.run()}>
            {t('booking.cancelDialog.confirm')}
          </button>
        )}
      </DialogActions>
    </Dialog>
  );
}

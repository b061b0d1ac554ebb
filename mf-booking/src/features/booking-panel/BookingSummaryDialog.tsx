import { formatBookingDate, formatPrice } from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import styles from './BookingPanel.module.css';

interface Props {
  open: boolean;
  submitting: boolean;
  roomName: string;
  date: string;
  guests: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Booking Summary": what will be booked, with Cancel and "Confirm Booking". */
export function BookingSummaryDialog({ open, submitting, roomName, date, guests, total, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} title="Booking Summary" dismissible={!submitting}>
      <dl className={styles.summary}>
        <dt>Room</dt>
        <dd>{roomName}</dd>
        <dt>Date</dt>
        <dd>{formatBookingDate(date)}</dd>
        <dt>Guests</dt>
        <dd>{guests}</dd>
        <dt>Total</dt>
        <dd>{formatPrice(total)}</dd>
      </dl>
      <DialogActions>
        <button type="button" className={styles.secondary} disabled={submitting} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={styles.primary} disabled={submitting} onClick={onConfirm}>
          Confirm Booking
        </button>
      </DialogActions>
    </Dialog>
  );
}

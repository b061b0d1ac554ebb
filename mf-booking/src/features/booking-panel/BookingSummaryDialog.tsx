import { formatBookingDate, formatPrice, nightsLabel } from '@hotel/shared';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import styles from './BookingPanel.module.css';

interface Props {
  open: boolean;
  submitting: boolean;
  roomName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Booking Summary": the stay that will be booked ("3 nights", the stay total), with Cancel and "Confirm Booking". */
export function BookingSummaryDialog({
  open,
  submitting,
  roomName,
  checkIn,
  checkOut,
  nights,
  guests,
  total,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <Dialog open={open} onClose={onCancel} title="Booking Summary" dismissible={!submitting}>
      <dl className={styles.summary}>
        <dt>Room</dt>
        <dd>{roomName}</dd>
        <dt>Check-in</dt>
        <dd>{formatBookingDate(checkIn)}</dd>
        <dt>Check-out</dt>
        <dd>{formatBookingDate(checkOut)}</dd>
        <dt>Nights</dt>
        <dd>{nightsLabel(nights)}</dd>
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

import { formatBookingDate, nightsLabel, type Quote, type Stay } from '@hotel/shared';
import { Dialog, DialogActions, Price, RateNote } from '@hotel/shared/ui';
import styles from './BookingPanel.module.css';

interface Props {
  open: boolean;
  submitting: boolean;
  roomName: string;
  /** The stay to book: its dates, its nights and its guests. */
  stay: Stay & { nights: number };
  /** The stay's price night by night (quoteStay): what the booking costs, with its promo code's discount. */
  quote: Quote;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * "Booking Summary": the stay that will be booked ("3 nights"), each night with its rate (and its
 * total for the party when more than one guest), then the promo code's discount ("−$40.00 SUMMER10")
 * when one applies, and the stay total, with Cancel and "Confirm Booking".
 */
export function BookingSummaryDialog({
  open,
  submitting,
  roomName,
  stay: { checkIn, checkOut, nights, guests },
  quote,
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
      </dl>
      <table className={styles.nights}>
        <caption>Nights and rates</caption>
        <thead>
          <tr>
            <th scope="col">Night</th>
            <th scope="col">Rate</th>
            {guests > 1 && <th scope="col">For {guests} guests</th>}
          </tr>
        </thead>
        <tbody>
          {quote.nights.map((n) => (
            <tr key={n.date}>
              <th scope="row">{formatBookingDate(n.date)}</th>
              <td>
                <Price amount={n.rate} />
              </td>
              {guests > 1 && (
                <td>
                  <Price amount={n.before ?? n.total} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {quote.promo && quote.discount ? (
            <tr>
              <th scope="row">Promo code</th>
              <td colSpan={guests > 1 ? 2 : 1}>
                <Price amount={-quote.discount} cents /> {quote.promo.code}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Total</th>
            <td colSpan={guests > 1 ? 2 : 1} data-testid="summary-total">
              <Price amount={quote.total} cents />
            </td>
          </tr>
        </tfoot>
      </table>
      <RateNote className={styles.note} />
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

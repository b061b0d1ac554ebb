import { t, type Quote, type Stay } from '@hotel/shared';
import { Dialog, DialogActions, Price, RateNote } from '@hotel/shared/ui';
import { dayText, nightsText } from '../../ui/words';
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
    <Dialog open={open} onClose={onCancel} title={t('booking.summary.title')} dismissible={!submitting}>
      <dl className={styles.summary}>
        <dt>{t('booking.field.room')}</dt>
        <dd>{roomName}</dd>
        <dt>{t('booking.field.checkIn')}</dt>
        <dd>{dayText(checkIn)}</dd>
        <dt>{t('booking.field.checkOut')}</dt>
        <dd>{dayText(checkOut)}</dd>
        <dt>{t('booking.field.nights')}</dt>
        <dd>{nightsText(nights)}</dd>
        <dt>{t('booking.field.guests')}</dt>
        <dd>{guests}</dd>
      </dl>
      <table className={styles.nights}>
        <caption>{t('booking.summary.rates')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('booking.summary.night')}</th>
            <th scope="col">{t('booking.summary.rate')}</th>
            {guests > 1 && <th scope="col">{t('booking.summary.forGuests', { count: guests })}</th>}
          </tr>
        </thead>
        <tbody>
          {quote.nights.map((n) => (
            <tr key={n.date}>
              <th scope="row">{dayText(n.date)}</th>
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
              <th scope="row">{t('booking.summary.promo')}</th>
              <td colSpan={guests > 1 ? 2 : 1}>
                <Price amount={-quote.discount} cents /> {quote.promo.code}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('booking.field.total')}</th>
            <td colSpan={guests > 1 ? 2 : 1} data-testid="summary-total">
              <Price amount={quote.total} cents />
            </td>
          </tr>
        </tfoot>
      </table>
      <RateNote className={styles.note} />
      <DialogActions>
        <button type="button" className={styles.secondary} disabled={submitting} onClick={onCancel}>
          {t('booking.summary.cancel')}
        </button>
        <button type="button" className={styles.primary} disabled={submitting} onClick={onConfirm}>
          {t('booking.summary.confirm')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

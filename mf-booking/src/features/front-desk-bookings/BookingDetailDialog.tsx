import {
  formatBookingDate,
  formatPrice,
  guestsLabel,
  nightsLabel,
  shortBookingId,
  lastArrival,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
  todayIn,
  useAction,
  type Booking,
} from '@hotel/shared';
import { formatMoneyIn } from '@hotel/shared/currency';
import { checkReason, frontDeskApi, REASON_MAX, REASON_MESSAGES, firstNightHasCome } from '@hotel/shared/front-desk';
import { DateField, Dialog, DialogActions, FormError } from '@hotel/shared/ui';
import dialog from '@hotel/shared/ui/dialog.module.css';
import { useId, useState, type FormEvent } from 'react';
import { deskStyles } from '../../ui/front-desk';
import styles from './FrontDeskBookings.module.css';

// The texts of docs/product.md "Front desk", /hotel/bookings.
export const DETAIL_TEXTS = {
  cancelled: 'Booking cancelled for the guest.',
  cancelFailed: 'Could not cancel the booking. Please try again.',
  moved: 'Stay moved.',
  moveFailed: 'Could not move the stay. Please try again.',
  begun: 'The first night has begun: this stay can no longer be cancelled or moved here.',
} as const;

interface Props {
  booking: Booking;
  roomName: string;
  now: Date;
  timeZone: string;
  onClose: () => void;
  /** A cancellation or a move went through: the chart reloads. */
  onChanged: () => void;
}

/**
 * One booking at the front desk: who, which room, which nights, what it cost, when it was booked;
 * staff cancel it for the guest (a reason required) or move it (the API checks availability as for
 * the guest, and its refusal is shown as it says it), at any time before its first night.
 */
export function BookingDetailDialog({ booking, roomName, now, timeZone, onClose, onChanged }: Props) {
  const open = !firstNightHasCome(booking.bookingDate, now, timeZone);
  const [reason, setReason] = useState('');
  const [checkIn, setCheckIn] = useState(booking.bookingDate);
  const [nights, setNights] = useState(String(booking.nights));
  const reasonId = useId();
  const nightsId = useId();
  const cancelError = useId();
  const moveError = useId();

  const cancel = useAction((why: string) => frontDeskApi.cancelBooking(booking._id, why), {
    success: DETAIL_TEXTS.cancelled,
    failure: DETAIL_TEXTS.cancelFailed,
    showError: 'inline',
    onSuccess: onChanged,
  });
  const move = useAction((to: { checkIn: string; nights: number }) => frontDeskApi.moveBooking(booking._id, to.checkIn, to.nights), {
    success: (moved) => `${DETAIL_TEXTS.moved} ${moved.userName}: ${formatBookingDate(moved.bookingDate)}, ${nightsLabel(moved.nights)}.`,
    // The API's refusal (409: the nights are taken; 400: a rule of the stay) reads as it says it.
    failure: DETAIL_TEXTS.moveFailed,
    showError: 'inline',
    onSuccess: onChanged,
  });
  const busy = cancel.busy || move.busy;
  const nightsValue = Number(nights);
  const nightsOk = Number.isInteger(nightsValue) && nightsValue >= STAY_NIGHTS_MIN && nightsValue <= STAY_NIGHTS_MAX;
  const unchanged = checkIn === booking.bookingDate && nightsValue === booking.nights;

  const onCancel = (e: FormEvent) => {
    e.preventDefault();
    const why = checkReason(reason, REASON_MESSAGES.cancelRequired);
    if (!why.ok) return cancel.setError(why.message);
    void cancel.run(why.value!);
  };
  const onMove = (e: FormEvent) => {
    e.preventDefault();
    if (!checkIn || !nightsOk || unchanged) return;
    void move.run({ checkIn, nights: nightsValue });
  };

  return (
    <Dialog open onClose={onClose} title={`Booking #${shortBookingId(booking._id)}`} dismissible={!busy} className={styles.dialog}>
      <dl className={styles.facts}>
        <dt>Guest</dt>
        <dd>{booking.userName}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${booking.userEmail}`}>{booking.userEmail}</a>
        </dd>
        <dt>Room</dt>
        <dd>{roomName}</dd>
        <dt>Dates</dt>
        <dd>
          {formatBookingDate(booking.bookingDate)} to {formatBookingDate(booking.checkOut)}
        </dd>
        <dt>Nights</dt>
        <dd>{nightsLabel(booking.nights)}</dd>
        <dt>Guests</dt>
        <dd>{guestsLabel(booking.guests)}</dd>
        <dt>Price</dt>
        <dd>{formatPrice(booking.price)}</dd>
        {booking.estimate && (
          <>
            <dt>Guest’s estimate</dt>
            <dd>
              ≈ {formatMoneyIn(booking.estimate.amount, booking.estimate.currency, 'en')} at {booking.estimate.rate} (rate of {booking.estimate.rateDate} from{' '}
              {booking.estimate.rateSource})
            </dd>
          </>
        )}
        <dt>Booked at</dt>
        <dd>{new Date(booking.createdAt).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' })}</dd>
      </dl>

      {!open ? (
        <p className={deskStyles.muted}>{DETAIL_TEXTS.begun}</p>
      ) : (
        <>
          <form className={styles.section} onSubmit={onMove} aria-labelledby={`${moveError}-h`} noValidate>
            <h3 id={`${moveError}-h`} className={styles.sectionTitle}>
              Move the stay
            </h3>
            <div className={styles.fields}>
              <div className={styles.field}>
                <DateField
                  label="New check-in"
                  value={checkIn}
                  min={todayIn(timeZone, now)}
                  max={lastArrival(todayIn(timeZone, now), nightsOk ? nightsValue : STAY_NIGHTS_MIN)}
                  onChange={setCheckIn}
                  describedBy={move.error ? moveError : undefined}
                  classNames={{ label: styles.label, input: deskStyles.textBox }}
                />
              </div>
              <div className={styles.field}>
                <label className={styles.label} htmlFor={nightsId}>
                  Nights
                </label>
                <input
                  id={nightsId}
                  className={deskStyles.textBox}
                  type="number"
                  min={STAY_NIGHTS_MIN}
                  max={STAY_NIGHTS_MAX}
                  value={nights}
                  onChange={(e) => setNights(e.target.value)}
                />
              </div>
            </div>
            <FormError id={moveError} message={move.error} />
            <button type="submit" className={deskStyles.primary} disabled={busy || !checkIn || !nightsOk || unchanged}>
              Move stay
            </button>
          </form>

          <form className={styles.section} onSubmit={onCancel} noValidate>
            <h3 className={styles.sectionTitle}>Cancel for the guest</h3>
            <label className={styles.label} htmlFor={reasonId}>
              Reason (required)
            </label>
            <textarea
              id={reasonId}
              className={`${deskStyles.textBox} ${styles.reason}`}
              value={reason}
              required
              maxLength={REASON_MAX}
              aria-invalid={cancel.error === REASON_MESSAGES.cancelRequired || undefined}
              aria-describedby={cancel.error ? cancelError : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                if (cancel.error === REASON_MESSAGES.cancelRequired) cancel.setError(null);
              }}
            />
            <FormError id={cancelError} message={cancel.error} />
            <button type="submit" className={dialog.danger} disabled={busy}>
              Cancel booking
            </button>
          </form>
        </>
      )}

      <DialogActions>
        <button type="button" className={deskStyles.secondary} disabled={busy} onClick={onClose}>
          Close
        </button>
      </DialogActions>
    </Dialog>
  );
}

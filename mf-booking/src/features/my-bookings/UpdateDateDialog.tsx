import {
  api,
  canChangeDate,
  checkOutFor,
  errorStatus,
  isIsoDate,
  MESSAGES,
  nightsFree,
  quoteStay,
  sharedText,
  stayNights,
  t,
  TOASTS,
  todayIn,
  useAction,
  useLoad,
  useMoney,
  validateUpdateDate,
  watchRoomDates,
  type Booking,
} from '@hotel/shared';
// The booking horizon is a newer rule: bundled from /domain, it works under an older shared singleton.
import { lastArrival } from '@hotel/shared/domain';
import { DateField, Dialog, DialogActions } from '@hotel/shared/ui';
import { useEffect, useId, useState } from 'react';
import { StayCalendarPart } from '../../ui/stay-calendar';
import { cancellationText, dayText, stayRefusalText, withStrong } from '../../ui/words';
import styles from './MyBookingsPage.module.css';

interface Props {
  booking: Booking;
  now: Date;
  timeZone: string;
  onClose: () => void;
  onUpdated: (booking: Booking) => void;
}

/**
 * "Update Date" (docs/product.md §5): moves the whole stay, its nights kept, and only while the
 * booking could be cancelled (the same window and hint, from the first night). The new check-in is
 * set, different, today or later, and every new night free in the room's booked dates, which the
 * dialog reads when it opens and then follows live; the stay's own nights count as free, since a
 * move may overlap them. The server moves it atomically and has the last word.
 */
export function UpdateDateDialog({ booking, now, timeZone, onClose, onUpdated }: Props) {
  // Prices in the guest's display currency; the booking's own at the rate it kept (docs/product.md "Currencies").
  const money = useMoney();
  const [date, setDateState] = useState(booking.bookingDate);
  // The dialog opens on the current check-in: nothing to say until the guest picks a date.
  const [touched, setTouched] = useState(false);
  const setDate = (next: string) => {
    setTouched(true);
    setDateState(next);
  };
  const allowed = canChangeDate(booking.bookingDate, now, timeZone);
  // The cut-off in the hotel's clock ("Free cancellation until Dec 11, 12:00 AM Pacific time"), then
  // "1 day left to cancel" within 2 days of it.
  const { deadline, daysLeft } = cancellationText(booking.bookingDate, now, timeZone);
  const hint = daysLeft
    ? t('booking.dateDialog.hintDays', { deadline, daysLeft })
    : t('booking.dateDialog.hint', { deadline });
  const today = todayIn(timeZone, now);
  const room = useLoad(allowed ? booking.roomId : null, (id) => api.getRoom(id));
  const { mutate, refresh } = room;
  // Another guest's booking shows while the dialog is open (the room's event stream).
  useEffect(() => {
    if (!allowed) return undefined;
    return watchRoomDates(booking.roomId, {
      onDates: (e) => mutate((r) => ({ ...r, bookedDates: e.bookedDates })),
      onReconnect: () => refresh(),
    });
  }, [allowed, booking.roomId, mutate, refresh]);
  // A failed lookup leaves the check to the server (it refuses a taken night with 409), and the
  // dialog says the dates could not be checked rather than "Date is available!".
  const bookedDates = room.data?.bookedDates ?? [];
  const unchecked = room.status === 'error';
  const ownNights = stayNights(booking.bookingDate, booking.nights);
  const invalid = validateUpdateDate({ current: booking.bookingDate, next: date, today, nights: booking.nights });
  const taken = invalid === null && !unchecked && !nightsFree(bookedDates, date, booking.nights, ownNights);
  const checking = invalid === null && room.status === 'loading';
  // The moved stay at the room's current rates (docs/product.md "Rates"): its rules and its new total.
  const priced = invalid === null && room.data ? room.data : null;
  const ruled = priced ? stayRefusalText(priced, date, booking.nights) : null;
  const newTotal = priced ? quoteStay(priced, date, booking.nights, booking.guests).total : null;
  const help = !touched
    ? ''
    : invalid !== null
      ? sharedText(invalid)
      : checking
        ? ''
        : unchecked
          ? sharedText(MESSAGES.updateDateUnchecked)
          : taken
            ? sharedText(MESSAGES.dateNotAvailable)
            : (ruled ?? sharedText(MESSAGES.dateAvailable));
  const ids = { help: useId() };
  const move = useAction(
    (next: string) => api.updateBookingDate(booking._id, next) as Promise<Partial<Booking> | undefined>,
    {
      success: MESSAGES.updateDateSuccess,
      // A change past the cut-off says why; anything else, a night taken meanwhile included, is the
      // generic failure (docs/product.md §8).
      failure: { fallback: MESSAGES.updateDateFailed, server: { status: [409], only: [MESSAGES.changeDateTooLate] } },
      toast: TOASTS.booking,
      stales: ['bookings'],
      onSuccess: (updated, next) =>
        onUpdated({
          ...booking,
          ...(updated ?? {}),
          bookingDate: updated?.bookingDate ?? next,
          checkOut: updated?.checkOut ?? checkOutFor(next, booking.nights),
        }),
      // A night taken meanwhile: read the room's dates again, so the field says so.
      onError: (e) => {
        if (errorStatus(e) === 409) room.reload();
      },
    },
  );
  const busy = move.busy;
  const stayText = t('booking.dateDialog.stay', {
    nights: booking.nights,
    from: dayText(booking.bookingDate),
    to: dayText(booking.checkOut),
  });

  if (!allowed) {
    return (
      <Dialog open onClose={onClose} title={t('booking.dateDialog.title')}>
        <p className={styles.dialogText}>
          {t('booking.dateDialog.tooLate', { room: booking.roomName, stay: stayText })}
        </p>
        <p className={styles.dialogError} role="alert">
          {sharedText(MESSAGES.changeDateTooLate)}
        </p>
        <DialogActions>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('booking.dateDialog.close')}
          </button>
        </DialogActions>
      </Dialog>
    );
  }

  // The calendar shows the stay at the typed check-in (its current nights until one is chosen).
  const shownCheckOut = isIsoDate(date) ? checkOutFor(date, booking.nights) : '';
  return (
    <Dialog open onClose={onClose} title={t('booking.dateDialog.title')} dismissible={!busy}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid && !taken && !ruled && !checking && !busy) void move.run(date);
        }}
      >
        <p className={styles.dialogText}>
          {t('booking.dateDialog.now', { room: booking.roomName, stay: stayText })}{' '}
          <span className={styles.hint}>{hint}</span>
        </p>
        <DateField
          label={t('booking.dateDialog.newCheckIn')}
          classNames={{ label: styles.fieldLabel, input: styles.field }}
          min={today}
          max={lastArrival(today, booking.nights)}
          value={date}
          describedBy={ids.help}
          onChange={setDate}
        />
        <p id={ids.help} className={styles.fieldHelp} role="status">
          {help}
        </p>
        {invalid === null && (
          <p className={styles.fieldHelp}>
            {t('booking.dateDialog.checkOut', { date: dayText(shownCheckOut), nights: booking.nights })}
          </p>
        )}
        {newTotal !== null && !ruled && (
          // Moving quotes the stay again at today's rates: the guest sees what it will cost before Update.
          <p className={styles.fieldHelp} aria-live="polite">
            {withStrong('booking.dateDialog.newTotal', { total: money.text(newTotal) }, 'total')}{' '}
            {newTotal !== booking.price
              ? t('booking.dateDialog.was', { price: money.text(booking.price, { kept: booking.estimate }) })
              : t('booking.dateDialog.unchanged')}
          </p>
        )}
        <StayCalendarPart
          bookedDates={bookedDates}
          today={today}
          stay={{ checkIn: date, checkOut: shownCheckOut }}
          keepNights={booking.nights}
          ownNights={ownNights}
          pricing={room.data}
          guests={booking.guests}
          onChange={(stay) => setDate(stay.checkIn)}
        />
        <DialogActions>
          <button type="button" className={styles.secondary} disabled={busy} onClick={onClose}>
            {t('booking.dateDialog.cancel')}
          </button>
          <button
            type="submit"
            className={styles.primary}
            disabled={invalid !== null || taken || ruled !== null || checking || busy}
          >
            {t('booking.dateDialog.save')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

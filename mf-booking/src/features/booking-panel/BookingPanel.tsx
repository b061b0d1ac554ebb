import {
  api,
  ApiRequestError,
  buildNewBooking,
  errorStatus,
  isIsoDate,
  loadRates,
  isPartnerFrame,
  loginReturnState,
  MESSAGES,
  notify,
  partnerFrame,
  postToPartner,
  quoteStay,
  ROUTES,
  stayQuery,
  t,
  TOASTS,
  todayIn,
  useAction,
  useAuthStore,
  useDisplayCurrency,
  useMoney,
  useRuntimeConfig,
  type AuthUser,
  type Booking,
  type BookingPanelProps,
  type NewBooking,
} from '@hotel/shared';
import { termsFor } from '@hotel/shared/promotions';
import { Price, RateNote } from '@hotel/shared/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './BookingPanel.module.css';
import { BookedDatesList } from './BookedDatesList';
import { BookingSummaryDialog } from './BookingSummaryDialog';
import { NightlyRate } from './NightlyRate';
import { PartnerConfirmation } from './PartnerConfirmation';
import { PromoCodeField } from './PromoCodeField';
import { StayFields } from './StayFields';
import { useBookedDates } from './useBookedDates';
import { usePromo } from './usePromo';
import { useStay } from './useStay';

/** POST /bookings' refusal when the rate the guest was shown is superseded (the API's words say so). */
const RATE_CHANGED = 'RATE_CHANGED';

/** What "Confirm Booking" books. */
interface StayToBook {
  checkIn: string;
  nights: number;
  guests: number;
  user: AuthUser;
  /** The promo code it is priced with, if any. */
  promo?: string;
  /** The rate its estimate was shown at (docs/product.md "Currencies"): the booking keeps it. */
  rateId?: string;
}

/**
 * Booking panel (docs/product.md §2 Room details): the stay (check-in from today, check-out or
 * nights 1-14, guests 1-3; opened from the page's URL when a search link carries one), the live
 * availability calendar, the total, the room's next booked dates, and "Book Now" → a "Booking
 * Summary" dialog with Cancel and "Confirm Booking". Signed out → error toast and /login, which
 * brings the guest back here, with the stay they picked, after signing in.
 */
export default function BookingPanel({ room }: BookingPanelProps) {
  const { hotelTimeZone } = useRuntimeConfig();
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const location = useLocation();
  const today = todayIn(hotelTimeZone);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [confirmed, setConfirmed] = useState<Booking | null>(null);
  const { bookedDates, refresh } = useBookedDates(room);
  const stay = useStay(room, bookedDates, today);
  const { checkIn, checkOut, guests, available } = stay;
  const nights = stay.nights ?? 1;
  const promo = usePromo(room._id, stay);
  // The code's terms while it applies to this stay (its minimum of nights met): the panel books with it only then.
  const terms = termsFor(promo.terms, nights);
  // Night by night at the room's rates (the shared quoteStay, the API's quote and booking price), with
  // the promo code that applies; before a check-in is chosen, from today.
  const quote = quoteStay(room, isIsoDate(checkIn) ? checkIn : today, nights, guests, terms);
  const { total } = quote;
  const discount = quote.discount ?? 0;
  const nightTotals = quote.nights.map((n) => n.before ?? n.total);
  const low = Math.min(...nightTotals);
  const high = Math.max(...nightTotals);
  // The guest's display currency: the prices below, and the rate the booking keeps.
  const { currency, rate } = useDisplayCurrency();
  const money = useMoney();

  const book = useAction(
    async (s: StayToBook, { idempotencyKey }) => {
      const partner = partnerFrame();
      // In a partner's frame the booking names the partner and the page it came from (the API checks
      // both) and its answer carries the hotel's signed receipt (docs/architecture.md §7).
      const body: NewBooking = {
        ...buildNewBooking(room, { bookingDate: s.checkIn, nights: s.nights, guests: s.guests, user: s.user }),
        ...(s.promo ? { promo: s.promo } : {}),
        ...(partner ? { partnerId: partner.partnerId, partnerOrigin: partner.origin } : {}),
        ...(s.rateId ? { currency, rateId: s.rateId } : {}),
      };
      const booking = await api.createBooking(body, { idempotencyKey });
      // Compatibility call of docs/product.md §7; the booking above already holds every night.
      await api.bookDate(room._id, s.checkIn).catch(() => undefined);
      return booking;
    },
    {
      // The code the guest quotes (and finds in the confirmation e-mail), right where it is booked.
      success: (b) => t('booking.panel.booked', { code: b.confirmationCode }),
      // Only the server's own message replaces ours: "Network Error" or "Request timed out" never show.
      failure: MESSAGES.bookingFailed,
      toast: TOASTS.booking,
      // A retry of the same room, stay and guests after a failure sends the first attempt's key, so
      // a booking whose answer was lost is returned instead of made twice (docs/architecture.md §6).
      idempotent: (s) => JSON.stringify([room._id, s.checkIn, s.nights, s.guests, s.user.email, s.promo ?? '']),
      // The guest's bookings and the room's booked dates (the panel's own come by its live stream).
      stales: ['bookings', 'rooms'],
      onSuccess: (b) => {
        setSummaryOpen(false);
        if (!isPartnerFrame()) {
          navigate(ROUTES.myBookings);
          return;
        }
        // The partner's page learns of it with the receipt its server can verify.
        postToPartner('booked', {
          confirmationCode: b.confirmationCode,
          roomId: b.roomId,
          checkIn: b.bookingDate,
          checkOut: b.checkOut,
          total: b.price,
          currency: quote.currency,
          // What the guest was shown, in their display currency (mf-catalog/README.md, "booked"): the kept estimate, or the total in dollars.
          displayCurrency: b.estimate?.currency ?? quote.currency,
          displayTotal: b.estimate?.amount ?? b.price,
          receipt: b.receipt ?? null,
        });
        setConfirmed(b);
      },
      onError: (e) => {
        if (e instanceof ApiRequestError && e.code === RATE_CHANGED) {
          // The hotel published a new rate since the guest saw the estimate: nothing was booked; the
          // panel shows the new one and the guest confirms again (the toast said why, in words).
          void loadRates(true);
          return;
        }
        if (errorStatus(e) === 409) {
          // Someone else took a night: show the room as it is now; the panel turns "not available".
          setSummaryOpen(false);
          void refresh();
        }
      },
    },
  );

  const onBook = () => {
    if (!user) {
      void notify('error', MESSAGES.loginToBook, TOASTS.booking);
      // The stay picked (Book Now waits for one) comes back with the guest: the page's link carries
      // it, as a search link does (roomPath), and the panel opens with it.
      navigate(ROUTES.login, {
        state: loginReturnState(location.pathname + stayQuery({ checkIn, checkOut, guests }, promo.code)),
      });
      return;
    }
    setSummaryOpen(true);
  };

  if (confirmed) return <PartnerConfirmation booking={confirmed} />;

  return (
    <section className={styles.panel} aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className={styles.title}>
        {t('booking.panel.title')}
      </h2>
      <NightlyRate room={room} today={today} />

      <StayFields
        stay={stay}
        pricing={room}
        promo={promo.terms}
        capacity={room.capacity}
        bookedDates={bookedDates}
        today={today}
      />

      <BookedDatesList bookedDates={bookedDates} today={today} />

      <PromoCodeField promo={promo} discount={discount} />

      <p className={styles.total}>
        <span>{t('booking.field.total')}</span>
        <strong data-testid="panel-total">
          <Price amount={total} cents />
        </strong>
      </p>
      {terms && discount > 0 && (
        <p className={styles.discount}>
          <Price amount={-discount} cents /> {terms.code}
        </p>
      )}
      <p className={styles.totalFor}>
        {low === high
          ? t('booking.panel.totalFor', { nights, price: money.text(low) })
          : t('booking.panel.totalRange', { nights, low: money.text(low), high: money.text(high) })}
      </p>
      <RateNote className={styles.note} />

      <button type="button" className={styles.primary} disabled={!available} onClick={onBook}>
        {t('booking.panel.bookNow')}
      </button>

      <BookingSummaryDialog
        open={summaryOpen}
        submitting={book.busy}
        roomName={room.name}
        stay={{ checkIn, checkOut, nights, guests }}
        quote={quote}
        onCancel={() => setSummaryOpen(false)}
        onConfirm={() => {
          if (!user) return;
          // The moment the guest confirms, before the answer: a partner's page can say it is under way.
          if (!book.busy) postToPartner('booking-submitted', { roomId: room._id, checkIn, checkOut, guests, total, currency: quote.currency });
          void book.run({ checkIn, nights, guests, user, ...(terms ? { promo: terms.code } : {}), ...(rate ? { rateId: rate.id } : {}) });
        }}
      />
    </section>
  );
}

import {
  isPastStay,
  MESSAGES,
  ROUTES,
  sharedText,
  t,
  todayIn,
  useAuthStore,
  useMoney,
  useRuntimeConfig,
  type Booking,
} from '@hotel/shared';
import { CalendarX2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { afterPaint, LazyPart } from '@hotel/shared/ui';
import type { BookingAction } from './BookingActions';
import { BookingCards, BookingsTable } from './BookingCards';
import { useIsLargeScreen } from './useIsLargeScreen';
import { useMyBookings } from './useMyBookings';
import styles from './MyBookingsPage.module.css';

/**
 * The dialogs open on a click, so their code (and, in another language, their words) is not part of
 * the page's first load: it starts once the page has painted, so a click does not wait for it.
 */
const loadDialogs = () => import(/* webpackChunkName: "my-bookings-dialogs" */ './BookingDialogs');

/**
 * My bookings (docs/product.md §2): the signed-in guest's bookings as a table (large screens) or
 * cards, each with view room, update date, cancel and write/edit review, then "Past stays" with
 * only view room and the review; an empty state with "Browse Rooms". A visitor never gets here:
 * the shell shows its one "Please Login" (with the way back) instead of loading this page.
 */
export default function MyBookingsPage() {
  const user = useAuthStore((s) => s.user);
  const { hotelTimeZone } = useRuntimeConfig();
  const { state, reviews } = useMyBookings(user?.email);
  const large = useIsLargeScreen();
  // A booking keeps the estimate it was made with (bookingPrice): re-render when its words' code is in,
  // for a guest who sees dollars today too.
  useMoney();
  const [open, setOpen] = useState<{ action: BookingAction; booking: Booking } | null>(null);
  // A dialog that saved closes; the list refreshes with what it saved (its write `stales` it).
  const close = () => setOpen(null);
  useEffect(() => afterPaint(() => void loadDialogs().catch(() => undefined)), []);

  // The shell's page table keeps visitors out (SignInRequiredPage); a session lost meanwhile shows nothing.
  if (!user) return null;

  const now = new Date();
  const List = large ? BookingsTable : BookingCards;
  const today = todayIn(hotelTimeZone, now);
  const all = state.status === 'ready' ? state.bookings : [];
  const upcoming = all.filter((b) => !isPastStay(b, today));
  const past = all.filter((b) => isPastStay(b, today));
  const onAction = (action: BookingAction, booking: Booking) => setOpen({ action, booking });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('booking.mine.title')}</h1>
      {state.status === 'loading' && (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={`${styles.card} ${styles.skeleton}`} />
          ))}
        </ul>
      )}
      {state.status === 'error' && <p className={styles.muted}>{sharedText(MESSAGES.bookingsFetchFailed)}</p>}
      {state.status === 'ready' && state.bookings.length === 0 && (
        <div className={styles.empty}>
          <CalendarX2 className={styles.emptyIcon} aria-hidden="true" />
          <p className={styles.muted}>{t('booking.mine.empty')}</p>
          <Link to={ROUTES.rooms} className={styles.primary}>
            {t('booking.mine.browse')}
          </Link>
        </div>
      )}
      {upcoming.length > 0 && (
        <List bookings={upcoming} reviews={reviews} now={now} timeZone={hotelTimeZone} onAction={onAction} />
      )}
      {upcoming.length === 0 && past.length > 0 && (
        <p className={styles.muted}>
          {t('booking.mine.noUpcoming')} <Link to={ROUTES.rooms}>{t('booking.mine.browse')}</Link>
        </p>
      )}
      {past.length > 0 && (
        <section className={styles.past} aria-labelledby="past-stays-title">
          <h2 id="past-stays-title" className={styles.subtitle}>
            {t('booking.mine.past')}
          </h2>
          <List bookings={past} reviews={reviews} now={now} timeZone={hotelTimeZone} past onAction={onAction} />
        </section>
      )}

      {open && (
        <LazyPart load={loadDialogs} props={{ open, user, reviews, now, timeZone: hotelTimeZone, onClose: close }} loading={null} />
      )}
    </div>
  );
}

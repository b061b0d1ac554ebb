import { formatBookingDate, nightsLabel, shortBookingId, STATUS_LABELS, useLoad, useRuntimeConfig, type Action, type Booking } from '@hotel/shared';
import { FRONT_DESK_LIMITS, FRONT_DESK_ROUTES, frontDeskApi, Loading, LoadFailed } from '@hotel/shared/front-desk';
import { Link } from 'react-router-dom';
import { deskStyles } from '../../ui/front-desk';
import { FailedMailList } from './FailedMail';
import { StayActions, useStayChange, type StayInput } from './StayActions';
import styles from './FrontDeskToday.module.css';

/** What a list's rows can do: the hotel's day and zone, and the one write. */
interface RowContext {
  today: string;
  timeZone: string;
  change: Action<StayInput>;
}

/** One stay in a list of the day: who (and their confirmation), which room, how long, and what staff can do now. */
function StayLine({ booking, row, showState }: { booking: Booking; row: RowContext; showState?: boolean }) {
  return (
    <li className={styles.stay}>
      <span className={styles.guest}>
        {booking.userName}
        {showState && <span className={styles.state}>{STATUS_LABELS[booking.status]}</span>}
      </span>
      <span className={deskStyles.muted}>
        {booking.roomName} · {nightsLabel(booking.nights)} · until {formatBookingDate(booking.checkOut)}
      </span>
      <span className={styles.confirmation}>
        #{shortBookingId(booking._id)} · <a href={`mailto:${booking.userEmail}`}>{booking.userEmail}</a>
      </span>
      <StayActions booking={booking} {...row} />
    </li>
  );
}

function StayList({ title, stays, empty, row, showState }: { title: string; stays: Booking[]; empty: string; row: RowContext; showState?: boolean }) {
  const id = `today-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={`${deskStyles.card} ${styles.list}`} aria-labelledby={id}>
      <h2 id={id} className={styles.listTitle}>
        {title} <span className={styles.count}>{stays.length}</span>
      </h2>
      {stays.length === 0 ? (
        <p className={deskStyles.muted}>{empty}</p>
      ) : (
        <ul className={styles.stays}>
          {stays.map((b) => (
            <StayLine key={b._id} booking={b} row={row} showState={showState} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /hotel (docs/product.md "Front desk"): today at the hotel, from the stays' states: arrivals to
 * check in (or mark as no-shows), departures to check out, the guests in house, and today's
 * check-outs and no-shows, each change one click away with its undo beside the row; the nights sold
 * over the next FRONT_DESK_LIMITS.nightsSoldDays, the new messages (the inbox is marketing's page), and the e-mails that could not
 * be delivered.
 */
export default function FrontDeskTodayPage() {
  const today = useLoad('today', () => frontDeskApi.today(), { resource: 'bookings' });
  const { hotelTimeZone } = useRuntimeConfig();
  const change = useStayChange();
  const day = today.data;
  const row: RowContext | null = day ? { today: day.date, timeZone: hotelTimeZone, change } : null;
  const share = day && day.nightsSold.available > 0 ? Math.round((100 * day.nightsSold.sold) / day.nightsSold.available) : 0;
  return (
    <div className={deskStyles.page}>
      <h1 className={deskStyles.title}>Today at the hotel</h1>
      {today.status === 'error' && <LoadFailed text="Today's figures could not be loaded." onRetry={today.reload} />}
      {today.status === 'loading' && (
        <Loading text="Loading today…" />
      )}
      {day && row && (
        <>
          <p className={deskStyles.subtitle}>{formatBookingDate(day.date)}</p>
          <div className={styles.figures}>
            <section className={`${deskStyles.card} ${styles.figure}`} aria-labelledby="today-sold">
              <h2 id="today-sold" className={styles.figureTitle}>
                Nights sold, next {FRONT_DESK_LIMITS.nightsSoldDays} days
              </h2>
              <p className={styles.figureValue}>
                {day.nightsSold.sold} <span className={styles.figureOf}>of {day.nightsSold.available}</span>
              </p>
              <p className={deskStyles.muted}>{share}% of the open rooms' nights</p>
            </section>
            <section className={`${deskStyles.card} ${styles.figure}`} aria-labelledby="today-messages">
              <h2 id="today-messages" className={styles.figureTitle}>
                New messages
              </h2>
              <p className={styles.figureValue}>{day.newMessages}</p>
              <Link to={FRONT_DESK_ROUTES.messages} className={styles.figureLink}>
                Open the inbox
              </Link>
            </section>
            <section className={`${deskStyles.card} ${styles.figure}`} aria-labelledby="today-chart">
              <h2 id="today-chart" className={styles.figureTitle}>
                Rooms occupied tonight
              </h2>
              <p className={styles.figureValue}>{day.inHouse.length + day.arrivals.length}</p>
              <Link to={FRONT_DESK_ROUTES.bookings} className={styles.figureLink}>
                Open the tape chart
              </Link>
            </section>
          </div>
          <FailedMailList />
          <div className={styles.lists}>
            <StayList title="Arrivals" stays={day.arrivals} empty="No arrivals to check in." row={row} />
            <StayList title="Departures" stays={day.departures} empty="No departures to check out." row={row} />
            <StayList title="In house" stays={day.inHouse} empty="No guests checked in." row={row} />
            <StayList
              title="Checked out and no-shows today"
              stays={day.done}
              empty="Nothing checked out or marked as a no-show today."
              row={row}
              showState
            />
          </div>
        </>
      )}
    </div>
  );
}

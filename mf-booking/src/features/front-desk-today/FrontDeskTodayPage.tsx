import { formatBookingDate, nightsLabel, shortBookingId, useLoad, type Booking } from '@hotel/shared';
import { FRONT_DESK_LIMITS, FRONT_DESK_ROUTES, frontDeskApi, Loading, LoadFailed } from '@hotel/shared/front-desk';
import { Link } from 'react-router-dom';
import { deskStyles } from '../../ui/front-desk';
import { FailedMailList } from './FailedMail';
import styles from './FrontDeskToday.module.css';

/** One stay in a list of the day: who (and their confirmation), which room, how long. */
function StayLine({ booking }: { booking: Booking }) {
  return (
    <li className={styles.stay}>
      <span className={styles.guest}>{booking.userName}</span>
      <span className={deskStyles.muted}>
        {booking.roomName} · {nightsLabel(booking.nights)} · until {formatBookingDate(booking.checkOut)}
      </span>
      <span className={styles.confirmation}>
        #{shortBookingId(booking._id)} · <a href={`mailto:${booking.userEmail}`}>{booking.userEmail}</a>
      </span>
    </li>
  );
}

function StayList({ title, stays, empty }: { title: string; stays: Booking[]; empty: string }) {
  const id = `today-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={`${deskStyles.card} ${styles.list}`} aria-labelledby={id}>
      <h2 id={id} className={styles.listTitle}>
        {title} <span className={styles.count}>{stays.length}</span>
      </h2>
      {stays.length === 0 ? <p className={deskStyles.muted}>{empty}</p> : <ul className={styles.stays}>{stays.map((b) => <StayLine key={b._id} booking={b} />)}</ul>}
    </section>
  );
}

/**
 * /hotel (docs/product.md "Front desk"): today at the hotel: arrivals, departures, the guests in
 * house, the nights sold over the next FRONT_DESK_LIMITS.nightsSoldDays, the new messages (the inbox is marketing's page), and
 * the e-mails that could not be delivered.
 */
export default function FrontDeskTodayPage() {
  const today = useLoad('today', () => frontDeskApi.today());
  const day = today.data;
  const share = day && day.nightsSold.available > 0 ? Math.round((100 * day.nightsSold.sold) / day.nightsSold.available) : 0;
  return (
    <div className={deskStyles.page}>
      <h1 className={deskStyles.title}>Today at the hotel</h1>
      {today.status === 'error' && <LoadFailed text="Today's figures could not be loaded." onRetry={today.reload} />}
      {today.status === 'loading' && (
        <Loading text="Loading today…" />
      )}
      {day && (
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
            <StayList title="Arrivals" stays={day.arrivals} empty="No arrivals today." />
            <StayList title="Departures" stays={day.departures} empty="No departures today." />
            <StayList title="In house" stays={day.inHouse} empty="No guests in house from before today." />
          </div>
        </>
      )}
    </div>
  );
}

import { addDays, formatBookingDate, nightsLabel, shortBookingId, todayIn, useLoad, useRuntimeConfig, type Booking } from '@hotel/shared';
import { FRONT_DESK_LIMITS, frontDeskApi, Loading, LoadFailed } from '@hotel/shared/front-desk';
import { DateField } from '@hotel/shared/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { deskStyles } from '../../ui/front-desk';
import { BookingDetailDialog } from './BookingDetailDialog';
import { TapeChart } from './TapeChart';
import { chartRange, shiftWeeks, shortDate } from './tapeChart';
import styles from './FrontDeskBookings.module.css';

/**
 * Where the desk's search looks: from a week before the chart's first night, for as many nights as
 * GET /hotel/bookings allows.
 */
const SEARCH_BEFORE_CHART = 7;
const SEARCH_NIGHTS = FRONT_DESK_LIMITS.bookingsWindowNights;
const { chartNights } = FRONT_DESK_LIMITS;

/**
 * /hotel/bookings (docs/product.md "Front desk"): the tape chart of every room over FRONT_DESK_LIMITS.chartNights nights from a
 * chosen date (its stays in one request), moved a week at a time; the search by e-mail, name or the
 * booking id's last 6 characters; a booking's detail, where staff cancel or move it.
 */
export default function FrontDeskBookingsPage() {
  const { hotelTimeZone } = useRuntimeConfig();
  const today = todayIn(hotelTimeZone);
  const [from, setFrom] = useState(today);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Booking | null>(null);
  const searchId = useId();

  const rooms = useLoad('rooms', () => frontDeskApi.rooms());
  const stays = useLoad(from, (f) => frontDeskApi.bookings(chartRange(f)));
  const searchFrom = addDays(from, -SEARCH_BEFORE_CHART);
  const found = useLoad(query ? `${searchFrom}|${query}` : null, () =>
    frontDeskApi.bookings({ from: searchFrom, to: addDays(searchFrom, SEARCH_NIGHTS), q: query }),
  );
  const roomNames = useMemo(() => new Map((rooms.data ?? []).map((r) => [r._id, r.name])), [rooms.data]);
  const roomName = (b: Booking) => roomNames.get(b.roomId) ?? b.roomName;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim() === query) found.reload();
    setQuery(typed.trim());
  };
  const changed = () => {
    setOpen(null);
    stays.refresh();
    if (query) found.refresh();
  };
  const bookings = stays.data ?? stays.latest;

  return (
    <div className={deskStyles.page}>
      <h1 className={deskStyles.title}>Bookings</h1>
      <p className={deskStyles.subtitle}>
        {formatBookingDate(from)} to {formatBookingDate(addDays(from, chartNights - 1))}, {chartNights} nights
      </p>

      <div className={styles.toolbar}>
        <div className={styles.dateControls}>
          <div className={styles.field}>
            <DateField
              label="From"
              value={from}
              onChange={(v) => v && setFrom(v)}
              classNames={{ label: styles.label, input: deskStyles.textBox }}
            />
          </div>
          <div className={styles.weekButtons}>
            <button type="button" className={deskStyles.secondary} onClick={() => setFrom(shiftWeeks(from, -1))}>
              Previous week
            </button>
            <button type="button" className={deskStyles.secondary} onClick={() => setFrom(today)} disabled={from === today}>
              Today
            </button>
            <button type="button" className={deskStyles.secondary} onClick={() => setFrom(shiftWeeks(from, 1))}>
              Next week
            </button>
          </div>
        </div>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <label className={styles.label} htmlFor={searchId}>
            Find a stay
          </label>
          <div className={styles.searchRow}>
            <input
              id={searchId}
              type="search"
              className={deskStyles.textBox}
              placeholder="E-mail, name or booking id (last 6)"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <button type="submit" className={deskStyles.primary}>
              Search
            </button>
          </div>
        </form>
      </div>

      {query && (
        <section aria-labelledby={`${searchId}-results`} className={styles.results}>
          <h2 id={`${searchId}-results`} className={styles.resultsTitle}>
            {found.status === 'ready' ? `${found.data!.length} ${found.data!.length === 1 ? 'stay' : 'stays'} found for “${query}”` : `Searching for “${query}”…`}
          </h2>
          <p className={deskStyles.muted}>
            Stays from {formatBookingDate(searchFrom)} to {formatBookingDate(addDays(searchFrom, SEARCH_NIGHTS - 1))}.
          </p>
          {found.status === 'error' && <LoadFailed text="The search failed." onRetry={found.reload} />}
          {found.status === 'ready' && found.data!.length > 0 && (
            <ul className={styles.resultList}>
              {found.data!.map((b) => (
                <li key={b._id}>
                  <button
                    type="button"
                    className={styles.result}
                    onClick={() => {
                      setFrom(b.bookingDate < from || b.bookingDate >= addDays(from, chartNights) ? b.bookingDate : from);
                      setOpen(b);
                    }}
                  >
                    <strong>{b.userName}</strong> · {b.userEmail} · {roomName(b)} · {shortDate(b.bookingDate)} to {shortDate(b.checkOut)} (
                    {nightsLabel(b.nights)}) · #{shortBookingId(b._id)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setTyped('');
              setQuery('');
            }}
          >
            Clear search
          </button>
        </section>
      )}

      {rooms.status === 'error' || stays.status === 'error' ? (
        <LoadFailed
          text="The tape chart could not be loaded."
          onRetry={() => {
            if (rooms.status === 'error') rooms.reload();
            if (stays.status === 'error') stays.reload();
          }}
        />
      ) : rooms.data && bookings ? (
        <div aria-busy={stays.status === 'loading'}>
          <TapeChart rooms={rooms.data} bookings={bookings} from={from} today={today} query={query} onOpen={setOpen} />
        </div>
      ) : (
        <Loading text="Loading the tape chart…" />
      )}

      {open && (
        <BookingDetailDialog
          booking={open}
          roomName={roomName(open)}
          now={new Date()}
          timeZone={hotelTimeZone}
          onClose={() => setOpen(null)}
          onChanged={changed}
        />
      )}
    </div>
  );
}

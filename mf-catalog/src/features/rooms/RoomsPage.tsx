import { errorMessage, MESSAGES, notify, roomPath, type RoomsQuery } from '@hotel/shared';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PriceFilter, RoomsList, roomsStyles as styles, type CardLink } from '../../ui/rooms';
import { useRooms } from './useRooms';

const AppLink: CardLink = ({ href, children, ...rest }) => (
  <RouterLink to={href} {...rest}>
    {children}
  </RouterLink>
);

/** Rooms list (docs/product.md §2): price filter + grid of room cards; "No rooms found"; error toast. */
export default function RoomsPage() {
  const [query, setQuery] = useState<RoomsQuery>({});
  // "Show all rooms" remounts the filter so its inputs drop the values that no longer apply.
  const [filterResets, setFilterResets] = useState(0);
  // docs/product.md §8: the server's message, else ours; never transport text ("Network Error").
  const onError = useCallback((e: unknown) => {
    void notify('error', errorMessage(e, { fallback: MESSAGES.roomsFetchFailed }));
  }, []);
  const { status, rooms, reload } = useRooms(query, onError);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Our Rooms</h1>
        <p className={styles.lead}>Find the room that fits your stay, from cosy singles to harbour-view suites.</p>
      </header>

      <PriceFilter key={filterResets} onApply={setQuery} busy={status === 'loading'} />

      <RoomsList
        status={status}
        rooms={rooms}
        hrefFor={(room) => roomPath(room._id)}
        Link={AppLink}
        emptyAction={
          query.minPrice !== undefined || query.maxPrice !== undefined ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setQuery({});
                setFilterResets((n) => n + 1);
              }}
            >
              Show all rooms
            </button>
          ) : null
        }
        onRetry={reload}
      />
    </div>
  );
}

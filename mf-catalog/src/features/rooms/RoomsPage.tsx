import { errorMessage, MESSAGES, notify, t, useMoney, type RoomsQuery } from '@hotel/shared';
// Bundled with this remote: an older shared singleton's roomPath would drop the stay.
import { roomPath } from '@hotel/shared/routes';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PriceFilter, RoomsList, StaySearch, roomsStyles as styles, type CardLink } from '../../ui/rooms';
import { useRooms } from './useRooms';
import { useStaySearch } from './useStaySearch';

const AppLink: CardLink = ({ href, children, ...rest }) => (
  <RouterLink to={href} {...rest}>
    {children}
  </RouterLink>
);

/**
 * Rooms list (docs/product.md §2): search by stay (in the URL) and the price filter, combined in one
 * GET /rooms; a grid of room cards, each with the stay's total and links that carry it; "No rooms
 * found"; error toast.
 */
export default function RoomsPage() {
  const [query, setQuery] = useState<RoomsQuery>({});
  const search = useStaySearch();
  const { stay } = search;
  // The guest's display currency (docs/product.md "Currencies"): the cards' prices and their rate.
  const money = useMoney();
  // "Show all rooms" remounts the filter so its inputs drop the values that no longer apply.
  const [filterResets, setFilterResets] = useState(0);
  // docs/product.md §8: the server's message, else the error's own ("Network Error"), else ours.
  const onError = useCallback((e: unknown) => {
    void notify('error', errorMessage(e, { fallback: MESSAGES.roomsFetchFailed, transport: true }));
  }, []);
  const { status, rooms, reload } = useRooms({ ...query, ...stay }, onError);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('catalog.rooms.title')}</h1>
        <p className={styles.lead}>{t('catalog.rooms.lead')}</p>
      </header>

      <div className={styles.searchBar}>
        <StaySearch
          key={search.key}
          initial={search.fields}
          initialError={search.error}
          today={search.today}
          // A refused stay in the URL can be cleared too.
          active={stay !== null || search.error !== null}
          busy={status === 'loading'}
          onSearch={search.search}
          onClear={search.clear}
        />
        <PriceFilter key={filterResets} onApply={setQuery} busy={status === 'loading'} />
      </div>

      <RoomsList
        status={status}
        rooms={rooms}
        stay={stay}
        hrefFor={(room) => roomPath(room._id, stay, search.promo)}
        Link={AppLink}
        money={money}
        emptyAction={
          query.minPrice !== undefined || query.maxPrice !== undefined || stay ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setQuery({});
                setFilterResets((n) => n + 1);
                if (stay) search.clear();
              }}
            >
              {t('catalog.rooms.showAll')}
            </button>
          ) : null
        }
        onRetry={reload}
      />
    </div>
  );
}

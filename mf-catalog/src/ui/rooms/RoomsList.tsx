// The page's translations (the shell's singleton runtime); a partner page's own (embed.tsx).
import { sharedText, t } from '@hotel/shared';
import { MESSAGES, type Room, type Stay } from '@hotel/shared/domain';
import { RefreshCw, SearchX, ServerCrash } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { RoomCard, RoomCardSkeleton, type CardLink } from './RoomCard';
import styles from './rooms.module.css';

interface Props {
  status: 'loading' | 'ready' | 'error';
  rooms: Room[];
  hrefFor: (room: Room) => string;
  Link?: CardLink;
  onSelect?: (room: Room, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shown under "No rooms found" (e.g. a Clear filter button). */
  emptyAction?: ReactNode;
  /** The searched stay: each card shows its nights and total, and the empty state says so. */
  stay?: Stay | null;
  /** "Try again" in the error state. */
  onRetry: () => void;
  skeletonCount?: number;
}

/** The responsive grid of room cards, with its loading, empty and error states. */
export function RoomsList({ status, rooms, hrefFor, Link, onSelect, emptyAction, stay, onRetry, skeletonCount = 6 }: Props) {
  if (status === 'loading' && rooms.length === 0) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className={styles.srOnly} role="status">
          {t('catalog.list.loading')}
        </span>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <RoomCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.empty} role="alert">
        <ServerCrash className={styles.emptyIcon} aria-hidden="true" />
        <p className={styles.emptyTitle}>{sharedText(MESSAGES.roomsFetchFailed)}</p>
        <p className={styles.muted}>{t('catalog.list.checkConnection')}</p>
        <button type="button" className={styles.primary} onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          {t('catalog.list.tryAgain')}
        </button>
      </div>
    );
  }
  if (rooms.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <SearchX className={styles.emptyIcon} aria-hidden="true" />
        <p className={styles.emptyTitle}>{sharedText(MESSAGES.noRoomsFound)}</p>
        <p className={styles.muted}>{t(stay ? 'catalog.list.noneForStay' : 'catalog.list.tryPrice')}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-busy={status === 'loading'} data-testid="rooms-grid">
      {rooms.map((room, i) => (
        <li key={room._id || i} className={styles.gridItem}>
          <RoomCard room={room} href={hrefFor(room)} Link={Link} eager={i < 3} onSelect={onSelect} stay={stay} />
        </li>
      ))}
    </ul>
  );
}

import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk';
import { NavLink } from 'react-router-dom';
import styles from './frontDesk.module.css';

// Every front-desk page, whichever remote owns it (docs/product.md "Front desk"): links through
// FRONT_DESK_ROUTES only, so a page moving to another remote changes nothing here.
const LINKS = [
  { to: FRONT_DESK_ROUTES.today, label: 'Today', end: true },
  { to: FRONT_DESK_ROUTES.bookings, label: 'Bookings' },
  { to: FRONT_DESK_ROUTES.rooms, label: 'Rooms' },
  { to: FRONT_DESK_ROUTES.housekeeping, label: 'Housekeeping' },
  { to: FRONT_DESK_ROUTES.reviews, label: 'Reviews' },
  { to: FRONT_DESK_ROUTES.messages, label: 'Messages' },
  { to: FRONT_DESK_ROUTES.activity, label: 'Activity' },
] as const;

/** The front desk's own links, above each of booking's front-desk pages. */
export function FrontDeskNav() {
  return (
    <nav aria-label="Front desk" className={styles.deskNav}>
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={'end' in l}
          className={({ isActive }) => (isActive ? `${styles.deskLink} ${styles.deskLinkActive}` : styles.deskLink)}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** A load that failed: one sentence and Retry. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>{text}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

import { ROUTES } from '@hotel/shared';
import { Link } from 'react-router-dom';
import { AMENITIES, AmenityCard } from '../../ui/amenities';
import frame from '../../ui/infoPage.module.css';
import cards from '../../ui/cardGrid.module.css';
import styles from './AmenitiesPage.module.css';

const STATS = [
  { value: '50+', label: 'Premium services' },
  { value: '24/7', label: 'Concierge support' },
  { value: '5-star', label: 'Service rating' },
  { value: '100%', label: 'Guest satisfaction' },
] as const;

/** Amenities page (docs/product.md §2): nine amenities, four statistics, a call to action. */
export default function AmenitiesPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>World-Class Amenities</h1>
        <p className={frame.lead}>Everything you need for a comfortable, productive and memorable stay.</p>
      </header>
      <ul className={cards.cardGrid}>
        {AMENITIES.map((amenity) => (
          <AmenityCard key={amenity.name} amenity={amenity} className={frame.card} />
        ))}
      </ul>
      <dl className={styles.stats}>
        {STATS.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue}>{s.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cta}>
        <Link to={ROUTES.rooms} className={styles.button}>
          Browse Rooms
        </Link>
      </div>
    </div>
  );
}

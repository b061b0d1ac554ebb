import { ROUTES, t } from '@hotel/shared';
import { Link } from 'react-router-dom';
import { AMENITIES, AmenityCard } from '../../ui/amenities';
import frame from '../../ui/infoPage.module.css';
import cards from '../../ui/cardGrid.module.css';
import styles from './AmenitiesPage.module.css';

const STATS = [
  { value: 'marketing.amenities.stat.services.value', label: 'marketing.amenities.stat.services.label' },
  { value: 'marketing.amenities.stat.concierge.value', label: 'marketing.amenities.stat.concierge.label' },
  { value: 'marketing.amenities.stat.rating.value', label: 'marketing.amenities.stat.rating.label' },
  { value: 'marketing.amenities.stat.satisfaction.value', label: 'marketing.amenities.stat.satisfaction.label' },
] as const;

/** Amenities page (docs/product.md §2): nine amenities, four statistics, a call to action. */
export default function AmenitiesPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('marketing.amenities.title')}</h1>
        <p className={frame.lead}>{t('marketing.amenities.lead')}</p>
      </header>
      <ul className={cards.cardGrid}>
        {AMENITIES.map((amenity) => (
          <AmenityCard key={amenity.name} amenity={amenity} className={frame.card} />
        ))}
      </ul>
      <dl className={styles.stats}>
        {STATS.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt className={styles.statLabel}>{t(s.label)}</dt>
            <dd className={styles.statValue}>{t(s.value)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cta}>
        <Link to={ROUTES.rooms} className={styles.button}>
          {t('marketing.amenities.browse')}
        </Link>
      </div>
    </div>
  );
}

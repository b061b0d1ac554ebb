import { ROUTES, t } from '@hotel/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AMENITIES, AmenityCard } from '../../ui/amenities';
import cards from '../../ui/cardGrid.module.css';
import styles from './HomeSections.module.css';

const TEASED = 4;

/** A glimpse of four amenities and a link to the full list on /amenities. */
export default function AmenitiesTeaser() {
  return (
    <section className={`${styles.section} ${styles.band}`} aria-labelledby="amenities-teaser-title">
      <div className={styles.sectionHead}>
        <h2 id="amenities-teaser-title" className={styles.sectionTitle}>
          {t('marketing.teaser.title')}
        </h2>
        <p className={styles.muted}>{t('marketing.teaser.text')}</p>
      </div>
      <ul className={cards.cardGrid}>
        {AMENITIES.slice(0, TEASED).map((amenity) => (
          <AmenityCard key={amenity.name} amenity={amenity} compact className={styles.amenity} />
        ))}
      </ul>
      <div className={styles.moreRow}>
        <Link to={ROUTES.amenities} className={styles.moreButton}>
          {t('marketing.teaser.all')} <ArrowRight aria-hidden="true" size={18} />
        </Link>
      </div>
    </section>
  );
}

import { currentLocale, peekRuntimeConfig, ratingStars, roomPath, t } from '@hotel/shared';
// A pure rule from /domain, bundled with this remote (as the room page does): the same format under
// a host whose shared @hotel/shared is older.
import { formatReviewDate } from '@hotel/shared/domain';
import { Quote, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RecentReview } from './highlights';
import cards from '../../ui/cardGrid.module.css';
import styles from './HomeSections.module.css';

/** "What Our Guests Say": the newest reviews, each naming (and linking to) its room. */
export default function RecentReviews({ reviews }: { reviews: RecentReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recent-reviews-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-reviews-title" className={styles.sectionTitle}>
          {t('marketing.reviews.title')}
        </h2>
        <p className={styles.muted}>{t('marketing.reviews.text')}</p>
      </div>
      <ul className={cards.cardGrid}>
        {/* A review carries no author's e-mail (docs/product.md §3): two of one room on one day differ by their place. */}
        {reviews.map((r, i) => (
          <li key={`${r.roomId}-${r.createdAt ?? r.date}-${i}`} className={styles.reviewCard}>
            <Quote aria-hidden="true" size={24} className={styles.quote} />
            <p className={styles.stars} role="img" aria-label={t('marketing.reviews.rated', { rating: r.rating })}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden="true"
                  size={16}
                  className={i < ratingStars(r.rating) ? styles.star : styles.starOff}
                />
              ))}
            </p>
            <blockquote className={styles.comment}>{r.comment}</blockquote>
            <p className={styles.reviewer}>
              <strong>{r.name}</strong>
              <span className={styles.muted}> · {formatReviewDate(r.date, peekRuntimeConfig()?.hotelTimeZone, currentLocale())}</span>
            </p>
            <Link to={roomPath(r.roomId)} className={styles.reviewRoom}>
              {r.roomName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import {
  averageRating,
  formatRating,
  nightlyRate,
  type Room,
  roomPath,
  ROUTES,
  t,
} from '@hotel/shared';
import { Price, RoomImage } from '@hotel/shared/ui';
import { ArrowRight, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FEATURED_ROOMS_MAX } from './highlights';
import cards from '../../ui/cardGrid.module.css';
import styles from './HomeSections.module.css';

function FeaturedRoomCard({ room }: { room: Room }) {
  const rating = averageRating(room.reviews);
  return (
    <li className={styles.roomCard}>
      <RoomImage
        className={styles.roomImage}
        src={room.image}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.roomBody}>
        <h3 className={styles.roomName}>
          <Link to={roomPath(room._id)} className={styles.roomLink}>
            {room.name}
          </Link>
        </h3>
        <p className={styles.muted}>{room.type}</p>
        <p className={styles.roomMeta}>
          <span className={styles.rating}>
            <Star aria-hidden="true" size={16} className={styles.star} />
            {formatRating(rating)}
            <span className={styles.muted}>({t('marketing.reviewCount', { count: room.reviews.length })})</span>
          </span>
          <span>
            <strong>
              <Price amount={nightlyRate(room)} />
            </strong>
            <span className={styles.muted}> {t('marketing.featured.perNight')}</span>
          </span>
        </p>
      </div>
    </li>
  );
}

/** "Top-Rated Rooms": the best-reviewed rooms, each linking to its details page; null while loading. */
export default function FeaturedRooms({ rooms }: { rooms: Room[] | null }) {
  return (
    <section className={styles.section} aria-labelledby="featured-rooms-title">
      <div className={styles.sectionHead}>
        <h2 id="featured-rooms-title" className={styles.sectionTitle}>
          {t('marketing.featured.title')}
        </h2>
        <p className={styles.muted}>{t('marketing.featured.text')}</p>
      </div>
      {rooms ? (
        <ul className={cards.cardGrid}>
          {rooms.map((room) => (
            <FeaturedRoomCard key={room._id} room={room} />
          ))}
        </ul>
      ) : (
        // Same boxes as the cards, so nothing below moves when they arrive.
        <ul className={cards.cardGrid} aria-busy="true" aria-label={t('marketing.featured.loading')}>
          {Array.from({ length: FEATURED_ROOMS_MAX }, (_, i) => (
            <li key={i} className={`${styles.roomCard} ${styles.bone}`} />
          ))}
        </ul>
      )}
      <Link to={ROUTES.rooms} className={styles.moreLink}>
        {t('marketing.featured.all')} <ArrowRight aria-hidden="true" size={18} />
      </Link>
    </section>
  );
}

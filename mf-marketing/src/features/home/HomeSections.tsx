import { ROUTES, t } from '@hotel/shared';
import { BedDouble, MessageSquare, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import AmenitiesTeaser from './AmenitiesTeaser';
import FeaturedRooms from './FeaturedRooms';
import HeroStaySearch from './HeroStaySearch';
import { recentReviews, topRatedRooms } from './highlights';
import LocationSection from './LocationSection';
import RecentReviews from './RecentReviews';
import { useHomeRooms } from './useHomeRooms';
import styles from './HomePage.module.css';

/** The links that close the home page: book, browse, or ask us. */
const NEXT_STEPS: ReadonlyArray<{ label: string; to: string; Icon?: LucideIcon; primary?: boolean }> = [
  { label: 'marketing.next.book', to: ROUTES.rooms, Icon: BedDouble, primary: true },
  { label: 'marketing.next.browse', to: ROUTES.rooms },
  { label: 'marketing.next.contact', to: ROUTES.contact, Icon: MessageSquare },
];

/**
 * Everything on home below the hero: the hero's search by stay ("Plan your stay"), top-rated rooms,
 * an amenities teaser, recent reviews (these from GET /rooms), "Find Us Here", and the links to
 * /rooms and /contact. The search is here, in the chunk requested once the hero has painted, so the
 * home's first content waits for none of its code (docs/architecture.md §10).
 */
export default function HomeSections() {
  const rooms = useHomeRooms();
  return (
    <>
      <HeroStaySearch />
      {rooms.state !== 'failed' && (
        <FeaturedRooms rooms={rooms.state === 'ready' ? topRatedRooms(rooms.rooms) : null} />
      )}
      <AmenitiesTeaser />
      {rooms.state === 'ready' && <RecentReviews reviews={recentReviews(rooms.rooms)} />}
      <LocationSection />

      <section className={styles.links} aria-labelledby="home-links-title">
        <h2 id="home-links-title" className={styles.linksTitle}>
          {t('marketing.next.title')}
        </h2>
        <p className={styles.linksText}>{t('marketing.next.text')}</p>
        <div className={styles.actions}>
          {NEXT_STEPS.map(({ label, to, Icon, primary }) => (
            <Link key={label} to={to} className={primary ? styles.primary : styles.secondary}>
              {Icon && <Icon aria-hidden="true" size={20} />}
              {t(label)}
            </Link>
          ))}
        </div>
      </section>
    </>
  );
}

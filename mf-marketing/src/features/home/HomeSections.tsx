import { ROUTES } from '@hotel/shared';
import { BedDouble, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import AmenitiesTeaser from './AmenitiesTeaser';
import FeaturedRooms from './FeaturedRooms';
import HeroStaySearch from './HeroStaySearch';
import { recentReviews, topRatedRooms } from './highlights';
import LocationSection from './LocationSection';
import RecentReviews from './RecentReviews';
import { useHomeRooms } from './useHomeRooms';
import styles from './HomePage.module.css';

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
          Ready for your next stay?
        </h2>
        <p className={styles.linksText}>Browse our rooms and book in a minute, or ask us anything.</p>
        <div className={styles.actions}>
          <Link to={ROUTES.rooms} className={styles.primary}>
            <BedDouble aria-hidden="true" size={20} />
            Book Your Stay
          </Link>
          <Link to={ROUTES.rooms} className={styles.secondary}>
            Browse All Rooms
          </Link>
          <Link to={ROUTES.contact} className={styles.secondary}>
            <MessageSquare aria-hidden="true" size={20} />
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}

import { ROUTES } from '@hotel/shared';
import { useStaged } from '@hotel/shared/ui';
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
  { label: 'Book Your Stay', to: ROUTES.rooms, Icon: BedDouble, primary: true },
  { label: 'Browse All Rooms', to: ROUTES.rooms },
  { label: 'Contact Us', to: ROUTES.contact, Icon: MessageSquare },
];

/**
 * Everything on home below the hero: the hero's search by stay ("Plan your stay"), top-rated rooms,
 * an amenities teaser, recent reviews (these from GET /rooms), "Find Us Here", and the links to
 * /rooms and /contact. The search is here, in the chunk requested once the hero has painted, so the
 * home's first content waits for none of its code (docs/architecture.md §10).
 */
export default function HomeSections() {
  const rooms = useHomeRooms();
  // One section per commit (useStaged): on a slow phone their single commit was the home's longest task.
  const sections = [
    <HeroStaySearch key="search" />,
    rooms.state !== 'failed' && (
      <FeaturedRooms key="featured" rooms={rooms.state === 'ready' ? topRatedRooms(rooms.rooms) : null} />
    ),
    <AmenitiesTeaser key="amenities" />,
    rooms.state === 'ready' && <RecentReviews key="reviews" reviews={recentReviews(rooms.rooms)} />,
    <LocationSection key="location" />,
    <NextSteps key="links" />,
  ];
  const shown = useStaged(sections.length);
  return (
    <>
      {sections.slice(0, shown)}
      {/* Busy until the last section is in: the first view's hand-over waits for the whole page. */}
      {shown < sections.length && <div className={styles.holder} aria-busy="true" />}
    </>
  );
}

/** The links that close the page: book, browse, or ask us. */
function NextSteps() {
  return (
    <section className={styles.links} aria-labelledby="home-links-title">
      <h2 id="home-links-title" className={styles.linksTitle}>
        Ready for your next stay?
      </h2>
      <p className={styles.linksText}>Browse our rooms and book in a minute, or ask us anything.</p>
      <div className={styles.actions}>
        {NEXT_STEPS.map(({ label, to, Icon, primary }) => (
          <Link key={label} to={to} className={primary ? styles.primary : styles.secondary}>
            {Icon && <Icon aria-hidden="true" size={20} />}
            {label}
          </Link>
        ))}
      </div>
    </section>
  );
}

import { ROUTES } from '@hotel/shared';
import { ArrowRight, BedDouble, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './HomePage.module.css';

/** Home (spec §2). The hero's first slide + the links to /rooms and /contact; carousel and map follow. */
export default function HomePage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            Discover Your Perfect Stay
          </h1>
          <p className={styles.heroText}>
            Premium hotel rooms with world-class amenities and exceptional service.
          </p>
          <Link to={ROUTES.rooms} className={styles.cta}>
            Explore Rooms
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </div>
      </section>

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
    </div>
  );
}

import { HOTEL_INFO, ROUTES, SOCIAL_LINKS, telHref, type SocialNetwork } from '@hotel/shared';
import { AtSign, Camera, Globe, Hotel, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './Footer.module.css';

// lucide has no brand logos: neutral icons per network.
const SOCIAL_ICONS: Record<SocialNetwork, LucideIcon> = {
  facebook: Globe,
  x: AtSign,
  instagram: Camera,
  linkedin: MessageCircle,
};

/** Footer (docs/product.md §2): brand blurb + socials, Quick Links (+ /amenities), Contact Info, copyright, policies. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brandCol} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            <Hotel aria-hidden="true" size={24} /> Harborview
          </h2>
          <p className={styles.blurb}>
            Premium rooms by the water, world-class amenities and service that makes every stay memorable.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map(({ network, label, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={label}>
                  <a href={href} aria-label={label} className={styles.socialLink}>
                    <Icon aria-hidden="true" size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <nav className={styles.col} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={ROUTES.home}>Home</Link>
            </li>
            <li>
              <Link to={ROUTES.rooms}>Rooms</Link>
            </li>
            <li>
              <Link to={ROUTES.myBookings}>My Bookings</Link>
            </li>
            <li>
              <Link to={ROUTES.amenities}>Amenities</Link>
            </li>
          </ul>
        </nav>

        <section className={styles.col} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Info
          </h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <MapPin aria-hidden="true" size={18} />
              <span>{HOTEL_INFO.address}</span>
            </li>
            <li className={styles.contactItem}>
              <Phone aria-hidden="true" size={18} />
              <a href={telHref(HOTEL_INFO.phone)}>{HOTEL_INFO.phone}</a>
            </li>
            <li className={styles.contactItem}>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${HOTEL_INFO.email}`}>{HOTEL_INFO.email}</a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copy}>© {year} Harborview Hotel. All rights reserved.</p>
        <ul className={styles.policies}>
          <li>
            <a href="#privacy-policy">Privacy Policy</a>
          </li>
          <li>
            <a href="#terms-of-service">Terms of Service</a>
          </li>
          <li>
            <a href="#cookie-policy">Cookie Policy</a>
          </li>
        </ul>
      </div>
    </footer>
  );
}

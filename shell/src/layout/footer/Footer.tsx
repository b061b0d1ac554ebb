import { ROUTES } from '@hotel/shared';
import { AtSign, Camera, Globe, Hotel, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './Footer.module.css';

/** Hard-coded sample contact details (spec §2: placeholders). */
export const CONTACT_INFO = {
  address: '123 Harbor Street, Seaside City, CA 90210',
  phone: '+1 (555) 123-4567',
  email: 'info@harborview.example',
} as const;

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: Globe },
  { label: 'X (Twitter)', href: 'https://x.com/', Icon: AtSign },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: Camera },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: MessageCircle },
] as const;

/** Footer (spec §2): brand blurb + socials, Quick Links, Contact Info, copyright, policies. */
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
            {SOCIAL.map(({ label, href, Icon }) => (
              <li key={label}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon aria-hidden="true" size={20} />
                </a>
              </li>
            ))}
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
          </ul>
        </nav>

        <section className={styles.col} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Info
          </h2>
          <ul className={styles.list}>
            <li className={styles.contactItem}>
              <MapPin aria-hidden="true" size={18} />
              <span>{CONTACT_INFO.address}</span>
            </li>
            <li className={styles.contactItem}>
              <Phone aria-hidden="true" size={18} />
              <a href={`tel:${CONTACT_INFO.phone.replace(/[^+\d]/g, '')}`}>{CONTACT_INFO.phone}</a>
            </li>
            <li className={styles.contactItem}>
              <Mail aria-hidden="true" size={18} />
              <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
            </li>
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copy}>
          © {year} Harborview Hotel. All rights reserved.
        </p>
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

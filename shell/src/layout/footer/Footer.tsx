import { HOTEL_INFO, ROUTES, SOCIAL_LINKS, t, telHref, type SocialNetwork } from '@hotel/shared';
import { AtSign, Camera, Globe, Hotel, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlaceholderLink } from '@hotel/shared/ui';
import { Link } from 'react-router-dom';
import styles from './Footer.module.css';

// lucide has no brand logos: neutral icons per network.
const SOCIAL_ICONS: Record<SocialNetwork, LucideIcon> = {
  facebook: Globe,
  x: AtSign,
  instagram: Camera,
  linkedin: MessageCircle,
};

const QUICK_LINKS = [
  { to: ROUTES.home, label: 'shell.footer.home' },
  { to: ROUTES.rooms, label: 'shell.nav.rooms' },
  { to: ROUTES.myBookings, label: 'shell.nav.myBookings' },
  { to: ROUTES.amenities, label: 'shell.footer.amenities' },
] as const;

/** A titled list column; its heading names the landmark, so screen readers list it by that title. */
function FooterColumn({
  id,
  title,
  landmark: Landmark,
  children,
}: {
  id: string;
  title: string;
  landmark: 'nav' | 'section';
  children: ReactNode;
}) {
  return (
    <Landmark className={styles.col} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </Landmark>
  );
}

/** Footer (docs/product.md §2): brand blurb + socials, Quick Links (+ /amenities), Contact Info, copyright, policies. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brandCol} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brand}>
            <Hotel aria-hidden="true" size={24} /> {t('shell.brand')}
          </h2>
          <p className={styles.blurb}>{t('shell.footer.blurb')}</p>
          <ul className={styles.social} aria-label={t('shell.footer.social')}>
            {SOCIAL_LINKS.map(({ network, label, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={label}>
                  <PlaceholderLink href={href} aria-label={label} className={styles.socialLink}>
                    <Icon aria-hidden="true" size={20} />
                  </PlaceholderLink>
                </li>
              );
            })}
          </ul>
        </section>

        <FooterColumn id="footer-links" title={t('shell.footer.quickLinks')} landmark="nav">
          {QUICK_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn id="footer-contact" title={t('shell.footer.contactInfo')} landmark="section">
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
        </FooterColumn>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copy}>{t('shell.footer.copyright', { year })}</p>
        <ul className={styles.policies}>
          <li>
            <PlaceholderLink href="#privacy-policy">{t('shell.footer.privacy')}</PlaceholderLink>
          </li>
          <li>
            <PlaceholderLink href="#terms-of-service">{t('shell.footer.terms')}</PlaceholderLink>
          </li>
          <li>
            <PlaceholderLink href="#cookie-policy">{t('shell.footer.cookies')}</PlaceholderLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}

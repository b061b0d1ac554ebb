import { SOCIAL_LINKS, t, type SocialNetwork } from '@hotel/shared';
import { PlaceholderLink } from '@hotel/shared/ui';
import { AtSign, Camera, Globe, MessageCircle, type LucideIcon } from 'lucide-react';
import styles from './ContactPage.module.css';

// lucide has no brand logos: the same neutral icons as the footer.
const ICONS: Record<SocialNetwork, LucideIcon> = {
  facebook: Globe,
  x: AtSign,
  instagram: Camera,
  linkedin: MessageCircle,
};

/** "Follow Us": the four social links (placeholders that go nowhere, docs/product.md §2). */
export default function FollowUs() {
  return (
    <section className={styles.follow} aria-labelledby="follow-us-title">
      <h2 id="follow-us-title" className={styles.cardTitle}>
        {t('marketing.contact.follow')}
      </h2>
      <ul className={styles.socialRow}>
        {SOCIAL_LINKS.map(({ network, label, href }) => {
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <PlaceholderLink className={styles.socialLink} href={href} aria-label={label}>
                <Icon aria-hidden="true" size={20} />
              </PlaceholderLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

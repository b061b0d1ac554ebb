import {
  Briefcase,
  Car,
  ConciergeBell,
  Coffee,
  Dumbbell,
  Plane,
  ShieldCheck,
  Tv,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import { t } from '@hotel/shared';
import styles from './amenities.module.css';

interface Amenity {
  name: string;
  Icon: LucideIcon;
  text: string;
}

/** The nine amenities (docs/product.md §2), as message ids, for the amenities page and the home teaser. */
export const AMENITIES: readonly Amenity[] = [
  { name: 'marketing.amenity.wifi.name', Icon: Wifi, text: 'marketing.amenity.wifi.text' },
  { name: 'marketing.amenity.valet.name', Icon: Car, text: 'marketing.amenity.valet.text' },
  { name: 'marketing.amenity.fitness.name', Icon: Dumbbell, text: 'marketing.amenity.fitness.text' },
  { name: 'marketing.amenity.coffee.name', Icon: Coffee, text: 'marketing.amenity.coffee.text' },
  { name: 'marketing.amenity.business.name', Icon: Briefcase, text: 'marketing.amenity.business.text' },
  { name: 'marketing.amenity.security.name', Icon: ShieldCheck, text: 'marketing.amenity.security.text' },
  { name: 'marketing.amenity.concierge.name', Icon: ConciergeBell, text: 'marketing.amenity.concierge.text' },
  { name: 'marketing.amenity.shuttle.name', Icon: Plane, text: 'marketing.amenity.shuttle.text' },
  { name: 'marketing.amenity.entertainment.name', Icon: Tv, text: 'marketing.amenity.entertainment.text' },
];

/**
 * One amenity as a card: its icon in a tinted circle, its name and a line about it. /amenities names
 * each with an h2; home's teaser, under a heading of its own, with a smaller h3 (`compact`).
 */
export function AmenityCard({
  amenity: { name, Icon, text },
  compact = false,
  className,
}: {
  amenity: Amenity;
  compact?: boolean;
  className?: string;
}) {
  const Name = compact ? 'h3' : 'h2';
  return (
    <li className={compact ? `${className ?? ''} ${styles.compact}` : className}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={compact ? 22 : 24} />
      </span>
      <Name className={styles.name}>{t(name)}</Name>
      <p className={styles.text}>{t(text)}</p>
    </li>
  );
}

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
import styles from './amenities.module.css';

interface Amenity {
  name: string;
  Icon: LucideIcon;
  text: string;
}

/** The nine amenities (docs/product.md §2), for the amenities page and the home teaser. */
export const AMENITIES: readonly Amenity[] = [
  { name: 'Free WiFi', Icon: Wifi, text: 'Fast, reliable internet in every room and across the property.' },
  { name: 'Valet Parking', Icon: Car, text: 'Arrive and hand us the keys; we park and bring your car back.' },
  { name: 'Fitness Center', Icon: Dumbbell, text: 'Modern equipment, open around the clock.' },
  { name: 'Coffee Lounge', Icon: Coffee, text: 'Specialty coffee and pastries from early morning.' },
  { name: 'Business Center', Icon: Briefcase, text: 'Workspaces, printing and meeting rooms on demand.' },
  { name: '24/7 Security', Icon: ShieldCheck, text: 'Trained staff and monitored access, day and night.' },
  { name: 'Concierge', Icon: ConciergeBell, text: 'Reservations, tickets and local tips from our team.' },
  { name: 'Airport Shuttle', Icon: Plane, text: 'Scheduled transfers to and from the airport.' },
  { name: 'Entertainment', Icon: Tv, text: 'Streaming in every room and live music on weekends.' },
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
      <Name className={styles.name}>{name}</Name>
      <p className={styles.text}>{text}</p>
    </li>
  );
}

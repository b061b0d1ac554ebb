import { ROUTES } from '@hotel/shared';
import { Briefcase, Car, ConciergeBell, Coffee, Dumbbell, Plane, ShieldCheck, Tv, Wifi } from 'lucide-react';
import { Link } from 'react-router-dom';
import frame from '../../ui/infoPage.module.css';
import styles from './AmenitiesPage.module.css';

const AMENITIES = [
  { name: 'Free WiFi', Icon: Wifi, text: 'Fast, reliable internet in every room and across the property.' },
  { name: 'Valet Parking', Icon: Car, text: 'Arrive and hand us the keys; we park and bring your car back.' },
  { name: 'Fitness Center', Icon: Dumbbell, text: 'Modern equipment, open around the clock.' },
  { name: 'Coffee Lounge', Icon: Coffee, text: 'Specialty coffee and pastries from early morning.' },
  { name: 'Business Center', Icon: Briefcase, text: 'Workspaces, printing and meeting rooms on demand.' },
  { name: '24/7 Security', Icon: ShieldCheck, text: 'Trained staff and monitored access, day and night.' },
  { name: 'Concierge', Icon: ConciergeBell, text: 'Reservations, tickets and local tips from our team.' },
  { name: 'Airport Shuttle', Icon: Plane, text: 'Scheduled transfers to and from the airport.' },
  { name: 'Entertainment', Icon: Tv, text: 'Streaming in every room and live music on weekends.' },
] as const;

const STATS = [
  { value: '50+', label: 'Premium services' },
  { value: '24/7', label: 'Concierge support' },
  { value: '5-star', label: 'Service rating' },
  { value: '100%', label: 'Guest satisfaction' },
] as const;

/** Amenities page (spec §2): nine amenities, four statistics, a call to action. */
export default function AmenitiesPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>World-Class Amenities</h1>
        <p className={frame.lead}>Everything you need for a comfortable, productive and memorable stay.</p>
      </header>
      <ul className={styles.grid}>
        {AMENITIES.map(({ name, Icon, text }) => (
          <li key={name} className={frame.card}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" size={24} />
            </span>
            <h2 className={styles.cardTitle}>{name}</h2>
            <p className={styles.cardText}>{text}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.stats}>
        {STATS.map((s) => (
          <div key={s.label} className={styles.stat}>
            <dt className={styles.statLabel}>{s.label}</dt>
            <dd className={styles.statValue}>{s.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cta}>
        <Link to={ROUTES.rooms} className={styles.button}>
          Browse Rooms
        </Link>
      </div>
    </div>
  );
}

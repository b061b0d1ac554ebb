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

/** The nine amenities (docs/product.md §2), for the amenities page and the home teaser. */
export const AMENITIES: ReadonlyArray<{ name: string; Icon: LucideIcon; text: string }> = [
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

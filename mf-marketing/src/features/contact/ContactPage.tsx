import { HOTEL_INFO, telHref } from '@hotel/shared';
import { Clock3, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import frame from '../../ui/infoPage.module.css';
import ContactForm from './ContactForm';
import FollowUs from './FollowUs';
import styles from './ContactPage.module.css';

const CARDS: ReadonlyArray<{ title: string; Icon: typeof MapPin; lines: ReactNode[] }> = [
  { title: 'Visit Us', Icon: MapPin, lines: [HOTEL_INFO.address] },
  { title: 'Call Us', Icon: Phone, lines: [<a href={telHref(HOTEL_INFO.phone)}>{HOTEL_INFO.phone}</a>] },
  { title: 'Email Us', Icon: Mail, lines: [<a href={`mailto:${HOTEL_INFO.email}`}>{HOTEL_INFO.email}</a>] },
  { title: 'Business Hours', Icon: Clock3, lines: ['Front desk: 24/7', 'Concierge: 6 AM to 11 PM'] },
];

/** Contact (docs/product.md §2): "Get In Touch", the message form, contact cards, Follow Us, response times. */
export default function ContactPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>Get In Touch</h1>
        <p className={frame.lead}>Questions about a stay, an event or a booking? We are happy to help.</p>
      </header>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-label="Contact details">
          <ul className={styles.cards} aria-label="How to reach us">
            {CARDS.map(({ title, Icon, lines }) => (
              <li key={title} className={`${frame.card} ${styles.card}`}>
                <Icon className={styles.icon} aria-hidden="true" />
                <div>
                  <h2 className={styles.cardTitle}>{title}</h2>
                  {lines.map((l, i) => (
                    <p key={i} className={styles.cardLine}>
                      {l}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <FollowUs />
          <p className={styles.note}>
            We reply within 2-4 hours during business hours and within 24 hours on weekends and holidays.
          </p>
        </aside>
      </div>
    </div>
  );
}

import { Clock3, Mail, MapPin, Phone } from 'lucide-react';
import frame from '../../ui/infoPage.module.css';
import styles from './ContactPage.module.css';

const CARDS = [
  { title: 'Visit Us', Icon: MapPin, lines: ['123 Harbor Street', 'Seaside City, CA 90210'] },
  { title: 'Call Us', Icon: Phone, lines: ['+1 (555) 123-4567'] },
  { title: 'Email Us', Icon: Mail, lines: ['info@harborview.example'] },
  { title: 'Business Hours', Icon: Clock3, lines: ['Front desk: 24/7', 'Concierge: 6 AM to 11 PM'] },
] as const;

/** Contact (spec §2): "Get In Touch", contact cards and the response-time note. The form follows. */
export default function ContactPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>Get In Touch</h1>
        <p className={frame.lead}>Questions about a stay, an event or a booking? We are happy to help.</p>
      </header>
      <ul className={styles.cards}>
        {CARDS.map(({ title, Icon, lines }) => (
          <li key={title} className={frame.card}>
            <Icon className={styles.icon} aria-hidden="true" />
            <h2 className={styles.cardTitle}>{title}</h2>
            {lines.map((l) => (
              <p key={l} className={styles.cardLine}>
                {l}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        We reply within 2-4 hours during business hours and within 24 hours on weekends and holidays.
      </p>
    </div>
  );
}

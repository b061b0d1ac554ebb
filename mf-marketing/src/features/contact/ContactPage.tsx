import { HOTEL_INFO, t, telHref } from '@hotel/shared';
import { Clock3, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import frame from '../../ui/infoPage.module.css';
import ContactForm from './ContactForm';
import FollowUs from './FollowUs';
import styles from './ContactPage.module.css';

const CARDS: ReadonlyArray<{ title: string; Icon: typeof MapPin; lines: ReactNode[] }> = [
  { title: 'marketing.contact.visit', Icon: MapPin, lines: [HOTEL_INFO.address] },
  { title: 'marketing.contact.call', Icon: Phone, lines: [<a href={telHref(HOTEL_INFO.phone)}>{HOTEL_INFO.phone}</a>] },
  { title: 'marketing.contact.email', Icon: Mail, lines: [<a href={`mailto:${HOTEL_INFO.email}`}>{HOTEL_INFO.email}</a>] },
  { title: 'marketing.contact.hours', Icon: Clock3, lines: [] },
];
/** The business hours' lines, read in the page's language when the card renders. */
const HOURS = ['marketing.contact.hoursDesk', 'marketing.contact.hoursConcierge'] as const;

/** Contact (docs/product.md §2): "Get In Touch", the message form, contact cards, Follow Us, response times. */
export default function ContactPage() {
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{t('marketing.contact.title')}</h1>
        <p className={frame.lead}>{t('marketing.contact.lead')}</p>
      </header>
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-label={t('marketing.contact.details')}>
          <ul className={styles.cards} aria-label={t('marketing.contact.reach')}>
            {CARDS.map(({ title, Icon, lines }) => (
              <li key={title} className={`${frame.card} ${styles.card}`}>
                <Icon className={styles.icon} aria-hidden="true" />
                <div>
                  <h2 className={styles.cardTitle}>{t(title)}</h2>
                  {(lines.length > 0 ? lines : HOURS.map((id) => t(id))).map((l, i) => (
                    <p key={i} className={styles.cardLine}>
                      {l}
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          <FollowUs />
          <p className={styles.note}>{t('marketing.contact.note')}</p>
        </aside>
      </div>
    </div>
  );
}

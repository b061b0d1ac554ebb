import { useLoad, type FailedMail } from '@hotel/shared';
import { frontDeskApi } from '@hotel/shared/front-desk';
import { deskStyles } from '../../ui/front-desk';
import styles from './FrontDeskToday.module.css';

const WHAT: Readonly<Record<FailedMail['kind'], string>> = {
  'booking.confirmed': 'Booking confirmation',
  'booking.moved': 'New dates',
  'booking.cancelled': 'Cancellation',
  'contact.received': 'Message acknowledgement',
  'contact.reply': 'Reply to a message',
};

/**
 * The e-mails the mail server refused or that ran out of attempts (docs/product.md "E-mails"): the
 * clerk calls or writes to the guest instead. Shown only when there are some.
 */
export function FailedMailList() {
  const failed = useLoad('failed-mail', () => frontDeskApi.failedMail());
  const mails = failed.data ?? [];
  if (mails.length === 0) return null;
  return (
    <section className={`${deskStyles.card} ${styles.list} ${styles.failed}`} aria-labelledby="today-failed-mail">
      <h2 id="today-failed-mail" className={styles.listTitle}>
        E-mails not delivered <span className={styles.count}>{mails.length}</span>
      </h2>
      <p className={deskStyles.muted}>The guest did not get these. Please call or write to them.</p>
      <ul className={styles.stays}>
        {mails.map((m) => (
          <li key={m._id} className={styles.stay}>
            <span className={styles.guest}>
              {WHAT[m.kind]}: <a href={`mailto:${m.to}`}>{m.to}</a>
            </span>
            <span className={deskStyles.muted}>{m.subject}</span>
            {m.error && <span className={styles.confirmation}>{m.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

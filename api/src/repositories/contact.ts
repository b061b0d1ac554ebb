// Contact messages' SQL: stored as validated by validateContact (@hotel/shared); empty optional fields
// as NULL. The acknowledgement e-mail (neutral: none of the sender's text) is queued in the same
// transaction (src/repositories/mail.ts), in the language the message was written in (its locale:
// the inbox's reply is written in it too).
import type { ContactMessage } from '@hotel/shared/domain';
import type { Locale } from '@hotel/shared/i18n/locales';
import { newId } from '../lib/ids';
import { MAIL } from '../mail/templates';
import type { Write } from './write';

export function contactRepository(write: Write) {
  return {
    /** Stores the message and its acknowledgement, in `locale`; returns its id. */
    create(m: ContactMessage, locale: Locale): Promise<string> {
      return write(async (tx, _changed, mail) => {
        const id = newId();
        await tx.query(
          `INSERT INTO contact_messages (id, name, email, phone, subject, message, inquiry_type, locale)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, m.name, m.email, m.phone || null, m.subject || null, m.message, m.inquiryType, locale],
        );
        await mail({ kind: 'contact.received', to: m.email, contactId: id, ...MAIL.contactReceived(locale) });
        return id;
      });
    },
  };
}

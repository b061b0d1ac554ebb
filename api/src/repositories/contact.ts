// Contact messages' SQL: stored as validated by validateContact (@hotel/shared); empty optional fields as NULL.
import type { ContactMessage } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';

export function contactRepository(db: Queryable) {
  return {
    /** Stores the message; returns its id. */
    async create(m: ContactMessage): Promise<string> {
      const id = newId();
      await db.query(
        `INSERT INTO contact_messages (id, name, email, phone, subject, message, inquiry_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, m.name, m.email, m.phone || null, m.subject || null, m.message, m.inquiryType],
      );
      return id;
    },
  };
}

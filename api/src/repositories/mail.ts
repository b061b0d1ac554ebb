// The mail outbox's SQL (migration 004_mail.sql). `queueMail` takes the write's own transaction
// handle, like the audit log: the e-mail exists if and only if the change that causes it commits.
// The sender (src/plugins/mailSender.ts) claims due rows as every outbox's are claimed (./outbox.ts:
// FOR UPDATE SKIP LOCKED and a lease).
import { HOTEL_INFO, type FailedMail } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { outboxQueue } from './outbox';
import type { MailContent } from '../mail/templates';

export type MailKind = FailedMail['kind'];

export interface QueuedMail extends MailContent {
  kind: MailKind;
  to: string;
  ics?: string;
  /** Why the calendar file could not be made (the e-mail goes without it): logged by `write`, not stored. */
  icsError?: string;
  bookingId?: string;
  contactId?: string;
}

export interface OutboxRow {
  id: string;
  kind: MailKind;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  ics: string | null;
  attempts: number;
}

const TS = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Writes the e-mail inside `tx`; its Message-ID is fixed here, the same on every try. Returns the row id. */
export async function queueMail(tx: Queryable, m: QueuedMail): Promise<string> {
  const id = newId();
  const messageId = `<${id}@${HOTEL_INFO.email.split('@')[1]}>`;
  await tx.query(
    `INSERT INTO mail_outbox (id, kind, message_id, recipient, subject, body_text, body_html, ics, booking_id, contact_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, m.kind, messageId, m.to, m.subject, m.text, m.html, m.ics ?? null, m.bookingId ?? null, m.contactId ?? null],
  );
  return id;
}

export function mailRepository(db: Queryable) {
  return {
    // Claimed, sent, retried and failed as every outbox's rows (./outbox.ts).
    ...outboxQueue<OutboxRow>(
      db,
      'mail_outbox',
      'kind, message_id AS "messageId", recipient AS "to", subject, body_text AS text, body_html AS html, ics',
    ),

    /** The e-mails that could not be delivered, newest first (the front desk's list). */
    listFailed(limit: number): Promise<FailedMail[]> {
      return db.query<FailedMail>(
        `SELECT id AS "_id", kind, recipient AS "to", subject, booking_id AS "bookingId", contact_id AS "contactId", attempts,
                last_error AS error, ${TS('created_at')} AS "createdAt"
           FROM mail_outbox WHERE state = 'failed' ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      );
    },
  };
}

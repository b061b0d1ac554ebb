// The mail outbox's SQL (migration 004_mail.sql). `queueMail` takes the write's own transaction
// handle, like the audit log: the e-mail exists if and only if the change that causes it commits.
// The sender (src/plugins/mailSender.ts) claims due rows with FOR UPDATE SKIP LOCKED and a lease
// (locked_until), so two processes never take the same row, and a row whose sender died is taken
// again once its lease has run out. Times are the database's (one clock for every process).
import { HOTEL_INFO, type FailedMail } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import type { MailContent } from '../mail/templates';

export type MailKind = FailedMail['kind'];

export interface QueuedMail extends MailContent {
  kind: MailKind;
  to: string;
  ics?: string;
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
    /** Takes up to `limit` due rows for `leaseMs`, counting the attempt. */
    claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      return db.query<OutboxRow>(
        `UPDATE mail_outbox SET attempts = attempts + 1, locked_until = now() + $2 * interval '1 millisecond'
          WHERE id IN (SELECT id FROM mail_outbox
                        WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, message_id AS "messageId", recipient AS "to", subject, body_text AS text, body_html AS html, ics, attempts`,
        [limit, leaseMs],
      );
    },

    async sent(id: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET state = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`,
        [id],
      );
    },

    /** Tries again in `delayMs`. */
    async retry(id: string, delayMs: number, error: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET next_attempt_at = now() + $2 * interval '1 millisecond', locked_until = NULL, last_error = $3 WHERE id = $1`,
        [id, delayMs, error],
      );
    },

    /** Gives up: the mail server refused it, or it is out of attempts. */
    async failed(id: string, error: string): Promise<void> {
      await db.query(`UPDATE mail_outbox SET state = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1`, [
        id,
        error,
      ]);
    },

    /** Milliseconds until the next row is due (null: none pending). */
    async nextDueIn(): Promise<number | null> {
      const [row] = await db.query<{ ms: number | null }>(
        `SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
           FROM mail_outbox WHERE state = 'pending'`,
      );
      return row?.ms ?? null;
    },

    /** E-mails not sent yet (pending: due, leased or waiting to be retried), every process's. */
    async depth(): Promise<number> {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'pending'`);
      return row?.n ?? 0;
    },

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

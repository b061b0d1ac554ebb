// The hotel's inbox (GET /contact, PATCH /contact/:id): the contact messages, newest first, and
// their state (new → read → handled, each step's time kept). A state change is a staff write: one
// transaction with its audit row.
import type { ContactReply, InboxMessage, InboxQuery, MessageState } from '@hotel/shared/domain';
import type { Locale } from '@hotel/shared/i18n/locales';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { MAIL } from '../mail/templates';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { ok, refuse, type Result } from './result';
import type { Write } from './write';

const MESSAGE_COLUMNS = `id AS "_id", name, email, phone, subject, message, inquiry_type AS "inquiryType", state,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const REPLY_COLUMNS = `r.id AS "_id", r.author, r.body,
  to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", coalesce(m.state, 'pending') AS "mailState"`;

export function inboxRepository(db: Queryable, write: Write) {
  return {
    /** The newest `limit` messages, optionally of one state and one inquiry type. */
    list(query: InboxQuery, limit: number): Promise<InboxMessage[]> {
      return db.query<InboxMessage>(
        `SELECT ${MESSAGE_COLUMNS} FROM contact_messages
          WHERE ($1::text IS NULL OR state = $1) AND ($2::text IS NULL OR inquiry_type = $2)
          ORDER BY created_at DESC, id DESC LIMIT $3`,
        [query.state ?? null, query.type ?? null, limit],
      );
    },

    /** The hotel's answers to the message, oldest first; MESSAGE_NOT_FOUND for an unknown id. */
    async replies(id: string): Promise<Result<ContactReply[]>> {
      if (!ID_RE.test(id)) return refuse('MESSAGE_NOT_FOUND');
      const [found] = await db.query('SELECT 1 FROM contact_messages WHERE id = $1', [id]);
      if (!found) return refuse('MESSAGE_NOT_FOUND');
      return ok(
        await db.query<ContactReply>(
          `SELECT ${REPLY_COLUMNS} FROM contact_replies r LEFT JOIN mail_outbox m ON m.id = r.mail_id
            WHERE r.contact_id = $1 ORDER BY r.created_at, r.id`,
          [id],
        ),
      );
    },

    /**
     * Answers the message: the reply, its e-mail to the guest and the message handled, with the
     * audit row, in one transaction; MESSAGE_NOT_FOUND for an unknown id.
     */
    reply(id: string, body: string, actor: string): Promise<Result<ContactReply>> {
      return write(async (tx, _changed, mail) => {
        if (!ID_RE.test(id)) return refuse('MESSAGE_NOT_FOUND');
        // The reply goes out in the language the guest wrote in (contact_messages.locale), the staff's text as written.
        const [msg] = await tx.query<InboxMessage & { locale: Locale }>(`SELECT ${MESSAGE_COLUMNS}, locale FROM contact_messages WHERE id = $1 FOR UPDATE`, [id]);
        if (!msg) return refuse('MESSAGE_NOT_FOUND');
        const mailId = await mail({ kind: 'contact.reply', to: msg.email, contactId: id, ...MAIL.contactReply(msg, body, msg.locale) });
        const replyId = newId();
        await tx.query('INSERT INTO contact_replies (id, contact_id, author, body, mail_id) VALUES ($1, $2, $3, $4, $5)', [
          replyId,
          id,
          actor,
          body,
          mailId,
        ]);
        await tx.query(
          `UPDATE contact_messages SET state = 'handled', read_at = coalesce(read_at, now()), handled_at = coalesce(handled_at, now())
            WHERE id = $1`,
          [id],
        );
        await recordAudit(tx, {
          actor,
          action: 'contact.reply',
          target: 'contact',
          targetId: id,
          before: { state: msg.state },
          after: { state: 'handled', reply: body },
        });
        const [row] = await tx.query<ContactReply>(
          `SELECT ${REPLY_COLUMNS} FROM contact_replies r LEFT JOIN mail_outbox m ON m.id = r.mail_id WHERE r.id = $1`,
          [replyId],
        );
        return ok(row!);
      });
    },

    /** Sets the message's state (and the time it was read or handled); MESSAGE_NOT_FOUND for an unknown id. */
    setState(id: string, state: MessageState, actor: string): Promise<Result<InboxMessage>> {
      return write(async (tx) => {
        if (!ID_RE.test(id)) return refuse('MESSAGE_NOT_FOUND');
        const [before] = await tx.query<{ state: MessageState }>('SELECT state FROM contact_messages WHERE id = $1 FOR UPDATE', [id]);
        if (!before) return refuse('MESSAGE_NOT_FOUND');
        const [row] = await tx.query<InboxMessage>(
          `UPDATE contact_messages SET state = $2,
                  read_at = CASE WHEN $2 <> 'new' THEN coalesce(read_at, now()) END,
                  handled_at = CASE WHEN $2 = 'handled' THEN coalesce(handled_at, now()) END
            WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
          [id, state],
        );
        await recordAudit(tx, { actor, action: 'contact.state', target: 'contact', targetId: id, before, after: { state } });
        return ok(row!);
      });
    },
  };
}

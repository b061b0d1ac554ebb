// The hotel's inbox (GET /contact, PATCH /contact/:id): the contact messages, newest first, and
// their state (new → read → handled, each step's time kept). A state change is a staff write: one
// transaction with its audit row.
import type { InboxMessage, InboxQuery, MessageState } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { notFound } from '../lib/errors';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import type { Write } from './write';

const MESSAGE_COLUMNS = `id AS "_id", name, email, phone, subject, message, inquiry_type AS "inquiryType", state,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const messageNotFound = () => notFound('Message not found', 'MESSAGE_NOT_FOUND');

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

    /** Sets the message's state (and the time it was read or handled); 404 for an unknown id. */
    setState(id: string, state: MessageState, actor: string): Promise<InboxMessage> {
      return write(async (tx) => {
        if (!ID_RE.test(id)) throw messageNotFound();
        const [before] = await tx.query<{ state: MessageState }>('SELECT state FROM contact_messages WHERE id = $1 FOR UPDATE', [id]);
        if (!before) throw messageNotFound();
        const [row] = await tx.query<InboxMessage>(
          `UPDATE contact_messages SET state = $2,
                  read_at = CASE WHEN $2 <> 'new' THEN coalesce(read_at, now()) END,
                  handled_at = CASE WHEN $2 = 'handled' THEN coalesce(handled_at, now()) END
            WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
          [id, state],
        );
        await recordAudit(tx, { actor, action: 'contact.state', target: 'contact', targetId: id, before, after: { state } });
        return row!;
      });
    },
  };
}

// An outbox's claiming SQL, one for every outbox table (mail_outbox, webhook_outbox): rows written
// by the transaction of the change that causes them, delivered after the commit by a sender
// (src/plugins/outboxPump.ts). A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease
// (locked_until), so two processes never take the same row, and a row whose sender died is taken
// again once its lease has run out. Times are the database's (one clock for every process). Each
// table has the same delivery columns: state, attempts, next_attempt_at, locked_until, last_error,
// created_at, sent_at.
import type { Queryable } from '../db/index';

export type OutboxTable = 'mail_outbox' | 'webhook_outbox';

/** What a sender needs of every row it claims. */
export interface ClaimedRow {
  id: string;
  attempts: number;
}

/** `columns`: the SELECT list a claimed row is returned as (its own fields besides id and attempts). */
export function outboxQueue<Row extends ClaimedRow>(db: Queryable, table: OutboxTable, columns: string) {
  return {
    /** Takes up to `limit` due rows for `leaseMs`, counting the attempt. */
    claim(limit: number, leaseMs: number): Promise<Row[]> {
      return db.query<Row>(
        `UPDATE ${table} SET attempts = attempts + 1, locked_until = now() + $2 * interval '1 millisecond'
          WHERE id IN (SELECT id FROM ${table}
                        WHERE state = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, attempts, ${columns}`,
        [limit, leaseMs],
      );
    },

    async sent(id: string): Promise<void> {
      await db.query(`UPDATE ${table} SET state = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [id]);
    },

    /** Tries again in `delayMs`. */
    async retry(id: string, delayMs: number, error: string): Promise<void> {
      await db.query(
        `UPDATE ${table} SET next_attempt_at = now() + $2 * interval '1 millisecond', locked_until = NULL, last_error = $3 WHERE id = $1`,
        [id, delayMs, error],
      );
    },

    /** Gives up: refused for good, or out of attempts. */
    async failed(id: string, error: string): Promise<void> {
      await db.query(`UPDATE ${table} SET state = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1`, [id, error]);
    },

    /** Milliseconds until the next row is due (null: none pending). */
    async nextDueIn(): Promise<number | null> {
      const [row] = await db.query<{ ms: number | null }>(
        `SELECT (extract(epoch FROM min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
           FROM ${table} WHERE state = 'pending'`,
      );
      return row?.ms ?? null;
    },

    /** Rows not delivered yet (pending: due, leased or waiting to be retried), every process's. */
    async depth(): Promise<number> {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE state = 'pending'`);
      return row?.n ?? 0;
    },
  };
}

export type OutboxQueue<Row extends ClaimedRow> = ReturnType<typeof outboxQueue<Row>>;

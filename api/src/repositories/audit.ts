// The audit log's SQL (migration 003_front_desk.sql). `record` takes the write's own transaction
// handle: the row commits with the write or not at all. Every staff write calls it once.
import type { AuditEntry } from '@hotel/shared/domain';
import type { AuditAction } from '@hotel/shared/front-desk/audit';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';

/**
 * What a staff write records: an audit row before the database gives it its id and time. Its action
 * is one of AUDIT_ACTIONS, so /hotel/activity has words for every row written.
 */
export type AuditRecord = Omit<AuditEntry, '_id' | 'at' | 'reason' | 'action'> & { action: AuditAction; reason?: string | null };

/** Inserts the row inside `tx`, the transaction of the write it records. */
export async function recordAudit(tx: Queryable, r: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (id, actor, action, target, target_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [newId(), r.actor, r.action, r.target, r.targetId, json(r.before), json(r.after), r.reason ?? null],
  );
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export function auditRepository(db: Queryable) {
  return {
    /** The newest `limit` rows, newest first. */
    async latest(limit: number): Promise<AuditEntry[]> {
      const rows = await db.query<Omit<AuditEntry, 'before' | 'after'> & { before: string | null; after: string | null }>(
        `SELECT id AS "_id", to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, actor, action, target,
                target_id AS "targetId", before::text AS before, after::text AS after, reason
           FROM audit_log ORDER BY at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({ ...r, before: parse(r.before), after: parse(r.after) }));
    },
  };
}

const parse = (s: string | null): unknown => (s === null ? null : JSON.parse(s));

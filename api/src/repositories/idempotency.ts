// The Idempotency-Key protocol of POST /bookings (api/README.md, "Rules the server enforces"): the
// first outcome (the booking, or its refusal) per user and key is stored in the transaction that
// produced it and replayed on retries; the same key with a different request is refused
// (IDEMPOTENCY_KEY_REUSED: 422). The key row is claimed first, so two concurrent retries cannot both
// book: the second waits on the first's row. The attempt runs inside a savepoint: a refusal rolls
// back what it wrote and keeps the key row, which stores the refusal (migration 013_frame.sql).
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index';
import { refuse, type Reason, type Result } from './result';

export interface IdempotencyClaim {
  email: string;
  key: string;
  /** What makes two requests "the same": compared by hash on a retry. */
  request: unknown[];
}

/** The outcome, and whether it is a stored one replayed. */
export type Once<T> = { outcome: Result<T>; replay: boolean };

/**
 * Runs `attempt` inside `tx`, once per claim: a refusal rolls back what it wrote (to a savepoint),
 * never the transaction, so a claim's key row commits with the refusal it stores.
 */
export async function idempotent<T>(tx: Queryable, claim: IdempotencyClaim | undefined, attempt: () => Promise<Result<T>>): Promise<Once<T>> {
  if (!claim) return { outcome: await undoneIfRefused(tx, attempt), replay: false };
  const { email, key } = claim;
  const requestHash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_email, key, request_hash, status_code, response)
     VALUES ($1, $2, $3, 0, '') ON CONFLICT DO NOTHING RETURNING key`,
    [email, key, requestHash],
  );
  if (claimed.length === 0) {
    const [prev] = await tx.query<{ request_hash: string; outcome: string | null; status_code: number; response: string }>(
      'SELECT request_hash, outcome::text AS outcome, status_code, response FROM idempotency_keys WHERE user_email = $1 AND key = $2',
      [email, key],
    );
    if (!prev || prev.request_hash !== requestHash) return { outcome: refuse('IDEMPOTENCY_KEY_REUSED'), replay: false };
    return { outcome: prev.outcome === null ? storedBefore(prev.status_code, prev.response) : (JSON.parse(prev.outcome) as Result<T>), replay: true };
  }
  const outcome = await undoneIfRefused(tx, attempt);
  await tx.query('UPDATE idempotency_keys SET outcome = $3::jsonb WHERE user_email = $1 AND key = $2', [email, key, JSON.stringify(outcome)]);
  return { outcome, replay: false };
}

async function undoneIfRefused<T>(tx: Queryable, attempt: () => Promise<Result<T>>): Promise<Result<T>> {
  await tx.query('SAVEPOINT idempotent_attempt');
  const outcome = await attempt();
  await tx.query(outcome.ok ? 'RELEASE SAVEPOINT idempotent_attempt' : 'ROLLBACK TO SAVEPOINT idempotent_attempt');
  return outcome;
}

/**
 * A key stored by an API from before 013_frame.sql (an HTTP answer): its booking (201), or its
 * refusal, whose error code is the refusal's reason (DATE_NOT_AVAILABLE, STAY_REFUSED), in its words.
 */
function storedBefore<T>(status: number, response: string): Result<T> {
  const body = JSON.parse(response) as T & { code?: Reason; message?: string };
  if (status === 201) return { ok: true, value: body };
  return refuse(body.code ?? 'DATE_NOT_AVAILABLE', body.message ? { message: body.message } : {});
}

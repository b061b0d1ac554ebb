// The Idempotency-Key protocol of POST /bookings (api/README.md, "Rules the server enforces"): the
// first answer (201 or 409) per user and key is stored in the transaction that produced it and
// replayed on retries; the same key with a different request is refused (IDEMPOTENCY_KEY_REUSED: 422). The key row is
// claimed first, so two concurrent retries cannot both book: the second waits on the first's row.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index';
import { ok, refuse, type Result } from './result';

/** An HTTP answer as stored and replayed. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  email: string;
  key: string;
  /** What makes two requests "the same": compared by hash on a retry. */
  request: unknown[];
}

/** Runs `answer` once per claim inside `tx`; without a claim it just runs it. */
export async function idempotent(
  tx: Queryable,
  claim: IdempotencyClaim | undefined,
  answer: () => Promise<Answer>,
): Promise<Result<Answer & { replay: boolean }>> {
  if (!claim) return ok({ ...(await answer()), replay: false });
  const { email, key } = claim;
  const requestHash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_email, key, request_hash, status_code, response)
     VALUES ($1, $2, $3, 0, '') ON CONFLICT DO NOTHING RETURNING key`,
    [email, key, requestHash],
  );
  if (claimed.length === 0) {
    const [prev] = await tx.query<{ request_hash: string; status_code: number; response: string }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_email = $1 AND key = $2',
      [email, key],
    );
    if (!prev || prev.request_hash !== requestHash) return refuse('IDEMPOTENCY_KEY_REUSED');
    return ok({ status: prev.status_code, body: JSON.parse(prev.response) as unknown, replay: true });
  }
  const out = await answer();
  await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_email = $1 AND key = $2', [
    email,
    key,
    out.status,
    JSON.stringify(out.body),
  ]);
  return ok({ ...out, replay: false });
}

// Whose a booking or review is: its e-mail and its Firebase account's uid (migration 006_owners.sql).
// An address can be deleted and registered again by anyone (Firebase asks for no proof of it), so the
// e-mail alone does not say who made a row; every read and ownership check of a guest's own rows
// matches both (docs/architecture.md §5, "Revocation"). Rows from before uids were stored have none,
// and are given to an account at its sign-in only when they are younger than it (claimRows).
import type { Guest } from '../auth';
import type { Database } from '../db/index';

/** Who asks for their own rows: the caller's e-mail and, from a token that carries it, the account's uid. */
export type Owner = Pick<Guest, 'email' | 'uid'>;

/**
 * SQL condition: the row (of `alias`, if given) is the owner's, with ownerParams(owner) at
 * $first and $first+1. A token without a uid (signed before tokens carried one, so by whoever held
 * the address then; it lapses within JWT_TTL_SECONDS) matches by the e-mail alone, as it always did.
 */
export function ownedBy(first: number, alias = ''): string {
  const col = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${col('user_email')} = $${first} AND ($${first + 1}::text IS NULL OR ${col('owner_uid')} = $${first + 1})`;
}
export const ownerParams = (o: Owner): [string, string | null] => [o.email, o.uid ?? null];

export function ownersRepository(db: Database) {
  return {
    /**
     * At a sign-in: gives the account the rows of its e-mail that have no owner yet and were made
     * after the account was created; a row older than the account was made by someone else, whose
     * account was deleted before this one registered the address. Firebase gives the creation time to
     * the second (UserMetadata.creationTime), so a row counts only from the next whole second: an
     * account never claims a row made before it, and misses only rows made in its own first second
     * (none: signing up, in, and booking take longer). Answers how many rows it claimed.
     */
    async claimRows(account: { email: string; uid: string; createdMs: number }): Promise<number> {
      if (!Number.isFinite(account.createdMs)) return 0;
      const since = new Date((Math.floor(account.createdMs / 1000) + 1) * 1000).toISOString();
      return db.transaction(async (tx) => {
        let claimed = 0;
        for (const table of ['bookings', 'reviews']) {
          const rows = await tx.query(
            `UPDATE ${table} SET owner_uid = $2 WHERE user_email = $1 AND owner_uid IS NULL AND created_at >= $3::timestamptz RETURNING 1`,
            [account.email, account.uid, since],
          );
          claimed += rows.length;
        }
        return claimed;
      });
    },
  };
}

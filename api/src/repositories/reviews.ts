// Reviews' SQL: one review per guest per room (unique index reviews (room_id, user_email)), written
// only by a guest with a booking of the room; the date is the server's. A review's `date` is the
// human date of its last write in the hotel's time zone (docs/product.md §3), its timestamps are
// `createdAt` and `updatedAt` (ISO).
import { formatRating, formatReviewDate, type LatestReviews, type Review, type RoomReview } from '@hotel/shared/domain';
import type { Guest } from '../auth';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ownedBy, ownerParams } from './owners';
import { ok, refuse, type Result } from './result';
import type { Write } from './write';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns a Review is built from (reviewFromRow); `r` is the reviews table. */
export const REVIEW_COLUMNS = `r.name, r.rating, r.comment, r.user_email AS "userEmail",
  ${iso('r.created_at')} AS "createdAt", ${iso('r.updated_at')} AS "updatedAt"`;

export type ReviewRow = Omit<Review, 'date' | 'createdAt' | 'updatedAt' | 'userEmail'> & {
  userEmail: string;
  createdAt: string;
  updatedAt: string | null;
};

/** A stored review: its author's e-mail always there (src/lib/reviewers.ts decides who reads it). */
export type AuthoredReview = Review & { userEmail: string };

/** A stored review as the API answers it: `date` the day of its last write, in the hotel's zone. */
export function reviewFromRow({ createdAt, updatedAt, ...r }: ReviewRow, timeZone: string): AuthoredReview {
  return {
    ...r,
    date: formatReviewDate(updatedAt ?? createdAt, timeZone),
    createdAt,
    ...(updatedAt ? { updatedAt } : {}),
  };
}

/** A review as checked by validateReview (@hotel/shared): rating 1-5, trimmed comment. */
export interface ReviewText {
  rating: number;
  comment: string;
}

export function reviewsRepository(db: Queryable, write: Write, timeZone: string) {
  return {
    /** NO_BOOKING without a booking of the room; REVIEW_EXISTS for a second review. */
    create(roomId: string, guest: Guest, { rating, comment }: ReviewText): Promise<Result<Review>> {
      return write(async (tx, changed) => {
        // Their own booking: another account's of the same e-mail does not count (./owners.ts).
        const booked = await tx.query(`SELECT 1 FROM bookings WHERE room_id = $1 AND ${ownedBy(2)} LIMIT 1`, [roomId, ...ownerParams(guest)]);
        if (booked.length === 0) return refuse('NO_BOOKING');
        const [row] = await tx.query<ReviewRow>(
          `INSERT INTO reviews AS r (id, room_id, user_email, name, rating, comment, owner_uid) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (room_id, user_email) DO NOTHING RETURNING ${REVIEW_COLUMNS}`,
          [newId(), roomId, guest.email, guest.name, rating, comment, guest.uid ?? null],
        );
        if (!row) return refuse('REVIEW_EXISTS');
        await changed();
        return ok(reviewFromRow(row, timeZone));
      });
    },

    /** Replaces the guest's review of the room; NO_OWN_REVIEW when there is none (of their account). */
    update(roomId: string, guest: Guest, { rating, comment }: ReviewText): Promise<Result<Review>> {
      return write(async (tx, changed) => {
        const [row] = await tx.query<ReviewRow>(
          `UPDATE reviews AS r SET rating = $2, comment = $3, name = $4, updated_at = now()
            WHERE room_id = $1 AND ${ownedBy(5)} RETURNING ${REVIEW_COLUMNS}`,
          [roomId, rating, comment, guest.name, ...ownerParams(guest)],
        );
        if (!row) return refuse('NO_OWN_REVIEW');
        await changed();
        return ok(reviewFromRow(row, timeZone));
      });
    },

    /**
     * The `limit` newest reviews across rooms by their last write (newest first), each with its room,
     * and the count and mean rating of every review a guest may see (none the hotel hid, none of an
     * archived room).
     */
    async latest(limit: number): Promise<LatestReviews> {
      const rows = await db.query<ReviewRow & { roomId: string; roomName: string }>(
        `SELECT ${REVIEW_COLUMNS}, r.room_id AS "roomId", rooms.name AS "roomName"
           FROM reviews r JOIN rooms ON rooms.id = r.room_id
          WHERE NOT r.hidden AND NOT rooms.archived
          ORDER BY coalesce(r.updated_at, r.created_at) DESC, r.id DESC
          LIMIT $1`,
        [limit],
      );
      const [totals] = await db.query<{ count: number; average: number | null }>(
        `SELECT count(*)::int AS count, avg(r.rating)::float8 AS average
           FROM reviews r JOIN rooms ON rooms.id = r.room_id WHERE NOT r.hidden AND NOT rooms.archived`,
      );
      return {
        reviews: rows.map(({ roomId, roomName, ...row }): RoomReview => ({ ...reviewFromRow(row, timeZone), roomId, roomName })),
        count: totals?.count ?? 0,
        averageRating: Number(formatRating(totals?.average ?? 0)),
      };
    },
  };
}

// Reviews' SQL: one review per guest per room (unique index reviews (room_id, user_email)), written
// only by a guest with a booking of the room; the date is the server's.
import type { Review } from '@hotel/shared/domain';
import type { AuthUser } from '../auth';
import { conflict, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { Write } from './write';

const REVIEW_COLUMNS = `name, rating, comment,
  to_char(coalesce(updated_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
  user_email AS "userEmail"`;

/** A review as checked by validateReview (@hotel/shared): rating 1-5, trimmed comment. */
export interface ReviewText {
  rating: number;
  comment: string;
}

export function reviewsRepository(write: Write) {
  return {
    /** 403 NO_BOOKING without a booking of the room; 409 REVIEW_EXISTS for a second review. */
    create(roomId: string, user: AuthUser, { rating, comment }: ReviewText): Promise<Review> {
      return write(async (tx, changed) => {
        const booked = await tx.query('SELECT 1 FROM bookings WHERE room_id = $1 AND user_email = $2 LIMIT 1', [
          roomId,
          user.email,
        ]);
        if (booked.length === 0) throw forbidden('Only guests who booked this room can review it', 'NO_BOOKING');
        const [row] = await tx.query<Review>(
          `INSERT INTO reviews (id, room_id, user_email, name, rating, comment) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (room_id, user_email) DO NOTHING RETURNING ${REVIEW_COLUMNS}`,
          [newId(), roomId, user.email, user.name, rating, comment],
        );
        if (!row) throw conflict('You have already reviewed this room', 'REVIEW_EXISTS');
        await changed();
        return row;
      });
    },

    /** Replaces the guest's review of the room; 404 REVIEW_NOT_FOUND when there is none. */
    update(roomId: string, user: AuthUser, { rating, comment }: ReviewText): Promise<Review> {
      return write(async (tx, changed) => {
        const [row] = await tx.query<Review>(
          `UPDATE reviews SET rating = $3, comment = $4, name = $5, updated_at = now()
            WHERE room_id = $1 AND user_email = $2 RETURNING ${REVIEW_COLUMNS}`,
          [roomId, user.email, rating, comment, user.name],
        );
        if (!row) throw notFound('You have not reviewed this room yet', 'REVIEW_NOT_FOUND');
        await changed();
        return row;
      });
    },
  };
}

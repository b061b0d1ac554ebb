// Reviews at the front desk: the latest across rooms, hidden ones included (GET /hotel/reviews);
// hiding or showing one with a reason (PATCH /rooms/:id/reviews/moderation), one transaction with
// its audit row; and a guest's own reviews, hidden ones marked (GET /reviews/mine). A hidden review
// leaves the rooms' answers (./rooms.ts), hence their averages.
import type { HotelReview, Review } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { notFound } from '../lib/errors';
import { recordAudit } from './audit';
import type { Write } from './write';

const DATE = `to_char(coalesce(v.updated_at, v.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const HOTEL_REVIEW_COLUMNS = `v.name, v.rating, v.comment, ${DATE} AS date, v.user_email AS "userEmail",
  v.room_id AS "roomId", r.name AS "roomName", v.hidden, v.hidden_reason AS "hiddenReason"`;

export type OwnReview = Review & { roomId: string };

export function moderationRepository(db: Queryable, write: Write) {
  return {
    /** The newest `limit` reviews across rooms, hidden ones included. */
    latest(limit: number): Promise<HotelReview[]> {
      return db.query<HotelReview>(
        `SELECT ${HOTEL_REVIEW_COLUMNS} FROM reviews v JOIN rooms r ON r.id = v.room_id
          ORDER BY coalesce(v.updated_at, v.created_at) DESC, v.id DESC LIMIT $1`,
        [limit],
      );
    },

    /** Hides or shows the guest's review of the room; 404 REVIEW_NOT_FOUND when there is none. */
    moderate(roomId: string, userEmail: string, hidden: boolean, reason: string | null, actor: string): Promise<HotelReview> {
      return write(async (tx, changed) => {
        const [before] = await tx.query<{ id: string; hidden: boolean; hiddenReason: string | null }>(
          'SELECT id, hidden, hidden_reason AS "hiddenReason" FROM reviews WHERE room_id = $1 AND user_email = $2 FOR UPDATE',
          [roomId, userEmail],
        );
        if (!before) throw notFound('This guest has not reviewed this room', 'REVIEW_NOT_FOUND');
        await tx.query('UPDATE reviews SET hidden = $2, hidden_reason = $3 WHERE id = $1', [before.id, hidden, hidden ? reason : null]);
        const [row] = await tx.query<HotelReview>(
          `SELECT ${HOTEL_REVIEW_COLUMNS} FROM reviews v JOIN rooms r ON r.id = v.room_id WHERE v.id = $1`,
          [before.id],
        );
        await recordAudit(tx, {
          actor,
          action: hidden ? 'review.hide' : 'review.show',
          target: 'review',
          targetId: before.id,
          before: { roomId, userEmail, hidden: before.hidden, hiddenReason: before.hiddenReason },
          after: { roomId, userEmail, hidden, hiddenReason: row!.hiddenReason },
          reason,
        });
        await changed();
        return row!;
      });
    },

    /** The guest's own reviews, newest first, each with its room; `hidden: true` on those staff hid. */
    async mine(email: string): Promise<OwnReview[]> {
      const rows = await db.query<OwnReview & { hidden: boolean }>(
        `SELECT v.name, v.rating, v.comment, ${DATE} AS date, v.user_email AS "userEmail", v.room_id AS "roomId", v.hidden
           FROM reviews v WHERE v.user_email = $1 ORDER BY coalesce(v.updated_at, v.created_at) DESC, v.id DESC`,
        [email],
      );
      return rows.map(({ hidden, ...r }) => (hidden ? { ...r, hidden: true } : r));
    },
  };
}

// Reviews at the front desk: the latest across rooms, hidden ones included (GET /hotel/reviews);
// hiding or showing one with a reason (PATCH /rooms/:id/reviews/moderation), one transaction with
// its audit row; and a guest's own reviews, hidden ones marked (GET /reviews/mine). A hidden review
// leaves the rooms' answers (./rooms.ts), hence their averages.
import type { HotelReview, Review } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { recordAudit } from './audit';
import { ownedBy, ownerParams, type Owner } from './owners';
import { ok, refuse, type Result } from './result';
import { REVIEW_COLUMNS, reviewFromRow, type ReviewRow } from './reviews';
import type { Write } from './write';

// `r` is the reviews table (REVIEW_COLUMNS), `room` its room.
const HOTEL_REVIEW_COLUMNS = `${REVIEW_COLUMNS}, r.room_id AS "roomId", room.name AS "roomName", r.hidden,
  r.hidden_reason AS "hiddenReason"`;
type HotelReviewRow = ReviewRow & Pick<HotelReview, 'roomId' | 'roomName' | 'hidden' | 'hiddenReason'>;

export type OwnReview = Review & { roomId: string };

export function moderationRepository(db: Queryable, write: Write, timeZone: string) {
  const hotelReview = ({ roomId, roomName, hidden, hiddenReason, ...row }: HotelReviewRow): HotelReview => ({
    ...reviewFromRow(row, timeZone),
    roomId,
    roomName,
    hidden,
    hiddenReason,
  });
  return {
    /** The newest `limit` reviews across rooms, hidden ones included. */
    async latest(limit: number): Promise<HotelReview[]> {
      const rows = await db.query<HotelReviewRow>(
        `SELECT ${HOTEL_REVIEW_COLUMNS} FROM reviews r JOIN rooms room ON room.id = r.room_id
          ORDER BY coalesce(r.updated_at, r.created_at) DESC, r.id DESC LIMIT $1`,
        [limit],
      );
      return rows.map(hotelReview);
    },

    /** Hides or shows the guest's review of the room; NO_GUEST_REVIEW when there is none. */
    moderate(roomId: string, userEmail: string, hidden: boolean, reason: string | null, actor: string): Promise<Result<HotelReview>> {
      return write(async (tx, changed) => {
        const [before] = await tx.query<{ id: string; hidden: boolean; hiddenReason: string | null }>(
          'SELECT id, hidden, hidden_reason AS "hiddenReason" FROM reviews WHERE room_id = $1 AND user_email = $2 FOR UPDATE',
          [roomId, userEmail],
        );
        if (!before) return refuse('NO_GUEST_REVIEW');
        await tx.query('UPDATE reviews SET hidden = $2, hidden_reason = $3 WHERE id = $1', [before.id, hidden, hidden ? reason : null]);
        const [found] = await tx.query<HotelReviewRow>(
          `SELECT ${HOTEL_REVIEW_COLUMNS} FROM reviews r JOIN rooms room ON room.id = r.room_id WHERE r.id = $1`,
          [before.id],
        );
        const row = hotelReview(found!);
        await recordAudit(tx, {
          actor,
          action: hidden ? 'review.hide' : 'review.show',
          target: 'review',
          targetId: before.id,
          before: { roomId, userEmail, hidden: before.hidden, hiddenReason: before.hiddenReason },
          after: { roomId, userEmail, hidden, hiddenReason: row.hiddenReason },
          reason,
        });
        await changed();
        return ok(row);
      });
    },

    /** The guest's own reviews (their account's: ./owners.ts), newest first, each with its room; `hidden: true` on those staff hid. */
    async mine(owner: Owner): Promise<OwnReview[]> {
      const rows = await db.query<ReviewRow & { roomId: string; hidden: boolean }>(
        `SELECT ${REVIEW_COLUMNS}, r.room_id AS "roomId", r.hidden
           FROM reviews r WHERE ${ownedBy(1, 'r')} ORDER BY coalesce(r.updated_at, r.created_at) DESC, r.id DESC`,
        ownerParams(owner),
      );
      return rows.map(({ roomId, hidden, ...row }) => ({ ...reviewFromRow(row, timeZone), roomId, ...(hidden ? { hidden: true } : {}) }));
    },
  };
}

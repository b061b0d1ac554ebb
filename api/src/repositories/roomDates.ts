// Who holds a room-date: bookedDates are derived from the nights bookings hold and blocks, never stored.
import { sameEmail } from '../auth';
import type { Queryable } from '../db/index';

interface Holder {
  kind: 'booking' | 'block';
  email: string | null;
}

export function roomDatesRepository(db: Queryable) {
  return {
    /** A night of a booking of `email` ('caller'), someone else's booking or a block ('other'), or nobody ('free'). */
    async holderOf(roomId: string, date: string, email: string): Promise<'caller' | 'other' | 'free'> {
      const hs = await db.query<Holder>(
        `SELECT 'booking' AS kind, b.user_email AS email
           FROM booking_nights n JOIN bookings b ON b.id = n.booking_id WHERE n.room_id = $1 AND n.night = $2::date
         UNION ALL SELECT 'block', NULL FROM room_blocks WHERE room_id = $1 AND block_date = $2::date`,
        [roomId, date],
      );
      if (hs.some((h) => h.kind === 'booking' && sameEmail(h.email, email))) return 'caller';
      return hs.length > 0 ? 'other' : 'free';
    },
  };
}

// Who holds a room-date: bookedDates are derived from the nights bookings hold and blocks, never stored.
import type { Queryable } from '../db/index';
import { ownedBy, ownerParams, type Owner } from './owners';

export function roomDatesRepository(db: Queryable) {
  return {
    /** A night of the caller's booking ('caller': ./owners.ts), someone else's booking or a block ('other'), or nobody ('free'). */
    async holderOf(roomId: string, date: string, owner: Owner): Promise<'caller' | 'other' | 'free'> {
      const hs = await db.query<{ mine: boolean }>(
        `SELECT (${ownedBy(3, 'b')}) AS mine
           FROM booking_nights n JOIN bookings b ON b.id = n.booking_id WHERE n.room_id = $1 AND n.night = $2::date
         UNION ALL SELECT false FROM room_blocks WHERE room_id = $1 AND block_date = $2::date`,
        [roomId, date, ...ownerParams(owner)],
      );
      if (hs.some((h) => h.mine)) return 'caller';
      return hs.length > 0 ? 'other' : 'free';
    },
  };
}

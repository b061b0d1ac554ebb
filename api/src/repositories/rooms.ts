// Rooms' SQL: the rooms with what is derived from other tables (bookedDates = every night a booking
// holds ∪ blocks, reviews). Read whole, rarely: the room cache (src/roomsCache.ts) serves every room
// answer from one load until a write invalidates it. The stay search asks the database which rooms
// are free, through the (room_id, night) and (room_id, block_date) primary keys.
import type { Housekeeping, RatePeriod, Room, Stay } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { HOUSEKEEPING_COLUMNS, toHousekeeping, type HousekeepingRow } from './housekeeping';
import { photosByRoom } from './photos';
import { PERIOD_COLUMNS } from './rates';
import { REVIEW_COLUMNS, reviewFromRow, type ReviewRow } from './reviews';

/** A rooms row as selected: the Room without what is derived from other tables. */
type RoomRow = Omit<Room, 'bookedDates' | 'reviews' | 'discountPrice' | 'rates'> &
  HousekeepingRow & {
    discountPrice: number | null;
    weekendPrice: number | null;
    archived: boolean;
  };

/** A room as the cache loads it: with its housekeeping, which only staff reads carry (src/roomsCache.ts). */
export type LoadedRoom = Room & { housekeeping: Housekeeping };

/** The rate a guest pays per night, as nightlyRate (@hotel/shared) computes it. */
const NIGHTLY_RATE = 'CASE WHEN discount_price < price THEN discount_price ELSE price END';

export interface StaySearch extends Stay {
  minPrice?: number;
  maxPrice?: number;
}

/** `timeZone`: the hotel's, the day of a review's `date`. */
export function roomsRepository(db: Queryable, timeZone: string) {
  return {
    /**
     * The ids, in display order, of the rooms free on every night from checkIn up to checkOut (no
     * booking night, no block) with capacity for the guests, optionally within a nightly-rate range.
     */
    async freeForStay(s: StaySearch): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT r.id FROM rooms r
          WHERE r.capacity >= $3 AND NOT r.archived
            AND ($4::numeric IS NULL OR ${NIGHTLY_RATE} >= $4::numeric)
            AND ($5::numeric IS NULL OR ${NIGHTLY_RATE} <= $5::numeric)
            AND NOT EXISTS (SELECT 1 FROM booking_nights n
                             WHERE n.room_id = r.id AND n.night >= $1::date AND n.night < $2::date)
            AND NOT EXISTS (SELECT 1 FROM room_blocks b
                             WHERE b.room_id = r.id AND b.block_date >= $1::date AND b.block_date < $2::date)
          ORDER BY r.sort_order, r.id`,
        [s.checkIn, s.checkOut, s.guests, s.minPrice ?? null, s.maxPrice ?? null],
      );
      return rows.map((r) => r.id);
    },


    /**
     * Every room in display order, archived ones too (`archived: true` set on those only, so the
     * guests' answers are byte for byte as before); `image` is the stored file name, `photos` the
     * staff's photos where there are any (src/roomsCache.ts shows the first as guests' `image`). Hidden reviews
     * are left out: they leave the room page and its averages. Each room carries its `rates`, every
     * period (the cache leaves ended ones out of the guests' answers), and its `housekeeping` (the
     * cache keeps it to staff reads). One statement per table, never one per room.
     */
    async all(): Promise<LoadedRoom[]> {
      const rooms = await db.query<RoomRow>(
        `SELECT id AS "_id", name, location, type, image, price::float8 AS price,
                discount_price::float8 AS "discountPrice", capacity, beds, size, description, amenities, archived,
                weekend_price::float8 AS "weekendPrice", ${HOUSEKEEPING_COLUMNS}
           FROM rooms r ORDER BY sort_order, id`,
      );
      const periods = await db.query<RatePeriod & { roomId: string }>(
        `SELECT room_id AS "roomId", ${PERIOD_COLUMNS} FROM rate_periods ORDER BY room_id, from_date`,
      );
      const dates = await db.query<{ room_id: string; date: string }>(
        `SELECT room_id, to_char(d, 'YYYY-MM-DD') AS date
           FROM (SELECT room_id, night AS d FROM booking_nights
                 UNION SELECT room_id, block_date FROM room_blocks) x
          ORDER BY room_id, d`,
      );
      const reviews = await db.query<ReviewRow & { room_id: string }>(
        `SELECT r.room_id, ${REVIEW_COLUMNS} FROM reviews r WHERE NOT r.hidden ORDER BY r.created_at, r.id`,
      );
      const photos = await photosByRoom(db);
      const byRoom = new Map<string, LoadedRoom>();
      const list = rooms.map((r) => {
        const room: LoadedRoom = {
          _id: r._id,
          name: r.name,
          location: r.location,
          type: r.type,
          image: r.image,
          price: r.price,
          discountPrice: r.discountPrice,
          capacity: r.capacity,
          beds: r.beds,
          size: r.size,
          description: r.description,
          amenities: r.amenities,
          bookedDates: [],
          reviews: [],
          rates: { weekendPrice: r.weekendPrice, periods: [] },
          housekeeping: toHousekeeping(r),
        };
        if (r.archived) room.archived = true;
        // The staff's photos, where there are any (a room without keeps its answer byte for byte).
        const own = photos.get(r._id);
        if (own) room.photos = own;
        byRoom.set(room._id, room);
        return room;
      });
      for (const d of dates) byRoom.get(d.room_id)?.bookedDates.push(d.date);
      for (const { roomId, ...period } of periods) byRoom.get(roomId)?.rates?.periods.push(period);
      for (const { room_id, ...review } of reviews) byRoom.get(room_id)?.reviews.push(reviewFromRow(review, timeZone));
      return list;
    },
  };
}

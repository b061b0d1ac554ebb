// Rooms' SQL: the rooms with what is derived from other tables (bookedDates = bookings ∪ blocks,
// reviews). Read whole, rarely: the room cache (src/roomsCache.ts) serves every room answer from one
// load until a write invalidates it.
import type { Review, Room } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';

/** A rooms row as selected: the Room without what is derived from other tables. */
type RoomRow = Omit<Room, 'bookedDates' | 'reviews' | 'discountPrice'> & { discountPrice: number | null };

export function roomsRepository(db: Queryable) {
  return {
    /** Every room in display order; `image` is the stored file name. */
    async all(): Promise<Room[]> {
      const rooms = await db.query<RoomRow>(
        `SELECT id AS "_id", name, location, type, image, price::float8 AS price,
                discount_price::float8 AS "discountPrice", capacity, beds, size, description, amenities
           FROM rooms ORDER BY sort_order, id`,
      );
      const dates = await db.query<{ room_id: string; date: string }>(
        `SELECT room_id, to_char(d, 'YYYY-MM-DD') AS date
           FROM (SELECT room_id, booking_date AS d FROM bookings WHERE status = 'confirmed'
                 UNION SELECT room_id, block_date FROM room_blocks) x
          ORDER BY room_id, d`,
      );
      const reviews = await db.query<Review & { room_id: string }>(
        `SELECT room_id, name, rating, comment,
                to_char(coalesce(updated_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
                user_email AS "userEmail"
           FROM reviews ORDER BY created_at, id`,
      );
      const byRoom = new Map<string, Room>();
      const list = rooms.map((r) => {
        const room: Room = {
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
        };
        byRoom.set(room._id, room);
        return room;
      });
      for (const d of dates) byRoom.get(d.room_id)?.bookedDates.push(d.date);
      for (const { room_id, ...review } of reviews) byRoom.get(room_id)?.reviews.push(review);
      return list;
    },
  };
}

// Rooms are read far more often than written. Every room answer (the list, each room, each price
// filter) is built once from the database, serialized once, and served from memory until a write
// invalidates it. Writes invalidate locally right after commit and, on PostgreSQL, NOTIFY the other
// API processes (db.changes). A generation counter keeps a load that raced with an invalidation
// from being cached; while the NOTIFY listener is down (db.coherent() false) the cache is bypassed.
import { nightlyRate, type Review, type Room } from '@hotel/shared/domain';
import type { Database, Queryable } from './db/index';

interface RoomsSnapshot {
  list: Room[];
  byId: Map<string, Room>;
  /** Serialized answers (UTF-8 bytes, written as they are): 'all', 'id:<id>', 'filter:<min>:<max>'. */
  json: Map<string, Buffer>;
}

/** A rooms row as selected: the Room without what is derived from other tables. */
type RoomRow = Omit<Room, 'bookedDates' | 'reviews' | 'discountPrice'> & { discountPrice: number | null };

async function loadRooms(q: Queryable, imageUrl: (image: string) => string): Promise<Room[]> {
  const rooms = await q.query<RoomRow>(
    `SELECT id AS "_id", name, location, type, image, price::float8 AS price,
            discount_price::float8 AS "discountPrice", capacity, beds, size, description, amenities
       FROM rooms ORDER BY sort_order, id`,
  );
  const dates = await q.query<{ room_id: string; date: string }>(
    `SELECT room_id, to_char(d, 'YYYY-MM-DD') AS date
       FROM (SELECT room_id, booking_date AS d FROM bookings WHERE status = 'confirmed'
             UNION SELECT room_id, block_date FROM room_blocks) x
      ORDER BY room_id, d`,
  );
  const reviews = await q.query<Review & { room_id: string }>(
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
      image: imageUrl(r.image),
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
}

export class RoomsCache {
  private gen = 0;
  private snapshot: RoomsSnapshot | null = null;
  private loading: Promise<RoomsSnapshot> | null = null;

  constructor(
    private readonly db: Database,
    private readonly imageUrl: (image: string) => string,
  ) {
    db.changes.on('change', () => this.invalidate());
    db.changes.on('coherence', () => this.invalidate());
  }

  invalidate(): void {
    this.gen++;
    this.snapshot = null;
    this.loading = null;
  }

  private async build(): Promise<RoomsSnapshot> {
    const list = await loadRooms(this.db, this.imageUrl);
    return { list, byId: new Map(list.map((r) => [r._id, r])), json: new Map() };
  }

  async get(): Promise<RoomsSnapshot> {
    if (!this.db.coherent()) return this.build(); // cannot trust the cache: read through
    if (this.snapshot) return this.snapshot;
    if (!this.loading) {
      const gen = this.gen;
      const p = this.build().then(
        (s) => {
          if (gen === this.gen) {
            this.snapshot = s;
            this.loading = null;
          }
          return s;
        },
        (err: unknown) => {
          if (gen === this.gen) this.loading = null;
          throw err;
        },
      );
      this.loading = p;
    }
    return this.loading;
  }

  /** The serialized list, optionally filtered on the nightly rate (discountPrice if lower, else price). */
  async listJson(minPrice?: number, maxPrice?: number): Promise<Buffer> {
    const s = await this.get();
    const key = minPrice === undefined && maxPrice === undefined ? 'all' : `filter:${minPrice ?? ''}:${maxPrice ?? ''}`;
    let json = s.json.get(key);
    if (json === undefined) {
      const list =
        key === 'all'
          ? s.list
          : s.list.filter((r) => {
              const rate = nightlyRate(r);
              return (minPrice === undefined || rate >= minPrice) && (maxPrice === undefined || rate <= maxPrice);
            });
      json = Buffer.from(JSON.stringify(list));
      if (s.json.size < 500) s.json.set(key, json);
    }
    return json;
  }

  /** The serialized room, or null when there is no such room. */
  async roomJson(id: string): Promise<Buffer | null> {
    const s = await this.get();
    const key = `id:${id}`;
    let json = s.json.get(key);
    if (json === undefined) {
      const room = s.byId.get(id);
      if (!room) return null;
      json = Buffer.from(JSON.stringify(room));
      s.json.set(key, json);
    }
    return json;
  }

  async room(id: string): Promise<Room | null> {
    return (await this.get()).byId.get(id) ?? null;
  }
}

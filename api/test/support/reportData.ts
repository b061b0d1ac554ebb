// Bookings written straight into the tables for the reports' tests: random stays, and a year of a
// 50-room hotel. Their nights carry prices as the API stores them (booking_nights.price).
import type { Queryable } from '../../src/db/index';
import { addDays } from '@hotel/shared/domain';

export interface Stay {
  roomId: string;
  /** The first night. */
  first: string;
  /** Each night's price in cents, 1-14 of them. */
  prices: number[];
  status: string;
  /** When it was booked (ms since the epoch). */
  createdAt: number;
}

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
let serial = 0;
/** A fresh 24-hex id and a confirmation code of the real format, distinct across the process. */
function nextIds(): { id: string; code: string } {
  serial += 1;
  let n = serial;
  let code = '';
  for (let i = 0; i < 6; i++, n = Math.floor(n / CODE_ALPHABET.length)) code += CODE_ALPHABET[n % CODE_ALPHABET.length];
  return { id: `7e9000${serial.toString(16).padStart(18, '0')}`, code: `HV-${code}` };
}

/** `count` new rooms (ids prefixed with `tag`), archived or on sale; returns their ids. */
export async function addRooms(db: Queryable, count: number, tag: string, archived = false): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `${tag}${i.toString(16).padStart(24 - tag.length, '0')}`.replace(/[^0-9a-f]/g, 'f'));
  await db.query(
    `INSERT INTO rooms (id, name, location, type, image, price, description, archived)
     SELECT id, 'Report room ' || i, 'Harbor', 'Double', 'room-1.svg', 150, 'A room of the reports test', $2
       FROM unnest($1::text[]) WITH ORDINALITY AS r (id, i)`,
    [ids, archived],
  );
  return ids;
}

/**
 * Inserts the stays in two statements; a stay that shares a room-night with one before it in the
 * list is left out (the database would refuse it: booking_nights' primary key).
 */
export async function insertStays(db: Queryable, stays: readonly Stay[]): Promise<void> {
  const taken = new Set<string>();
  const b = { id: [] as string[], room: [] as string[], first: [] as string[], nights: [] as number[], price: [] as string[], status: [] as string[], code: [] as string[], at: [] as string[] };
  const n = { room: [] as string[], night: [] as string[], booking: [] as string[], price: [] as string[] };
  for (const s of stays) {
    const nights = s.prices.map((_, i) => addDays(s.first, i));
    if (nights.some((d) => taken.has(`${s.roomId}|${d}`))) continue;
    const { id, code } = nextIds();
    nights.forEach((d, i) => {
      taken.add(`${s.roomId}|${d}`);
      n.room.push(s.roomId);
      n.night.push(d);
      n.booking.push(id);
      n.price.push((s.prices[i]! / 100).toFixed(2));
    });
    const total = s.prices.reduce((a, c) => a + c, 0);
    b.id.push(id);
    b.room.push(s.roomId);
    b.first.push(s.first);
    b.nights.push(s.prices.length);
    b.price.push((total / 100).toFixed(2));
    b.status.push(s.status);
    b.code.push(code);
    b.at.push(new Date(s.createdAt).toISOString());
  }
  await db.query(
    `INSERT INTO bookings (id, room_id, booking_date, nights, guests, price, room_name, room_image, user_email, user_name, status, confirmation_code, created_at)
     SELECT id, room, first, nights, 1, price, 'Report room', 'room-1.svg', 'reports@example.com', 'Report Guest', status, code, at
       FROM unnest($1::text[], $2::text[], $3::date[], $4::int[], $5::numeric[], $6::text[], $7::text[], $8::timestamptz[])
            AS x (id, room, first, nights, price, status, code, at)`,
    [b.id, b.room, b.first, b.nights, b.price, b.status, b.code, b.at],
  );
  await db.query(
    `INSERT INTO booking_nights (room_id, night, booking_id, price)
     SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::numeric[])`,
    [n.room, n.night, n.booking, n.price],
  );
}

/** A deterministic pseudo-random sequence (mulberry32): the same year every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A hotel of `rooms` rooms on sale (rooms added to the seed's) and a year of stays in each: gaps of
 * 0-2 nights, stays of 1-7 at 89.00-420.99 a night (weekends dearer), booked 0-120 days ahead at
 * any hour; one stay in 20 a no-show and one in 20 cancelled.
 */
export async function seededYear(db: Queryable, year: number, rooms: number): Promise<void> {
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rooms')) as [{ n: number }];
  if (n < rooms) await addRooms(db, rooms - n, 'ae');
  const ids = (await db.query<{ id: string }>('SELECT id FROM rooms ORDER BY id')).map((r) => r.id);
  const rnd = random(year);
  const stays: Stay[] = [];
  const last = `${year}-12-31`;
  for (const roomId of ids) {
    let d = addDays(`${year}-01-01`, -Math.floor(rnd() * 5)); // some stays run into the year
    while (d <= last) {
      d = addDays(d, Math.floor(rnd() * 3));
      const length = 1 + Math.floor(rnd() * 7);
      const prices = Array.from({ length }, (_, i) => {
        const weekend = [5, 6].includes(new Date(`${addDays(d, i)}T00:00:00Z`).getUTCDay());
        return 8900 + Math.floor(rnd() * 33200) + (weekend ? 2000 : 0);
      });
      const r = rnd();
      const status = r < 0.05 ? 'no-show' : r < 0.1 ? 'cancelled' : r < 0.5 ? 'checked-out' : 'confirmed';
      stays.push({ roomId, first: d, prices, status, createdAt: Date.parse(`${d}T00:00:00Z`) - Math.floor(rnd() * 120 * 24 * 3600 * 1000) });
      d = addDays(d, length);
    }
  }
  await insertStays(db, stays);
}

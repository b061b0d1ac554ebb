// Bookings' SQL. Each write is one transaction (./write.ts). A booking holds `nights` nights from its
// booking_date, one row each in booking_nights, whose primary key (room_id, night) makes a second
// hold of a room-night impossible across processes (migration 002_stays.sql): a create or a move that
// loses a race finds a night taken (409), never double-booked. Nights are inserted in date order with
// ON CONFLICT DO NOTHING, so two overlapping writers wait on each other in the same order (no
// deadlock), and a stay that got fewer nights than it asked for gives back what it took in the same
// transaction: all or nothing. A rule that needs the stored booking (may it move? may it be
// cancelled?) is the caller's `check`, run inside the transaction on the booking as read there.
import { MESSAGES, stayNights, type Booking, type Room } from '@hotel/shared/domain';
import { sameEmail, type Guest } from '../auth';
import type { Database, Queryable } from '../db/index';
import { HttpError, conflict, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { idempotent, type Answer } from './idempotency';
import { stayPriceIn } from './rates';
import type { Write } from './write';

export const BOOKING_COLUMNS = `id AS "_id", room_id AS "roomId", room_name AS "roomName", room_image AS "roomImage",
  price::float8 AS price, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", nights,
  to_char(booking_date + nights, 'YYYY-MM-DD') AS "checkOut", guests,
  user_email AS "userEmail", user_name AS "userName",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", status,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export type BookingRow = Omit<Booking, 'updatedAt'> & { updatedAt: string | null };
export const toBooking = ({ updatedAt, ...b }: BookingRow): Booking => (updatedAt ? { ...b, updatedAt } : b);

export const dateNotAvailable = () => conflict(MESSAGES.dateNotAvailable, 'DATE_NOT_AVAILABLE');
export const bookingNotFound = () => notFound('Booking not found', 'BOOKING_NOT_FOUND');

export interface NewBooking {
  room: Pick<Room, '_id' | 'name' | 'image'>;
  /** The first night. */
  bookingDate: string;
  /** 1-14 (validateNights). */
  nights: number;
  guests: number;
  /** The caller, with the name the booking keeps (guestOf). */
  user: Guest;
}

/** A rule on the caller's stored booking; throws (an HttpError) to refuse the write. */
export type BookingCheck = (booking: Booking) => void;

/**
 * The caller's booking by id, locked for the rest of the write (a move and a cancel of one stay run
 * one after the other, the second seeing what the first left): 404 when there is none (or the id is
 * malformed), 403 when it is someone else's.
 */
async function ownBooking(q: Queryable, id: string, email: string): Promise<Booking> {
  if (!ID_RE.test(id)) throw bookingNotFound();
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) throw bookingNotFound();
  if (!sameEmail(row.userEmail, email)) throw forbidden('This booking belongs to another guest');
  return toBooking(row);
}

/** True when the hotel closed any of `nights` (room_blocks). */
export async function anyBlocked(q: Queryable, roomId: string, nights: readonly string[]): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM room_blocks WHERE room_id = $1 AND block_date = ANY($2::date[]) LIMIT 1', [roomId, nights]);
  return rows.length > 0;
}

/**
 * Holds `nights` (in date order) for the booking; returns how many it got. Fewer than asked means
 * another booking holds one: the caller must give the rest back (roll back or delete).
 */
export async function holdNights(q: Queryable, roomId: string, bookingId: string, nights: readonly string[]): Promise<number> {
  if (nights.length === 0) return 0;
  const held = await q.query(
    `INSERT INTO booking_nights (room_id, night, booking_id)
     SELECT $1, night, $2 FROM unnest($3::date[]) WITH ORDINALITY AS n (night, i) ORDER BY i
     ON CONFLICT (room_id, night) DO NOTHING RETURNING night`,
    [roomId, bookingId, nights],
  );
  return held.length;
}

export function bookingsRepository(db: Database, write: Write) {
  return {
    /**
     * Books every night of the stay: 201 with the booking, or 409 when any night is taken or blocked,
     * holding none. With an Idempotency-Key the first answer is stored and replayed (`replay: true`)
     * on retries.
     */
    create(b: NewBooking, idempotencyKey?: string): Promise<Answer & { replay: boolean }> {
      const { room, user } = b;
      // A one-night request hashes as it did before stays, so a retry across the upgrade still replays.
      const request = [room._id, b.bookingDate, b.guests, user.email, ...(b.nights === 1 ? [] : [b.nights])];
      const claim = idempotencyKey === undefined ? undefined : { email: user.email, key: idempotencyKey, request };
      const nights = stayNights(b.bookingDate, b.nights);
      return write((tx, changed) =>
        idempotent(tx, claim, async () => {
          const refused = { status: 409, body: dateNotAvailable().toJSON() };
          // The server's quote at the rates as they are now, never the client's price; a rule's
          // refusal is an answer like a taken night (stored for a retry with the same key).
          let price: number;
          try {
            price = await stayPriceIn(tx, room._id, b.bookingDate, b.nights, b.guests);
          } catch (err) {
            if (err instanceof HttpError) return { status: err.statusCode, body: err.toJSON() };
            throw err;
          }
          if (await anyBlocked(tx, room._id, nights)) return refused;
          const id = newId();
          const [row] = await tx.query<BookingRow>(
            `INSERT INTO bookings (id, room_id, booking_date, nights, guests, price, room_name, room_image, user_email, user_name)
             VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10)
             RETURNING ${BOOKING_COLUMNS}`,
            [id, room._id, b.bookingDate, b.nights, b.guests, price, room.name, room.image, user.email, user.name],
          );
          if ((await holdNights(tx, room._id, id, nights)) < nights.length) {
            // Give back the nights it did get (ON DELETE CASCADE), in this transaction: nothing is held.
            await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
            return refused;
          }
          await changed();
          return { status: 201, body: toBooking(row!) };
        }),
      );
    },

    /** The nights booking `id` holds of room `roomId` (none for an unknown or malformed id). */
    async nightsOf(id: string, roomId: string): Promise<string[]> {
      if (!ID_RE.test(id)) return [];
      const rows = await db.query<{ night: string }>(
        `SELECT to_char(night, 'YYYY-MM-DD') AS night FROM booking_nights WHERE booking_id = $1 AND room_id = $2`,
        [id, roomId],
      );
      return rows.map((r) => r.night);
    },

    /** The guest's bookings by date. */
    async listOwn(email: string): Promise<Booking[]> {
      const rows = await db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE user_email = $1 ORDER BY booking_date, created_at, id`,
        [email],
      );
      return rows.map(toBooking);
    },

    /**
     * Moves the caller's whole stay to start on `next`, its length kept, once `check` accepts it;
     * 409 when a new night is blocked or taken or a rate rule refuses the arrival. The new nights may
     * overlap its own old ones: those stay held, the others are taken first and the old ones left are
     * given back after. The stay is priced again at the rates as they are now.
     */
    async move(id: string, email: string, next: string, check: BookingCheck): Promise<Booking> {
      return write(async (tx, changed) => {
        const booking = await ownBooking(tx, id, email);
        check(booking);
        const price = await stayPriceIn(tx, booking.roomId, next, booking.nights, booking.guests);
        const before = new Set(stayNights(booking.bookingDate, booking.nights));
        const after = stayNights(next, booking.nights);
        const added = after.filter((night) => !before.has(night));
        const freed = [...before].filter((night) => !after.includes(night));
        if (await anyBlocked(tx, booking.roomId, added)) throw dateNotAvailable();
        // A night short rolls the whole move back (the throw): the stay keeps its old nights.
        if ((await holdNights(tx, booking.roomId, booking._id, added)) < added.length) throw dateNotAvailable();
        await tx.query('DELETE FROM booking_nights WHERE booking_id = $1 AND night = ANY($2::date[])', [booking._id, freed]);
        const [row] = await tx.query<BookingRow>(
          `UPDATE bookings SET booking_date = $3::date, price = $4, updated_at = now()
            WHERE id = $1 AND user_email = $2 RETURNING ${BOOKING_COLUMNS}`,
          [booking._id, email, next, price],
        );
        if (!row) throw bookingNotFound();
        await changed();
        return toBooking(row);
      });
    },

    /** Deletes the caller's booking once `check` accepts it, freeing every night (ON DELETE CASCADE). */
    cancel(id: string, email: string, check: BookingCheck): Promise<void> {
      return write(async (tx, changed) => {
        check(await ownBooking(tx, id, email));
        const deleted = await tx.query('DELETE FROM bookings WHERE id = $1 AND user_email = $2 RETURNING id', [
          id,
          email,
        ]);
        if (deleted.length === 0) throw bookingNotFound();
        await changed();
      });
    },
  };
}

// Bookings' SQL. Each write is one transaction (./write.ts); the partial unique index
// bookings_room_date_active (room_id, booking_date) WHERE status = 'confirmed' makes a second booking
// of a room-date impossible across processes, so a create or a move that loses a race finds the date
// taken (409), never double-booked. A rule that needs the stored booking (may it move? may it be
// cancelled?) is the caller's `check`, run inside the transaction on the booking as read there.
import { MESSAGES, type Booking, type Room } from '@hotel/shared/domain';
import { sameEmail, type AuthUser } from '../auth';
import type { Database, Queryable } from '../db/index';
import { conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { idempotent, type Answer } from './idempotency';
import type { Write } from './write';

const BOOKING_COLUMNS = `id AS "_id", room_id AS "roomId", room_name AS "roomName", room_image AS "roomImage",
  price::float8 AS price, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", guests,
  user_email AS "userEmail", user_name AS "userName",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", status,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

type BookingRow = Omit<Booking, 'updatedAt'> & { updatedAt: string | null };
const toBooking = ({ updatedAt, ...b }: BookingRow): Booking => (updatedAt ? { ...b, updatedAt } : b);

const dateNotAvailable = () => conflict(MESSAGES.dateNotAvailable, 'DATE_NOT_AVAILABLE');
const bookingNotFound = () => notFound('Booking not found', 'BOOKING_NOT_FOUND');

export interface NewBooking {
  room: Pick<Room, '_id' | 'name' | 'image'>;
  bookingDate: string;
  guests: number;
  /** Computed by the caller with bookingTotal (@hotel/shared): the server's price, not the client's. */
  price: number;
  user: AuthUser;
}

/** A rule on the caller's stored booking; throws (an HttpError) to refuse the write. */
export type BookingCheck = (booking: Booking) => void;

/** The caller's booking by id: 404 when there is none (or the id is malformed), 403 when it is someone else's. */
async function ownBooking(q: Queryable, id: string, email: string): Promise<Booking> {
  if (!ID_RE.test(id)) throw bookingNotFound();
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [id]);
  if (!row) throw bookingNotFound();
  if (!sameEmail(row.userEmail, email)) throw forbidden('This booking belongs to another guest');
  return toBooking(row);
}

async function isBlocked(q: Queryable, roomId: string, date: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM room_blocks WHERE room_id = $1 AND block_date = $2::date', [roomId, date]);
  return rows.length > 0;
}

export function bookingsRepository(db: Database, write: Write) {
  return {
    /**
     * Books the room-date: 201 with the booking, or 409 when it is taken or blocked. With an
     * Idempotency-Key the first answer is stored and replayed (`replay: true`) on retries.
     */
    create(b: NewBooking, idempotencyKey?: string): Promise<Answer & { replay: boolean }> {
      const { room, user } = b;
      const claim =
        idempotencyKey === undefined
          ? undefined
          : { email: user.email, key: idempotencyKey, request: [room._id, b.bookingDate, b.guests, user.email] };
      return write((tx, changed) =>
        idempotent(tx, claim, async () => {
          const [row] = (await isBlocked(tx, room._id, b.bookingDate))
            ? []
            : await tx.query<BookingRow>(
                `INSERT INTO bookings (id, room_id, booking_date, guests, price, room_name, room_image, user_email, user_name)
                 VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT (room_id, booking_date) WHERE status = 'confirmed' DO NOTHING
                 RETURNING ${BOOKING_COLUMNS}`,
                [newId(), room._id, b.bookingDate, b.guests, b.price, room.name, room.image, user.email, user.name],
              );
          if (!row) return { status: 409, body: dateNotAvailable().toJSON() };
          await changed();
          return { status: 201, body: toBooking(row) };
        }),
      );
    },

    /** The guest's bookings by date. */
    async listOwn(email: string): Promise<Booking[]> {
      const rows = await db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE user_email = $1 ORDER BY booking_date, created_at, id`,
        [email],
      );
      return rows.map(toBooking);
    },

    /** Moves the caller's booking to `next` once `check` accepts it; 409 when `next` is blocked or taken. */
    async move(id: string, email: string, next: string, check: BookingCheck): Promise<Booking> {
      try {
        return await write(async (tx, changed) => {
          const booking = await ownBooking(tx, id, email);
          check(booking);
          if (await isBlocked(tx, booking.roomId, next)) throw dateNotAvailable();
          const [row] = await tx.query<BookingRow>(
            `UPDATE bookings SET booking_date = $3::date, updated_at = now()
              WHERE id = $1 AND user_email = $2 RETURNING ${BOOKING_COLUMNS}`,
            [booking._id, email, next],
          );
          if (!row) throw bookingNotFound();
          await changed();
          return toBooking(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw dateNotAvailable();
        throw err;
      }
    },

    /** Deletes the caller's booking once `check` accepts it, freeing its date. */
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

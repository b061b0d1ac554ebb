// Bookings: create (one transaction, a unique index makes double booking impossible, Idempotency-Key),
// list own, move date atomically, cancel (≥ 1 day ahead).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  bookingTotal,
  canCancel,
  canChangeDate,
  todayIn,
  validateBookingDate,
  validateGuests,
  validateUpdateDate,
  type Booking,
} from '@hotel/shared/domain';
import type { AppContext } from '../context';
import { sameEmail, userOf } from '../auth';
import { notifyChanges, type Queryable } from '../db/index';
import { HttpError, badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { ID_RE, errors, idParams } from '../schemas';

export const BOOKING_COLUMNS = `id AS "_id", room_id AS "roomId", room_name AS "roomName", room_image AS "roomImage",
  price::float8 AS price, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", guests,
  user_email AS "userEmail", user_name AS "userName",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", status,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

type BookingRow = Omit<Booking, 'updatedAt'> & { updatedAt: string | null };
export const toBooking = ({ updatedAt, ...b }: BookingRow): Booking => (updatedAt ? { ...b, updatedAt } : b);

interface NewBookingBody {
  roomId: string;
  bookingDate: string;
  guests: number;
  userEmail?: string;
}

const dateNotAvailable = () => conflict(MESSAGES.dateNotAvailable, 'DATE_NOT_AVAILABLE');

async function ownBooking(q: Queryable, id: string, email: string): Promise<Booking> {
  if (!ID_RE.test(id)) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [id]);
  if (!row) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
  if (!sameEmail(row.userEmail, email)) throw forbidden('This booking belongs to another guest');
  return toBooking(row);
}

async function isBlocked(q: Queryable, roomId: string, date: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM room_blocks WHERE room_id = $1 AND block_date = $2::date', [roomId, date]);
  return rows.length > 0;
}

export function bookingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.tokens.requireUser, schemaSecurity: [{ bearerAuth: [] }] };

  app.post<{ Body: NewBookingBody; Headers: { 'idempotency-key'?: string } }>(
    '/bookings',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: 'Book a room for one date (price recomputed by the server; Idempotency-Key supported)',
        security: auth.schemaSecurity,
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } },
        },
        body: {
          type: 'object',
          required: ['roomId', 'bookingDate', 'guests'],
          properties: {
            roomId: { type: 'string', maxLength: 100 },
            bookingDate: { type: 'string', maxLength: 40 },
            guests: { type: 'integer' },
            userEmail: { type: 'string', maxLength: 254 },
            userName: { type: 'string', maxLength: 200, description: 'ignored: taken from the token' },
            roomName: { type: 'string', maxLength: 500, description: 'ignored: taken from the room' },
            roomImage: { type: 'string', maxLength: 2000, description: 'ignored: taken from the room' },
            price: { type: 'number', description: 'ignored: recomputed by the server' },
            createdAt: { type: 'string', maxLength: 100, description: 'ignored: set by the server' },
            status: { type: 'string', maxLength: 40, description: 'ignored: always "confirmed"' },
          },
        },
        response: { 201: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const body = request.body;
      if (body.userEmail !== undefined && !sameEmail(body.userEmail, user.email)) {
        throw forbidden('You can only book for yourself');
      }
      const guestsError = validateGuests(body.guests);
      if (guestsError) throw badRequest(guestsError, [{ field: 'guests', message: guestsError }]);
      const today = todayIn(ctx.timeZone, ctx.now());
      const dateError = validateBookingDate(body.bookingDate, today);
      if (dateError) throw badRequest(dateError, [{ field: 'bookingDate', message: dateError }]);
      const room = ID_RE.test(body.roomId) ? await ctx.cache.room(body.roomId) : null;
      if (!room) throw notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');

      const key = request.headers['idempotency-key'];
      const requestHash = createHash('sha256')
        .update(JSON.stringify([body.roomId, body.bookingDate, body.guests, user.email]))
        .digest('hex');
      const price = bookingTotal(room, body.guests);

      const result = await ctx.db.transaction(async (tx) => {
        if (key !== undefined) {
          const claimed = await tx.query(
            `INSERT INTO idempotency_keys (user_email, key, request_hash, status_code, response)
             VALUES ($1, $2, $3, 0, '') ON CONFLICT DO NOTHING RETURNING key`,
            [user.email, key, requestHash],
          );
          if (claimed.length === 0) {
            const [prev] = await tx.query<{ request_hash: string; status_code: number; response: string }>(
              'SELECT request_hash, status_code, response FROM idempotency_keys WHERE user_email = $1 AND key = $2',
              [user.email, key],
            );
            if (!prev || prev.request_hash !== requestHash) {
              throw new HttpError(422, 'Idempotency-Key was already used with a different request', 'IDEMPOTENCY_KEY_REUSED');
            }
            return { status: prev.status_code, body: JSON.parse(prev.response) as unknown, replay: true };
          }
        }
        let outcome: { status: number; body: unknown; replay: boolean };
        const blocked = await isBlocked(tx, room._id, body.bookingDate);
        const [row] = blocked
          ? []
          : await tx.query<BookingRow>(
              `INSERT INTO bookings (id, room_id, booking_date, guests, price, room_name, room_image, user_email, user_name)
               VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9)
               ON CONFLICT (room_id, booking_date) WHERE status = 'confirmed' DO NOTHING
               RETURNING ${BOOKING_COLUMNS}`,
              [newId(), room._id, body.bookingDate, body.guests, price, room.name, room.image, user.email, user.name],
            );
        if (row) {
          await notifyChanges(ctx.db, tx);
          outcome = { status: 201, body: toBooking(row), replay: false };
        } else {
          outcome = { status: 409, body: dateNotAvailable().toJSON(), replay: false };
        }
        if (key !== undefined) {
          await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_email = $1 AND key = $2', [
            user.email,
            key,
            outcome.status,
            JSON.stringify(outcome.body),
          ]);
        }
        return outcome;
      });
      if (result.status === 201 && !result.replay) ctx.changed();
      if (result.replay) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status).send(result.body);
    },
  );

  app.get<{ Params: { email: string } }>(
    '/bookings/:email',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings (the e-mail must be the caller's)",
        security: auth.schemaSecurity,
        params: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } },
        response: { 200: { type: 'array', items: { $ref: 'Booking#' } }, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!sameEmail(request.params.email, user.email)) throw forbidden('You can only see your own bookings');
      const rows = await ctx.db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE user_email = $1 ORDER BY booking_date, created_at, id`,
        [user.email],
      );
      return rows.map(toBooking);
    },
  );

  app.delete<{ Params: { id: string }; Body: { userEmail?: string } | undefined }>(
    '/bookings/:id',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel (delete) an own booking at least one day ahead; frees the date',
        security: auth.schemaSecurity,
        params: idParams,
        body: { type: 'object', nullable: true, properties: { userEmail: { type: 'string', maxLength: 254 } } },
        response: {
          200: { type: 'object', properties: { _id: { type: 'string' }, deletedCount: { type: 'integer' }, message: { type: 'string' } } },
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const claimed = request.body?.userEmail;
      if (claimed !== undefined && !sameEmail(claimed, user.email)) throw forbidden('You can only cancel your own bookings');
      const id = request.params.id;
      await ctx.db.transaction(async (tx) => {
        const booking = await ownBooking(tx, id, user.email);
        if (!canCancel(booking.bookingDate, ctx.now(), ctx.timeZone)) throw conflict(MESSAGES.cancelTooLate, 'CANCEL_TOO_LATE');
        const deleted = await tx.query('DELETE FROM bookings WHERE id = $1 AND user_email = $2 RETURNING id', [id, user.email]);
        if (deleted.length === 0) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
        await notifyChanges(ctx.db, tx);
      });
      ctx.changed();
      return { _id: id, deletedCount: 1, message: MESSAGES.cancelSuccess };
    },
  );

  app.patch<{ Params: { id: string }; Body: { bookingDate: string; updatedAt?: string } }>(
    '/bookings/:id',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: 'Move an own booking to another free date (atomic, only while it could be cancelled); sets updatedAt',
        security: auth.schemaSecurity,
        params: idParams,
        body: {
          type: 'object',
          required: ['bookingDate'],
          properties: {
            bookingDate: { type: 'string', maxLength: 40 },
            updatedAt: { type: 'string', maxLength: 100, description: 'ignored: set by the server' },
          },
        },
        response: { 200: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const next = request.body.bookingDate;
      const today = todayIn(ctx.timeZone, ctx.now());
      let updated: Booking;
      try {
        updated = await ctx.db.transaction(async (tx) => {
          const booking = await ownBooking(tx, request.params.id, user.email);
          if (!canChangeDate(booking.bookingDate, ctx.now(), ctx.timeZone)) throw conflict(MESSAGES.changeDateTooLate, 'CHANGE_DATE_TOO_LATE');
          const error = validateUpdateDate({ current: booking.bookingDate, next, today });
          if (error) throw badRequest(error, [{ field: 'bookingDate', message: error }]);
          if (await isBlocked(tx, booking.roomId, next)) throw dateNotAvailable();
          const [row] = await tx.query<BookingRow>(
            `UPDATE bookings SET booking_date = $3::date, updated_at = now()
              WHERE id = $1 AND user_email = $2 RETURNING ${BOOKING_COLUMNS}`,
            [booking._id, user.email, next],
          );
          if (!row) throw notFound('Booking not found', 'BOOKING_NOT_FOUND');
          await notifyChanges(ctx.db, tx);
          return toBooking(row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw dateNotAvailable();
        throw err;
      }
      ctx.changed();
      return updated;
    },
  );
}

// PATCH /rooms/:id/book-date and /remove-date: kept for the original clients. bookedDates are derived
// from bookings and blocks, so these never change state on their own: they confirm (idempotently)
// what the caller's bookings already hold and refuse to touch anyone else's dates.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, isIsoDate } from '@hotel/shared/domain';
import type { AppContext } from '../context';
import { sameEmail, userOf } from '../auth';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { ID_RE, errors, idParams } from '../schemas';

interface Holder {
  kind: 'booking' | 'block';
  email: string | null;
}

export function roomDatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const schema = (summary: string) => ({
    tags: ['rooms'],
    summary,
    security: [{ bearerAuth: [] }],
    params: idParams,
    body: { type: 'object', required: ['date'], properties: { date: { type: 'string', maxLength: 40 } } },
    response: {
      200: {
        type: 'object',
        properties: {
          roomId: { type: 'string' },
          date: { type: 'string' },
          booked: { type: 'boolean', description: 'the date is held by one of your bookings' },
          message: { type: 'string' },
        },
      },
      ...errors(400, 401, 403, 404),
    },
  });

  /** Who holds the room-date: a booking of the caller, someone else (booking or block), or nobody. */
  const holderOf = async (roomId: string, date: string, email: string): Promise<'caller' | 'other' | 'free'> => {
    const hs = await ctx.db.query<Holder>(
      `SELECT 'booking' AS kind, user_email AS email FROM bookings WHERE room_id = $1 AND booking_date = $2::date AND status = 'confirmed'
       UNION ALL SELECT 'block', NULL FROM room_blocks WHERE room_id = $1 AND block_date = $2::date`,
      [roomId, date],
    );
    if (hs.some((h) => h.kind === 'booking' && sameEmail(h.email, email))) return 'caller';
    return hs.length > 0 ? 'other' : 'free';
  };

  /** Both routes: the room and date checked, then who holds the date for the signed-in caller. */
  const holderFor = async (request: FastifyRequest<{ Params: { id: string }; Body: { date: string } }>) => {
    const { id } = request.params;
    const { date } = request.body;
    if (!ID_RE.test(id) || !(await ctx.cache.room(id))) throw notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');
    if (!isIsoDate(date)) throw badRequest(MESSAGES.dateInvalid, [{ field: 'date', message: MESSAGES.dateInvalid }]);
    return { id, date, holder: await holderOf(id, date, userOf(request).email) };
  };

  app.patch<{ Params: { id: string }; Body: { date: string } }>(
    '/rooms/:id/book-date',
    { preHandler: ctx.tokens.requireUser, schema: schema('Confirm a date held by one of your bookings (idempotent; never occupies a date by itself)') },
    async (request) => {
      const { id, date, holder } = await holderFor(request);
      if (holder === 'caller') return { roomId: id, date, booked: true, message: 'The date is held by your booking' };
      if (holder === 'other') throw forbidden(MESSAGES.dateNotAvailable, 'DATE_HELD_BY_OTHER');
      return { roomId: id, date, booked: false, message: 'No booking of yours holds this date; book it with POST /bookings' };
    },
  );

  app.patch<{ Params: { id: string }; Body: { date: string } }>(
    '/rooms/:id/remove-date',
    { preHandler: ctx.tokens.requireUser, schema: schema('Release a date (idempotent; a date is freed by cancelling or moving its booking)') },
    async (request) => {
      const { id, date, holder } = await holderFor(request);
      if (holder === 'caller') {
        return { roomId: id, date, booked: true, message: 'The date is held by your booking: cancel or move the booking to free it' };
      }
      if (holder === 'other') throw forbidden('This date is held by another booking', 'DATE_HELD_BY_OTHER');
      return { roomId: id, date, booked: false, message: 'The date is free' };
    },
  );
}

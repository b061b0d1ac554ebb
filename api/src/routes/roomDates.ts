// PATCH /rooms/:id/book-date and /remove-date: kept for the original clients. bookedDates are derived
// from bookings and blocks, so these never change state on their own: they confirm (idempotently)
// what the caller's bookings already hold and refuse to touch anyone else's dates.
import { MESSAGES, isIsoDate } from '@hotel/shared/domain';
import { userOf } from '../auth';
import { badRequest, forbidden } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import type { Owner } from '../repositories/owners';
import { errors, idParams, type RoutePlugin } from '../schemas';
import { CHECK_MESSAGES } from '@hotel/shared/checks';

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
}) as const;

export const roomDatesRoutes: RoutePlugin = async (app) => {
  /** Both routes: the room and date checked, then who holds the date for the signed-in caller. */
  const holderFor = async (id: string, date: string, caller: Owner) => {
    await knownRoom(app.ctx.cache, id);
    if (!isIsoDate(date)) throw badRequest(CHECK_MESSAGES.dateInvalid, [{ field: 'date', message: CHECK_MESSAGES.dateInvalid }]);
    return { id, date, holder: await app.repos.roomDates.holderOf(id, date, caller) };
  };
  const route = (summary: string) => ({ preHandler: app.ctx.tokens.requireUser, schema: schema(summary) });

  app.patch(
    '/rooms/:id/book-date',
    route('Confirm a date held by one of your bookings (idempotent; never occupies a date by itself)'),
    async (request) => {
      const { id, date, holder } = await holderFor(request.params.id, request.body.date, userOf(request));
      if (holder === 'caller') return { roomId: id, date, booked: true, message: 'The date is held by your booking' };
      if (holder === 'other') throw forbidden(MESSAGES.dateNotAvailable, 'DATE_HELD_BY_OTHER');
      return { roomId: id, date, booked: false, message: 'No booking of yours holds this date; book it with POST /bookings' };
    },
  );

  app.patch(
    '/rooms/:id/remove-date',
    route('Release a date (idempotent; a date is freed by cancelling or moving its booking)'),
    async (request) => {
      const { id, date, holder } = await holderFor(request.params.id, request.body.date, userOf(request));
      if (holder === 'caller') {
        return { roomId: id, date, booked: true, message: 'The date is held by your booking: cancel or move the booking to free it' };
      }
      if (holder === 'other') throw forbidden('This date is held by another booking', 'DATE_HELD_BY_OTHER');
      return { roomId: id, date, booked: false, message: 'The date is free' };
    },
  );
};

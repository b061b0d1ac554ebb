// Bookings: create a stay of 1-14 nights (Idempotency-Key supported), list own, move the whole stay
// to another first night, cancel (≥ 1 day before the first night). The rules come from
// @hotel/shared; the SQL, the transactions and the idempotency protocol are the bookings
// repository's (src/repositories/bookings.ts).
import { DISPLAY_NAME_MAX, MESSAGES, STAY_NIGHTS_MAX, STAY_NIGHTS_MIN, todayIn, validateGuests } from '@hotel/shared/domain';
import { validateBookingDate, validateNights, validateRoomGuests, CHECK_MESSAGES } from '@hotel/shared/checks';
import { guestOf, sameEmail, userOf } from '../auth';
import { guestCancelRefusal, guestMoveRefusal } from '../lib/hotelBookings';
import { badRequest, forbidden } from '../lib/errors';
import { httpError, unwrap } from '../lib/refusals';
import { PARTNER_MESSAGES, parseOrigin } from '@hotel/shared/front-desk/partners';
import { refuse } from '../repositories/result';
import { bookableRoom } from '../lib/knownRoom';
import { requestLocale } from '../lib/words';
import { errors, idParams, type RoutePlugin } from '../schemas';

/** A Booking field a client may send back: accepted by the schema, never used. */
const ignored = (why: string, maxLength: number) => ({ type: 'string', maxLength, description: `ignored: ${why}` }) as const;

export const bookingsRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;
  const auth = { preHandler: ctx.tokens.requireUser, security: [{ bearerAuth: [] }] };

  /** The partner a booking is made through, once its page's origin is one of the partner's (both or neither). */
  const checkedPartner = async (partnerId: string | undefined, partnerOrigin: string | undefined): Promise<string | undefined> => {
    if (partnerId === undefined && partnerOrigin === undefined) return undefined;
    if (partnerId === undefined || partnerOrigin === undefined) {
      const message = 'partnerId and partnerOrigin go together: send both or neither.';
      throw badRequest(message, [{ field: partnerId === undefined ? 'partnerId' : 'partnerOrigin', message }]);
    }
    const origin = parseOrigin(partnerOrigin);
    if (origin === null || !(await repos.partners.allows(partnerId, origin))) throw httpError(refuse('PARTNER_ORIGIN_REFUSED'));
    return partnerId;
  };

  app.post(
    '/bookings',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary:
          'Book a room for a stay of 1-14 nights from bookingDate (all nights or none; priced by the server as GET /rooms/{id}/quote; Idempotency-Key supported)',
        description:
          '409 DATE_NOT_AVAILABLE when a night is taken or blocked; 409 STAY_REFUSED with the rule in words when a rate period refuses the arrival ' +
          '("This room has a 3-night minimum for arrivals on Fri, Dec 18.", or closed to arrival); 409 PROMO_REFUSED with the promo code\'s refusal in words. `price` is the quote\'s total at the rates as they are when the booking commits.',
        security: auth.security,
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } } },
        body: {
          type: 'object',
          required: ['roomId', 'bookingDate', 'guests'],
          properties: {
            roomId: { type: 'string', maxLength: 100 },
            bookingDate: { type: 'string', maxLength: 40 },
            guests: { type: 'integer' },
            // Any value: validateNights answers in the shared words ("x" gets its message, not Ajv's).
            nights: {
              description: `nights from bookingDate: a whole number from ${STAY_NIGHTS_MIN} to ${STAY_NIGHTS_MAX}, default ${STAY_NIGHTS_MIN}; anything else is 400 "${CHECK_MESSAGES.nightsOutOfRange}"`,
            },
            promo: {
              type: 'string',
              maxLength: 60,
              description:
                'a promo code (any case): the stay is priced with it, as GET /rooms/{id}/quote?promo= showed; 409 PROMO_REFUSED in words when it does not apply (nothing booked). The booking keeps the code and its discount',
            },
            userEmail: { type: 'string', maxLength: 254 },
            userName: {
              type: 'string',
              maxLength: 1000,
              description: `the account's display name: used only when the app token carries none (trimmed, cut to ${DISPLAY_NAME_MAX} characters); else the token's name`,
            },
            roomName: ignored('taken from the room', 500),
            roomImage: ignored('taken from the room', 2000),
            price: { type: 'number', description: "ignored: the server's quote is stored" },
            createdAt: ignored('set by the server', 100),
            status: ignored('always "confirmed"', 40),
            partnerId: { type: 'string', maxLength: 100, description: 'the partner whose page the booking frame was opened on; with partnerOrigin' },
            partnerOrigin: {
              type: 'string',
              maxLength: 300,
              description: `that page's origin (the frame's postMessage origin): 403 PARTNER_ORIGIN_REFUSED "${PARTNER_MESSAGES.originRefused}" unless it is one of the partner's allowed origins; the answer then carries \`receipt\``,
            },
          },
        },
        response: { 201: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { roomId, bookingDate, guests, userEmail } = request.body;
      const promo = request.body.promo?.trim() || undefined;
      if (userEmail !== undefined && !sameEmail(userEmail, user.email)) throw forbidden('You can only book for yourself');
      const guestsError = validateGuests(guests);
      if (guestsError) throw badRequest(guestsError, [{ field: 'guests', message: guestsError }]);
      const nights = validateNights(request.body.nights);
      // The date's problem first, as before stays; its stay is as long as the nights say, once they are valid.
      const dateError = validateBookingDate(bookingDate, todayIn(ctx.timeZone, ctx.now()), nights.ok ? nights.value : STAY_NIGHTS_MIN);
      if (dateError) throw badRequest(dateError, [{ field: 'bookingDate', message: dateError }]);
      if (!nights.ok) throw badRequest(nights.message, nights.details);
      const partnerId = await checkedPartner(request.body.partnerId, request.body.partnerOrigin);
      const room = await bookableRoom(ctx.cache, roomId);
      // Never more guests than the room sleeps: "This room sleeps 2 guests." (the select says so too).
      const roomGuestsError = validateRoomGuests(guests, room.capacity);
      if (roomGuestsError) throw badRequest(roomGuestsError, [{ field: 'guests', message: roomGuestsError }]);
      const created = await repos.bookings.create(
        {
          room,
          bookingDate,
          nights: nights.value,
          guests,
          user: guestOf(user, request.body.userName),
          ...(partnerId ? { partnerId } : {}),
          promo,
          today: todayIn(ctx.timeZone, ctx.now()),
          // The page's language: the stay's e-mails and calendar files are written in it.
          locale: requestLocale(request.headers['accept-language']),
        },
        request.headers['idempotency-key'],
      );
      // A stored outcome replays as it was first answered: the booking (201) or its refusal (409).
      if (created.replay) reply.header('idempotent-replayed', 'true');
      const booking = unwrap(created);
      if (!created.replay) app.metrics?.booking('created', 'guest');
      return reply.code(201).send(booking);
    },
  );

  app.get(
    '/bookings/:email',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: "The caller's bookings by first night, each with nights and checkOut (the e-mail must be the caller's)",
        security: auth.security,
        params: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } },
        response: { 200: { type: 'array', items: { $ref: 'Booking#' } }, ...errors(401, 403) },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (!sameEmail(request.params.email, user.email)) throw forbidden('You can only see your own bookings');
      return repos.bookings.listOwn(user);
    },
  );

  app.delete(
    '/bookings/:id',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary: 'Cancel (delete) an own booking at least one day before its first night; frees every night',
        description: 'The hotel cancels a guest’s booking on its own route, POST /hotel/bookings/{id}/cancel.',
        security: auth.security,
        params: idParams,
        body: {
          type: 'object',
          nullable: true,
          properties: {
            userEmail: { type: 'string', maxLength: 254 },
          },
        },
        response: {
          200: { type: 'object', properties: { _id: { type: 'string' }, deletedCount: { type: 'integer' }, message: { type: 'string' } } },
          ...errors(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      const claimed = request.body?.userEmail;
      if (claimed !== undefined && !sameEmail(claimed, user.email)) throw forbidden('You can only cancel your own bookings');
      unwrap(await repos.bookings.cancel(id, user, (booking) => guestCancelRefusal(app, booking)));
      app.metrics?.booking('cancelled', 'guest');
      return { _id: id, deletedCount: 1, message: MESSAGES.cancelSuccess };
    },
  );

  app.patch(
    '/bookings/:id',
    {
      preHandler: auth.preHandler,
      schema: {
        tags: ['bookings'],
        summary:
          'Move an own stay to start on another date, its length kept (atomic: every new night free, its own old nights count as free; only while it could be cancelled); priced again at the current rates (409 STAY_REFUSED when a rate rule refuses the new arrival); sets updatedAt',
        description: 'The hotel moves a guest’s stay on its own route, POST /hotel/bookings/{id}/move.',
        security: auth.security,
        params: idParams,
        body: {
          type: 'object',
          required: ['bookingDate'],
          properties: {
            bookingDate: { type: 'string', maxLength: 40 },
            updatedAt: ignored('set by the server', 100),
          },
        },
        response: { 200: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const next = request.body.bookingDate;
      const moved = unwrap(await repos.bookings.move(request.params.id, user, next, (booking) => guestMoveRefusal(app, booking, next)));
      app.metrics?.booking('moved', 'guest');
      return moved;
    },
  );
};

// Nightly rates (docs/product.md "Rates"): a room's rate periods (GET public; POST, PATCH, DELETE
// staff, audited), the quote of a stay and the calendar of its nights. Every price is quoteStay's or
// roomCalendar's (@hotel/shared), the same function the pages run, so the calendar, the quote and the
// stored booking agree. The quote reads the room cache; the calendar is one SQL statement.
import {
  CALENDAR_NIGHTS_MAX,
  STAY_NIGHTS_MAX,
  daysBetween,
  isIsoDate,
  nightsBetween,
  quoteStay,
  roomCalendar,
  ruleDate,
  stayNights,
  stayRefusal,
  todayIn,
  validateStay,
} from '@hotel/shared/domain';
import { validateRoomGuests, CHECK_MESSAGES } from '@hotel/shared/checks';
import { normalizePromoCode, promoRefusal } from '@hotel/shared/promotions';
import { validateRatePeriod } from '@hotel/shared/front-desk/rateRules';
import { STAY_PARAMS } from '@hotel/shared/routes';
import { userOf } from '../auth';
import { httpError, unwrap } from '../lib/refusals';
import { badRequest, conflict } from '../lib/errors';
import { bookableRoom, knownRoom, roomNotFound } from '../lib/knownRoom';
import { PUBLIC_READ } from '../plugins/cors';
import { stayRefused } from '../repositories/rates';
import { invalid, ok } from '../repositories/result';
import { staffOnly, errors, idParams, ratePeriodBody, type RoutePlugin } from '../schemas';

const INVALID_RATE = 'INVALID_RATE';
const rateParams = {
  type: 'object',
  required: ['id', 'rateId'],
  properties: { id: { type: 'string', maxLength: 200 }, rateId: { type: 'string', maxLength: 200 } },
} as const;

export const ratesRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;
  const today = () => todayIn(ctx.timeZone, ctx.now());

  app.get(
    '/rooms/:id/rates',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: "A room's weekend price and rate periods (those not yet ended)",
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            ended: {
              type: 'string',
              enum: ['include'],
              description: 'staff only (401 without a token, 403 STAFF_ONLY for a guest): the periods that have ended too',
            },
          },
        },
        response: { 200: { $ref: 'RoomRates#' }, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.query.ended === 'include') {
        await ctx.tokens.requireStaff(request, reply);
        reply.header('cache-control', 'no-store');
        const room = await ctx.cache.staffRoom(request.params.id);
        if (!room) throw roomNotFound();
        return room.rates;
      }
      return (await knownRoom(ctx.cache, request.params.id)).rates;
    },
  );

  app.post(
    '/rooms/:id/rates',
    staffOnly(app, {
      summary: 'Add a rate period (400 INVALID_RATE names each wrong field; 409 RATE_OVERLAP when it shares a night with another)',
      params: idParams,
      body: ratePeriodBody,
      response: { 201: { $ref: 'RatePeriod#' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const v = validateRatePeriod(request.body);
      if (!v.ok) throw badRequest(v.message, v.details, INVALID_RATE);
      return reply.status(201).send(unwrap(await repos.rates.create(request.params.id, v.value, userOf(request).email)));
    },
  );

  app.patch(
    '/rooms/:id/rates/:rateId',
    staffOnly(app, {
      summary: 'Change any of a rate period’s fields (the rest kept; the whole period checked again; 409 RATE_OVERLAP)',
      params: rateParams,
      body: ratePeriodBody,
      response: { 200: { $ref: 'RatePeriod#' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { id, rateId } = request.params;
      const updated = await repos.rates.update(id, rateId, userOf(request).email, (current) => {
        const v = validateRatePeriod(request.body, current);
        return v.ok ? ok(v.value) : invalid(v.message, v.details, INVALID_RATE);
      });
      return unwrap(updated);
    },
  );

  app.delete(
    '/rooms/:id/rates/:rateId',
    staffOnly(app, {
      summary: 'Delete a rate period (its nights cost the weekend or default price again; bookings made keep their price)',
      params: rateParams,
      response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
    }),
    async (request, reply) => {
      unwrap(await repos.rates.remove(request.params.id, request.params.rateId, userOf(request).email));
      return reply.status(204).send();
    },
  );

  app.get(
    '/rooms/:id/quote',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: 'What a stay costs, night by night: the price POST /bookings stores for it (with `promo`, priced with the code or refused in words)',
        description:
          `400 INVALID_STAY (the search's messages: dates, guests, at most ${STAY_NIGHTS_MAX} nights; more guests than the room sleeps); ` +
          '409 STAY_REFUSED with the rule in words ("This room has a 3-night minimum for arrivals on Fri, Dec 18."); ' +
          '409 DATE_NOT_AVAILABLE naming the first taken night; 409 ROOM_CLOSED when it is out of order (in words); 409 ROOM_ARCHIVED.',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            [STAY_PARAMS.checkIn]: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, the first night: today or later (hotel time zone)' },
            [STAY_PARAMS.checkOut]: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, the day after the last night' },
            [STAY_PARAMS.guests]: { type: 'string', maxLength: 32, description: 'whole number 1-3, at most what the room sleeps' },
            bookingId: {
              type: 'string',
              maxLength: 200,
              description: "a booking of this room being moved: the nights it holds count as free (the move dialog's quote)",
            },
            promo: {
              type: 'string',
              maxLength: 60,
              description:
                'a promo code (any case): the stay priced with it (before, discount, total, night by night), or priced without it and `promo.refusal` in words (unknown, not yet or no longer bookable, not for these dates or this room, fewer nights than its minimum, used up)',
            },
          },
        },
        response: { 200: { $ref: 'Quote#' }, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const room = await bookableRoom(ctx.cache, request.params.id);
      const { checkIn, checkOut, guests, bookingId, promo } = request.query;
      const stay = validateStay({ checkIn, checkOut, guests }, today());
      if (!stay.ok) throw badRequest(stay.message, stay.details, 'INVALID_STAY');
      const guestsError = validateRoomGuests(stay.value.guests, room.capacity);
      if (guestsError) throw badRequest(guestsError, [{ field: 'guests', message: guestsError }], 'INVALID_STAY');
      const nights = nightsBetween(stay.value.checkIn, stay.value.checkOut);
      const refusal = stayRefusal(room, stay.value.checkIn, nights);
      if (refusal) throw httpError(stayRefused(refusal));
      const taken = new Set(room.bookedDates);
      if (bookingId !== undefined) for (const own of await repos.bookings.nightsOf(bookingId, room._id)) taken.delete(own);
      const takenNight = stayNights(stay.value.checkIn, nights).find((night) => taken.has(night));
      if (takenNight) {
        // A night out of order is refused in its own words, as POST /bookings refuses it.
        const closed = await repos.housekeeping.closedOn(room._id, [takenNight]);
        if (closed) throw httpError(closed);
        throw conflict(CHECK_MESSAGES.nightTaken(ruleDate(takenNight)), 'DATE_NOT_AVAILABLE');
      }
      if (promo === undefined || promo.trim() === '') return quoteStay(room, stay.value.checkIn, nights, stay.value.guests);
      // The words the booking would refuse with: the quote says them and prices the stay without the code.
      const promotion = await repos.promotions.byCode(promo);
      const { checkIn: first, guests: party } = stay.value;
      const promoWords = promoRefusal(promo, promotion, { roomId: room._id, checkIn: first, nights, today: today() });
      if (promoWords || !promotion) {
        const refusal = promoWords ? reply.inLanguage(promoWords) : undefined;
        return { ...quoteStay(room, first, nights, party), promo: { code: normalizePromoCode(promo), refusal } };
      }
      return quoteStay(room, first, nights, party, promotion);
    },
  );

  app.get(
    '/rooms/:id/calendar',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: `Each night of [from, to) (at most ${CALENDAR_NIGHTS_MAX}) with its rate for one guest, whether it is free, and its arrival rules; one database round trip`,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, the first night' },
            to: { type: 'string', maxLength: 32, description: `YYYY-MM-DD, exclusive; at most ${CALENDAR_NIGHTS_MAX} nights after from` },
          },
        },
        response: { 200: { $ref: 'RoomCalendar#' }, ...errors(400, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (!isIsoDate(from)) throw badRequest(CHECK_MESSAGES.calendarFromInvalid, [{ field: 'from', message: CHECK_MESSAGES.calendarFromInvalid }]);
      if (!isIsoDate(to) || to <= from) throw badRequest(CHECK_MESSAGES.calendarToInvalid, [{ field: 'to', message: CHECK_MESSAGES.calendarToInvalid }]);
      if (daysBetween(from, to) > CALENDAR_NIGHTS_MAX) throw badRequest(CHECK_MESSAGES.calendarTooLong, [{ field: 'to', message: CHECK_MESSAGES.calendarTooLong }]);
      const read = await repos.rates.calendar(request.params.id, from, to);
      if (!read) throw roomNotFound();
      return roomCalendar(read.pricing, from, to, read.taken);
    },
  );
};

// GET /rooms (optional minPrice/maxPrice on the nightly rate, optional stay: checkIn, checkOut,
// guests), GET /rooms/:id, served from the in-memory room cache as pre-serialized JSON, and
// GET /rooms/:id/events (live availability). The three are public reads: any origin may read them
// (src/plugins/cors.ts).
import { STAY_PARAMS } from '@hotel/shared/routes';
import {
  STAY_NIGHTS_MAX,
  nightsBetween,
  stayRefusal,
  todayIn,
  validatePriceFilter,
  validateStay,
  type Room,
} from '@hotel/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/errors';
import { knownRoom, roomNotFound } from '../lib/knownRoom';
import { readerOf, roomFor, seesAuthor, varyByReader } from '../lib/reviewers';
import { PUBLIC_READ } from '../plugins/cors';
import { errors, idParams, type RoutePlugin } from '../schemas';

const JSON_TYPE = 'application/json; charset=utf-8';

/** GET /rooms's query string, as its schema below admits it. */
interface RoomsQuery {
  minPrice?: string;
  maxPrice?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  archived?: 'include';
}

export const roomsRoutes: RoutePlugin = async (app) => {
  const { cache, events } = app.ctx;

  /** GET /rooms's other answers: the staff's list, a price filter, a stay search, or the list not yet cached. */
  const listRooms = async (query: RoomsQuery, request: FastifyRequest, reply: FastifyReply) => {
    const { minPrice, maxPrice, checkIn, checkOut, guests } = query;
    if (query.archived === 'include') {
      await app.ctx.tokens.requireStaff(request, reply);
      return reply.type(JSON_TYPE).header('cache-control', 'no-store').send(await cache.staffListJson());
    }
    let min: number | undefined;
    let max: number | undefined;
    if (minPrice !== undefined || maxPrice !== undefined) {
      const v = validatePriceFilter({ min: minPrice, max: maxPrice });
      if (!v.ok) throw badRequest(v.message, [{ field: 'minPrice/maxPrice', message: v.message }], 'INVALID_PRICE');
      min = v.value.minPrice;
      max = v.value.maxPrice;
    }
    if (checkIn === undefined && checkOut === undefined && guests === undefined) {
      return reply.type(JSON_TYPE).send(await cache.listJson(min, max));
    }
    const stay = validateStay({ checkIn, checkOut, guests }, todayIn(app.ctx.timeZone, app.ctx.now()));
    if (!stay.ok) throw badRequest(stay.message, stay.details, 'INVALID_STAY');
    const search = { ...stay.value, minPrice: min, maxPrice: max };
    const key = [search.checkIn, search.checkOut, search.guests, min ?? '', max ?? ''].join(':');
    // A room whose rate rules refuse this arrival (minimum stay, closed to arrival) cannot be had.
    const nights = nightsBetween(search.checkIn, search.checkOut);
    const bookable = (room: Room) => stayRefusal(room, search.checkIn, nights) === null;
    return reply.type(JSON_TYPE).send(await cache.searchJson(key, () => app.repos.rooms.freeForStay(search), bookable));
  };

  app.get(
    '/rooms',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary:
          'List rooms, optionally filtered on the nightly rate (discountPrice if lower, else price) and on a stay: free every night from checkIn up to checkOut, with capacity for the guests, and no rate rule refusing the arrival',
        querystring: {
          type: 'object',
          properties: {
            minPrice: { type: 'string', maxLength: 32, description: 'number ≥ 0' },
            maxPrice: { type: 'string', maxLength: 32, description: 'number ≥ 0' },
            [STAY_PARAMS.checkIn]: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, the first night: today or later (hotel time zone)' },
            [STAY_PARAMS.checkOut]: {
              type: 'string',
              maxLength: 32,
              description: `YYYY-MM-DD, the day after the last night: after checkIn, at most ${STAY_NIGHTS_MAX} nights`,
            },
            [STAY_PARAMS.guests]: { type: 'string', maxLength: 32, description: 'whole number 1-3; with checkIn and checkOut' },
            archived: {
              type: 'string',
              enum: ['include'],
              description:
                'staff only (a staff app token; 401 without a token, 403 STAFF_ONLY for a guest): every room, archived ones too, each with `archived`; the other filters are ignored. Without it archived rooms are left out',
            },
          },
        },
        response: { 200: { type: 'array', items: { $ref: 'Room#' } }, ...errors(400, 401, 403) },
      },
    },
    (request, reply) => {
      const { minPrice, maxPrice, checkIn, checkOut, guests, archived } = request.query;
      // Most reads: the whole list, already serialized, answered in this tick.
      if (minPrice === undefined && maxPrice === undefined && checkIn === undefined && checkOut === undefined && guests === undefined && archived === undefined) {
        const json = cache.listJsonNow();
        if (json) return reply.type(JSON_TYPE).send(json);
      }
      return listRooms(request.query, request, reply);
    },
  );

  app.get(
    '/rooms/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: 'One room with its booked dates and reviews (an archived room answers too, with `archived: true`)',
        description:
          "Public. A review's `userEmail` is sent only to its author and to staff: with the reader's app token as bearer, " +
          'their own reviews keep it (staff: every one); a missing, bad or expired token reads as a visitor.',
        params: idParams,
        response: { 200: { $ref: 'Room#' }, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      varyByReader(reply);
      const reader = await readerOf(request, app.ctx.tokens);
      const authored = reader ? await cache.authoredRoom(id) : null;
      // Only a reader who may see an author gets an answer of their own; everyone else the shared one.
      if (authored?.reviews.some((r) => seesAuthor(r, reader))) {
        return reply.type(JSON_TYPE).header('cache-control', 'private, no-store').send(JSON.stringify(roomFor(authored, reader)));
      }
      const json = await cache.roomJson(id);
      if (json === null) throw roomNotFound();
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.get(
    '/rooms/:id/events',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: "Live availability: the room's booked dates as Server-Sent Events",
        description:
          'text/event-stream. On connect and whenever the dates change (every night a stay takes or frees): `event: dates`, ' +
          '`data: {"roomId","bookedDates"}`. Whenever anything else of the room changes (staff edit, archive or unarchive it, a review is ' +
          'written or hidden): `event: room`, `data: {"roomId","room"}` with the room as GET /rooms/{id} answers it. ' +
          'A `: ping` comment every heartbeat. 503 when this process holds its limit of streams.',
        params: idParams,
        response: { ...errors(404, 503) },
      },
    },
    async (request, reply) => {
      const room = await knownRoom(cache, request.params.id);
      if (events.full()) {
        reply.header('Retry-After', '10');
        throw new HttpError(503, 'Too many live connections, retry later', 'EVENTS_FULL');
      }
      // The stream outlives the handler: take the raw response, keeping the headers hooks set
      // (CORS, security headers).
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setTimeout(0);
      events.add(room._id, reply.raw, room.bookedDates, room);
    },
  );
};

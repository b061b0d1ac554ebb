// GET /rooms (optional minPrice/maxPrice on the nightly rate) and GET /rooms/:id, served from the
// in-memory room cache as pre-serialized JSON.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, validatePriceFilter } from '@hotel/shared/domain';
import type { AppContext } from '../context';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { ID_RE, errors, idParams } from '../schemas';

const JSON_TYPE = 'application/json; charset=utf-8';

export function roomsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { minPrice?: string; maxPrice?: string } }>(
    '/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'List rooms, optionally filtered on the nightly rate (discountPrice if lower, else price)',
        querystring: {
          type: 'object',
          properties: {
            minPrice: { type: 'string', maxLength: 32, description: 'number ≥ 0' },
            maxPrice: { type: 'string', maxLength: 32, description: 'number ≥ 0' },
          },
        },
        response: { 200: { type: 'array', items: { $ref: 'Room#' } }, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { minPrice, maxPrice } = request.query;
      let min: number | undefined;
      let max: number | undefined;
      if (minPrice !== undefined || maxPrice !== undefined) {
        const v = validatePriceFilter({ min: minPrice, max: maxPrice });
        if (!v.ok) throw badRequest(v.message, [{ field: 'minPrice/maxPrice', message: v.message }], 'INVALID_PRICE');
        min = v.value.minPrice;
        max = v.value.maxPrice;
      }
      const json = await ctx.cache.listJson(min, max);
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/rooms/:id',
    {
      schema: {
        tags: ['rooms'],
        summary: 'One room with its booked dates and reviews',
        params: idParams,
        response: { 200: { $ref: 'Room#' }, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = ID_RE.test(id) ? await ctx.cache.roomJson(id) : null;
      if (json === null) throw notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');
      return reply.type(JSON_TYPE).send(json);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/rooms/:id/events',
    {
      schema: {
        tags: ['rooms'],
        summary: "Live availability: the room's booked dates as Server-Sent Events",
        description:
          'text/event-stream. On connect and whenever the dates change: `event: dates`, ' +
          '`data: {"roomId","bookedDates"}`. A `: ping` comment every heartbeat. 503 when this process holds its limit of streams.',
        params: idParams,
        response: { ...errors(404, 503) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const room = ID_RE.test(id) ? await ctx.cache.room(id) : null;
      if (!room) throw notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');
      if (ctx.events.full()) {
        reply.header('Retry-After', '10');
        throw new HttpError(503, 'Too many live connections, retry later', 'EVENTS_FULL');
      }
      // The stream outlives the handler: take the raw response, keeping the headers hooks set
      // (CORS, security headers).
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setTimeout(0);
      ctx.events.add(id, res, room.bookedDates);
    },
  );
}

// GET /rooms (optional minPrice/maxPrice on the nightly rate) and GET /rooms/:id, served from the
// in-memory room cache as pre-serialized JSON.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, validatePriceFilter } from '@hotel/shared/domain';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../lib/errors';
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
}

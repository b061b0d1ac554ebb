import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../lib/errors';
import { errors } from '../schemas';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, db: { type: 'string' }, uptime: { type: 'number' } } },
          ...errors(503),
        },
      },
    },
    async () => {
      try {
        await ctx.db.query('SELECT 1');
      } catch {
        throw new HttpError(503, 'Database unavailable', 'DB_UNAVAILABLE');
      }
      return { status: 'ok', db: ctx.db.kind, uptime: Math.round(process.uptime()) };
    },
  );
}

// GET /health: liveness and database reachability (503 when the database does not answer).
import { HttpError } from '../lib/errors';
import { errors, type RoutePlugin } from '../schemas';

export const healthRoutes: RoutePlugin = async (app) => {
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
      const db = await app.repos.health.ping().catch(() => {
        throw new HttpError(503, 'Database unavailable', 'DB_UNAVAILABLE');
      });
      return { status: 'ok', db, uptime: Math.round(process.uptime()) };
    },
  );
};

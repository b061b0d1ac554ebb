// GET /health: the process is alive (no dependency: a database outage must not get every process
// restarted). GET /ready: this process should get traffic: the database answers, its schema is the
// one this build was written for (exactly the migrations it ships, migrationFiles() of
// src/db/migrate.ts), and the process is not draining (src/plugins/drain.ts). Neither needs a token
// nor is rate limited: probes call them every few seconds.
import { migrationFiles } from '../db/migrate';
import { HttpError } from '../lib/errors';
import { errors, type RoutePlugin } from '../schemas';

/** What the schema lacks (a migration not applied) and has too many (applied by another build). */
function schemaDrift(applied: readonly string[], known: readonly string[]) {
  const has = new Set(applied);
  const knows = new Set(known);
  return { missing: known.filter((m) => !has.has(m)), unknown: applied.filter((m) => !knows.has(m)) };
}

export const healthRoutes: RoutePlugin = async (app) => {
  const known = migrationFiles(); // this build's: read once, they do not change while it runs
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no dependency is checked; readiness is GET /ready)',
        response: {
          200: {
            type: 'object',
            required: ['status', 'db', 'uptime'],
            properties: {
              status: { type: 'string', enum: ['ok'] },
              db: { type: 'string', enum: ['pglite', 'postgres'], description: 'the database kind this process is configured with (not queried)' },
              uptime: { type: 'number', description: 'seconds since the process started' },
            },
          },
        },
      },
    },
    async () => ({ status: 'ok' as const, db: app.ctx.db.kind, uptime: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers with the schema this build supports, and the process is not shutting down',
        description:
          '503 `DRAINING` from the moment the process is told to stop (SIGTERM) until it exits; 503 `DB_UNAVAILABLE` when the database does not answer; ' +
          '503 `SCHEMA_MISMATCH` when the applied migrations are not exactly the ones this build knows (details name the missing and unknown ones).',
        response: {
          200: {
            type: 'object',
            required: ['status', 'db', 'migrations'],
            properties: {
              status: { type: 'string', enum: ['ready'] },
              db: { type: 'string', enum: ['pglite', 'postgres'] },
              migrations: { type: 'integer', description: 'how many migrations are applied (all this build knows)' },
            },
          },
          ...errors(503),
        },
      },
    },
    async () => {
      if (app.draining) throw new HttpError(503, 'Shutting down', 'DRAINING');
      const applied = await app.repos.health.appliedMigrations().catch(() => {
        throw new HttpError(503, 'Database unavailable', 'DB_UNAVAILABLE');
      });
      const { missing, unknown } = schemaDrift(applied, known);
      if (missing.length > 0 || unknown.length > 0) {
        throw new HttpError(503, 'The database schema is not the one this build supports', 'SCHEMA_MISMATCH', [
          ...missing.map((m) => ({ field: 'migrations', message: `not applied: ${m}` })),
          ...unknown.map((m) => ({ field: 'migrations', message: `unknown to this build: ${m}` })),
        ]);
      }
      return { status: 'ready' as const, db: app.ctx.db.kind, migrations: applied.length };
    },
  );
};

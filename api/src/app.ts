// buildApp(options) → a ready-to-listen Fastify instance (tests drive it with inject).
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { DEFAULT_HOTEL_TIME_ZONE } from '@hotel/shared/domain';
import type { Database } from './db/index';
import { RoomsCache } from './roomsCache';
import { RoomEvents, type RoomEventsOptions } from './roomEvents';
import { createTokenService } from './auth';
import type { AppContext, RateLimitRule } from './context';
import { HttpError, errorSchema } from './lib/errors';
import { SECURITY_HEADERS } from './lib/securityHeaders';
import { schemas } from './schemas';
import { healthRoutes } from './routes/health';
import { roomsRoutes } from './routes/rooms';
import { authRoutes, firebaseVerifier, type VerifyIdToken } from './routes/auth';
import { bookingsRoutes } from './routes/bookings';
import { reviewsRoutes } from './routes/reviews';
import { contactRoutes } from './routes/contact';
import { roomDatesRoutes } from './routes/roomDates';

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:5050'];
const PUBLIC_DIR = join(__dirname, '..', 'public');

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  /** App token lifetime in seconds (capped at 24 h). */
  jwtTtlSeconds?: number;
  /** Base URL the API is reachable at; room images are absolute URLs under it. */
  publicUrl?: string;
  corsOrigins?: string[];
  /** IANA zone for "today" and the cancellation window. */
  timeZone?: string;
  firebaseProjectId?: string;
  /** Verifies a Firebase ID token (default: firebase-admin, emulator-aware). */
  verifyIdToken?: VerifyIdToken;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  rateLimits?: { jwt?: RateLimitRule; contact?: RateLimitRule };
  /** Redis URL of a rate-limit store shared by several instances (default: in-process counters). */
  redisUrl?: string;
  /** Clock (tests move it). */
  now?: () => Date;
  /** Live availability streams (GET /rooms/{id}/events): connection limit and heartbeat. */
  events?: RoomEventsOptions;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const publicUrl = (opts.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const timeZone = opts.timeZone ?? DEFAULT_HOTEL_TIME_ZONE;
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    // Strict types: "2" is not a number. Query strings are declared as patterned strings.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: true } },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  const imageUrl = (image: string) => (/^https?:\/\//.test(image) ? image : `${publicUrl}/images/rooms/${image}`);
  const cache = new RoomsCache(opts.db, imageUrl);
  const events = new RoomEvents(opts.db, cache, opts.events);
  const ctx: AppContext = {
    db: opts.db,
    cache,
    events,
    tokens: createTokenService(opts.jwtSecret, opts.jwtTtlSeconds),
    timeZone,
    publicUrl,
    now: opts.now ?? (() => new Date()),
    changed: () => {
      cache.invalidate();
      events.changed();
    },
  };
  app.decorate('ctx', ctx);
  // Open event streams never finish by themselves: end them so close() does not wait on them.
  app.addHook('preClose', (done) => {
    events.close();
    done();
  });

  // One error shape; nothing a client sends becomes a 5xx.
  app.setErrorHandler((err: unknown, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(err.toJSON());
    const e = (err ?? {}) as {
      statusCode?: number;
      message?: string;
      code?: string;
      validation?: Array<{ instancePath?: string; message?: string; params?: Record<string, unknown> }>;
      validationContext?: string;
    };
    if (e.validation) {
      const details = e.validation.map((v) => {
        const missing = typeof v.params?.missingProperty === 'string' ? `/${v.params.missingProperty}` : '';
        const field = `${e.validationContext ?? ''}${v.instancePath ?? ''}${missing}`.replace(/^\//, '') || undefined;
        return { field, message: v.message ?? 'is invalid' };
      });
      const first = details[0];
      return reply.status(400).send({
        message: first ? `Invalid request: ${first.field ? `${first.field} ` : ''}${first.message}` : 'Invalid request',
        code: 'VALIDATION',
        details,
      });
    }
    // Database data exceptions (e.g. a NUL character in text) come from client input: 400.
    if (typeof e.code === 'string' && (/^22[0-9A-Z]{3}$/.test(e.code) || e.code === '23514')) {
      return reply.status(400).send({ message: 'Invalid input', code: 'INVALID_INPUT' });
    }
    if (e.code === '23505') return reply.status(409).send({ message: 'Conflict', code: 'CONFLICT' });
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: e.message || 'Bad request', code: typeof e.code === 'string' ? e.code : undefined });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Route not found', code: 'NOT_FOUND' }));

  // One structured log line per request (pino); no headers, so no tokens.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
  const origins = new Set(opts.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });

  const rl: RateLimitPluginOptions = {
    global: false,
    errorResponseBuilder: (_req, context) =>
      new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`, 'RATE_LIMITED'),
  };
  if (opts.redisUrl) {
    // Several instances share one counter per client and route in Redis. skipOnError: while Redis is
    // unreachable a request is let through (not limited) rather than failed with a 5xx. No offline
    // queue and a command timeout, so that costs no waiting; ioredis keeps reconnecting and the limits
    // apply again once Redis answers.
    const { Redis } = await import('ioredis');
    const redis = new Redis(opts.redisUrl, { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    let down = false;
    redis.on('error', (err: Error) => {
      if (!down) app.log.warn({ err: err.message }, 'rate-limit store (REDIS_URL) unreachable: requests are not limited until it answers');
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate-limit store (REDIS_URL) reachable again');
      down = false;
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Serve with the store connected when it is up; start anyway (unlimited, warned) when it is not.
    await new Promise<void>((resolve) => {
      const done = () => {
        redis.off('ready', done).off('error', done);
        resolve();
      };
      redis.once('ready', done).once('error', done);
    });
    rl.redis = redis;
    rl.nameSpace = 'harborview-rate-limit-';
    rl.skipOnError = true;
  }
  await app.register(rateLimit, rl);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Harborview API', version: '0.1.0', description: 'Rooms, bookings, reviews and contact messages.' },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.addSchema(errorSchema);
  for (const s of schemas) app.addSchema(s);

  await app.register(fastifyStatic, {
    root: join(PUBLIC_DIR, 'rooms'),
    prefix: '/images/rooms/',
    maxAge: '365d',
    immutable: true,
    index: false,
    schemaHide: true,
  });

  const rateLimits = {
    jwt: opts.rateLimits?.jwt ?? { max: 30, timeWindow: '1 minute' },
    contact: opts.rateLimits?.contact ?? { max: 10, timeWindow: '1 minute' },
  };
  healthRoutes(app, ctx);
  roomsRoutes(app, ctx);
  authRoutes(app, ctx, {
    verifyIdToken: opts.verifyIdToken ?? firebaseVerifier(opts.firebaseProjectId ?? 'demo-harborview'),
    rateLimit: rateLimits.jwt,
  });
  bookingsRoutes(app, ctx);
  roomDatesRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  contactRoutes(app, ctx, { rateLimit: rateLimits.contact });

  await app.ready();
  return app;
}

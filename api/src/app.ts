// buildApp(options) → a ready-to-listen Fastify instance (tests drive it with inject). Wiring only:
// the external concerns are plugins (src/plugins/), the SQL is in src/repositories/, the routes in
// src/routes/ (api/README.md, "Layout"). Registration order is behaviour: a root hook reaches only
// the scopes made after it (the answer's headers before CORS's preflight scope), and swagger must be
// registered before the routes it documents.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_HOTEL_TIME_ZONE } from '@hotel/shared/domain';
import type { Database } from './db/index';
import type { RoomEventsOptions } from './roomEvents';
import type { RateLimitRule } from './context';
import { context } from './plugins/context';
import { errorHandler } from './plugins/errorHandler';
import { lazyRequestLogger, requestLog, requestId, type RequestLogOptions } from './plugins/requestLog';
import { drain } from './plugins/drain';
import { metrics, type MetricsOptions } from './plugins/metrics';
import { answerHeaders } from './plugins/answerHeaders';
import { DEFAULT_CORS_ORIGINS, cors } from './plugins/cors';
import { rateLimit } from './plugins/rateLimit';
import { swagger } from './plugins/swagger';
import { mailSender, type MailOptions } from './plugins/mailSender';
import { staticFiles } from './plugins/staticFiles';
import { webhookSender, type WebhookOptions } from './plugins/webhookSender';
import type { JWK } from 'jose';
import { healthRoutes } from './routes/health';
import { roomsRoutes } from './routes/rooms';
import type { LookupAccount } from './auth';
import { authRoutes, firebaseIdentity, type VerifyIdToken } from './routes/auth';
import { bookingsRoutes } from './routes/bookings';
import { reviewsRoutes } from './routes/reviews';
import { contactRoutes } from './routes/contact';
import { roomDatesRoutes } from './routes/roomDates';
import { frontDeskRoomsRoutes } from './routes/frontDeskRooms';
import { ratesRoutes } from './routes/rates';
import { promotionsRoutes } from './routes/promotions';
import { exchangeRatesRoutes } from './routes/exchangeRates';
import { photosRoutes } from './routes/photos';
import { hotelRoutes } from './routes/hotel';
import { hotelBookingsRoutes } from './routes/hotelBookings';
import { reportsRoutes } from './routes/reports';
import { inboxRoutes } from './routes/inbox';
import { moderationRoutes } from './routes/moderation';
import { housekeepingRoutes } from './routes/housekeeping';
import { stayStatesRoutes } from './routes/stayStates';
import { noShows, type NoShowOptions } from './plugins/noShows';
import { beaconRoutes } from './routes/beacon';
import { partnersRoutes } from './routes/partners';

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
  /** Reads a Firebase account for the re-check of app tokens (default: firebase-admin's getUser). */
  lookupAccount?: LookupAccount;
  logger?: FastifyServerOptions['logger'];
  /** Which requests get a line of their own (LOG_SLOW_MS); fast reads are counted (src/plugins/requestLog.ts). */
  requestLog?: RequestLogOptions;
  bodyLimit?: number;
  rateLimits?: { jwt?: RateLimitRule; contact?: RateLimitRule; beacon?: RateLimitRule };
  /** Redis URL of a rate-limit store shared by several instances (default: in-process counters). */
  redisUrl?: string;
  /** Clock (tests move it). */
  now?: () => Date;
  /** Live availability streams (GET /rooms/{id}/events): connection limit and heartbeat. */
  events?: RoomEventsOptions;
  /** The outbox's sender (SMTP_URL, MAIL_FROM); without it e-mails wait in the outbox. */
  mail?: MailOptions;
  /** Proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); default none. */
  trustProxy?: string[];
  /** Prometheus metrics on their own listener (METRICS_PORT); without it none are kept. */
  metrics?: MetricsOptions;
  /** The receipts' signing key (PEM or JWK text; RECEIPT_SIGNING_KEY); a fresh key per app when absent. */
  receiptKey?: string;
  /** Public JWKs of the keys receipts were signed with before (RECEIPT_PREVIOUS_JWKS_FILE). */
  receiptPreviousKeys?: JWK[];
  /** Whether partner webhooks may be http on loopback and reach private addresses (default true; false in production). */
  webhooksToLoopback?: boolean;
  /** The partner webhooks' sender; without it events wait in the outbox. */
  webhooks?: Omit<WebhookOptions, 'toLoopback'>;
  /** The automatic no-show's timer (NO_SHOW_AT); without it `app.noShows.run()` runs only when called. */
  noShows?: NoShowOptions;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const publicUrl = (opts.publicUrl ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    bodyLimit: opts.bodyLimit ?? 64 * 1024,
    // Strict types: "2" is not a number. Query strings are declared as patterned strings.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: true } },
    return503OnClosing: true,
    // `/rooms/` is `/rooms` (docs/product.md §7): clients written for the contract add a trailing
    // slash, which would otherwise reach `/rooms/:id` with an empty id and answer 404.
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // request.ip (the rate limits' key, the logs) is X-Forwarded-For's client only when the socket is a listed proxy.
    ...(opts.trustProxy?.length ? { trustProxy: opts.trustProxy } : {}),
    // Request ids: the proxy's x-request-id when well-formed, else a UUID (src/plugins/requestLog.ts).
    requestIdHeader: false,
    genReqId: requestId,
    childLoggerFactory: lazyRequestLogger,
  });

  const firebase = firebaseIdentity(opts.firebaseProjectId ?? 'demo-harborview');
  await app.register(context, {
    ...opts,
    lookupAccount: opts.lookupAccount ?? firebase.lookupAccount,
    publicUrl,
    timeZone: opts.timeZone ?? DEFAULT_HOTEL_TIME_ZONE,
  });
  await app.register(metrics, { metrics: opts.metrics });
  await app.register(mailSender, { mail: opts.mail });
  await app.register(webhookSender, {
    webhooks: opts.webhooks ? { ...opts.webhooks, toLoopback: opts.webhooksToLoopback ?? true } : undefined,
  });
  await app.register(noShows, { noShows: opts.noShows });
  await app.register(errorHandler);
  await app.register(requestLog, opts.requestLog ?? {});
  await app.register(drain);
  const origins = new Set(opts.corsOrigins ?? DEFAULT_CORS_ORIGINS);
  await app.register(answerHeaders, { origins });
  await app.register(cors, { origins });
  await app.register(rateLimit, { redisUrl: opts.redisUrl });
  await app.register(swagger, { publicUrl });
  await app.register(staticFiles);

  await app.register(healthRoutes);
  await app.register(roomsRoutes);
  await app.register(authRoutes, {
    verifyIdToken: opts.verifyIdToken ?? firebase.verifyIdToken,
    rateLimit: opts.rateLimits?.jwt ?? { max: 30, timeWindow: '1 minute' },
  });
  await app.register(bookingsRoutes);
  await app.register(roomDatesRoutes);
  await app.register(reviewsRoutes);
  await app.register(contactRoutes, { rateLimit: opts.rateLimits?.contact ?? { max: 10, timeWindow: '1 minute' } });
  // A page sends one beacon after its first paint and one as it is left: 120 a minute is a busy browser.
  await app.register(beaconRoutes, { rateLimit: opts.rateLimits?.beacon ?? { max: 120, timeWindow: '1 minute' } });
  // The front desk (staff routes, docs/architecture.md §6 "The staff role").
  await app.register(frontDeskRoomsRoutes);
  await app.register(ratesRoutes);
  await app.register(promotionsRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(photosRoutes);
  await app.register(hotelRoutes);
  await app.register(hotelBookingsRoutes);
  await app.register(stayStatesRoutes);
  await app.register(reportsRoutes);
  await app.register(inboxRoutes);
  await app.register(moderationRoutes);
  await app.register(housekeepingRoutes);
  await app.register(partnersRoutes);

  await app.ready();
  return app;
}

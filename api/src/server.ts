// Entry point: `tsx src/server.ts`. DATABASE_URL → PostgreSQL, else embedded PGlite under
// ${DATA_DIR}/pglite. Listens on HOST:PORT (127.0.0.1:4000), metrics on METRICS_PORT (9464).
// SIGTERM/SIGINT drain (below): GET /ready turns 503 at once, requests are still served for
// SHUTDOWN_GRACE_MS so a proxy's health check notices, then the listener stops, in-flight requests
// finish, live streams end with a retry hint, the mail sender stops, the database closes: exit 0,
// always within SHUTDOWN_DEADLINE_MS (else exit 1).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, SHUTDOWN_DEADLINE_MS, loadConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/index';
import { outsideImageReport, prepareDatabase } from './db/migrate';
import { DatabaseLockedError } from './db/pgliteLock';
import { seedDemoPartner } from './db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db: Database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { max: Number(process.env.PG_POOL_MAX) || 10 })
    : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
  // Where migrations are their own step (`npm run migrate`, as the schema's owner), this role may not run them.
  const prepared = config.migrateOnStart ? await prepareDatabase(db, { timeZone: config.timeZone }) : null;
  if (config.demoPartnerOrigins.length > 0) await seedDemoPartner(db, config.demoPartnerOrigins);

  const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const app = await buildApp({
    db,
    jwtSecret: config.jwtSecret,
    jwtTtlSeconds: config.jwtTtlSeconds,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    timeZone: config.timeZone,
    firebaseProjectId: config.firebaseProjectId,
    redisUrl: config.redisUrl,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, leaseMs: config.mailLeaseMs },
    receiptKey: config.receiptKey,
    receiptPreviousKeys: config.receiptPreviousKeys,
    webhooksToLoopback: config.webhooksToLoopback,
    webhooks: {},
    noShows: { at: config.noShowAt },
    metrics: config.metricsPort ? { port: config.metricsPort, host: config.metricsHost } : undefined,
    events: { maxConnections: config.sseMaxConnections, heartbeatMs: config.sseHeartbeatMs },
    rateLimits: {
      jwt: { max: config.rateLimitJwt, timeWindow: '1 minute' },
      contact: { max: config.rateLimitContact, timeWindow: '1 minute' },
      beacon: { max: config.rateLimitBeacon, timeWindow: '1 minute' },
    },
    requestLog: { slowMs: config.logSlowMs },
    logger: {
      level: config.logLevel,
      // Buffered asynchronous writes (flushed on exit): one syscall per ~4 KB, not per line.
      stream: logStream,
      redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.token', 'token'], censor: '[redacted]' },
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown timed out');
      logStream.flushSync();
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    force.unref();
    app.drain(); // /ready 503 from now: the proxy stops sending us new work
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining: /ready is 503, still serving');
    try {
      await new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs));
      app.log.info('shutting down: no new connections, finishing in-flight requests');
      // Stops listening, ends the live streams (retry hint), waits for in-flight requests, then the
      // mail sender (waiting for its sends under way) and the metrics listener.
      await app.close();
      await db.close();
      logStream.flushSync();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  for (const o of prepared?.outsideImages ?? []) app.log.warn({ roomId: o.roomId, url: o.url }, outsideImageReport(o));
  if (config.webhooksToLoopback) {
    app.log.warn('partner webhooks may be http://127.0.0.1 and reach loopback or private addresses (NODE_ENV is not production)');
  }
  app.log.info(
    { db: db.kind, publicUrl: config.publicUrl, metrics: app.metrics?.url() ?? 'off', receiptKey: app.ctx.receipts.jwks.keys[0]!.kid },
    'Harborview API ready',
  );
}

main().catch((err: unknown) => {
  // A refused lock or setting is an expected situation with a clear message, not a crash with a stack.
  console.error(err instanceof DatabaseLockedError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});

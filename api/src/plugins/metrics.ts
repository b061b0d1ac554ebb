// Prometheus metrics (prom-client) on a port of their own (METRICS_PORT, loopback by default), never
// through the public API port: what a monitoring system scrapes is not for guests to read. One
// registry per app, so several apps in one process (the tests) do not share counters. Request
// durations are labelled by the route's pattern (`/rooms/:id`), never the raw URL, so the series
// stay few whatever clients send; unknown paths are one `(unmatched)` route. They are recorded by the
// request log's hook (requestLog.ts) into preallocated series (requestDurations.ts). Gauges that describe
// the database (the outbox's depth, the pool) are read when scraped, not kept up to date; so are the
// remote loads browsers report (POST /beacon): harborview_remote_loads_total is the database's sum,
// so every API process answers the same totals (scrape any one, or take max() over them, never sum()).
// The listener also answers GET /remote-loads?since= with GET /hotel/remote-loads's JSON, without a
// token: loopback only, for the release guard (npm run release-guard) beside the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { MAIL_KINDS } from '@hotel/shared/domain';
import type { MailKind } from '../repositories/mail';
import { HttpError } from '../lib/errors';
import { parseSince } from '../lib/since';
import { RequestDurations } from './requestDurations';

/** The request-duration histogram's buckets (seconds): loopback reads in the first, a slow booking under load in the last. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsOptions {
  /** The metrics listener's port (0: any free one, as tests want). */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/** Who changed a booking: a guest's token, or the front desk's (a staff token). */
export type BookingActor = 'guest' | 'hotel';

export interface Metrics {
  registry: Registry;
  /** Where GET /metrics answers, once the app is ready. */
  url(): string;
  /** A request answered (the request log's hook calls it: one hook for both, src/plugins/requestLog.ts). */
  request(method: string, route: string, status: number, ms: number): void;
  booking(change: 'created' | 'cancelled' | 'moved', by: BookingActor): void;
  mail(outcome: 'sent' | 'failed', kind: MailKind): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when the app runs without metrics (most tests, METRICS_PORT=0). */
    metrics: Metrics | null;
  }
}

export const metrics = fp<{ metrics?: MetricsOptions }>(
  async (app, opts) => {
    if (!opts.metrics) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    const registers = [registry];
    collectDefaultMetrics({ register: registry }); // CPU, memory, event-loop lag, GC, handles

    const durations = new RequestDurations(
      'http_request_duration_seconds',
      'Time from a request arriving to its answer being sent, by method, route pattern and status',
      DURATION_BUCKETS,
    );
    registry.registerMetric(durations.asMetric());
    const bookings = {
      created: new Counter({ name: 'harborview_bookings_created_total', help: 'Bookings made (replays of an Idempotency-Key not counted)', labelNames: ['by'] as const, registers }),
      cancelled: new Counter({ name: 'harborview_bookings_cancelled_total', help: 'Bookings cancelled, by a guest or the front desk (hotel)', labelNames: ['by'] as const, registers }),
      moved: new Counter({ name: 'harborview_bookings_moved_total', help: 'Stays moved to other dates, by a guest or the front desk (hotel)', labelNames: ['by'] as const, registers }),
    };
    const mail = {
      sent: new Counter({ name: 'harborview_mail_sent_total', help: 'E-mails this process handed to the mail server', labelNames: ['kind'] as const, registers }),
      failed: new Counter({ name: 'harborview_mail_failed_total', help: 'E-mails given up on (refused for good, or out of attempts)', labelNames: ['kind'] as const, registers }),
    };
    // Every series from the start, at 0: a rate over a series that appears only later misses its first count.
    for (const by of ['guest', 'hotel'] as const) for (const change of ['cancelled', 'moved'] as const) bookings[change].inc({ by }, 0);
    bookings.created.inc({ by: 'guest' }, 0);
    for (const kind of MAIL_KINDS) for (const outcome of ['sent', 'failed'] as const) mail[outcome].inc({ kind }, 0);

    // The pool first: read before this scrape's own query (the outbox's depth) takes a connection.
    const pool = app.ctx.db.poolStats?.bind(app.ctx.db);
    if (pool) {
      new Gauge({
        name: 'harborview_db_pool_connections',
        help: 'PostgreSQL connections of this process, in use or idle',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const p = pool();
          this.set({ state: 'in_use' }, p.inUse);
          this.set({ state: 'idle' }, p.idle);
        },
      });
      new Gauge({ name: 'harborview_db_pool_waiting', help: 'Queries waiting for a free connection', registers, collect() { this.set(pool().waiting); } });
      new Gauge({ name: 'harborview_db_pool_max', help: 'The pool size (PG_POOL_MAX)', registers, collect() { this.set(pool().max); } });
    }

    new Gauge({
      name: 'harborview_mail_outbox_depth',
      help: 'E-mails waiting to be sent, all processes together (the mail_outbox rows still pending)',
      registers,
      async collect() {
        // The database away: no sample rather than a failed scrape (GET /ready says why).
        const n = await app.repos.mail.depth().catch(() => null);
        if (n === null) this.reset();
        else this.set(n);
      },
    });
    new Gauge({
      name: 'harborview_live_streams_open',
      help: 'Live-availability streams (GET /rooms/{id}/events) this process holds open',
      registers,
      collect() {
        this.set(app.ctx.events.size);
      },
    });

    new Counter({
      name: 'harborview_remote_loads_total',
      help: "Remote loads guests' browsers reported (POST /beacon), by remote, release and outcome: the database's totals, the same from every process",
      labelNames: ['remote', 'release', 'outcome'] as const,
      registers,
      async collect() {
        const rows = await app.repos.remoteLoads.totals().catch(() => null);
        this.reset();
        for (const r of rows ?? []) this.inc({ remote: r.remote, release: r.release, outcome: r.outcome }, r.count);
      },
    });

    const server: Server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://metrics');
      if (req.method === 'GET' && url.pathname === '/remote-loads') {
        remoteLoads(url.searchParams.get('since') ?? undefined).then(
          ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body)),
          (err: unknown) => {
            app.log.error({ err }, 'metrics: could not read the remote loads');
            res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Internal server error', code: 'INTERNAL' }));
          },
        );
        return;
      }
      if (req.method !== 'GET' || url.pathname !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics: could not collect');
          res.writeHead(500).end();
        },
      );
    });
    /** GET /hotel/remote-loads's answer (or its 400, in the same words). */
    const remoteLoads = async (since: string | undefined): Promise<{ status: number; body: unknown }> => {
      const now = app.ctx.now();
      try {
        return { status: 200, body: await app.repos.remoteLoads.since(parseSince(since, now), now) };
      } catch (e) {
        if (e instanceof HttpError) return { status: e.statusCode, body: e.toJSON() };
        throw e;
      }
    };
    const host = opts.metrics.host ?? '127.0.0.1';
    app.addHook('onReady', async () => {
      const { port } = opts.metrics!;
      await new Promise<void>((resolve, reject) => {
        server.once('error', (err) => reject(new Error(`METRICS_PORT ${port} (${host}): ${err.message}`)));
        server.listen(port, host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections(); // a scraper's keep-alive connection must not hold the exit
      await closed;
    });

    app.decorate('metrics', {
      registry,
      url() {
        const { port } = server.address() as AddressInfo;
        return `http://${host}:${port}/metrics`;
      },
      request: (method, route, status, ms) => durations.observe(method, route, status, ms / 1000),
      booking: (change, by) => bookings[change].inc({ by }),
      mail: (outcome, kind) => mail[outcome].inc({ kind }),
    } satisfies Metrics);
  },
  { name: 'harborview-metrics', dependencies: ['harborview-context'] },
);

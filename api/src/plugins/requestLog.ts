// The request log (pino): method, url, status, ms, and the request's id, which every line logged while
// serving it carries too (`requestId`). No headers and no bodies, so no token, password or e-mail
// text. The id is the proxy's `x-request-id` when it sends a well-formed one (nginx's $request_id: 32
// hex digits), so its access log and ours name the same request; else a new UUID. It is echoed in the
// answer's `x-request-id` (answerHeaders.ts), so a client, a proxy and our log can name it.
//
// One line per request, but for fast reads: a GET or HEAD answered below 400 in less than `slowMs`
// (LOG_SLOW_MS) is counted, not logged, and the counts (by method, route pattern and status) are one
// `reads` line every `summaryMs` and at close. Those reads are most of the traffic (GET /rooms from
// the cache) and their line cost more than the rest of the request (issue 40); every write, every
// refusal or error and every slow read keeps its own line, and the metrics count every request.
// The request's logger (`request.log`, the lines with its id) is made only when something logs
// (lazyRequestLogger): a counted read never needs it. The same hook hands every request's duration
// to the metrics (src/plugins/metrics.ts): one hook and one route lookup per request for both.
// fastify-plugin: a root hook, so it sees every route.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import fp from 'fastify-plugin';

/** What we take from a client as a request id: short, and nothing that could forge a log line. */
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{8,128}$/;

/** A read that took this long (ms) is logged on its own line; faster ones are counted (LOG_SLOW_MS). */
export const DEFAULT_LOG_SLOW_MS = 100;
const SUMMARY_MS = 60_000;
const UNMATCHED = '(unmatched)';

export interface RequestLogOptions {
  /** Reads at least this slow (ms) get their own line; 0: every request does. */
  slowMs?: number;
  /** How often the fast reads' counts are logged (ms; default a minute). */
  summaryMs?: number;
}

/** Fastify's genReqId: the proxy's well-formed x-request-id, else a new one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** request.log: pino's child with the request's id, made on its first line (see lazyRequestLogger). */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}
// Its level methods (info, error…) pass their arguments to the child as they are.
for (const level of LEVELS) {
  Object.defineProperty(LazyRequestLogger.prototype, level, {
    value(this: LazyRequestLogger, ...args: unknown[]) {
      const log = this.log;
      (log[level] as (...a: unknown[]) => void).apply(log, args);
    },
  });
}

/**
 * Fastify's childLoggerFactory: the request's logger, made only when something logs. pino's child
 * serializes its bindings (through the redaction's wildcard) when made: on every request otherwise,
 * for the fast reads that never log.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

export const requestLog = fp<RequestLogOptions>(
  async (app, opts) => {
    const slowMs = opts.slowMs ?? DEFAULT_LOG_SLOW_MS;
    // The fast reads' counts by route pattern, method and status: no string made per request.
    let reads = new Map<string, Map<string, Map<number, number>>>();
    const summarize = () => {
      if (reads.size === 0) return;
      const counts: Record<string, number> = {};
      for (const [route, methods] of reads)
        for (const [method, statuses] of methods) for (const [status, n] of statuses) counts[`${method} ${route} ${status}`] = n;
      app.log.info({ reads: counts }, 'reads');
      reads = new Map();
    };
    const timer = setInterval(summarize, opts.summaryMs ?? SUMMARY_MS).unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      summarize();
      done();
    });

    // The one hook every answered request runs: its duration to the metrics (when kept), then its line or its count.
    const { metrics } = app;
    app.addHook('onResponse', (request, reply, done) => {
      const { method } = request;
      const ms = reply.elapsedTime;
      const status = reply.statusCode;
      const route = request.routeOptions.url ?? UNMATCHED;
      metrics?.request(method, route, status, ms);
      if ((method === 'GET' || method === 'HEAD') && status < 400 && ms < slowMs) {
        let methods = reads.get(route);
        if (!methods) reads.set(route, (methods = new Map()));
        let statuses = methods.get(method);
        if (!statuses) methods.set(method, (statuses = new Map()));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      } else {
        request.log.info({ method, url: request.url, statusCode: status, ms: Math.round(ms * 10) / 10 }, 'request');
      }
      done();
    });
  },
  { name: 'harborview-request-log', dependencies: ['harborview-metrics'] },
);

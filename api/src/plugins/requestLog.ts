// The request log (pino): method, url, status, ms, and the request's id, which every line logged while
// serving it carries too (`requestId`). No headers and no bodies, so no token, password or e-mail
// text. The id is the proxy's `x-request-id` when it sends a well-formed one (nginx's $request_id: 32
// hex digits), so its access log and ours name the same request; else a new UUID. It is echoed in the
// answer's `x-request-id`, so a client, a proxy and our log can name it.
//
// One line per request, but for fast reads: a GET or HEAD answered below 400 in less than `slowMs`
// (LOG_SLOW_MS) is counted, not logged, and the counts (by method, route pattern and status) are one
// `reads` line every `summaryMs` and at close. Those reads are most of the traffic (GET /rooms from
// the cache) and their line cost more than the rest of the request (issue 40); every write, every
// refusal or error and every slow read keeps its own line, and the metrics count every request.
// fastify-plugin: root hooks, so they see every route.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What we take from a client as a request id: short, and nothing that could forge a log line. */
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{8,128}$/;

/** A read that took this long (ms) is logged on its own line; faster ones are counted (LOG_SLOW_MS). */
export const DEFAULT_LOG_SLOW_MS = 100;
const SUMMARY_MS = 60_000;

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

export const requestLog = fp<RequestLogOptions>(
  async (app, opts) => {
    const slowMs = opts.slowMs ?? DEFAULT_LOG_SLOW_MS;
    let reads = new Map<string, number>();
    const summarize = () => {
      if (reads.size === 0) return;
      app.log.info({ reads: Object.fromEntries(reads) }, 'reads');
      reads = new Map();
    };
    const timer = setInterval(summarize, opts.summaryMs ?? SUMMARY_MS).unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(timer);
      summarize();
      done();
    });

    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      const { method } = request;
      const ms = reply.elapsedTime;
      if ((method === 'GET' || method === 'HEAD') && reply.statusCode < 400 && ms < slowMs) {
        const key = `${method} ${request.routeOptions.url ?? '(unmatched)'} ${reply.statusCode}`;
        reads.set(key, (reads.get(key) ?? 0) + 1);
      } else {
        request.log.info({ method, url: request.url, statusCode: reply.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
      }
      done();
    });
  },
  { name: 'harborview-request-log' },
);

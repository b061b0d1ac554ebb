// One structured log line per request (pino): method, url, status, ms, and the request's id, which
// every line logged while serving it carries too (`requestId`). No headers and no bodies, so no
// token, password or e-mail text. The id is the proxy's `x-request-id` when it sends a well-formed
// one (nginx's $request_id: 32 hex digits), so its access log and ours name the same request; else
// a new UUID. It is echoed in the answer's `x-request-id` for a guest's bug report to quote.
// fastify-plugin: a root hook, so it sees every route.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What we take from a client as a request id: short, and nothing that could forge a log line. */
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the proxy's well-formed x-request-id, else a new one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
}

export const requestLog = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'harborview-request-log' },
);

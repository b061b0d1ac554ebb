// Every answer's own headers, set by one onRequest hook (issue 40: four hooks setting them one by
// one, @fastify/cors's among them with its options rebuilt per request, cost the cached GET /rooms
// more than the rest of our code): the security headers (securityHeaders.ts), CORS on the actual
// request (cors.ts; preflights are @fastify/cors's), the request id (requestLog.ts) and
// `Connection: close` while the process drains (drain.ts). What a kind of route always answers is
// one constant object; per request only the request id, an allowed Origin echoed and the drain's
// header are added. fastify-plugin: a root hook, so every answer carries them, 404s and the event
// streams included. Registered before the plugins whose routes it must see (Fastify copies a
// scope's hooks when a child scope is made).
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from './securityHeaders';
import { ALLOW_LIST_HEADERS, PUBLIC_READ_HEADERS } from './cors';

export const answerHeaders = fp<{ origins: ReadonlySet<string> }>(
  async (app, { origins }) => {
    const publicRead = { ...SECURITY_HEADERS, ...PUBLIC_READ_HEADERS };
    const allowList = { ...SECURITY_HEADERS, ...ALLOW_LIST_HEADERS };
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      if (request.routeOptions.config.publicRead) reply.headers(publicRead);
      else if (request.method === 'OPTIONS') reply.headers(SECURITY_HEADERS); // a preflight: @fastify/cors answers it (cors.ts)
      else {
        reply.headers(allowList);
        const origin = request.headers.origin;
        if (origin !== undefined && origins.has(origin)) reply.header('access-control-allow-origin', origin);
      }
      if (app.draining) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'harborview-answer-headers', dependencies: ['harborview-drain'] },
);

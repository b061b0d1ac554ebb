// One structured log line per request (pino): method, url, status, ms. No headers, so no tokens.
// fastify-plugin: a root hook, so it sees every route.
import fp from 'fastify-plugin';

export const requestLog = fp(
  async (app) => {
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

// Draining (graceful shutdown, src/shutdown.ts): once `app.drain()` is called GET /ready answers 503,
// so a proxy or load balancer stops sending new work here, while the listener still serves what
// arrives meanwhile. Every answer from then on carries `Connection: close`: a keep-alive connection
// (a proxy's upstream pool) ends after its current request instead of carrying the next one into a
// listener that is about to stop. fastify-plugin: the hook must see every route.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Start draining: /ready turns 503 and connections are not kept alive. */
    drain(): void;
    readonly draining: boolean;
  }
}

export const drain = fp(
  async (app) => {
    let draining = false;
    app.decorate('drain', () => {
      draining = true;
    });
    app.decorate('draining', { getter: () => draining });
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'harborview-drain' },
);

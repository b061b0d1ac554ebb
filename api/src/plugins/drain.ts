// Draining (graceful shutdown, src/server.ts): once `app.drain()` is called GET /ready answers 503,
// so a proxy or load balancer stops sending new work here, while the listener still serves what
// arrives meanwhile. Every answer from then on carries `Connection: close` (set with the answer's
// other headers, answerHeaders.ts): a keep-alive connection (a proxy's upstream pool) ends after its
// current request instead of carrying the next one into a listener that is about to stop.
// fastify-plugin: the decorations are the root's.
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
  },
  { name: 'harborview-drain' },
);

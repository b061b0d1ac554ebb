// CORS, two ways (docs/architecture.md §6). The public reads (GET /rooms, GET /rooms/{id}, the live
// availability stream: the routes whose config is PUBLIC_READ) answer any origin with
// `Access-Control-Allow-Origin: *` and never credentials, so a partner page embeds the catalog
// without being listed (GET /partners/by-origin and the receipts' JWKS are public reads too).
// Everything else (what needs a token) keeps the allow-list of our own site's origins (CORS_ORIGINS
// in src/config.ts): a partner's page never calls those routes itself, its bookings are made in our
// own booking frame, on our origin; any other origin gets no Access-Control-Allow-Origin.
//
// The actual request's headers are constant but for the echoed origin: a public read's answer is
// the same for every origin (`*`, so no Vary), any other answer varies by Origin and echoes one on
// the allow-list. They are set with the answer's other headers by one hook (answerHeaders.ts, issue
// 40: @fastify/cors rebuilt its options on every request). Preflights (OPTIONS) are @fastify/cors's,
// registered in a scope of its own: its hook runs for its OPTIONS route only. fastify-plugin: that
// route answers preflights for every path.
import fp from 'fastify-plugin';
import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read anyone may make from any origin, without credentials (see above). */
    publicRead?: boolean;
  }
}

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];

/** The route config of a public read. */
export const PUBLIC_READ = { publicRead: true } as const;

/** What a public read's answer carries, from any origin or none. */
export const PUBLIC_READ_HEADERS = { 'access-control-allow-origin': '*' } as const;
/** What every other answer carries; an Origin on the allow-list is echoed besides (answerHeaders.ts). */
export const ALLOW_LIST_HEADERS = { vary: 'Origin' } as const;

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A route path pattern ("/rooms/:id/events") as a matcher of request paths. */
function pathMatcher(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

export const cors = fp<{ origins: ReadonlySet<string> }>(
  async (app, { origins }) => {
    // The public reads' paths, from their routes: a preflight asking to GET one of them is public.
    const publicPaths: RegExp[] = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.publicRead) publicPaths.push(pathMatcher(route.url));
    });
    const isPublicRead = (request: FastifyRequest): boolean => {
      const asked = request.headers['access-control-request-method'];
      if (typeof asked !== 'string' || !READ_METHODS.has(asked.toUpperCase())) return false;
      const path = request.url.split('?')[0] ?? '';
      return publicPaths.some((re) => re.test(path));
    };

    const common = {
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
      credentials: false,
    } satisfies FastifyCorsOptions;
    const publicRead: FastifyCorsOptions = { ...common, origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] };
    const allowList: FastifyCorsOptions = {
      ...common,
      origin: (origin, cb) => cb(null, origin === undefined || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    };
    await app.register(async (preflights) => {
      await preflights.register(fastifyCors, {
        delegator: (request, cb) => cb(null, isPublicRead(request) ? publicRead : allowList),
      });
    });
  },
  { name: 'harborview-cors' },
);

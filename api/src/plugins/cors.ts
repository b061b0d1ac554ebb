// CORS, two ways (docs/architecture.md §6). The public reads (GET /rooms, GET /rooms/{id}, the live
// availability stream: the routes whose config is PUBLIC_READ) answer any origin with
// `Access-Control-Allow-Origin: *` and never credentials, so a partner page embeds the catalog
// without being listed (GET /partners/by-origin and the receipts' JWKS are public reads too).
// Everything else (what needs a token) keeps the allow-list of our own site's origins (CORS_ORIGINS
// in src/config.ts): a partner's page never calls those routes itself, its bookings are made in our
// own booking frame, on our origin; any other origin gets no Access-Control-Allow-Origin. fastify-plugin: @fastify/cors must answer for every
// route, not only for routes registered inside this plugin.
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

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A route path pattern ("/rooms/:id/events") as a matcher of request paths. */
function pathMatcher(url: string): RegExp {
  const pattern = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

export const cors = fp<{ origins?: string[] }>(
  async (app, opts) => {
    const origins = new Set(opts.origins ?? DEFAULT_CORS_ORIGINS);
    // The public reads' paths, from their routes: a preflight (OPTIONS) asking to GET one of them
    // is public too.
    const publicPaths: RegExp[] = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.publicRead) publicPaths.push(pathMatcher(route.url));
    });
    const isPublicRead = (request: FastifyRequest): boolean => {
      if (request.routeOptions.config?.publicRead) return true;
      const asked = request.headers['access-control-request-method'];
      if (request.method !== 'OPTIONS' || typeof asked !== 'string' || !READ_METHODS.has(asked.toUpperCase())) return false;
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
    await app.register(fastifyCors, {
      delegator: (request, cb) => cb(null, isPublicRead(request) ? publicRead : allowList),
    });
  },
  { name: 'harborview-cors' },
);

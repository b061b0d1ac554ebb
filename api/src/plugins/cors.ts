// CORS allow-list: our own site's origins plus configured partner pages (CORS_ORIGINS, PARTNER_ORIGINS
// in src/config.ts). Any other origin gets no Access-Control-Allow-Origin. fastify-plugin: @fastify/cors
// must answer for every route, not only for routes registered inside this plugin.
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';

export const DEFAULT_CORS_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://127.0.0.1:5050'];

export const cors = fp<{ origins?: string[] }>(
  async (app, opts) => {
    const origins = new Set(opts.origins ?? DEFAULT_CORS_ORIGINS);
    await app.register(fastifyCors, {
      origin: (origin, cb) => cb(null, origin === undefined || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'harborview-cors' },
);

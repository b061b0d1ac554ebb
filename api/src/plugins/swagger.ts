// The OpenAPI 3.0.3 document (/docs/json) and its UI (/docs), built from the routes' own schemas, and
// the shared schemas those routes refer to ($ref 'Room#', 'Booking#', 'ApiError#'…). fastify-plugin:
// @fastify/swagger must see every route, and the shared schemas must be the root's.
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorSchema } from '../lib/errors';
import { schemas } from '../schemas';

export const swagger = fp<{ publicUrl: string }>(
  async (app, opts) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Harborview API',
          version: '0.1.0',
          description: 'Rooms, bookings, reviews and contact messages.',
        },
        servers: [{ url: opts.publicUrl }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
    app.addSchema(errorSchema);
    for (const s of schemas) app.addSchema(s);
  },
  { name: 'harborview-swagger' },
);

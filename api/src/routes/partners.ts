// Partners (issue 43, docs/architecture.md §7 "Partners"): the sites that sell our rooms from their
// own pages. Public: GET /partners/by-origin (the booking frame asks it before it opens) and the
// receipts' public keys, GET /.well-known/jwks.json. Staff: the list, create, change, a new webhook
// secret (each audited in its own transaction) and the webhook deliveries that gave up.
import { PARTNER_MESSAGES, parseOrigin, validatePartner } from '@hotel/shared/front-desk/partners';
import { userOf } from '../auth';
import { badRequest, notFound } from '../lib/errors';
import { limitOf, limitQuery } from './hotel';
import { unwrap } from '../lib/refusals';
import { PUBLIC_READ } from '../plugins/cors';
import { INVALID_PARTNER } from '../repositories/partners';
import { errors, idParams, object, staffOnly, type RoutePlugin } from '../schemas';

export const partnerSchema = object({
  _id: { type: 'string' },
  name: { type: 'string' },
  allowedOrigins: { type: 'array', items: { type: 'string' } },
  webhookUrl: { type: 'string', nullable: true },
  commissionPercent: { type: 'number' },
  active: { type: 'boolean' },
  createdAt: { type: 'string' },
  updatedAt: { type: 'string', nullable: true },
});

export const partnerWithSecret = object({
  ...partnerSchema.properties,
  webhookSecret: { type: 'string', description: 'the HMAC key of its webhook signatures: shown this once, never again' },
});

export const failedDelivery = object({
  _id: { type: 'string' },
  partnerId: { type: 'string' },
  partnerName: { type: 'string' },
  type: { type: 'string', enum: ['booking.created', 'booking.cancelled', 'booking.moved'] },
  bookingId: { type: 'string' },
  confirmationCode: { type: 'string' },
  attempts: { type: 'integer' },
  error: { type: 'string', nullable: true },
  createdAt: { type: 'string' },
});

const partnerBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 1000 },
    allowedOrigins: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1000 }, description: 'exact origins, e.g. https://venue.example (scheme and host, no path)' },
    webhookUrl: { type: 'string', nullable: true, maxLength: 1000, description: 'https:// (http://127.0.0.1 only outside production); null or "" for none' },
    commissionPercent: { type: 'number', description: '0-100' },
    active: { type: 'boolean' },
  },
} as const;

export const partnersRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.get(
    '/partners/by-origin',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['partners'],
        summary: `The active partner whose allowed origins hold this origin (public; the booking frame asks before it opens); 404 "${PARTNER_MESSAGES.notAPartner}"`,
        querystring: { type: 'object', required: ['origin'], properties: { origin: { type: 'string', maxLength: 1000 } } },
        response: { 200: object({ id: { type: 'string' }, name: { type: 'string' } }), ...errors(404) },
      },
    },
    async (request, reply) => {
      // Briefly cacheable: a partner taken off stops opening the frame within a minute.
      reply.header('cache-control', 'public, max-age=60');
      const origin = parseOrigin(request.query.origin);
      const partner = origin === null ? undefined : await repos.partners.byOrigin(origin);
      if (!partner) throw notFound(PARTNER_MESSAGES.notAPartner, 'NOT_A_PARTNER');
      return partner;
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['partners'],
        summary: "The public keys of partner receipts (a JWK set: the current key first, then the previous ones); a receipt's header names its key by kid",
        response: {
          200: {
            type: 'object',
            properties: {
              keys: {
                type: 'array',
                items: object({ kty: { type: 'string' }, crv: { type: 'string' }, x: { type: 'string' }, y: { type: 'string' }, kid: { type: 'string' }, alg: { type: 'string' }, use: { type: 'string' } }),
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ctx.receipts.jwks;
    },
  );

  app.get(
    '/hotel/partners',
    staffOnly(app, { summary: 'Every partner, by name (never a webhook secret)', response: { 200: { type: 'array', items: partnerSchema }, ...errors(401, 403) } }),
    async () => repos.partners.list(),
  );

  app.post(
    '/hotel/partners',
    staffOnly(app, {
      summary: 'Add a partner (400 INVALID_PARTNER names each wrong field); the answer carries its webhookSecret, this once',
      body: partnerBody,
      response: { 201: partnerWithSecret, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const checked = validatePartner(request.body, ctx.webhooksToLoopback);
      if (!checked.ok) throw badRequest(checked.message, checked.details, INVALID_PARTNER);
      return reply.code(201).send(await repos.partners.create(checked.value, userOf(request).email));
    },
  );

  app.patch(
    '/hotel/partners/:id',
    staffOnly(app, {
      summary: 'Change a partner: the fields sent (400 INVALID_PARTNER names each wrong one)',
      params: idParams,
      body: partnerBody,
      response: { 200: partnerSchema, ...errors(400, 401, 403, 404) },
    }),
    async (request) => unwrap(await repos.partners.update(request.params.id, request.body, userOf(request).email, ctx.webhooksToLoopback)),
  );

  app.post(
    '/hotel/partners/:id/rotate-secret',
    staffOnly(app, {
      summary: 'Give a partner a new webhook secret (the old one stops signing at once); the answer carries it, this once',
      params: idParams,
      response: { 200: partnerWithSecret, ...errors(401, 403, 404) },
    }),
    async (request) => unwrap(await repos.partners.rotateSecret(request.params.id, userOf(request).email)),
  );

  app.get(
    '/hotel/partners/deliveries',
    staffOnly(app, {
      summary: "The partner webhook deliveries that gave up (after the last try), newest first, with the last try's outcome",
      querystring: {
        type: 'object',
        properties: { state: { type: 'string', enum: ['failed'], default: 'failed' }, ...limitQuery(500, 100).properties },
      },
      response: { 200: { type: 'array', items: failedDelivery }, ...errors(400, 401, 403) },
    }),
    async (request) => repos.webhooks.listFailed(limitOf(request.query.limit, 500, 100)),
  );
};

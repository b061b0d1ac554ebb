// Exchange rates (docs/product.md "Currencies"): the public list guests' pages estimate prices with,
// and the front desk's history and publishing (staff only, audited: src/repositories/exchangeRates.ts).
// The rules of a rate are validateExchangeRate's (@hotel/shared/front-desk/exchangeRates), the words
// the staff page shows too.
import { todayIn } from '@hotel/shared/domain';
import { HOTEL_CURRENCY } from '@hotel/shared/currency';
import { validateExchangeRate } from '@hotel/shared/front-desk/exchangeRates';
import { userOf } from '../auth';
import { badRequest } from '../lib/errors';
import { PUBLIC_READ } from '../plugins/cors';
import { HISTORY_LIMIT } from '../repositories/exchangeRates';
import { staffOnly, errors, type RoutePlugin } from '../schemas';

/**
 * A minute in caches: a rate staff publish reaches every page within it, and a page of prices asks
 * once, not per room. A booking made at the replaced rate is still taken for a day (RATE_GRACE_MS).
 */
const CACHED = 'public, max-age=60';

const rateBody = {
  type: 'object',
  properties: {
    currency: { description: 'EUR, GBP, MXN, JPY or CAD' },
    rate: { description: 'a number above 0: how much of the currency 1 USD buys' },
    date: { description: 'YYYY-MM-DD, the day the source published it: today (hotel time) or before' },
    source: { description: 'where the rate comes from, in words (required, at most 200 characters)' },
  },
} as const;

export const exchangeRatesRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.get(
    '/exchange-rates',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['rooms'],
        summary: 'The exchange rates guests see: the newest published per currency (prices are charged in USD; the rest are estimates)',
        response: {
          200: {
            type: 'object',
            properties: { base: { type: 'string', enum: [HOTEL_CURRENCY] }, rates: { type: 'array', items: { $ref: 'ExchangeRate#' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHED);
      return { base: HOTEL_CURRENCY, rates: await repos.exchangeRates.current() };
    },
  );

  app.get(
    '/hotel/exchange-rates',
    staffOnly(app, {
      summary: `The rate guests see per currency (current) and the ${HISTORY_LIMIT} newest rates published (history), newest first, with who published each`,
      response: {
        200: {
          type: 'object',
          properties: {
            base: { type: 'string', enum: [HOTEL_CURRENCY] },
            current: { type: 'array', items: { $ref: 'PublishedRate#' } },
            history: { type: 'array', items: { $ref: 'PublishedRate#' } },
          },
        },
        ...errors(401, 403),
      },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return repos.exchangeRates.history();
    },
  );

  app.post(
    '/hotel/exchange-rates',
    staffOnly(app, {
      summary:
        'Publish a rate (a new one each time; none is ever changed): guests see it from now on, bookings made keep theirs. 400 INVALID_EXCHANGE_RATE names each wrong field in words. Audited as exchange-rate.create',
      body: rateBody,
      response: { 201: { $ref: 'PublishedRate#' }, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const v = validateExchangeRate(request.body, todayIn(ctx.timeZone, ctx.now()));
      if (!v.ok) throw badRequest(v.message, v.details, 'INVALID_EXCHANGE_RATE');
      return reply.status(201).send(await repos.exchangeRates.publish(v.value, userOf(request).email));
    },
  );
};

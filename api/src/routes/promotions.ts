// Promo codes at the front desk (docs/product.md "Promo codes"): list, create, change and delete,
// staff only and audited (src/repositories/promotions.ts). The rules of a promotion are
// validatePromotion's (@hotel/shared/front-desk/promotionRules), the words the staff page shows too.
import { validatePromotion } from '@hotel/shared/front-desk/promotionRules';
import { userOf } from '../auth';
import { badRequest } from '../lib/errors';
import { unwrap } from '../lib/refusals';
import { invalid, ok } from '../repositories/result';
import { staffOnly, errors, idParams, promotionBody, type RoutePlugin } from '../schemas';

const INVALID_PROMOTION = 'INVALID_PROMOTION';

export const promotionsRoutes: RoutePlugin = async (app) => {
  const { repos } = app;

  app.get(
    '/hotel/promotions',
    staffOnly(app, {
      summary: 'Every promo code (deleted ones left out), newest first, each with its uses so far',
      response: { 200: { type: 'array', items: { $ref: 'Promotion#' } }, ...errors(401, 403) },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return repos.promotions.list();
    },
  );

  app.post(
    '/hotel/promotions',
    staffOnly(app, {
      summary:
        'Add a promo code: percentOff or amountOff, stayFrom-stayTo, optional bookFrom/bookTo, minNights, maxUses, roomIds (400 INVALID_PROMOTION names each wrong field; 409 PROMOTION_CODE_TAKEN)',
      body: promotionBody,
      response: { 201: { $ref: 'Promotion#' }, ...errors(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const v = validatePromotion(request.body);
      if (!v.ok) throw badRequest(v.message, v.details, INVALID_PROMOTION);
      return reply.status(201).send(unwrap(await repos.promotions.create(v.value, userOf(request).email)));
    },
  );

  app.patch(
    '/hotel/promotions/:id',
    staffOnly(app, {
      summary: 'Change any of a promo code’s fields (the rest kept; the whole promotion checked again); bookings made keep their price',
      params: idParams,
      body: promotionBody,
      response: { 200: { $ref: 'Promotion#' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const updated = await repos.promotions.update(request.params.id, userOf(request).email, (current) => {
        const v = validatePromotion(request.body, current);
        return v.ok ? ok(v.value) : invalid(v.message, v.details, INVALID_PROMOTION);
      });
      return unwrap(updated);
    },
  );

  app.delete(
    '/hotel/promotions/:id',
    staffOnly(app, {
      summary: 'Delete a promo code: no new booking may use it; bookings made with it keep their price and their code',
      params: idParams,
      response: { 204: { type: 'null' }, ...errors(401, 403, 404) },
    }),
    async (request, reply) => {
      unwrap(await repos.promotions.remove(request.params.id, userOf(request).email));
      return reply.status(204).send();
    },
  );
};

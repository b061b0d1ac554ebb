// Housekeeping (docs/product.md "Housekeeping"): PATCH /rooms/:id/housekeeping sets a room's state
// (staff, audited). The state and dates are checked by validateHousekeeping (@hotel/shared), the rules
// and words the housekeeping page shows, and the reason by the front desk's one reason rule; so the
// schema declares the fields without types and a wrong one gets those words, not a generic 400.
import { todayIn } from '@hotel/shared/domain';
import { HOUSEKEEPING_MESSAGES, HOUSEKEEPING_STATES, validateHousekeeping } from '@hotel/shared/front-desk/housekeeping';
import { userOf } from '../auth';
import { badRequest } from '../lib/errors';
import { optionalReason, requiredReason } from '../lib/reason';
import { unwrap } from '../lib/refusals';
import { errors, idParams, object, staffOnly, type RoutePlugin } from '../schemas';

const INVALID = 'INVALID_HOUSEKEEPING';

export const housekeepingAnswer = object({
  roomId: { type: 'string' },
  housekeeping: { $ref: 'Housekeeping#' },
  overlaps: { type: 'array', items: { $ref: 'Booking#' }, description: 'out of order: the bookings holding a night it closes, by arrival' },
});

export const housekeepingRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.patch(
    '/rooms/:id/housekeeping',
    staffOnly(app, {
      summary:
        "Set a room's housekeeping state; out of order closes the nights [from, to) to every search, calendar and booking. " +
        'While a booking holds one of them the answer is 409 OUT_OF_ORDER_OVERLAP naming each, until they are confirmed in acceptOverlaps',
      params: idParams,
      body: {
        type: 'object',
        required: ['state'],
        properties: {
          state: { description: `one of ${HOUSEKEEPING_STATES.join(', ')}` },
          from: { description: 'out of order only: the first night closed (YYYY-MM-DD), today or later' },
          to: { description: 'out of order only: the first night open again (YYYY-MM-DD, exclusive), by the booking horizon' },
          reason: { description: 'required for out of order (kept in the activity log), optional otherwise; at most 500 characters' },
          dryRun: { type: 'boolean', description: 'true: write nothing, answer what would be set and the bookings it overlaps' },
          acceptOverlaps: {
            type: 'array',
            maxItems: 500,
            items: { type: 'string', maxLength: 200 },
            description: 'the ids of the overlapping bookings staff were shown and confirm (the stays are kept)',
          },
        },
      },
      response: { 200: housekeepingAnswer, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { reason, dryRun, acceptOverlaps, ...fields } = request.body as Record<string, unknown> & {
        dryRun?: boolean;
        acceptOverlaps?: string[];
      };
      const today = todayIn(ctx.timeZone, ctx.now());
      const v = validateHousekeeping(fields, today);
      if (!v.ok) throw badRequest(v.message, v.details, INVALID);
      const why = v.value.state === 'out-of-order' ? requiredReason(reason, HOUSEKEEPING_MESSAGES.reasonRequired) : optionalReason(reason);
      const change = { ...v.value, reason: why };
      const id = request.params.id;
      if (dryRun === true) return unwrap(await repos.housekeeping.preview(id, change));
      return unwrap(await repos.housekeeping.set(id, change, acceptOverlaps ?? [], userOf(request).email, today));
    },
  );
};

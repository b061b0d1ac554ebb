// Review moderation: staff hide or show a guest's review with a reason (PATCH
// /rooms/:id/reviews/moderation); a guest reads their own reviews, hidden ones marked
// (GET /reviews/mine), so My Bookings can say "Hidden by the hotel".
import { userOf } from '../auth';
import { unwrap } from '../lib/refusals';
import { knownRoom } from '../lib/knownRoom';
import { REASON_MAX, REASON_MESSAGES, optionalReason, requiredReason } from '../lib/reason';
import { staffOnly, errors, hotelReviewSchema, idParams, myReviewSchema, type RoutePlugin } from '../schemas';

export const moderationRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.patch(
    '/rooms/:id/reviews/moderation',
    staffOnly(app, {
      summary: "Hide (with a reason) or show a guest's review of the room; a hidden review leaves the room's reviews and averages",
      params: idParams,
      body: {
        type: 'object',
        required: ['userEmail', 'hidden'],
        properties: {
          userEmail: { type: 'string', maxLength: 254, description: "the review's author" },
          hidden: { type: 'boolean' },
          reason: { type: 'string', maxLength: REASON_MAX + 1000, description: `required when hiding, ≤ ${REASON_MAX} characters` },
        },
      },
      response: { 200: hotelReviewSchema, ...errors(400, 401, 403, 404) },
    }),
    async (request) => {
      const { userEmail, hidden } = request.body;
      const reason = hidden ? requiredReason(request.body.reason, REASON_MESSAGES.hideRequired) : optionalReason(request.body.reason);
      const room = await knownRoom(ctx.cache, request.params.id);
      return unwrap(await repos.moderation.moderate(room._id, userEmail.trim().toLowerCase(), hidden, reason, userOf(request).email));
    },
  );

  app.get(
    '/reviews/mine',
    {
      preHandler: ctx.tokens.requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The caller's own reviews, newest first, each with its roomId; `hidden: true` on those the hotel hid",
        security: [{ bearerAuth: [] }],
        response: {
          200: { type: 'array', items: myReviewSchema },
          ...errors(401),
        },
      },
    },
    async (request) => repos.moderation.mine(userOf(request)),
  );
};

// Review moderation: staff hide or show a guest's review with a reason (PATCH
// /rooms/:id/reviews/moderation); a guest reads their own reviews, hidden ones marked
// (GET /reviews/mine), so My Bookings can say "Hidden by the hotel".
import type { FastifyPluginAsync } from 'fastify';
import { userOf } from '../auth';
import { badRequest } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import { STAFF_ROUTE, errors, idParams } from '../schemas';
import { hotelReviewSchema } from './hotel';

const REASON_MAX = 500;
const MODERATION_MESSAGES = {
  reasonRequired: 'A reason is required to hide a review.',
  reasonTooLong: `The reason must be ${REASON_MAX} characters or fewer.`,
} as const;

export const moderationRoutes: FastifyPluginAsync = async (app) => {
  const { ctx, repos } = app;

  app.patch<{ Params: { id: string }; Body: { userEmail: string; hidden: boolean; reason?: string } }>(
    '/rooms/:id/reviews/moderation',
    {
      preValidation: ctx.tokens.requireStaff,
      schema: {
        ...STAFF_ROUTE,
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
      },
    },
    async (request) => {
      const { userEmail, hidden } = request.body;
      const reason = request.body.reason?.trim() || null;
      if (hidden && !reason) {
        throw badRequest(MODERATION_MESSAGES.reasonRequired, [{ field: 'reason', message: MODERATION_MESSAGES.reasonRequired }], 'REASON_REQUIRED');
      }
      if (reason && reason.length > REASON_MAX) {
        throw badRequest(MODERATION_MESSAGES.reasonTooLong, [{ field: 'reason', message: MODERATION_MESSAGES.reasonTooLong }]);
      }
      const room = await knownRoom(ctx.cache, request.params.id);
      return repos.moderation.moderate(room._id, userEmail.trim().toLowerCase(), hidden, reason, userOf(request).email);
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
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                rating: { type: 'integer' },
                comment: { type: 'string' },
                date: { type: 'string' },
                userEmail: { type: 'string' },
                roomId: { type: 'string' },
                hidden: { type: 'boolean', description: 'present (true) only on a review the hotel hid' },
              },
            },
          },
          ...errors(401),
        },
      },
    },
    async (request) => repos.moderation.mine(userOf(request).email),
  );
};

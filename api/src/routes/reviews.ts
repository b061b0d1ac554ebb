// Reviews: only guests with a booking of the room, one per guest per room; name from the token,
// date set by the server. Update replaces the caller's own review.
import type { FastifyPluginAsync } from 'fastify';
import { MESSAGES, REVIEW_COMMENT_MAX, validateReview } from '@hotel/shared/domain';
import { sameEmail, userOf, type AuthUser } from '../auth';
import { badRequest, forbidden } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import type { ReviewText } from '../repositories/reviews';
import { errors, idParams } from '../schemas';

interface ReviewInput {
  name?: string;
  rating: number;
  comment: string;
  date?: string;
  userEmail?: string;
}

const reviewBody = {
  type: 'object',
  required: ['rating', 'comment'],
  properties: {
    name: { type: 'string', maxLength: 200, description: 'ignored: taken from the token' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: 'string', maxLength: REVIEW_COMMENT_MAX + 1000 },
    date: { type: 'string', maxLength: 100, description: 'ignored: set by the server' },
    userEmail: { type: 'string', maxLength: 254 },
  },
} as const;

const response = (status: number) => ({
  [status]: { type: 'object', properties: { message: { type: 'string' }, review: { $ref: 'Review#' } } },
  ...errors(400, 401, 403, 404, 409),
});

function checkReview(user: AuthUser, review: ReviewInput, userEmail?: string): ReviewText {
  for (const claimed of [userEmail, review.userEmail]) {
    if (claimed !== undefined && !sameEmail(claimed, user.email)) throw forbidden('You can only write your own reviews');
  }
  const error = validateReview({ rating: review.rating, comment: review.comment });
  if (error) throw badRequest(error, [{ field: 'review', message: error }]);
  return { rating: review.rating, comment: review.comment.trim() };
}

export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx, repos } = app;

  app.patch<{ Params: { id: string }; Body: { review: ReviewInput } }>(
    '/rooms/:id/review',
    {
      preHandler: ctx.tokens.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Review a room you booked (one review per guest per room)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: { type: 'object', required: ['review'], properties: { review: reviewBody } },
        response: response(201),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const room = await knownRoom(ctx.cache, request.params.id);
      const review = await repos.reviews.create(room._id, user, checkReview(user, request.body.review));
      return reply.status(201).send({ message: MESSAGES.reviewSubmitted, review });
    },
  );

  app.patch<{ Params: { id: string }; Body: { userEmail?: string; review: ReviewInput } }>(
    '/rooms/:id/review/update',
    {
      preHandler: ctx.tokens.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Replace your review of a room',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: {
          type: 'object',
          required: ['review'],
          properties: { userEmail: { type: 'string', maxLength: 254 }, review: reviewBody },
        },
        response: response(200),
      },
    },
    async (request) => {
      const user = userOf(request);
      const room = await knownRoom(ctx.cache, request.params.id);
      const review = await repos.reviews.update(room._id, user, checkReview(user, request.body.review, request.body.userEmail));
      return { message: MESSAGES.reviewUpdated, review };
    },
  );
};

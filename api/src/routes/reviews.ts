// Reviews: only guests with a booking of the room, one per guest per room; the name the token's (or,
// when it has none, the body's: guestOf), the date set by the server. Update replaces the caller's
// own review. GET /reviews/latest: the newest reviews across rooms, public.
import type { FromSchema } from 'json-schema-to-ts';
import { DISPLAY_NAME_MAX, MESSAGES, REVIEW_COMMENT_MAX, validateReview } from '@hotel/shared/domain';
import { guestOf, sameEmail, userOf, type AuthUser } from '../auth';
import { unwrap } from '../lib/refusals';
import { badRequest, forbidden } from '../lib/errors';
import { knownRoom } from '../lib/knownRoom';
import { readerOf, reviewFor, varyByReader } from '../lib/reviewers';
import { PUBLIC_READ } from '../plugins/cors';
import type { ReviewText } from '../repositories/reviews';
import { errors, idParams, type RoutePlugin } from '../schemas';

/** GET /reviews/latest: reviews listed without `limit`, and the most one call lists. */
export const LATEST_REVIEWS_DEFAULT = 6;
export const LATEST_REVIEWS_MAX = 24;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LATEST_REVIEWS_MAX}.`;

const reviewBody = {
  type: 'object',
  required: ['rating', 'comment'],
  properties: {
    name: {
      type: 'string',
      maxLength: 1000,
      description: `the account's display name: used only when the app token carries none (trimmed, cut to ${DISPLAY_NAME_MAX} characters); else the token's name`,
    },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    comment: { type: 'string', maxLength: REVIEW_COMMENT_MAX + 1000 },
    date: { type: 'string', maxLength: 100, description: 'ignored: set by the server' },
    userEmail: { type: 'string', maxLength: 254 },
  },
} as const;

type ReviewInput = FromSchema<typeof reviewBody>;

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

export const reviewsRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.get(
    '/reviews/latest',
    {
      config: PUBLIC_READ,
      schema: {
        tags: ['reviews'],
        summary: 'The newest reviews across rooms (by their last write), each with its room, and the count and mean rating of every review',
        description: "Public. A review's `userEmail` only for its author and staff, as GET /rooms/{id}.",
        querystring: {
          type: 'object',
          properties: {
            limit: {
              type: 'string',
              maxLength: 32,
              description: `how many reviews: a whole number from 1 to ${LATEST_REVIEWS_MAX}, default ${LATEST_REVIEWS_DEFAULT}`,
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['reviews', 'count', 'averageRating'],
            properties: {
              reviews: { type: 'array', items: { $ref: 'RoomReview#' } },
              count: { type: 'integer', description: 'every review of every room' },
              averageRating: { type: 'number', description: 'their mean rating to one decimal; 0 with none' },
            },
          },
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const { limit } = request.query;
      const n = limit === undefined ? LATEST_REVIEWS_DEFAULT : /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
      if (!(n >= 1 && n <= LATEST_REVIEWS_MAX)) throw badRequest(LIMIT_MESSAGE, [{ field: 'limit', message: LIMIT_MESSAGE }], 'INVALID_LIMIT');
      varyByReader(reply);
      const reader = await readerOf(request, ctx.tokens);
      const latest = await repos.reviews.latest(n);
      return { ...latest, reviews: latest.reviews.map((r) => reviewFor(r, reader)) };
    },
  );

  app.patch(
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
      const { review: body } = request.body;
      const review = unwrap(await repos.reviews.create(room._id, guestOf(user, body.name), checkReview(user, body)));
      return reply.status(201).send({ message: MESSAGES.reviewSubmitted, review });
    },
  );

  app.patch(
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
      const { review: body, userEmail } = request.body;
      const review = unwrap(await repos.reviews.update(room._id, guestOf(user, body.name), checkReview(user, body, userEmail)));
      return { message: MESSAGES.reviewUpdated, review };
    },
  );
};

// Reviews: only guests with a booking of the room, one per guest per room; name from the token,
// date set by the server. Update replaces the caller's own review.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, REVIEW_COMMENT_MAX, validateReview, type Review } from '@hotel/shared/domain';
import type { AppContext } from '../context';
import { sameEmail, userOf, type AuthUser } from '../auth';
import { notifyChanges } from '../db/index';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { ID_RE, errors, idParams } from '../schemas';

const REVIEW_COLUMNS = `name, rating, comment,
  to_char(coalesce(updated_at, created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
  user_email AS "userEmail"`;

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

function checkReview(user: AuthUser, review: ReviewInput, userEmail?: string): { rating: number; comment: string } {
  for (const claimed of [userEmail, review.userEmail]) {
    if (claimed !== undefined && !sameEmail(claimed, user.email)) throw forbidden('You can only write your own reviews');
  }
  const error = validateReview({ rating: review.rating, comment: review.comment });
  if (error) throw badRequest(error, [{ field: 'review', message: error }]);
  return { rating: review.rating, comment: review.comment.trim() };
}

export function reviewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const roomOr404 = async (id: string) => {
    if (!ID_RE.test(id) || !(await ctx.cache.room(id))) throw notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');
  };
  const response = (status: number) => ({
    [status]: { type: 'object', properties: { message: { type: 'string' }, review: { $ref: 'Review#' } } },
    ...errors(400, 401, 403, 404, 409),
  });

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
      const roomId = request.params.id;
      await roomOr404(roomId);
      const { rating, comment } = checkReview(user, request.body.review);
      const review = await ctx.db.transaction(async (tx) => {
        const booked = await tx.query('SELECT 1 FROM bookings WHERE room_id = $1 AND user_email = $2 LIMIT 1', [roomId, user.email]);
        if (booked.length === 0) throw forbidden('Only guests who booked this room can review it', 'NO_BOOKING');
        const [row] = await tx.query<Review>(
          `INSERT INTO reviews (id, room_id, user_email, name, rating, comment) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (room_id, user_email) DO NOTHING RETURNING ${REVIEW_COLUMNS}`,
          [newId(), roomId, user.email, user.name, rating, comment],
        );
        if (!row) throw conflict('You have already reviewed this room', 'REVIEW_EXISTS');
        await notifyChanges(ctx.db, tx);
        return row;
      });
      ctx.changed();
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
      const roomId = request.params.id;
      await roomOr404(roomId);
      const { rating, comment } = checkReview(user, request.body.review, request.body.userEmail);
      const review = await ctx.db.transaction(async (tx) => {
        const [row] = await tx.query<Review>(
          `UPDATE reviews SET rating = $3, comment = $4, name = $5, updated_at = now()
            WHERE room_id = $1 AND user_email = $2 RETURNING ${REVIEW_COLUMNS}`,
          [roomId, user.email, rating, comment, user.name],
        );
        if (!row) throw notFound('You have not reviewed this room yet', 'REVIEW_NOT_FOUND');
        await notifyChanges(ctx.db, tx);
        return row;
      });
      ctx.changed();
      return { message: MESSAGES.reviewUpdated, review };
    },
  );
}

// A reviewer's e-mail is theirs and the hotel's (docs/product.md §3 "Review"): the public reads carry
// reviews without `userEmail`, but a reader's own reviews keep it (the contract's client finds "already
// reviewed" by it: docs/product.md §7) and staff see every one. Who reads is the app token a public
// read may carry; a missing, bad or expired one reads as a visitor, since a public read never refuses.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Review, Room } from '@hotel/shared/domain';
import { isStaff, sameEmail, type AuthUser, type TokenService } from '../auth';

/** The review with no author's e-mail: what a visitor reads. */
export function withoutAuthor<R extends Review>(review: R): R {
  const { userEmail: _author, ...rest } = review;
  return rest as R;
}

/** Whether `reader` may see the author of `review`: its author, and staff. */
export const seesAuthor = (review: Review, reader: AuthUser | undefined): boolean =>
  reader !== undefined && (isStaff(reader) || sameEmail(review.userEmail, reader.email));

/** The review as `reader` may read it. */
export const reviewFor = <R extends Review>(review: R, reader: AuthUser | undefined): R =>
  seesAuthor(review, reader) ? review : withoutAuthor(review);

/** The room as `reader` may read it (its reviews by reviewFor). */
export const roomFor = (room: Room, reader: AuthUser | undefined): Room => ({
  ...room,
  reviews: room.reviews.map((r) => reviewFor(r, reader)),
});

/** The reader of a public read: the user of a valid app token, else undefined. */
export async function readerOf(request: FastifyRequest, tokens: TokenService): Promise<AuthUser | undefined> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!m) return undefined;
  return tokens.verify(m[1]!).catch(() => undefined);
}

/** Marks an answer that depends on its reader: a cache on the way keys it by the token too. */
export function varyByReader(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
}

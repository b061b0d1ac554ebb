import { averageRating, withReviewDefaults, type Review, type Room } from '@hotel/shared';

export const FEATURED_ROOMS_MAX = 3;
export const RECENT_REVIEWS_MAX = 3;

/** Top-rated rooms: best average rating first, then the most reviewed; rooms without reviews last. */
export function topRatedRooms(rooms: readonly Room[], max = FEATURED_ROOMS_MAX): Room[] {
  return [...rooms]
    .map((room, i) => ({ room, i, avg: averageRating(room.reviews), count: room.reviews?.length ?? 0 }))
    .sort((a, b) => b.avg - a.avg || b.count - a.count || a.i - b.i)
    .slice(0, max)
    .map((x) => x.room);
}

export type RecentReview = Review & { roomId: string; roomName: string };

/** The newest reviews across all rooms (reviews without a readable date come last). */
export function recentReviews(rooms: readonly Room[], max = RECENT_REVIEWS_MAX): RecentReview[] {
  const time = (r: Review) => {
    const t = Date.parse(r.date);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return rooms
    .flatMap((room) =>
      (room.reviews ?? []).map((r) => ({ ...withReviewDefaults(r), roomId: room._id, roomName: room.name })),
    )
    .sort((a, b) => time(b) - time(a))
    .slice(0, max);
}

import { averageRating, withReviewDefaults, type Review, type Room } from '@hotel/shared';
// A pure rule from /domain, bundled with this remote: present under a host whose shared @hotel/shared
// predates it.
import { reviewTime } from '@hotel/shared/domain';

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

/** The newest reviews across all rooms, by their last write (reviews without a time come last). */
export function recentReviews(rooms: readonly Room[], max = RECENT_REVIEWS_MAX): RecentReview[] {
  return rooms
    .flatMap((room) =>
      (room.reviews ?? []).map((r) => ({ ...withReviewDefaults(r), roomId: room._id, roomName: room.name })),
    )
    .sort((a, b) => reviewTime(b) - reviewTime(a))
    .slice(0, max);
}

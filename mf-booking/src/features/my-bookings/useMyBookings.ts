import {
  api,
  findUserReview,
  MESSAGES,
  notify,
  TOAST_BOOKING_MS,
  useLoad,
  type Booking,
  type Review,
} from '@hotel/shared';
import { useCallback, useState } from 'react';

export type BookingsState = { status: 'loading' } | { status: 'ready'; bookings: Booking[] } | { status: 'error' };

/** Per room: the guest's review, null when none (or the room could not be read), absent while looking. */
export type ReviewsByRoom = ReadonlyMap<string, Review | null>;

/** One GET /rooms/{id} per distinct room, in parallel; a failed lookup counts as "not reviewed". */
async function lookUpReviews(email: string, roomIds: string[]): Promise<Map<string, Review | null>> {
  const found = await Promise.all(
    roomIds.map((id) =>
      api.getRoom(id).then(
        (room) => [id, findUserReview(room.reviews, email) ?? null] as const,
        () => [id, null] as const,
      ),
    ),
  );
  return new Map(found);
}

interface Edits {
  email: string;
  bookings?: Booking[];
  reviews: Map<string, Review>;
}

/**
 * The signed-in guest's bookings and, per booked room, their review (docs/product.md §7), plus the
 * changes the page's dialogs made since. Keyed by e-mail (useLoad): another guest sees loading at
 * once; a renewed token for the same guest does not refetch.
 */
export function useMyBookings(email: string | undefined) {
  const loaded = useLoad(email ?? null, (e) => api.getBookings(e), {
    onError: () => void notify('error', MESSAGES.bookingsFetchFailed, { autoClose: TOAST_BOOKING_MS }),
  });
  const roomIds = loaded.data ? [...new Set(loaded.data.map((b) => b.roomId))].sort() : null;
  const lookups = useLoad(email && roomIds ? JSON.stringify([email, roomIds]) : null, (key) => {
    const [e, ids] = JSON.parse(key) as [string, string[]];
    return lookUpReviews(e, ids);
  });

  const [edits, setEdits] = useState<Edits | null>(null);
  const mine = edits && edits.email === email ? edits : null;

  const bookings = mine?.bookings ?? loaded.data;
  const state: BookingsState =
    loaded.status === 'error' ? { status: 'error' } : bookings ? { status: 'ready', bookings } : { status: 'loading' };
  const reviews: ReviewsByRoom = new Map([...(lookups.data ?? []), ...(mine?.reviews ?? [])]);

  const edit = useCallback(
    (fn: (e: Edits) => Edits) => {
      if (!email) return;
      setEdits((prev) => fn(prev && prev.email === email ? prev : { email, reviews: new Map() }));
    },
    [email],
  );
  const current = bookings ?? [];
  const removeBooking = (id: string) => edit((e) => ({ ...e, bookings: current.filter((b) => b._id !== id) }));
  const replaceBooking = (next: Booking) =>
    edit((e) => ({ ...e, bookings: current.map((b) => (b._id === next._id ? next : b)) }));
  const setReview = (roomId: string, review: Review) =>
    edit((e) => ({ ...e, reviews: new Map(e.reviews).set(roomId, review) }));

  return { state, reviews, removeBooking, replaceBooking, setReview };
}

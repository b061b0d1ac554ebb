import { api, findUserReview, MESSAGES, TOAST_BOOKING_MS, type Booking, type Review } from '@hotel/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';

export type BookingsState = { status: 'loading' } | { status: 'ready'; bookings: Booking[] } | { status: 'error' };

/** Per room: the guest's review, null when none (or the room could not be read), absent while looking. */
export type ReviewsByRoom = ReadonlyMap<string, Review | null>;

interface Result {
  email: string;
  state: BookingsState;
  reviews: Map<string, Review | null>;
}

/**
 * The signed-in guest's bookings and, per booked room, their review (docs/product.md §7: one
 * GET /rooms/{id} per distinct room, in parallel; a failed lookup counts as "not reviewed").
 * The answer is kept with the e-mail it answers, so another guest sees loading at once; a renewed
 * token for the same guest does not refetch.
 */
export function useMyBookings(email: string | undefined) {
  const [result, setResult] = useState<Result | null>(null);
  const current = result && result.email === email ? result : null;
  const state: BookingsState = current ? current.state : { status: 'loading' };
  const reviews: ReviewsByRoom = current ? current.reviews : new Map();

  useEffect(() => {
    if (!email) return;
    let live = true;
    api.getBookings(email).then(
      (bookings) => {
        if (!live) return;
        setResult({ email, state: { status: 'ready', bookings }, reviews: new Map() });
        const roomIds = [...new Set(bookings.map((b) => b.roomId))];
        void Promise.all(
          roomIds.map((id) =>
            api.getRoom(id).then(
              (room) => [id, findUserReview(room.reviews, email) ?? null] as const,
              () => [id, null] as const,
            ),
          ),
        ).then((found) => {
          if (!live) return;
          setResult((r) => (r && r.email === email ? { ...r, reviews: new Map(found) } : r));
        });
      },
      () => {
        if (!live) return;
        toast.error(MESSAGES.bookingsFetchFailed, { autoClose: TOAST_BOOKING_MS });
        setResult({ email, state: { status: 'error' }, reviews: new Map() });
      },
    );
    return () => {
      live = false;
    };
  }, [email]);

  const update = useCallback(
    (fn: (bookings: Booking[]) => Booking[]) =>
      setResult((r) => (r && r.state.status === 'ready' ? { ...r, state: { status: 'ready', bookings: fn(r.state.bookings) } } : r)),
    [],
  );

  const removeBooking = useCallback((id: string) => update((list) => list.filter((b) => b._id !== id)), [update]);
  const replaceBooking = useCallback((next: Booking) => update((list) => list.map((b) => (b._id === next._id ? next : b))), [update]);
  const setReview = useCallback(
    (roomId: string, review: Review) => setResult((r) => (r ? { ...r, reviews: new Map(r.reviews).set(roomId, review) } : r)),
    [],
  );

  return { state, reviews, removeBooking, replaceBooking, setReview };
}

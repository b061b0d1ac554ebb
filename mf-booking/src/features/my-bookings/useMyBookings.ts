import { api, API_PATHS, MESSAGES, notify, TOASTS, useLoad, type Booking, type Review } from '@hotel/shared';

export type BookingsState = { status: 'loading' } | { status: 'ready'; bookings: Booking[] } | { status: 'error' };

/** Per room: the guest's review, null when none (or the room could not be read), absent while looking. */
export type ReviewsByRoom = ReadonlyMap<string, Review | null>;

/**
 * The guest's own review of each booked room, from one GET /reviews/mine (it lists the reviews the
 * hotel hid too, `hidden: true`, which the room's page no longer shows); a failed read counts as
 * "not reviewed".
 */
async function lookUpReviews(roomIds: string[]): Promise<Map<string, Review | null>> {
  const mine = await api.myReviews().catch(() => []);
  return new Map(roomIds.map((id) => [id, mine.find((r) => r.roomId === id) ?? null]));
}

/**
 * The signed-in guest's bookings and, per booked room, their review (docs/product.md §7). The
 * page's dialogs write through the server and name what they make stale (`stales: ['bookings']`,
 * `['rooms']`): these reads then refresh from the server, and no copy is patched by hand. Keyed by
 * e-mail (useLoad): another guest sees loading at once; a renewed token for the same guest does
 * not refetch.
 */
export function useMyBookings(email: string | undefined) {
  const loaded = useLoad(email ?? null, (e) => api.getBookings(e), {
    // The shell may have asked for them before the app (docs/architecture.md §10).
    early: API_PATHS.bookings,
    resource: 'bookings',
    onError: () => void notify('error', MESSAGES.bookingsFetchFailed, TOASTS.booking),
  });
  const bookings = loaded.data;
  // Looked up once the bookings are in, for their rooms; a cancelled booking does not look again.
  const lookups = useLoad(
    email && bookings ? email : null,
    () => lookUpReviews([...new Set((bookings ?? []).map((b) => b.roomId))].sort()),
    { resource: 'rooms' },
  );

  const state: BookingsState =
    loaded.status === 'error' ? { status: 'error' } : bookings ? { status: 'ready', bookings } : { status: 'loading' };
  const reviews: ReviewsByRoom = lookups.data ?? new Map();

  return { state, reviews };
}

import { api, useLoad, withRoomDefaults, type Room, type RoomsQuery } from '@hotel/shared';

/** The stay part of a query: the rooms listed for one stay say nothing of another. */
const stayOf = ({ checkIn, checkOut, guests }: RoomsQuery) => [checkIn, checkOut, guests].map((v) => v ?? '').join('|');

/**
 * GET /rooms with the price filter and the stay; rooms come back with the docs/product.md §3
 * fallbacks applied. While a new price filter loads, the previous rooms stay on screen (dimmed)
 * instead of flashing skeletons. A new stay (a search, or "Clear dates") shows the loading state
 * until its own answer: the previous list holds rooms that may not be free for it, and its cards
 * would price the new stay for them.
 */
export function useRooms(query: RoomsQuery, onError?: (error: unknown) => void) {
  const { minPrice, maxPrice, checkIn, checkOut, guests } = query;
  const rooms = useLoad<{ stay: string; rooms: Room[] }>(
    [minPrice, maxPrice, checkIn, checkOut, guests].map((v) => v ?? '').join('|'),
    () =>
      api
        .getRooms({ minPrice, maxPrice, checkIn, checkOut, guests })
        .then((list) => ({ stay: stayOf(query), rooms: (Array.isArray(list) ? list : []).map((r) => withRoomDefaults(r)) })),
    { onError },
  );
  const shown = rooms.latest?.stay === stayOf(query) ? rooms.latest.rooms : [];
  return { status: rooms.status, rooms: shown, reload: rooms.reload };
}

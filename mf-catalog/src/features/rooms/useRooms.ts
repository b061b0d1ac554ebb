import { api, useLoad, withRoomDefaults, type Room, type RoomsQuery } from '@hotel/shared';

/**
 * GET /rooms with the price filter and the stay; rooms come back with the docs/product.md §3
 * fallbacks applied. While a new query loads, the previous rooms stay on screen (dimmed) instead of
 * flashing skeletons.
 */
export function useRooms(query: RoomsQuery, onError?: (error: unknown) => void) {
  const { minPrice, maxPrice, checkIn, checkOut, guests } = query;
  const rooms = useLoad<Room[]>(
    [minPrice, maxPrice, checkIn, checkOut, guests].map((v) => v ?? '').join('|'),
    () =>
      api
        .getRooms({ minPrice, maxPrice, checkIn, checkOut, guests })
        .then((list) => (Array.isArray(list) ? list : []).map((r) => withRoomDefaults(r))),
    { onError },
  );
  return { status: rooms.status, rooms: rooms.latest ?? [], reload: rooms.reload };
}

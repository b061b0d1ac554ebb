// A room named in a path or body must exist: one 404 for an unknown and a malformed id alike.
import { MESSAGES, type Room } from '@hotel/shared/domain';
import type { RoomsCache } from '../roomsCache';
import { notFound } from './errors';

export const roomNotFound = () => notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');

/** The room (from the cache), or a 404 ROOM_NOT_FOUND. */
export async function knownRoom(cache: RoomsCache, id: string): Promise<Room> {
  const room = await cache.room(id);
  if (!room) throw roomNotFound();
  return room;
}

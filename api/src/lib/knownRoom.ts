// A room named in a path or body must exist: one 404 for an unknown and a malformed id alike.
import { MESSAGES, type Room } from '@hotel/shared/domain';
import type { RoomsCache } from '../roomsCache';
import { conflict, notFound } from './errors';

export const roomNotFound = () => notFound(MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');

/** The room (from the cache), or a 404 ROOM_NOT_FOUND. */
export async function knownRoom(cache: RoomsCache, id: string): Promise<Room> {
  const room = await cache.room(id);
  if (!room) throw roomNotFound();
  return room;
}

/** The words of the room page for an archived room, and of the 409 a booking of it gets. */
export const ROOM_ARCHIVED_MESSAGE = 'This room is no longer available.';

/** The room, if it can be booked: 404 unknown, 409 ROOM_ARCHIVED when the hotel took it off sale. */
export async function bookableRoom(cache: RoomsCache, id: string): Promise<Room> {
  const room = await knownRoom(cache, id);
  if (room.archived) throw conflict(ROOM_ARCHIVED_MESSAGE, 'ROOM_ARCHIVED');
  return room;
}

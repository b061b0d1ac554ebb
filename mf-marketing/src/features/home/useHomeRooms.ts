import { api, useLoad, withRoomDefaults, type Room } from '@hotel/shared';

export type HomeRooms = { state: 'loading' } | { state: 'ready'; rooms: Room[] } | { state: 'failed' };

const loadRooms = async () => (await api.getRooms()).map((r) => withRoomDefaults(r));

/** GET /rooms once for the home sections (featured rooms and recent reviews read the same list). */
export function useHomeRooms(): HomeRooms {
  const { status, data } = useLoad('rooms', loadRooms);
  if (status === 'ready' && data) return { state: 'ready', rooms: data };
  return status === 'error' ? { state: 'failed' } : { state: 'loading' };
}

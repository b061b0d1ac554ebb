import { api, withRoomDefaults, type Room } from '@hotel/shared';
import { useEffect, useState } from 'react';

export type HomeRooms = { state: 'loading' } | { state: 'ready'; rooms: Room[] } | { state: 'failed' };

/** GET /rooms once for the home sections (featured rooms and recent reviews read the same list). */
export function useHomeRooms(): HomeRooms {
  const [result, setResult] = useState<HomeRooms>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api
      .getRooms()
      .then((rooms) => live && setResult({ state: 'ready', rooms: rooms.map((r) => withRoomDefaults(r)) }))
      .catch(() => live && setResult({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  return result;
}

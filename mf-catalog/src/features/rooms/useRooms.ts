import { api, withRoomDefaults, type Room, type RoomsQuery } from '@hotel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RoomsStatus = 'loading' | 'ready' | 'error';

interface Result {
  key: string;
  status: Exclude<RoomsStatus, 'loading'>;
  rooms: Room[];
  error?: unknown;
}

/**
 * GET /rooms with the filter; rooms come back with the spec §3 fallbacks applied. While a new
 * query loads, the previous rooms stay on screen (dimmed) instead of flashing skeletons.
 */
export function useRooms(query: RoomsQuery, onError?: (error: unknown) => void) {
  const { minPrice, maxPrice } = query;
  const [reloads, setReloads] = useState(0);
  const key = `${minPrice ?? ''}|${maxPrice ?? ''}|${reloads}`;
  const [result, setResult] = useState<Result | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let live = true;
    api.getRooms({ minPrice, maxPrice }).then(
      (rooms) => {
        if (live) setResult({ key, status: 'ready', rooms: (Array.isArray(rooms) ? rooms : []).map((r) => withRoomDefaults(r)) });
      },
      (error: unknown) => {
        if (!live) return;
        setResult({ key, status: 'error', rooms: [], error });
        onErrorRef.current?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, minPrice, maxPrice]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const current = result && result.key === key;
  const status: RoomsStatus = current ? result.status : 'loading';
  const rooms = result && result.status === 'ready' ? result.rooms : [];
  return { status, rooms, error: current ? result.error : undefined, reload };
}

import { api, type Room } from '@hotel/shared';
import { useCallback, useState } from 'react';

interface Fresh {
  roomId: string;
  bookedDates: string[];
}

/**
 * The room's booked dates as this panel knows them: the room the page loaded, replaced by a fresher
 * copy after `refresh()` (a 409 on booking means our copy is out of date).
 */
export function useBookedDates(room: Room) {
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const bookedDates = fresh && fresh.roomId === room._id ? fresh.bookedDates : room.bookedDates;

  const refresh = useCallback(async () => {
    try {
      const latest = await api.getRoom(room._id);
      setFresh({ roomId: room._id, bookedDates: latest.bookedDates ?? [] });
    } catch {
      // keep what we have: the server still refuses a taken date
    }
  }, [room._id]);

  return { bookedDates, refresh };
}

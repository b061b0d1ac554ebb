import { api, markStale, watchRoomDates, type Room } from '@hotel/shared';
import { useCallback, useEffect, useState } from 'react';

interface Fresh {
  roomId: string;
  bookedDates: string[];
}

/**
 * The room's booked dates as this panel knows them: the room the page loaded, then kept current by
 * the room's live event stream (another guest's booking shows at once), and refreshed from
 * GET /rooms/{id} after a 409 or when the stream comes back after a drop. Without the stream it
 * is the page's copy plus those refreshes, as before live updates existed.
 */
export function useBookedDates(room: Room) {
  const [fresh, setFresh] = useState<Fresh | null>(null);
  const roomId = room._id;
  const bookedDates = fresh && fresh.roomId === roomId ? fresh.bookedDates : room.bookedDates;

  const refresh = useCallback(async () => {
    try {
      const latest = await api.getRoom(roomId);
      setFresh({ roomId, bookedDates: latest.bookedDates ?? [] });
    } catch {
      // keep what we have: the server still refuses a taken date
    }
  }, [roomId]);

  useEffect(
    () =>
      watchRoomDates(roomId, {
        onDates: (e) => setFresh({ roomId, bookedDates: e.bookedDates }),
        // Staff changed the room (its price, or took it off sale): the page around the panel reads
        // it again. The panel owns the room's one stream; the page is another remote's.
        onRoom: () => markStale(['rooms']),
        onReconnect: () => void refresh(),
      }),
    [roomId, refresh],
  );

  return { bookedDates, refresh };
}

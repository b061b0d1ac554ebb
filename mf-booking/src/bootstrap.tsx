// Standalone harness: `npm run dev -w mf-booking` runs this remote alone on :3002, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import { startHarness } from '@hotel/shared/harness';
import { api, ROUTES, withRoomDefaults, type Room } from '@hotel/shared';
import { useEffect, useState } from 'react';
import { Route } from 'react-router-dom';
import BookingPanel from './expose/BookingPanel';
import MyBookingsPage from './expose/MyBookingsPage';

/** The booking panel against the first room of the API (as the shell would pass it). */
function PanelDemo() {
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.getRooms().then(
      (rooms) => setRoom(rooms[0] ? withRoomDefaults(rooms[0], { screen: 'details' }) : null),
      (e: unknown) => setError(String(e)),
    );
  }, []);
  if (error) return <p className="hv-harness-note">API unavailable: {error}</p>;
  if (!room) return <p className="hv-harness-note">Loading a room…</p>;
  return (
    <div style={{ maxWidth: 420, margin: '32px auto', padding: '0 16px' }}>
      <p className="hv-harness-note">Room: {room.name}</p>
      <BookingPanel room={room} />
    </div>
  );
}

startHarness({
  name: 'booking',
  links: [
    { to: ROUTES.home, label: 'Booking panel' },
    { to: ROUTES.myBookings, label: 'My bookings' },
  ],
  routes: [
    <Route key="index" index element={<PanelDemo />} />,
    <Route key="mine" path={ROUTES.myBookings} element={<MyBookingsPage />} />,
  ],
});

// Standalone harness: `npm run dev -w mf-booking` runs this remote alone on :3002, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import '@hotel/shared/ui/tokens.css';
import '@hotel/shared/ui/harness.css';
import { api, loadRuntimeConfig, useAuthStore, withRoomDefaults, type Room } from '@hotel/shared';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
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

function Harness() {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>booking (standalone)</strong>
        <Link to="/">Booking panel</Link>
        <Link to="/my-bookings">My bookings</Link>
      </nav>
      <main>
        <Routes>
          <Route index element={<PanelDemo />} />
          <Route path="my-bookings" element={<MyBookingsPage />} />
          <Route path="*" element={<p className="hv-harness-note">Not part of this remote; see the shell.</p>} />
        </Routes>
      </main>
      <ToastContainer position="top-right" />
    </BrowserRouter>
  );
}

void loadRuntimeConfig('/config.json').then(
  () => {
    useAuthStore.getState().init?.();
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
  },
  (e: unknown) => {
    document.getElementById('root')!.textContent = `Could not load /config.json: ${String(e)}`;
  },
);

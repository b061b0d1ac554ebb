// Standalone harness: `npm run dev -w mf-catalog` runs this remote alone on :3001, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import '@hotel/shared/ui/tokens.css';
import '@hotel/shared/ui/harness.css';
import { loadRuntimeConfig, type Room } from '@hotel/shared';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { mount } from './expose/embed';
import RoomDetailsPage from './expose/RoomDetailsPage';
import RoomsPage from './expose/RoomsPage';

/** What the shell would put in the booking area (booking/BookingPanel). */
const bookingSlot = (room: Room) => (
  <div className="hv-harness-note" style={{ border: '1px dashed', borderRadius: 12 }}>
    Booking panel for “{room.name}” (provided by the shell from the booking remote)
  </div>
);

/** catalog/embed mounted the way a partner page would. */
function EmbedDemo() {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => mount(el.current!, { api: 'http://127.0.0.1:4000', site: 'http://127.0.0.1:3000' }), []);
  return <div ref={el} style={{ padding: 16 }} />;
}

function Harness() {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>catalog (standalone)</strong>
        <Link to="/rooms">Rooms</Link>
        <Link to="/embed">Embed</Link>
      </nav>
      <main>
        <Routes>
          <Route index element={<RoomsPage />} />
          <Route path="rooms" element={<RoomsPage />} />
          <Route path="room-details/:id" element={<RoomDetailsPage bookingSlot={bookingSlot} />} />
          <Route path="embed" element={<EmbedDemo />} />
          <Route path="*" element={<p className="hv-harness-note">Not part of this remote; see the shell.</p>} />
        </Routes>
      </main>
      <ToastContainer position="top-right" />
    </BrowserRouter>
  );
}

void loadRuntimeConfig('/config.json').then(
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Harness />
      </StrictMode>,
    ),
  (e: unknown) => {
    document.getElementById('root')!.textContent = `Could not load /config.json: ${String(e)}`;
  },
);

// Standalone harness: `npm run dev -w mf-marketing` runs this remote alone on :3004, with a router,
// a toast host and the runtime config from its own public/config.json (same shape as the shell's).
import '@hotel/shared/ui/tokens.css';
import '@hotel/shared/ui/harness.css';
import { loadRuntimeConfig } from '@hotel/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import AmenitiesPage from './expose/AmenitiesPage';
import ContactPage from './expose/ContactPage';
import HomePage from './expose/HomePage';
import SpecialOffers from './expose/SpecialOffers';

function Harness() {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>marketing (standalone)</strong>
        <Link to="/">Home</Link>
        <Link to="/amenities">Amenities</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <main>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="amenities" element={<AmenitiesPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="*" element={<p className="hv-harness-note">Not part of this remote; see the shell.</p>} />
        </Routes>
      </main>
      <SpecialOffers />
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

// The standalone harness each remote runs alone with (`npm run dev -w <remote>`), never part of an
// exposed module: loads the remote's own /config.json (same shape as the shell's), starts the auth
// store, then renders the remote's pages under a router with a small nav and a toast host.
import './ui/tokens.css';
import './ui/harness.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
// Through the package name: the same (Module Federation shared) instance the remote's pages use.
import { loadRuntimeConfig, useAuthStore } from '@hotel/shared';

export interface HarnessOptions {
  /** The remote's name, shown in the nav ("catalog (standalone)"). */
  name: string;
  links: { to: string; label: string }[];
  /** <Route> elements for the remote's pages; unknown paths get a note. */
  routes: ReactNode;
  /** Shown at the end of the nav (e.g. who is signed in). */
  status?: ReactNode;
  /** Rendered after the page (e.g. a floating widget). */
  after?: ReactNode;
}

function Harness({ name, links, routes, status, after }: HarnessOptions) {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>{name} (standalone)</strong>
        {links.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
        {status}
      </nav>
      <main>
        <Routes>
          {routes}
          <Route path="*" element={<p className="hv-harness-note">Not part of this remote; see the shell.</p>} />
        </Routes>
      </main>
      {after}
      <ToastContainer position="top-right" />
    </BrowserRouter>
  );
}

export function startHarness(options: HarnessOptions): void {
  const root = document.getElementById('root')!;
  loadRuntimeConfig('/config.json').then(
    () => {
      useAuthStore.getState().init?.();
      createRoot(root).render(
        <StrictMode>
          <Harness {...options} />
        </StrictMode>,
      );
    },
    (e: unknown) => {
      root.textContent = `Could not load /config.json: ${String(e)}`;
    },
  );
}

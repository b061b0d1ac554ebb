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

/** One page of the harness; one with a label gets a link in the nav too. */
export interface HarnessPage {
  path: string;
  element: ReactNode;
  label?: string;
}

export interface HarnessOptions {
  /** The remote's name, shown in the nav ("catalog (standalone)"). */
  name: string;
  /** The remote's pages; unknown paths get a note. */
  pages: HarnessPage[];
  /** Shown at the end of the nav (e.g. who is signed in). */
  status?: ReactNode;
  /** Rendered after the page (e.g. a floating widget). */
  after?: ReactNode;
}

function Harness({ name, pages, status, after }: HarnessOptions) {
  return (
    <BrowserRouter>
      <nav className="hv-harness-nav" aria-label="Harness">
        <strong>{name} (standalone)</strong>
        {pages
          .filter((page) => page.label)
          .map(({ path, label }) => (
            <Link key={path} to={path}>
              {label}
            </Link>
          ))}
        {status}
      </nav>
      <main>
        <Routes>
          {pages.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
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

import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { Footer } from './footer/Footer';
import styles from './Layout.module.css';
import { ToastHost } from './toast/ToastHost';
import { TopBar } from './top-bar/TopBar';

/** Runs `fn` once the page has loaded and the main thread is idle (not part of the first render). */
export function whenIdleAfterLoad(fn: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(() => !cancelled && fn(), { timeout: 2000 });
    else setTimeout(() => !cancelled && fn(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
  };
}

/**
 * marketing/SpecialOffers (the floating offers button + pop-up) mounts after the first render, when
 * the page is idle, so the marketing remote is not part of the first page's JavaScript on /rooms.
 * It has no skeleton and fails silently (it is an enhancement, not page content).
 */
function DeferredSpecialOffers() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  return ready ? <RemoteSlot id="marketing/SpecialOffers" skeleton={null} onFailure="none" /> : null;
}

/** One shared layout for every route (spec §2): sticky top bar, routed content, footer. */
export function Layout() {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastHost />
      <DeferredSpecialOffers />
    </>
  );
}

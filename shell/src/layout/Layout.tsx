import { isPartnerFrame, t } from '@hotel/shared';
import { LazyPart } from '@hotel/shared/ui';
import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { afterFirstContent, firstContent, markFirstContent } from '../startup/firstContent';
import { useRouteTitle, useScrollRestoration } from '../navigation';
import { RemoteSlot } from '../remotes/RemoteSlot';
import styles from './Layout.module.css';
import { TopBar } from './top-bar/TopBar';

/** The toast host (react-toastify) loads after the first render; toasts raised before it mounts wait in react-toastify's queue. */
const loadToastHost = () => import(/* webpackChunkName: "toast-host" */ './toast/ToastHost').then((m) => ({ default: m.ToastHost }));
/** The override banner (and its CSS) loads only on a page that has an override (docs/deploying.md). */
const loadOverrideBanner = () =>
  import(/* webpackChunkName: "override-banner" */ '../remotes/OverrideBanner').then((m) => ({ default: m.OverrideBanner }));
/**
 * The footer (and its icons) is below the routed content, so it loads once the first content has
 * rendered: not part of the first page's JavaScript. It appears under content that is already laid
 * out, so nothing on screen moves (no layout shift). It does not wait for the page to go idle: it is
 * part of what the first view shows (docs/architecture.md §10). Like the toast host it has its own
 * boundary: a failed download costs the footer, never the app (docs/architecture.md §3).
 */
const loadFooter = () => import(/* webpackChunkName: "footer" */ './footer/Footer').then((m) => ({ default: m.Footer }));

/** True once the route's content has rendered. */
function useFirstContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // Transitions, as every part mounted after the first content: rendered in slices that yield.
    void firstContent.then(() => live && startTransition(() => setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** True once the route's content has rendered and the page is idle. */
function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstContent(() => startTransition(() => setReady(true))), []);
  return ready;
}

/**
 * marketing/SpecialOffers (the floating offers button + pop-up) mounts once the route's content has
 * rendered and the page is idle, so the marketing remote is not part of the first page's JavaScript on /rooms.
 * It has no skeleton and fails silently (it is an enhancement, not page content).
 */
function DeferredSpecialOffers() {
  return <RemoteSlot id="marketing/SpecialOffers" skeleton={null} onFailure="none" />;
}

/** The partner frame's layout (docs/architecture.md §7): its own chunk, loaded only in a partner's iframe. */
const loadPartnerFrame = () => import(/* webpackChunkName: "partner-frame" */ '../partner-frame/PartnerFrameLayout');

/**
 * One shared layout for every route (docs/product.md §2), or the partner frame's when embed.js
 * framed this page (decided once, at start-up).
 */
export function Layout({ overridden }: { overridden: Record<string, string> }) {
  return isPartnerFrame() ? <FrameLayout /> : <SiteLayout overridden={overridden} />;
}

/** The partner frame: its own layout, and the toasts (sign-in, booking) as everywhere. */
function FrameLayout() {
  const deferred = useAfterFirstContent();
  useEffect(() => {
    // The frame's first content is its check of the parent: the toast host must not wait for a page.
    markFirstContent();
  }, []);
  return (
    <>
      <LazyPart load={loadPartnerFrame} props={{}} loading={null} />
      {deferred && <LazyPart load={loadToastHost} props={{}} loading={null} />}
    </>
  );
}

/**
 * The site's layout: sticky top bar, routed content, footer; the override banner above them while
 * `overridden` names a remote (docs/deploying.md).
 */
function SiteLayout({ overridden }: { overridden: Record<string, string> }) {
  const contentIn = useFirstContent();
  const deferred = useAfterFirstContent();
  useRouteTitle();
  useScrollRestoration();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('shell.skip')}
      </a>
      {Object.keys(overridden).length > 0 && <LazyPart load={loadOverrideBanner} props={{ overridden }} loading={null} />}
      <TopBar contentIn={contentIn} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {contentIn && <LazyPart load={loadFooter} props={{}} loading={null} />}
      {deferred && <LazyPart load={loadToastHost} props={{}} loading={null} />}
      {deferred && <DeferredSpecialOffers />}
    </>
  );
}

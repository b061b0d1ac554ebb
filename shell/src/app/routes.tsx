import { isPartnerFrame, PARTNER_FRAME_PATH, useAuthStore, type PageEntry } from '@hotel/shared';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { usePages, usePageTables } from '../page-tables/usePages';
import { TableSlot } from '../remotes/RemoteSlot';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { PageSkeleton, SKELETONS } from '../remotes/Skeletons';

// Only the partner frame's first address needs it (docs/architecture.md §7).
const PartnerStart = lazy(() => import(/* webpackChunkName: "partner-frame" */ '../partner-frame/PartnerStart'));

// Only staff pages need it: its own small chunk, not a byte on guest pages.
const StaffPageGate = lazy(() =>
  import(/* webpackChunkName: "staff-only" */ '../pages/StaffPageGate').then((m) => ({ default: m.StaffPageGate })),
);
// The 404 and the "Please Login" of a signed-in page opened signed out: their own chunks, loaded
// when shown, so no page that has content pays for them before it (issue 40: / was over its 150 KB).
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const SignInRequiredPage = lazy(() =>
  import(/* webpackChunkName: "sign-in-required" */ '../pages/SignInRequiredPage').then((m) => ({ default: m.SignInRequiredPage })),
);

/**
 * A page of a remote's table: its module in a slot with its skeleton, its hosted slots filled; a
 * staff page gets every page too, for the front desk's frame (handed down rather than read in the
 * staff chunk: a hook shared with it would cost guest pages bytes).
 */
function TablePage({ page, pages }: { page: PageEntry; pages: readonly PageEntry[] }) {
  const signedIn = useAuthStore((s) => s.user !== null);
  // Each hosted slot is a render prop that mounts the other remote's module with the props it gets.
  const props = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(page.slots ?? {}).map(([prop, slot]) => {
          const Skeleton = SKELETONS[slot.skeleton];
          return [prop, (p: object) => <TableSlot id={slot.module} props={p} skeleton={<Skeleton />} onFailure="compact" />];
        }),
      ),
    [page],
  );
  const Skeleton = SKELETONS[page.skeleton];
  if (page.access !== 'public' && !signedIn)
    return (
      <Suspense fallback={<PageSkeleton />}>
        <SignInRequiredPage title={page.title} />
      </Suspense>
    );
  const slot = <TableSlot id={page.module} props={props} skeleton={<Skeleton />} />;
  if (page.access !== 'staff') return slot;
  return (
    <Suspense fallback={<Skeleton />}>
      <StaffPageGate page={slot} pages={pages} />
    </Suspense>
  );
}

/**
 * A path no table claims: the 404 once every remote's table is in; while one is still coming, a
 * skeleton; when one could not be read, that remote's pages are unknown, so the guest gets the
 * "temporarily unavailable" box and Retry reads it again (docs/architecture.md §3).
 */
function UnclaimedPath() {
  const { settled, failed } = usePages();
  const { relearnFailed } = usePageTables();
  if (failed.length > 0) return <RemoteUnavailable onRetry={relearnFailed} />;
  if (!settled) return <PageSkeleton />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <NotFoundPage />
    </Suspense>
  );
}

/**
 * The routes: every remote's page table (docs/architecture.md §3, "Pages") inside the shell's layout;
 * `overridden`: the remotes this page loads from a developer's own server (the override banner).
 */
export function AppRoutes({ overridden = {} }: { overridden?: Record<string, string> }) {
  const { pages } = usePages();
  return (
    <Routes>
      <Route element={<Layout overridden={overridden} />}>
        {pages.map((page) => (
          <Route key={page.path} path={page.path} element={<TablePage page={page} pages={pages} />} />
        ))}
        {isPartnerFrame() && (
          <Route
            path={PARTNER_FRAME_PATH}
            element={
              <Suspense fallback={<PageSkeleton />}>
                <PartnerStart />
              </Suspense>
            }
          />
        )}
        <Route path="*" element={<UnclaimedPath />} />
      </Route>
    </Routes>
  );
}

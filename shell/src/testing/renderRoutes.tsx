import { renderRemote } from '@hotel/shared/testing';
import { AppRoutes } from '../app/routes';
import { PagesContext } from '../page-tables/usePages';
import { RemoteLoaderContext, type SlotLoader } from '../remotes/RemoteSlot';
import { pageTables } from '../startup/pageTables';
import { manifestHandlers, TEST_TABLES } from './pageTables';

/** The remotes of the test config (@hotel/shared/testing's setTestConfig). */
export const REMOTES = Object.fromEntries(Object.keys(TEST_TABLES).map((r) => [r, `http://${r}.test/mf-manifest.json`]));

/** The app's routes at `path` on a page load that learns the remotes' page tables from their manifests (MSW). */
export function renderRoutes(path: string, loader: SlotLoader, options: Parameters<typeof renderRemote>[1] = {}) {
  const pages = pageTables();
  const rendered = renderRemote(
    <RemoteLoaderContext value={loader}>
      <PagesContext value={pages}>
        <AppRoutes />
      </PagesContext>
    </RemoteLoaderContext>,
    // A test's own answers first: they take precedence over the default manifests.
    { path, route: '*', ...options, http: [...(options.http ?? []), ...manifestHandlers()] },
  );
  pages.learn(REMOTES);
  return rendered;
}

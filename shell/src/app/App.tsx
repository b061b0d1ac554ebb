import { BrowserRouter } from 'react-router-dom';
import { PagesContext } from '../page-tables/usePages';
import { RemoteLoaderContext, type SlotLoader } from '../remotes/RemoteSlot';
import type { PageTables } from '../startup/pageTables';
import { AppRoutes } from './routes';

/** The app over what the page load learned (startup/startEarly.ts): the remotes' loader, their page tables, the overrides. */
export function App({ loader, pages, overridden }: { loader: SlotLoader; pages: PageTables; overridden: Record<string, string> }) {
  return (
    <RemoteLoaderContext value={loader}>
      <PagesContext value={pages}>
        <BrowserRouter>
          <AppRoutes overridden={overridden} />
        </BrowserRouter>
      </PagesContext>
    </RemoteLoaderContext>
  );
}

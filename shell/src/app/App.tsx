import { BrowserRouter } from 'react-router-dom';
import { PagesContext } from '../page-tables/usePages';
import { LoadReportContext, RemoteLoaderContext, type SlotLoader } from '../remotes/RemoteSlot';
import type { RemoteId } from '../remotes/types';
import type { PageTables } from '../startup/pageTables';
import { AppRoutes } from './routes';

const noReport = () => undefined;

/**
 * The app over what the page load learned (startup/startEarly.ts): the remotes' loader, their page
 * tables, the overrides, and where slots report whether they rendered (the load beacon).
 */
export function App({
  loader,
  pages,
  overridden,
  report = noReport,
  basename = '',
}: {
  loader: SlotLoader;
  pages: PageTables;
  overridden: Record<string, string>;
  report?: (id: RemoteId, rendered: boolean) => void;
  /** The language's prefix (`/es`; '' in English): every link and navigate() stays as written. */
  basename?: string;
}) {
  return (
    <RemoteLoaderContext value={loader}>
      <LoadReportContext value={report}>
        <PagesContext value={pages}>
          <BrowserRouter basename={basename}>
            <AppRoutes overridden={overridden} />
          </BrowserRouter>
        </PagesContext>
      </LoadReportContext>
    </RemoteLoaderContext>
  );
}

import { documentTitle, matchPage, NOT_FOUND_TITLE, onMessages, tOr } from '@hotel/shared';
import { useEffect, useLayoutEffect, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { usePages } from '../page-tables/usePages';

/**
 * Sets the document title on every route change, from the page's table entry ("Rooms · Harborview
 * Hotel"); a path no table claims is the 404 once every table is in. A layout effect runs before the
 * pages' own (passive) effects, so a remote that titles its page more precisely (a room's name) wins.
 * The title only changes with the path or the page's own title, never because another table came in.
 * In another language the title is the page's remote's message `<remote>.title.<Module>` (English
 * from the table until that catalog is in: docs/architecture.md §15).
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  const { pages, settled, failed } = usePages();
  const [catalogs, catalogJoined] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onMessages(catalogJoined), []);
  const page = matchPage(pages, pathname)?.page;
  const title = page
    ? documentTitle(tOr(page.module.replace('/', '.title.'), page.title))
    : settled && failed.length === 0
      ? documentTitle(tOr('shell.notFound.title', NOT_FOUND_TITLE))
      : null;
  useLayoutEffect(() => {
    if (title !== null) document.title = title;
  }, [pathname, title, catalogs]);
}

import { currentLocale, DEFAULT_LOCALE, documentTitle, matchPage, NOT_FOUND_TITLE, onMessages, pageTitleId, t, tOr } from '@hotel/shared';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { usePages } from '../page-tables/usePages';

/**
 * Sets the document title on every route change, from the page's table entry ("Rooms · Harborview
 * Hotel"); a path no table claims is the 404 once every table is in. A layout effect runs before the
 * pages' own (passive) effects, so a remote that titles its page more precisely (a room's name) wins.
 * The title only changes with the path or the page's own title, never because another table came in.
 * In another language the title is the page's remote's message `<remote>.title.<Module>`, which
 * comes with the page's chunk (docs/architecture.md §15); until then the title does not change.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  const { pages, settled, failed } = usePages();
  const page = matchPage(pages, pathname)?.page;
  const unclaimed = settled && failed.length === 0;
  const titleOf = useCallback(() => {
    if (!page) return unclaimed ? documentTitle(tOr('shell.notFound.title', NOT_FOUND_TITLE)) : null;
    if (currentLocale() === DEFAULT_LOCALE) return documentTitle(page.title);
    // In another language, nothing until the page's chunk brings its title: the title shown stays
    // (the first view's, or the last page's), never the table's English for a moment.
    const id = pageTitleId(page.module);
    const title = t(id);
    return title === id ? null : documentTitle(title);
  }, [page, unclaimed]);
  // Re-rendered when words that change the title join, not whenever words join: this hook is the
  // layout's, and each module of a Spanish page registers its words as it loads (docs/architecture.md §15).
  const title = useSyncExternalStore(onMessages, titleOf, titleOf);
  useLayoutEffect(() => {
    if (title !== null) document.title = title;
  }, [pathname, title]);
}

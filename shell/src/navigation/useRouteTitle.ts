import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleFor } from './pageTitles';

/**
 * Sets the document title on every route change. A layout effect runs before the pages' own
 * (passive) effects, so a remote that titles its page more precisely (a room's name) wins.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}

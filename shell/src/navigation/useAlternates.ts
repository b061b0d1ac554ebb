import { DEFAULT_LOCALE, LOCALES, localePath } from '@hotel/shared';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * `<link rel="alternate" hreflang>` for this page in every language and `x-default` (English,
 * unprefixed), kept to the current path (docs/architecture.md §15). Set after the first content, by
 * the top bar's `choices` chunk (layout/top-bar/Choices.tsx): the first view's pictures carry the
 * same links in their HTML, taken from the live page, for crawlers.
 */
export function useAlternates(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const hrefs: [string, string][] = [
      ...LOCALES.map((l): [string, string] => [l, localePath(pathname, l)]),
      ['x-default', localePath(pathname, DEFAULT_LOCALE)],
    ];
    for (const [lang, path] of hrefs) {
      let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${lang}"]`);
      if (!link) {
        link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = lang;
        document.head.append(link);
      }
      link.href = location.origin + path;
    }
  }, [pathname]);
}

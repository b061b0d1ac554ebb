import { DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, isLocale, localeOfPath, localePath, preferredLocale } from '@hotel/shared/i18n/locales';
import { PARTNER_FRAME_PATH } from '@hotel/shared/partner-frame';

/**
 * Which language an unprefixed page load speaks, before anything starts (docs/architecture.md §15):
 * the guest's remembered choice (`stored`: the top bar's switch, a language they browsed in), else
 * the browser's languages. A prefixed URL (`/es/…`) says its language itself and stays. The partner
 * frame (`/partner/book`) speaks its embed's language: the partner's page chose it, not the guest.
 * Returns the URL to show instead, or null to stay. main.js only reads: the top bar remembers the
 * page's language once its choices are in (layout/top-bar/Choices.tsx), so a first visit follows
 * the browser once and is kept, and main.js carries no more than this.
 */
export function languageRedirect(place: { pathname: string; search: string; hash: string }, languages: readonly string[], stored: string | null): string | null {
  const { locale, path } = localeOfPath(place.pathname);
  const wanted = isLocale(stored) ? stored : preferredLocale(languages);
  return locale !== DEFAULT_LOCALE || path === PARTNER_FRAME_PATH || wanted === DEFAULT_LOCALE ? null : localePath(path, wanted) + place.search + place.hash;
}

/** main.js's first step: moves an unprefixed first visit to its language's URL in place (no reload). */
export function settleLanguage(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    // storage refused (private mode, blocked cookies): the browser's languages decide
  }
  const url = languageRedirect(location, navigator.languages, stored);
  if (url) history.replaceState(history.state, '', url);
}

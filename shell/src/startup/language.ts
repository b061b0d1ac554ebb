import { DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, isLocale, localeOfPath, localePath, preferredLocale } from '@hotel/shared/i18n/locales';
import { PARTNER_FRAME_PATH } from '@hotel/shared/partner-frame';

/**
 * Which language an unprefixed page load speaks, before anything starts (docs/architecture.md §15):
 * the guest's remembered choice (the top bar's switch, a prefixed link they opened), else, on the
 * first visit, the browser's languages, once (the result is remembered). A prefixed URL (`/es/…`)
 * says its language itself: main.js leaves it as it is, and the top bar remembers it after the
 * first content (layout/top-bar/Choices.tsx), so main.js carries no more than this. The partner
 * frame (`/partner/book`) speaks its embed's language: the partner's page chose it, not the guest,
 * so it is neither moved nor remembered. Returns the URL to show instead, or null to stay.
 */
export function languageRedirect(place: { pathname: string; search: string; hash: string }, languages: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const { locale, path } = localeOfPath(place.pathname);
  if (locale !== DEFAULT_LOCALE || path === PARTNER_FRAME_PATH) return null;
  // Storage may be refused (private mode, blocked cookies): the browser's languages decide then.
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_CHOICE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const wanted = isLocale(stored) ? stored : preferredLocale(languages);
  try {
    if (wanted !== stored) storage?.setItem(LANGUAGE_CHOICE_KEY, wanted);
  } catch {
    // refused: the URL still says the language
  }
  return wanted === DEFAULT_LOCALE ? null : localePath(path, wanted) + place.search + place.hash;
}

/** main.js's first step: moves an unprefixed first visit to its language's URL in place (no reload). */
export function settleLanguage(): void {
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {
    // refused: the browser's languages decide
  }
  const url = languageRedirect(location, navigator.languages, storage);
  if (url) history.replaceState(history.state, '', url);
}

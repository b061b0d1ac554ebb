import { DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, isLocale, localeOfPath, localePath, preferredLocale, type Locale } from '@hotel/shared/i18n/locales';
import { PARTNER_FRAME_PATH } from '@hotel/shared/partner-frame';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Which language this page load speaks, before anything starts (docs/architecture.md §15): a
 * prefixed URL (`/es/…`, a shared link) says it and is remembered; an unprefixed one follows the
 * guest's remembered choice (the top bar's switch), else, on the first visit, the browser's
 * languages, once (the result is remembered). The partner frame speaks its embed's language, which
 * its URL says (`/partner/book` is English): the partner's page chose it, not the guest, so it is
 * neither moved nor remembered. Returns the URL to show instead, or null to stay.
 */
export function languageRedirect(place: Place, languages: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'> | null): string | null {
  const { locale, path } = localeOfPath(place.pathname);
  if (path === PARTNER_FRAME_PATH) return null;
  const remember = (l: Locale) => {
    try {
      storage?.setItem(LANGUAGE_CHOICE_KEY, l);
    } catch {
      // storage refused (private mode): the URL still says the language
    }
  };
  if (locale !== DEFAULT_LOCALE) {
    remember(locale);
    return null;
  }
  let chosen: string | null = null;
  try {
    chosen = storage?.getItem(LANGUAGE_CHOICE_KEY) ?? null;
  } catch {
    chosen = null;
  }
  const wanted = isLocale(chosen) ? chosen : preferredLocale(languages);
  if (!isLocale(chosen)) remember(wanted);
  return wanted === DEFAULT_LOCALE ? null : localePath(path, wanted) + place.search + place.hash;
}

/** main.js's first step: moves an unprefixed first visit to its language's URL in place (no reload). */
export function settleLanguage(): void {
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {
    storage = null;
  }
  const url = languageRedirect(location, navigator.languages ?? [navigator.language], storage);
  if (url) history.replaceState(history.state, '', url);
}

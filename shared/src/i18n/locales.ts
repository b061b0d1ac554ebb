// The site's languages and where a URL says which (docs/architecture.md §15). Import-free: main.js,
// the first-view prerender and the e2e suite read it as it is.

/** Every language the site speaks; English is the default and has no prefix (`/rooms`, `/es/rooms`). */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, for the top bar's switch and the hreflang alternates. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Where a guest's explicit choice of language is kept (the switch, or a prefixed link they opened). */
export const LANGUAGE_CHOICE_KEY = 'harborview-language';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The language of a path and the path the app routes: `/es/rooms` → es, `/rooms`; `/es` → es, `/`.
 * The basename is what React Router strips (`''` for English), so every link stays as written.
 */
export function localeOfPath(pathname: string): { locale: Locale; basename: string; path: string } {
  const m = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (m && m[1] !== DEFAULT_LOCALE && isLocale(m[1])) {
    return { locale: m[1], basename: `/${m[1]}`, path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, basename: '', path: pathname };
}

/** A path of the app in a language: `/rooms` → `/es/rooms`, `/` → `/es/`; English unprefixed. */
export function localePath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** The first of the browser's languages we speak (`es-MX` → es), else English. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

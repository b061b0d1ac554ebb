// The one translation runtime (docs/architecture.md §15): Lingui's core, a singleton the shell shares
// eagerly, holding every remote's catalogs for the page's one language. A page load speaks one
// language (switching is a new page load: the URL says the language), so nothing re-renders on a change.
import { i18n, type Messages } from '@lingui/core';
import * as LIMITS from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export { DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, LOCALES, LOCALE_NAMES, localeOfPath, localePath, type Locale } from './locales';

/** The page's language; before activateLocale, English. */
export const currentLocale = (): Locale => (i18n.locale || 'en') as Locale;

/** Starts the page's language: its catalogs are registered (registerMessages) as each part loads. */
export function activateLocale(locale: Locale, messages: Messages = {}): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
}

/** A remote's catalog (compiled at build: tools/webpack/loaders/messages-loader.cjs) joins the page's. */
export function registerMessages(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
}

/** The message `id` in the page's language, ICU values filled in (plurals, selects, numbers). */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/** `id` in the page's language, or `fallback` while no catalog has it (a page title before its remote's catalog is in). */
export function tOr(id: string, fallback: string, values?: object): string {
  return i18n.messages[id] === undefined ? fallback : i18n._(id, values as Record<string, unknown>);
}

let keyOfText: Map<string, string> | undefined;

/**
 * One of @hotel/shared's messages (MESSAGES: the validators', the toasts', the API's words) in the
 * page's language. Its id is `shared.<key>` and its English text the default, so the rules keep
 * returning their English words and the page says them in its language; the shell's catalog,
 * which every page has, translates them (their values: the limits of domain/constants).
 */
export function sharedText(text: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return text;
  keyOfText ??= new Map(Object.entries(MESSAGES).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key]] : [])));
  const key = keyOfText.get(text);
  return key === undefined ? text : tOr(`shared.${key}`, text, LIMITS);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A number in the page's language (grouping and decimals by Intl). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${currentLocale()}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(currentLocale(), options)));
  return f.format(value);
}

/** A date in the page's language: weekday and month names by Intl, never written by hand. */
export function formatDate(value: Date | number, options: Intl.DateTimeFormatOptions): string {
  const key = `${currentLocale()}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(currentLocale(), options)));
  return f.format(value);
}

/** Calls `listener` whenever a catalog joins (a remote's, as its page loads): for what the shell titles. */
export function onMessages(listener: () => void): () => void {
  return i18n.on('change', listener);
}

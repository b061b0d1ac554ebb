// The one translation runtime (docs/architecture.md §15): the page's catalogs, in Lingui's compiled
// form (the build compiles each ICU message with @lingui/message-utils: no parser in the browser), and
// the few lines that read that form. A page load speaks one language (switching is a new page load: the
// URL says the language), so nothing re-renders on a change. Lingui's own runtime (2.2 KB gzip before
// content: its formatter caches, event emitter, message compiler hook) is more than reading the arrays
// needs (0.4 KB); its compiler stays the build's.
import * as LIMITS from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export { DEFAULT_LOCALE, LANGUAGE_CHOICE_KEY, LOCALES, LOCALE_NAMES, localeOfPath, localePath, type Locale } from './locales';

/**
 * A compiled message: text, `[name]` (a value), or `[name, 'plural' | 'selectordinal' | 'select',
 * forms]` whose forms are compiled messages (`#` the number; an exact `=0` is the key `0`, `offset` a number).
 */
export type CompiledMessage = string | Token[];
type Token = string | [string, string?, Record<string, CompiledMessage | number>?];
/** A catalog: message id → compiled message. */
export type Messages = Record<string, CompiledMessage>;

const page = { locale: DEFAULT_LOCALE as Locale, messages: {} as Messages };
const listeners = new Set<() => void>();

/** The page's language; before activateLocale, English. */
export const currentLocale = (): Locale => page.locale;

/** Starts the page's language: its catalogs are registered (registerMessages) as each part loads. */
export function activateLocale(locale: Locale, messages: Messages = {}): void {
  page.locale = locale;
  page.messages = { ...messages };
  listeners.forEach((l) => l());
}

/** A remote's catalog (compiled at build: tools/webpack/loaders/messages-loader.cjs) joins the page's. */
export function registerMessages(locale: Locale, messages: Messages): void {
  if (locale !== page.locale) return;
  Object.assign(page.messages, messages);
  listeners.forEach((l) => l());
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralForm(locale: Locale, n: number, type: Intl.PluralRuleType): string {
  const key = `${locale}|${type}`;
  let rules = plurals.get(key);
  if (!rules) plurals.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(n);
}

/**
 * A compiled message in `locale` with its values (plurals, selects, numbers): the page's `t`, and the
 * API's words in a request's or a booking's language (one page, many languages there).
 */
export function formatMessage(locale: Locale, message: CompiledMessage, values: Record<string, unknown> = {}): string {
  return render(locale, message, values);
}

/** A compiled message with its values; `hash` is what `#` stands for inside a plural's form. */
function render(locale: Locale, message: CompiledMessage, values: Record<string, unknown>, hash?: string): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && hash !== undefined ? hash : token;
      continue;
    }
    const [name, type, forms = {}] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const n = Number(value) - Number(forms.offset ?? 0);
      const form = forms[String(value)] ?? forms[pluralForm(locale, n, type === 'plural' ? 'cardinal' : 'ordinal')] ?? forms.other;
      out += render(locale, form as CompiledMessage, values, numberIn(locale, n));
    } else if (type === 'select') {
      out += render(locale, (forms[String(value)] ?? forms.other) as CompiledMessage, values, hash);
    } else if (type === 'number' && typeof value === 'number') {
      out += numberIn(locale, value);
    } else {
      out += value === undefined || value === null ? '' : String(value);
    }
  }
  return out;
}

/** The message `id` in the page's language, ICU values filled in (plurals, selects, numbers). */
export function t(id: string, values: Record<string, unknown> = {}): string {
  const message = page.messages[id];
  return message === undefined ? id : render(page.locale, message, values);
}

/** `id` in the page's language, or `fallback` while no catalog has it (a page title before its remote's catalog is in). */
export function tOr(id: string, fallback: string, values?: object): string {
  return page.messages[id] === undefined ? fallback : t(id, values as Record<string, unknown>);
}

let keyOfText: Map<string, string> | undefined;

/**
 * One of @hotel/shared's messages (MESSAGES: the validators', the toasts', the API's words) in the
 * page's language. Its id is `shared.<key>` and its English text the default, so the rules keep
 * returning their English words and the page says them in its language; @hotel/shared's own
 * catalog (shared/src/messages, which every page loads beside the shell's) translates them (their
 * values: the limits of domain/constants).
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
  return numberIn(currentLocale(), value, options);
}

function numberIn(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
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
  listeners.add(listener);
  return () => listeners.delete(listener);
}

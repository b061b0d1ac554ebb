// The one translation runtime (docs/architecture.md §15): the page's words, in Lingui's compiled
// form (the build compiles each ICU message with @lingui/message-utils: no parser in the browser), and
// the few lines that read that form. A page load speaks one language (switching is a new page load: the
// URL says the language). Each source file brings its words with its code (registerSource): English in
// the build, the page's language in the build's copy of the code for that language, so a page
// downloads no catalog before its content. Lingui's own runtime (2.2 KB gzip before content) is more
// than reading the arrays needs; its compiler stays the build's.
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

declare global {
  /** The page's language, set by main.js from the URL before the shell's first chunk loads (startup/startEarly.ts). */
  var __hvLocale: Locale | undefined;
}

/** Every language's catalogs joined so far: a page speaks one, the embed on our site may start another. */
const catalogs: Partial<Record<Locale, Messages>> = {};
const page = { locale: (globalThis.__hvLocale ?? DEFAULT_LOCALE) as Locale, sharedJoined: 0 };
const messagesOf = (locale: Locale): Messages => (catalogs[locale] ??= {});
/** The code's own words, as each file of it brings them (tools/webpack/loaders/source-messages-loader.cjs): English, or the language of the build's copy the page runs. */
const source: Messages = {};
const listeners = new Set<() => void>();

/** The page's language; before activateLocale, the one main.js set (English outside the site). */
export const currentLocale = (): Locale => page.locale;

/** Starts the page's language, with a catalog if one comes with it; the rest join (registerMessages) as each part loads. */
export function activateLocale(locale: Locale, messages: Messages = {}): void {
  page.locale = locale;
  registerMessages(locale, messages);
}

/** A catalog (compiled at build: tools/webpack/loaders/messages-loader.cjs) joins its language's. */
export function registerMessages(locale: Locale, messages: Messages): void {
  Object.assign(messagesOf(locale), messages);
  if (locale === page.locale) listeners.forEach((l) => l());
}

/** A source file's words (the build appends the call to each file that names a message). */
export function registerSource(messages: Messages): void {
  Object.assign(source, messages);
  listeners.forEach((l) => l()); // a page's title in another language comes with its module
}

/**
 * Whether @hotel/shared's own catalog has joined (0 or 1): what a part that shows its words re-renders
 * on (useMessages). Not every join: each module registers its words as it loads, before it renders.
 */
export const sharedCatalogJoined = (): number => page.sharedJoined;

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

/** `id` in the page's language: a catalog's (the embed's, @hotel/shared's own), else the code's. */
const messageOf = (id: string): CompiledMessage | undefined => messagesOf(page.locale)[id] ?? source[id];

/** The message `id` in the page's language, ICU values filled in (plurals, selects, numbers). */
export function t(id: string, values: Record<string, unknown> = {}): string {
  const message = messageOf(id);
  return message === undefined ? id : render(page.locale, message, values);
}

/**
 * `id` in the page's language, or `fallback` while no catalog has it (a page title before its
 * remote's catalog is in; @hotel/shared's English, which may be a compiled message with values).
 */
export function tOr(id: string, fallback: CompiledMessage, values?: object): string {
  return render(page.locale, messageOf(id) ?? fallback, (values ?? {}) as Record<string, unknown>);
}

let sharedCatalog: Promise<void> | undefined;

/**
 * @hotel/shared's own catalog of the page's language (its rules', toasts' and the API's words;
 * shared/src/messages), asked for once: after the page's first content (the shell), or by the
 * first of its messages shown before that. Nothing for English, whose words are MESSAGES.
 */
export function speakShared(): Promise<void> {
  const { locale } = page;
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  // Its loader (and the map of its languages' chunks) is a chunk of its own: not in the singleton every page loads first.
  sharedCatalog ??= import(/* webpackChunkName: "shared-catalog" */ './sharedCatalog').then(({ loadSharedMessages }) => loadSharedMessages(locale)).then(
    (messages) => {
      page.sharedJoined = 1;
      registerMessages(locale, messages);
    },
    (e: unknown) => {
      sharedCatalog = undefined; // asked for again by the next message shown
      throw e;
    },
  );
  return sharedCatalog;
}

let keyOfText: Map<string, string> | undefined;

/**
 * One of @hotel/shared's messages (MESSAGES: the validators', the toasts', the API's words) in the
 * page's language. Its id is `shared.<key>` and its English text the default, so the rules keep
 * returning their English words and the page says them in its language (their values: the limits
 * of domain/constants). A part's code carries those it names (`MESSAGES.noRoomsFound`);
 * @hotel/shared's own catalog the rest: one shown before it is in asks for it, and says its English
 * until then (what shows it re-renders: useMessages, notify).
 */
export function sharedText(text: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return text;
  keyOfText ??= new Map(Object.entries(MESSAGES).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key]] : [])));
  const key = keyOfText.get(text);
  if (key === undefined) return text;
  if (messageOf(`shared.${key}`) === undefined) speakShared().catch(() => undefined);
  return tOr(`shared.${key}`, text, LIMITS);
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

/** Calls `listener` whenever words join (a part's, as its code loads): for what the shell titles. */
export function onMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

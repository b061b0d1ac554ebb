// The API's words in a language (docs/architecture.md §15, api/README.md "Languages"). The rules
// keep answering their English words (MESSAGES, CHECK_MESSAGES, the refusals' table); an answer in
// words is said in the request's language only as it leaves (src/plugins/errorHandler.ts), by
// recognising the English text in the English catalogs and saying the same message, with the same
// values, from the other language's. So no route changes, and a fast read never pays for it.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledMessage } from '@hotel/shared/i18n';
import { DEFAULT_LOCALE, LOCALES, preferredLocale, type Locale } from '@hotel/shared/i18n/locales';
import sharedEn from '@hotel/shared/messages/en.json';
import sharedEs from '@hotel/shared/messages/es.json';
import apiEn from '../messages/en.json';
import apiEs from '../messages/es.json';

/** A catalog: message id → ICU text. */
export type Catalog = Record<string, string>;
type Say = (locale: Locale, id: string, values?: Record<string, unknown>) => string;

/**
 * A set of catalogs compiled once (@lingui/message-utils, as the front ends' build compiles theirs)
 * and what says their messages: `id` in `locale` with its values, the English one when the language
 * has none. The page's runtime reads the compiled form (formatMessage), so plurals and numbers come out alike.
 */
export function speaker(catalogs: Record<Locale, Catalog>): Say & { compiled: Record<Locale, Record<string, CompiledMessage>> } {
  const compiled = Object.fromEntries(
    LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(catalogs[locale]).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessage]))]),
  ) as Record<Locale, Record<string, CompiledMessage>>;
  const say: Say = (locale, id, values = {}) => {
    const message = compiled[locale][id] ?? compiled[DEFAULT_LOCALE][id];
    return message === undefined ? id : formatMessage(locale, message, localValues(locale, values));
  };
  return Object.assign(say, { compiled });
}

/** Each language's catalog, ICU text: @hotel/shared's messages and the API's own (src/messages). */
export const API_CATALOGS: Record<Locale, Catalog> = { en: { ...sharedEn, ...apiEn }, es: { ...sharedEs, ...apiEs } };

/** One of the API's messages in `locale` (a refusal's words, an English default said once). */
export const say = speaker(API_CATALOGS);

/**
 * The language of an Accept-Language header: its tags by their q-values (q=0 is "not this"), the
 * first the site speaks (`es-MX` is Spanish), else English. The browser's list goes through the
 * same rule (preferredLocale), so a page and the API choose alike.
 */
export function requestLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferredLocale(tags.map((t) => t.tag));
}

// ---- Recognising an English text: the message it is and the values it carries ------------------

type Slot = { name: string; kind: 'text' | 'number' } | { name: string; kind: 'choice'; value: string };
interface Matcher {
  id: string;
  pattern: RegExp;
  slots: Slot[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message as a pattern: its text literal, each value a group, each plural/select form an alternative. */
function patternOf(message: CompiledMessage, slots: Slot[], hash?: string): string {
  if (typeof message === 'string') return escape(message);
  return message
    .map((token) => {
      if (typeof token === 'string') {
        if (token !== '#' || hash === undefined) return escape(token);
        slots.push({ name: hash, kind: 'number' });
        return '(\\d[\\d,.]*)';
      }
      const [name, type, forms = {}] = token;
      if (type === 'plural' || type === 'select' || type === 'selectordinal') {
        const alternatives = Object.entries(forms).flatMap(([key, form]) => {
          if (typeof form !== 'string' && !Array.isArray(form)) return []; // `offset`
          // An exact or a select's form says its value by being chosen: the group around it.
          const chosen: Slot | null = type === 'select' && key !== 'other' ? { name, kind: 'choice', value: key } : /^\d+$/.test(key) ? { name, kind: 'choice', value: key } : null;
          const own: Slot[] = [];
          const inner = patternOf(form, own, type === 'select' ? hash : name);
          if (chosen) slots.push(chosen);
          slots.push(...own);
          return [chosen ? `(${inner})` : `(?:${inner})`];
        });
        return `(?:${alternatives.join('|')})`;
      }
      slots.push({ name, kind: 'text' });
      return '(.+?)';
    })
    .join('');
}

let byText: Map<string, string> | undefined;
let matchers: Matcher[] | undefined;

function index() {
  byText = new Map();
  matchers = [];
  for (const [id, message] of Object.entries(say.compiled[DEFAULT_LOCALE])) {
    if (typeof message === 'string' || message.every((t) => typeof t === 'string' && t !== '#')) {
      byText.set(typeof message === 'string' ? message : message.join(''), id);
    } else {
      const slots: Slot[] = [];
      matchers.push({ id, pattern: new RegExp(`^${patternOf(message, slots)}$`), slots });
    }
  }
}

/** Which English message `text` is, with the values it was said with; null for words of no catalog (staff's, a library's). */
export function recognise(text: string): { id: string; values: Record<string, unknown> } | null {
  if (!byText) index();
  const id = byText!.get(text);
  if (id !== undefined) return { id, values: {} };
  for (const m of matchers!) {
    const found = m.pattern.exec(text);
    if (!found) continue;
    const values: Record<string, unknown> = {};
    m.slots.forEach((slot, i) => {
      const captured = found[i + 1];
      if (captured === undefined || values[slot.name] !== undefined) return;
      if (slot.kind === 'choice') values[slot.name] = slot.value;
      else if (slot.kind === 'number') values[slot.name] = Number(captured.replace(/,/g, ''));
      else values[slot.name] = captured; // a plural of it reads the number itself
    });
    return { id: m.id, values };
  }
  return null;
}

/** `text` (English, as the rules say it) in `locale`, and the language it is now in (English when no catalog knows it). */
export function inLanguage(text: string, locale: Locale): { text: string; locale: Locale } {
  if (locale === DEFAULT_LOCALE) return { text, locale };
  const known = recognise(text);
  return known ? { text: say(locale, known.id, known.values), locale } : { text, locale: DEFAULT_LOCALE };
}

// ---- Dates inside English words -----------------------------------------------------------------

const ENGLISH_DATE = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2})(?:, (\d{4}))?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A date as the rules write it ("Fri, Dec 12": ruleDate; "Thu, Jun 10, 2027": formatBookingDate) in
 * `locale`, by Intl with the same parts. Without a year, any year that puts the day on that weekday
 * says the same words (the 28 years from 2000 hold each one).
 */
function localDate(locale: Locale, english: string): string {
  const m = ENGLISH_DATE.exec(english);
  if (!m) return english;
  const month = MONTHS.indexOf(m[2]!);
  const day = Number(m[3]);
  const year = m[4] !== undefined ? Number(m[4]) : Array.from({ length: 28 }, (_, i) => 2000 + i).find((y) => new Date(Date.UTC(y, month, day)).getUTCDay() === WEEKDAYS.indexOf(m[1]!));
  if (year === undefined) return english;
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', ...(m[4] !== undefined ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(year, month, day)));
}

/** Values as `locale` says them: a date written in English words is said in the language's. */
function localValues(locale: Locale, values: Record<string, unknown>): Record<string, unknown> {
  if (locale === DEFAULT_LOCALE) return values;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? localDate(locale, v) : v]));
}

// Every front end's catalogs against each other and against the code (docs/architecture.md §15): a
// guest never meets a message id (a key missing in a language) and no catalog carries words nobody
// shows (a key no code uses). Each message must be ICU that compiles, with the same values in every
// language.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import * as LIMITS from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { activateLocale, t, type CompiledMessage } from './index';
import { LOCALES } from './locales';

const ROOT = path.join(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FRONT_ENDS } = require('../../../tools/stack/parts.cjs') as { FRONT_ENDS: { pkg: string; name: string }[] };

const catalog = (pkg: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, pkg, 'src', 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'messages' ? [] : sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}

/** What the code names: every quoted string, and the heads of template ids (`catalog.amenity.${a}`). */
function namedIn(code: string[]) {
  const text = code.join('\n');
  const literals = new Set([...text.matchAll(/(['"`])([a-z][\w.-]*)\1/g)].map((m) => m[2]!));
  const heads = [...text.matchAll(/`([a-z][\w.-]*\.)\$\{/g)].map((m) => m[1]!);
  const calls = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1]!);
  return { literals, heads, calls };
}

/** ICU argument names of a message ({name}, {count, plural, …}), sorted. */
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

const sharedCode = namedIn(sources(path.join(ROOT, 'shared', 'src')));
// Every one of MESSAGES, the parametrised ones too (the API says `roomSleeps(3)` in the guest's language).
const sharedKeys = new Set(Object.keys(MESSAGES).map((key) => `shared.${key}`));

/** A catalog's messages have valid ICU and the English ones' values (a translation drops no limit, no date). */
function expectValidAgainst(english: Record<string, string>, messages: Record<string, string>) {
  for (const [key, message] of Object.entries(messages)) {
    expect(() => compileMessageOrThrow(message)).not.toThrow();
    if (english[key] !== undefined) expect({ key, values: argumentsOf(message) }).toEqual({ key, values: argumentsOf(english[key]) });
  }
}

describe.each(FRONT_ENDS.map((f) => [f.pkg, f.name] as const))('%s', (pkg, name) => {
  const code = namedIn(sources(path.join(ROOT, pkg, 'src')));
  const english = catalog(pkg, 'en');
  const prefix = `${name}.`;
  const table = path.join(ROOT, pkg, 'src', 'pages.ts');
  const pageModules = existsSync(table) ? [...readFileSync(table, 'utf8').matchAll(/module: '\w+\/(\w+)'/g)].map((m) => m[1]!) : [];
  const used = (key: string) =>
    code.literals.has(key) ||
    sharedCode.literals.has(key) ||
    code.heads.some((head) => key.startsWith(head)) ||
    pageModules.some((module) => key === `${name}.title.${module}`) ||
    sharedKeys.has(key);

  it.each(LOCALES.map((l) => [l]))('%s: the same keys as English, each used by the code, each valid ICU with the same values', (locale) => {
    const messages = catalog(pkg, locale);
    expect({ locale, keys: Object.keys(messages).sort() }).toEqual({ locale, keys: Object.keys(english).sort() });
    expect({ locale, unused: Object.keys(messages).filter((k) => !used(k)) }).toEqual({ locale, unused: [] });
    expect({ locale, foreign: Object.keys(messages).filter((k) => !k.startsWith(prefix)) }).toEqual({ locale, foreign: [] });
    expectValidAgainst(english, messages);
  });

  it("every id its code asks for (t('…')) is in its English catalog, or another package's it shows (@hotel/shared's parts)", () => {
    const everyEnglish = Object.assign({}, ...FRONT_ENDS.map((f) => catalog(f.pkg, 'en'))) as Record<string, string>;
    expect(code.calls.filter((id) => everyEnglish[id] === undefined)).toEqual([]);
  });
});

describe("@hotel/shared's own catalogs (shared/src/messages)", () => {
  const english = catalog('shared', 'en');
  // Its messages and the ids of its UI parts (`shared.ui.*`) the code names.
  const expected = [...sharedKeys, ...[...sharedCode.literals].filter((k) => k.startsWith('shared.ui.'))].sort();

  it.each(LOCALES.map((l) => [l]))('%s: every one of MESSAGES and its parts, nothing else, each valid ICU with the same values as English', (locale) => {
    const messages = catalog('shared', locale);
    expect({ locale, keys: Object.keys(messages).sort() }).toEqual({ locale, keys: expected });
    expectValidAgainst(english, messages);
  });

  it('English is MESSAGES word for word (the rules, the API and the pages say one text)', () => {
    activateLocale('en', Object.fromEntries(Object.entries(english).map(([id, text]) => [id, compileMessageOrThrow(text) as CompiledMessage])));
    for (const [key, value] of Object.entries(MESSAGES)) {
      if (typeof value === 'string') expect({ key, text: t(`shared.${key}`, LIMITS) }).toEqual({ key, text: value });
    }
    expect(t('shared.roomSleeps', { capacity: 1 })).toBe(MESSAGES.roomSleeps(1));
    expect(t('shared.roomSleeps', { capacity: 3 })).toBe(MESSAGES.roomSleeps(3));
    expect(t('shared.beyondHorizon', { ...LIMITS, date: 'Thu, Jun 10, 2027' })).toBe(MESSAGES.beyondHorizon('Thu, Jun 10, 2027'));
    expect(t('shared.minNightsArrival', { minNights: 2, date: 'Fri, Dec 12' })).toBe(MESSAGES.minNightsArrival(2, 'Fri, Dec 12'));
    expect(t('shared.closedToArrival', { date: 'Fri, Dec 12' })).toBe(MESSAGES.closedToArrival('Fri, Dec 12'));
  });
});

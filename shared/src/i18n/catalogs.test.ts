// Every front end's catalogs against each other and against the code (docs/architecture.md §15): a
// guest never meets a message id (a key missing in a language) and no catalog carries words nobody
// shows (a key no code uses). Each message must be ICU that compiles, with the same values in every
// language. And what the build makes of them: English compiled into the files that name it, every
// other language split per exposed module, no key left out of every page.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import * as LIMITS from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { activateLocale, t, type CompiledMessage } from './index';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { pageTitleId } from '../pages';

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
    pageModules.some((module) => key === pageTitleId(`${name}/${module}`)) ||
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

describe('what the build makes of the catalogs (tools/webpack/loaders)', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const sourceLoader = require('../../../tools/webpack/loaders/source-messages-loader.cjs') as (this: object, source: string) => string;
  const messagesLoader = require('../../../tools/webpack/loaders/messages-loader.cjs') as (this: object, source: string) => string | undefined;
  const { SOURCE_LOCALE, namedIds } = require('../../../tools/webpack/message-ids.cjs') as {
    SOURCE_LOCALE: string;
    namedIds: (code: string, keys: Set<string>) => Set<string>;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

  /**
   * A source file as the build gives it to the browser's runtime: the English it registers and the ids
   * whose words the build's copy in another language writes there (plugins/language-copies-plugin.mjs), or null.
   */
  function wordsOf(pkg: string, file: string, titles: Record<string, string> = {}): { english: Record<string, unknown>; ids: string[] } | null {
    const catalogFile = path.join(ROOT, pkg, 'src', 'messages', `${DEFAULT_LOCALE}.json`);
    const out = sourceLoader.call({ getOptions: () => ({ catalog: catalogFile, titles }), resourcePath: file, addDependency: () => undefined }, readFileSync(file, 'utf8'));
    const registered = /__hvRegisterSource\(\/\*hv-words:([^*]*)\*\/(.*)\/\*hv-end\*\/\);\n$/.exec(out);
    return registered ? { english: JSON.parse(registered[2]!) as Record<string, unknown>, ids: registered[1]!.split(',') } : null;
  }
  const englishOf = (pkg: string, file: string) => wordsOf(pkg, file)?.english ?? null;

  /** A catalog as the build splits it (`?entry=…&title=…`), compiled. */
  function built(pkg: string, locale: string, query: string): Promise<Record<string, unknown>> {
    const file = path.join(ROOT, pkg, 'src', 'messages', `${locale}.json`);
    return new Promise((resolve, reject) => {
      const context = {
        resourcePath: file,
        resourceQuery: `?${query}`,
        addDependency: () => undefined,
        async: () => (error: Error | null, out?: string) => (error ? reject(error) : resolve(JSON.parse(out!) as Record<string, unknown>)),
      };
      messagesLoader.call(context, readFileSync(file, 'utf8'));
    });
  }

  /**
   * Each remote's exposed modules (`./RoomsPage` → its file) and the languages its build copies its
   * code into (tools/webpack/plugins/language-copies-plugin.mjs), read from its webpack config as the build reads it.
   */
  const builds = (() => {
    const script = `
      const { catalogLanguages } = await import(${JSON.stringify(ROOT)} + '/tools/webpack/messages.mjs');
      const out = {};
      for (const f of ${JSON.stringify(FRONT_ENDS)}) {
        const { default: make } = await import(${JSON.stringify(ROOT)} + '/' + f.pkg + '/webpack.config.mjs');
        const federation = make(undefined, { mode: 'production' }).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
        const exposes = Object.entries(federation._options.exposes ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : v.import]);
        out[f.pkg] = { exposes: Object.fromEntries(exposes), languages: catalogLanguages(${JSON.stringify(ROOT)} + '/' + f.pkg) };
      }
      console.log(JSON.stringify(out));`;
    const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    return JSON.parse(text.trim().split('\n').pop()!) as Record<string, { exposes: Record<string, string>; languages: string[] }>;
  })();
  /** The loader's query for an exposed module's words, as the build gathers them: its code's ids and its title. */
  const moduleQuery = (pkg: string, module: string) => {
    const remote = FRONT_ENDS.find((f) => f.pkg === pkg)!.name;
    return new URLSearchParams({ entry: builds[pkg]!.exposes[`./${module}`]!, title: pageTitleId(`${remote}/${module}`) }).toString();
  };

  it("English is the language the code is written in, so it is the one never downloaded", () => {
    expect(SOURCE_LOCALE).toBe(DEFAULT_LOCALE);
    for (const [pkg, { languages }] of Object.entries(builds)) expect({ pkg, languages }).toEqual({ pkg, languages: others });
  });

  it('each source file carries the English of exactly the ids it names, compiled; a file that names none is left as it is', () => {
    const file = path.join(ROOT, 'mf-catalog', 'src', 'ui', 'rooms', 'RoomCard.tsx');
    const english = catalog('mf-catalog', DEFAULT_LOCALE);
    const named = [...namedIds(readFileSync(file, 'utf8'), new Set(Object.keys(english)))].sort();
    const registered = englishOf('mf-catalog', file)!;
    expect(Object.keys(registered).sort()).toEqual(named);
    expect(named.length).toBeGreaterThan(5);
    activateLocale('en');
    expect(registered['catalog.card.details']).toBe(english['catalog.card.details']);
    expect(registered['catalog.guests']).toEqual(compileMessageOrThrow(english['catalog.guests']!));
    expect(englishOf('mf-catalog', path.join(ROOT, 'mf-catalog', 'src', 'ui', 'rooms', 'useCheckedSubmit.ts'))).toBeNull();
    // @hotel/shared's files keep their own English (tOr, MESSAGES): nothing of a front end's.
    expect(englishOf('mf-catalog', path.join(ROOT, 'shared', 'src', 'front-desk', 'audit.ts'))).toBeNull();
  });

  it("marks the ids whose words another language's copy writes: the file's own, @hotel/shared's it shows, a page's title", () => {
    const card = path.join(ROOT, 'mf-catalog', 'src', 'ui', 'rooms', 'RoomCard.tsx');
    const { english, ids } = wordsOf('mf-catalog', card)!;
    expect(ids).toEqual(expect.arrayContaining(Object.keys(english)));
    // A UI part of @hotel/shared (bundled into each front end): its words in other languages, no English.
    const guests = wordsOf('mf-catalog', path.join(ROOT, 'shared', 'src', 'ui', 'GuestsField.tsx'))!;
    expect(guests.english).toEqual({});
    expect(guests.ids.length).toBeGreaterThan(0);
    expect(guests.ids.every((id) => id.startsWith('shared.'))).toBe(true);
    // An exposed page's title: its words in other languages (the shell's table has the English).
    const page = path.resolve(ROOT, 'mf-catalog', builds['mf-catalog']!.exposes['./RoomsPage']!);
    const titled = wordsOf('mf-catalog', page, { [page]: 'catalog.title.RoomsPage' })!;
    expect(titled.ids).toContain('catalog.title.RoomsPage');
    expect(titled.english['catalog.title.RoomsPage']).toBeUndefined();
    for (const locale of others) expect(catalog('mf-catalog', locale)['catalog.title.RoomsPage']).toBeDefined();
  });

  it.each(others.map((l) => [l]))("%s: a module's catalog holds its own words, not its remote's: the home's has none of the contact page's, and both have their titles", async (locale) => {
    const home = await built('mf-marketing', locale, moduleQuery('mf-marketing', 'HomePage'));
    const contact = await built('mf-marketing', locale, moduleQuery('mf-marketing', 'ContactPage'));
    expect(Object.keys(home).filter((id) => id.startsWith('marketing.contact.'))).toEqual([]);
    expect(Object.keys(contact)).toEqual(expect.arrayContaining(['marketing.contact.send', 'marketing.title.ContactPage']));
    expect(Object.keys(home).length).toBeLessThan(Object.keys(catalog('mf-marketing', locale)).length);
    // The words its content shows of @hotel/shared's come with it (its UI parts'; the messages its code names).
    const rooms = await built('mf-catalog', locale, moduleQuery('mf-catalog', 'RoomsPage'));
    expect(Object.keys(rooms)).toEqual(expect.arrayContaining(['catalog.rooms.title', 'shared.noRoomsFound', 'shared.ui.guests']));
  });

  it.each(others.map((l) => [l]))('%s: every key of every front end reaches a page (some module\'s catalog, or the shell\'s, holds it)', async (locale) => {
    for (const f of FRONT_ENDS) {
      const queries = f.pkg === 'shell' ? ['entry=./src/index.ts'] : Object.keys(builds[f.pkg]!.exposes).map((name) => moduleQuery(f.pkg, name.slice(2)));
      const reached = new Set((await Promise.all(queries.map((q) => built(f.pkg, locale, q)))).flatMap((c) => Object.keys(c)));
      // A key named only by code no page loads (a harness, a file nothing imports) would stay untranslated.
      expect({ pkg: f.pkg, unreached: Object.keys(catalog(f.pkg, locale)).filter((key) => !reached.has(key)) }).toEqual({ pkg: f.pkg, unreached: [] });
    }
  });
});

// Every front end's catalogs against each other and against the code (docs/architecture.md §15): a
// guest never meets a message id (a key missing in a language) and no catalog carries words nobody
// shows (a key no code uses). Each message must be ICU that compiles, with the same values in every
// language.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { MESSAGES } from '../domain/messages';
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
const sharedKeys = new Set(Object.entries(MESSAGES).flatMap(([key, value]) => (typeof value === 'string' ? [`shared.${key}`] : [])));

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
    const own = (keys: string[]) => keys.filter((k) => !k.startsWith('shared.')).sort();
    expect({ locale, keys: own(Object.keys(messages)) }).toEqual({ locale, keys: own(Object.keys(english)) });
    expect({ locale, unused: Object.keys(messages).filter((k) => !used(k)) }).toEqual({ locale, unused: [] });
    expect({ locale, foreign: Object.keys(messages).filter((k) => !k.startsWith(prefix) && !(pkg === 'shell' && k.startsWith('shared.'))) }).toEqual({
      locale,
      foreign: [],
    });
    for (const [key, message] of Object.entries(messages)) {
      expect(() => compileMessageOrThrow(message)).not.toThrow();
      if (english[key] !== undefined) expect({ key, values: argumentsOf(message) }).toEqual({ key, values: argumentsOf(english[key]) });
    }
  });

  it("every id its code asks for (t('…')) is in its English catalog, or another package's it shows (@hotel/shared's parts)", () => {
    const everyEnglish = Object.assign({}, ...FRONT_ENDS.map((f) => catalog(f.pkg, 'en'))) as Record<string, string>;
    expect(code.calls.filter((id) => everyEnglish[id] === undefined)).toEqual([]);
  });
});

it("the shell's catalogs translate every one of @hotel/shared's messages and parts (English is their own words)", () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const messages = catalog('shell', locale);
    const expected = [...sharedKeys, ...[...sharedCode.literals].filter((k) => k.startsWith('shared.ui.'))].sort();
    expect({ locale, shared: Object.keys(messages).filter((k) => k.startsWith('shared.')).sort() }).toEqual({ locale, shared: expected });
  }
});

// The code in each language (node:test; `npm test -- unit`): a real webpack build of a small front
// end with the words loader, whose home loads a page that loads a later part. The Spanish copy must
// run with Spanish words and carry no English; the English must carry no Spanish and no marks.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import webpack from 'webpack';
import { LanguageCopiesPlugin } from './language-copies-plugin.mjs';

const require = createRequire(import.meta.url);
const LOADER = require.resolve('../loaders/source-messages-loader.cjs');

const WORDS = {
  en: { 'fx.page.title': 'Our rooms', 'fx.later.text': '{n, plural, one {# night} other {# nights}}', 'fx.title.Page': 'Rooms', 'fx.elsewhere': 'Elsewhere' },
  es: { 'fx.page.title': 'Nuestras habitaciones', 'fx.later.text': '{n, plural, one {# noche} other {# noches}}', 'fx.title.Page': 'Habitaciones', 'fx.elsewhere': 'En otra parte' },
};

let dir;
let out;

/** Runs a build's main.js (node's chunk loading: chunks come from beside it) and returns the words its code registered. */
async function wordsOf(main) {
  const registered = {};
  globalThis.__fxRegister = (messages) => Object.assign(registered, messages);
  try {
    await require(main).loaded;
  } finally {
    delete globalThis.__fxRegister;
  }
  return registered;
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hv-language-copies-'));
  mkdirSync(path.join(dir, 'src', 'messages'), { recursive: true });
  for (const [lang, words] of Object.entries(WORDS)) writeFileSync(path.join(dir, 'src', 'messages', `${lang}.json`), JSON.stringify(words));
  writeFileSync(path.join(dir, 'shared.js'), 'export const registerSource = (m) => globalThis.__fxRegister(m);\n');
  writeFileSync(path.join(dir, 'src', 'index.js'), "export const loaded = import('./page').then((p) => p.later);\n");
  writeFileSync(path.join(dir, 'src', 'page.js'), "export const title = 'fx.page.title';\nexport const later = import('./later');\n");
  writeFileSync(path.join(dir, 'src', 'later.js'), "export const text = 'fx.later.text';\n");
  out = path.join(dir, 'dist');
  const stats = await new Promise((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      target: 'node',
      entry: './src/index.js',
      output: { path: out, filename: 'main.js', chunkFilename: '[id].[contenthash:8].js', library: { type: 'commonjs2' } },
      resolve: { alias: { '@hotel/shared': path.join(dir, 'shared.js') } },
      module: {
        rules: [
          {
            test: /\.js$/,
            include: path.join(dir, 'src'),
            use: [{ loader: LOADER, options: { catalog: path.join(dir, 'src', 'messages', 'en.json'), titles: { [path.join(dir, 'src', 'page.js')]: 'fx.title.Page' } } }],
          },
        ],
      },
      plugins: [new LanguageCopiesPlugin({ dir })],
    }).run((e, s) => (e ? reject(e) : resolve(s))),
  );
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
});

after(() => rmSync(dir, { recursive: true, force: true }));

const read = (...parts) => readdirSync(path.join(out, ...parts)).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(out, ...parts, f), 'utf8')).join('\n');

describe('the code in each language', () => {
  it('runs in English with the English of the code it loaded, compiled', async () => {
    const words = await wordsOf(path.join(out, 'main.js'));
    assert.deepEqual(Object.keys(words).sort(), ['fx.later.text', 'fx.page.title']);
    assert.equal(words['fx.page.title'], 'Our rooms');
  });

  it("runs in Spanish from es/ with the Spanish of the same code, the page's title with its page, compiled", async () => {
    const words = await wordsOf(path.join(out, 'es', 'main.js'));
    assert.deepEqual(Object.keys(words).sort(), ['fx.later.text', 'fx.page.title', 'fx.title.Page']);
    assert.equal(words['fx.page.title'], 'Nuestras habitaciones');
    assert.equal(words['fx.title.Page'], 'Habitaciones');
    // Compiled at build: no ICU parser in the browser.
    assert.deepEqual(words['fx.later.text'], [['n', 'plural', { one: ['#', ' noche'], other: ['#', ' noches'] }]]);
  });

  it('carries no English in Spanish and no Spanish in English; no word that no code names; the marks are gone', () => {
    const english = read();
    const spanish = read('es');
    assert.ok(!/Nuestras|Habitaciones|noche/.test(english));
    assert.ok(!/Our rooms|night/.test(spanish));
    assert.ok(!/Elsewhere|En otra parte/.test(english + spanish));
    assert.ok(!/hv-words|hv-end/.test(english + spanish));
  });

  it('names every copy as its original, so one chunk map serves both folders', () => {
    const names = (...parts) => readdirSync(path.join(out, ...parts)).filter((f) => f.endsWith('.js')).sort();
    assert.deepEqual(names('es'), names());
    assert.equal(names().length, 3);
  });
});

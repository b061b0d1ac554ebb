// Each chunk's words, per language (node:test; `npm test -- unit`): a real webpack build of a small
// front end, whose home loads a page that loads a later part. A Spanish page must download the
// Spanish of the code it runs and no more, and never English, which is in the code.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import webpack from 'webpack';
import { ChunkMessagesPlugin } from './chunk-messages-plugin.mjs';

const WORDS = {
  en: { 'fx.page.title': 'Our rooms', 'fx.later.text': '{n, plural, one {# night} other {# nights}}', 'fx.title.Page': 'Rooms', 'fx.elsewhere': 'Elsewhere' },
  es: { 'fx.page.title': 'Nuestras habitaciones', 'fx.later.text': '{n, plural, one {# noche} other {# noches}}', 'fx.title.Page': 'Habitaciones', 'fx.elsewhere': 'En otra parte' },
};

let dir;
let out;
/** The Spanish catalogs the build emitted: file → [language, messages]. */
let catalogs;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hv-chunk-messages-'));
  mkdirSync(path.join(dir, 'src', 'messages'), { recursive: true });
  for (const [lang, words] of Object.entries(WORDS)) writeFileSync(path.join(dir, 'src', 'messages', `${lang}.json`), JSON.stringify(words));
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./page');\n");
  writeFileSync(path.join(dir, 'src', 'page.js'), "export const title = 'fx.page.title';\nimport('./later');\n");
  writeFileSync(path.join(dir, 'src', 'later.js'), "export const text = 'fx.later.text';\n");
  out = path.join(dir, 'dist');
  const stats = await new Promise((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: out, filename: 'main.js', chunkFilename: '[id].js', publicPath: '/' },
      plugins: [new ChunkMessagesPlugin({ dir, titles: { [path.join(dir, 'src', 'page.js')]: 'fx.title.Page' } })],
    }).run((e, s) => (e ? reject(e) : resolve(s))),
  );
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const folder = path.join(out, 'messages-es');
  catalogs = Object.fromEntries(
    readdirSync(folder).map((file) => {
      let pushed;
      new Function('self', readFileSync(path.join(folder, file), 'utf8'))({ __hvMessages: { push: (item) => (pushed = item) } });
      return [file, pushed];
    }),
  );
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe("a chunk's words in each language", () => {
  it("gives each chunk that names words a Spanish catalog of exactly those words, compiled, and the page's title with its page", () => {
    const byWords = Object.values(catalogs).map(([lang, messages]) => [lang, Object.keys(messages).sort()]);
    assert.deepEqual(byWords.sort(), [
      ['es', ['fx.later.text']],
      ['es', ['fx.page.title', 'fx.title.Page']],
    ]);
    const later = Object.values(catalogs).find(([, m]) => m['fx.later.text'])[1];
    // Compiled at build: no ICU parser in the browser.
    assert.deepEqual(later['fx.later.text'], [['n', 'plural', { one: ['#', ' noche'], other: ['#', ' noches'] }]]);
  });

  it('downloads no word that no code names, and no English: English is compiled into the code', () => {
    const all = Object.values(catalogs).flatMap(([, m]) => Object.keys(m));
    assert.equal(all.includes('fx.elsewhere'), false);
    assert.deepEqual(readdirSync(out).filter((f) => f.startsWith('messages-')), ['messages-es']);
  });

  it("names each catalog by its chunk and its content, and the chunk loader asks for it in the page's language only", () => {
    const main = readFileSync(path.join(out, 'main.js'), 'utf8');
    for (const file of Object.keys(catalogs)) {
      const [chunk, hash] = file.split('.');
      assert.match(file, /^\d+\.[0-9a-f]{8}\.js$/);
      assert.ok(main.includes(`${chunk}:"${hash}"`), `main.js maps chunk ${chunk} to ${file}`);
    }
    assert.ok(main.includes('self.__hvLocale'), 'the loader reads the page language main.js set');
  });
});

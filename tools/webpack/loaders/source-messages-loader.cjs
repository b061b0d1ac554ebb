// English is the source text (docs/architecture.md §15): each source file of a front end carries the
// English of the message ids it names, compiled at build (messages-loader.cjs's compiler) and handed
// to the runtime when the file loads, so an English page downloads no catalog and a page's English is
// exactly its code's. Appended, so the file's own lines (and their source map) stay where they are.
//
// The call also says which words the file shows in any language, between two comments:
// `registerSource(/*hv-words:id,id*/{…English…}/*hv-end*/)`. The build's copy of the code in another
// language (plugins/language-copies-plugin.mjs) writes that language's words there; the minifier
// drops the comments from the English. Besides its own ids: the @hotel/shared words a UI part of
// @hotel/shared shows or the file names (`MESSAGES.noRoomsFound`), and an exposed page's title.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { namedIds, sharedCatalogFile, SHARED_UI } = require('../message-ids.cjs');
const { compileCatalog } = require('./messages-loader.cjs');

const cache = new Map(); // catalog file → { text, keys, compiled }

function compiledOf(file) {
  const text = readFileSync(file, 'utf8');
  let hit = cache.get(file);
  if (hit?.text !== text) {
    const compiled = compileCatalog(file, JSON.parse(text));
    cache.set(file, (hit = { text, keys: new Set(Object.keys(compiled)), compiled }));
  }
  return hit;
}

/**
 * Options: `catalog`, the package's English catalog (src/messages/en.json); `titles`, an exposed
 * page's file → its title's id (the shell titles the page; English from the shell's table).
 */
module.exports = function sourceMessagesLoader(source) {
  const { catalog, titles = {} } = this.getOptions();
  const own = this.resourcePath.startsWith(path.dirname(path.dirname(catalog)) + path.sep);
  // The package's own files, and @hotel/shared's UI parts (bundled into each front end); its rules'
  // words come with @hotel/shared's own catalog after the first content.
  if (!own && !this.resourcePath.startsWith(SHARED_UI)) return source;
  const shared = sharedCatalogFile('en');
  this.addDependency(catalog);
  this.addDependency(shared);
  const english = compiledOf(catalog);
  const ids = new Set([...namedIds(source, english.keys), ...namedIds(source, compiledOf(shared).keys)]);
  const title = titles[this.resourcePath];
  if (title) ids.add(title);
  if (ids.size === 0) return source;
  // English: the package's own words its code names (@hotel/shared's parts keep their own: tOr, MESSAGES).
  const words = own ? [...ids].filter((id) => id !== title && english.keys.has(id)).sort() : [];
  const messages = Object.fromEntries(words.map((id) => [id, english.compiled[id]]));
  return `${source}\nimport { registerSource as __hvRegisterSource } from '@hotel/shared';\n__hvRegisterSource(/*hv-words:${[...ids].sort().join(',')}*/${JSON.stringify(messages)}/*hv-end*/);\n`;
};

module.exports.WORDS = /\/\*hv-words:([^*]*)\*\/[\s\S]*?\/\*hv-end\*\//g;

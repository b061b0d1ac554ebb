// English is the source text (docs/architecture.md §15): each source file of a front end carries the
// English of the message ids it names, compiled at build (messages-loader.cjs's compiler) and handed
// to the runtime when the file loads, so an English page downloads no catalog and a page's English is
// exactly its code's. Appended, so the file's own lines (and their source map) stay where they are.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { namedIds } = require('../message-ids.cjs');
const { compileCatalog } = require('./messages-loader.cjs');

const cache = new Map(); // catalog file → { text, keys, compiled }

function english(file) {
  const text = readFileSync(file, 'utf8');
  let hit = cache.get(file);
  if (hit?.text !== text) {
    const compiled = compileCatalog(file, JSON.parse(text));
    cache.set(file, (hit = { text, keys: new Set(Object.keys(compiled)), compiled }));
  }
  return hit;
}

/** Options: `catalog`, the package's English catalog (src/messages/en.json). */
module.exports = function sourceMessagesLoader(source) {
  const { catalog } = this.getOptions();
  // Only the package's own files: @hotel/shared's parts fall back to their own English (tOr, MESSAGES).
  if (!this.resourcePath.startsWith(path.dirname(path.dirname(catalog)) + path.sep)) return source;
  this.addDependency(catalog);
  const { keys, compiled } = english(catalog);
  const ids = [...namedIds(source, keys)].sort();
  if (ids.length === 0) return source;
  const messages = Object.fromEntries(ids.map((id) => [id, compiled[id]]));
  return `${source}\nimport { registerSource as __hvRegisterSource } from '@hotel/shared';\n__hvRegisterSource(${JSON.stringify(messages)});\n`;
};

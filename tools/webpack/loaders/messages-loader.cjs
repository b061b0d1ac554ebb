// A catalog (src/messages/<lang>.json: message id → ICU text) compiled at build time into Lingui's
// compiled form, so the browser gets no message parser (docs/architecture.md §15): "{n, plural, one
// {# noche} other {# noches}}" becomes [["n","plural",{one:["#"," noche"],other:["#"," noches"]}]].
// A message that does not parse fails the build, naming its id.
//
// With `?entry=<file>` (the partner embed's one catalog, and the catalogs test), only the ids the
// code bundled from that entry names (tools/webpack/message-ids.cjs), @hotel/shared's among them
// (its UI parts', the messages the module's code names); `&title=<id>` adds the page's title.
const path = require('node:path');
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');
const { idsOfModule, readCatalog, sharedCatalogFile } = require('../message-ids.cjs');

/** A catalog compiled (plain text as the text itself), or the build fails naming the message that is not ICU. */
function compileCatalog(file, catalog) {
  const compiled = {};
  for (const [id, text] of Object.entries(catalog)) {
    try {
      const message = compileMessageOrThrow(text);
      compiled[id] = message.length === 1 && typeof message[0] === 'string' ? message[0] : message;
    } catch (e) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${e.message}`);
    }
  }
  return compiled;
}

module.exports = function messagesLoader(source) {
  const own = compileCatalog(this.resourcePath, JSON.parse(source));
  const query = new URLSearchParams((this.resourceQuery ?? '').replace(/^\?/, ''));
  const entry = query.get('entry');
  if (!entry) return JSON.stringify(own);
  const done = this.async();
  const dir = path.resolve(path.dirname(this.resourcePath), '..', '..');
  const sharedFile = sharedCatalogFile(path.basename(this.resourcePath, '.json'));
  this.addDependency(sharedFile);
  const all = { ...compileCatalog(sharedFile, readCatalog(sharedFile)), ...own };
  idsOfModule(path.resolve(dir, entry), new Set(Object.keys(all))).then(({ ids, files }) => {
    for (const file of files) this.addDependency(file);
    const title = query.get('title');
    if (title && all[title] !== undefined) ids.add(title);
    done(null, JSON.stringify(Object.fromEntries([...ids].sort().map((id) => [id, all[id]]))));
  }, done);
};

module.exports.compileCatalog = compileCatalog;

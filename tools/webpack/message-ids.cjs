// Which messages a front end's code names (docs/architecture.md §15), read the same way by the build
// (each source file's words: its English, and which ids a copy in another language writes) and
// by the catalogs test: a quoted id that is a key, every key under a template id's head
// (`catalog.amenity.${a}`), and @hotel/shared's messages by name (`MESSAGES.noRoomsFound` →
// `shared.noRoomsFound`).
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
/** The language the code is written in (DEFAULT_LOCALE, shared/src/i18n/locales.ts): its words are compiled into the code, never downloaded. */
const SOURCE_LOCALE = 'en';

/** The ids of `keys` (a Set) that `code` names. */
function namedIds(code, keys) {
  const ids = new Set();
  for (const [, , id] of code.matchAll(/(['"`])([a-z][\w.-]*)\1/g)) if (keys.has(id)) ids.add(id);
  for (const [, head] of code.matchAll(/`([a-z][\w.-]*\.)\$\{/g)) for (const key of keys) if (key.startsWith(head)) ids.add(key);
  for (const [, name] of code.matchAll(/\bMESSAGES\.(\w+)/g)) if (keys.has(`shared.${name}`)) ids.add(`shared.${name}`);
  return ids;
}

/** A catalog file (message id → ICU text), or {} when the package has none in that language. */
const readCatalog = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** The catalog of the package at `dir` in `locale`, and its file. */
const catalogFile = (dir, locale) => path.join(dir, 'src', 'messages', `${locale}.json`);

/** @hotel/shared's own messages in `locale` (`shared.<key>`: the validators', the toasts', its UI parts'). */
const sharedCatalogFile = (locale) => catalogFile(path.join(ROOT, 'shared'), locale);

/** webpack's order (tools/webpack/config.mjs, `resolve.extensions`). */
const EXTENSIONS = ['', '.tsx', '.ts', '.mjs', '.js', '.json'];
const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** A relative import as webpack resolves it (case-sensitively: `./tapeChart` is not `./TapeChart.tsx`). */
function resolveRelative(request, dir) {
  const base = path.resolve(dir, request);
  const candidates = [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.slice(1).map((e) => path.join(base, `index${e}`))];
  return candidates.find(isFile);
}

/**
 * Every source file bundled into the module whose entry is `entry`: its package's files and
 * @hotel/shared's deep paths (`@hotel/shared/ui`, bundled into each front end), never the
 * '@hotel/shared' singleton or another package (the page's, not the module's). Dynamic imports
 * count: a part the module loads later speaks from the same catalog.
 */
async function filesOf(entry) {
  const { build } = require('esbuild');
  const empty = Object.fromEntries(['.css', '.module.css', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.svg', '.gif', '.woff', '.woff2'].map((e) => [e, 'empty']));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    logLevel: 'silent',
    absWorkingDir: ROOT,
    loader: empty,
    plugins: [
      {
        name: 'the-module-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, ({ path: request }) => (request.startsWith('@hotel/shared/') ? undefined : { external: true }));
          b.onResolve({ filter: /^\./ }, ({ path: request, resolveDir }) => {
            const file = resolveRelative(request.replace(/\?.*$/, ''), resolveDir);
            return file ? { path: file } : { external: true };
          });
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .map((file) => path.resolve(ROOT, file))
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !file.includes(`${path.sep}node_modules${path.sep}`));
}

const SHARED_SRC = path.join(ROOT, 'shared', 'src') + path.sep;
const SHARED_UI = path.join(SHARED_SRC, 'ui') + path.sep;

/**
 * The ids of `keys` that the module at `entry` names, and the files it is made of (the build watches
 * them). Of @hotel/shared's files, only its UI parts count (`shared.ui.*`, and the messages they
 * show); the messages its rules name do not: those come with @hotel/shared's own catalog, after the
 * first content (docs/architecture.md §15), so a page's first load carries only what its content shows.
 */
async function idsOfModule(entry, keys) {
  const files = await filesOf(entry);
  const ids = new Set();
  for (const file of files.filter((f) => !f.startsWith(SHARED_SRC) || f.startsWith(SHARED_UI))) {
    for (const id of namedIds(readFileSync(file, 'utf8'), keys)) ids.add(id);
  }
  return { ids, files };
}

module.exports = { ROOT, SOURCE_LOCALE, SHARED_UI, namedIds, readCatalog, catalogFile, sharedCatalogFile, filesOf, idsOfModule };

// A remote's catalogs (docs/architecture.md §15). English is the source text, compiled into each
// source file (loaders/source-messages-loader.cjs): nothing to expose. Every other
// `src/messages/<lang>.json` is exposed once per exposed module, as `./messages-<lang>/<Module>`, a
// chunk of its own (`messages-<lang>-<Module>`) holding only the ids that module's code names (and
// its page's title), so a page's first load carries its own words, not its whole remote's; the shell
// loads it beside the module (remotes/registry.ts, startup/routePreload.ts).
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { SOURCE_LOCALE } = createRequire(import.meta.url)('./message-ids.cjs');

/** The languages of the package at `dir` that are downloaded: every catalog but English's. */
export function catalogLanguages(dir) {
  const folder = path.join(dir, 'src', 'messages');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => f.slice(0, 2))
    .filter((lang) => lang !== SOURCE_LOCALE);
}

/**
 * `{ './messages-es/RoomsPage': { import, name }, … }`: each exposed module's catalog in each language
 * of the package at `dir` (remote `remote`), from `exposes` (name → file, or `{ import, name }`).
 */
export function catalogExposes(dir, remote, exposes) {
  return Object.fromEntries(
    catalogLanguages(dir).flatMap((lang) =>
      Object.entries(exposes).map(([name, spec]) => {
        const module = name.slice(2);
        const entry = typeof spec === 'string' ? spec : spec.import;
        const query = new URLSearchParams({ entry, title: `${remote}.title.${module}` });
        return [`./messages-${lang}/${module}`, { import: `./src/messages/${lang}.json?${query}`, name: `messages-${lang}-${module}` }];
      }),
    ),
  );
}

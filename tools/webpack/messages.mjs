// A front end's catalogs (docs/architecture.md §15). English is the source text, compiled into each
// source file (loaders/source-messages-loader.cjs): nothing to download. For every other
// `src/messages/<lang>.json` the build copies the code into `<lang>/` with that language's words
// written in (plugins/language-copies-plugin.mjs): a page runs its language's copy.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const { SOURCE_LOCALE } = createRequire(import.meta.url)('./message-ids.cjs');

/**
 * Where a language's copy of a built file is: `es/index.html`; English's is the file itself. The
 * build writes there (plugins/language-copies-plugin.mjs, the shell's pages) and the hosts serve it.
 */
export const languageFile = (file, lang) => (lang === SOURCE_LOCALE ? file : `${lang}/${file}`);

/** The languages of the package at `dir` that are downloaded: every catalog but English's. */
export function catalogLanguages(dir) {
  const folder = path.join(dir, 'src', 'messages');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => /^[a-z]{2}\.json$/.test(f))
    .map((f) => f.slice(0, 2))
    .filter((lang) => lang !== SOURCE_LOCALE);
}

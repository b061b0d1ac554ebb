// A copy of the build's code in each language but English, `<lang>/` beside the English
// (docs/architecture.md §15). English is the source text, compiled into each source file
// (loaders/source-messages-loader.cjs, which also marks which ids the file shows:
// `/*hv-words:id,id*/{…English…}/*hv-end*/`). For every other language of the package
// (src/messages/<lang>.json), each JavaScript chunk is copied to `<lang>/<same name>` with that
// language's compiled words written where the English was, before the minifier; every other file a
// chunk loads (its CSS, its images) and the remote's mf-manifest.json are copied as they are. So a
// page in Spanish runs code whose words are Spanish: nothing to download beside a chunk, no loader
// in the runtime, no English carried for nothing. main.js points the shell's chunks and the remotes'
// manifests at the language's folder (shell/src/startup/startEarly.ts); with publicPath 'auto' a
// remote's chunks follow its manifest.
//
// A copy keeps its original's name and asset info: webpack's real content hash then hashes both
// together, so the names stay equal in every folder and change with either language's words.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { readCatalog, catalogFile, sharedCatalogFile } = require('../message-ids.cjs');
const { compileCatalog } = require('../loaders/messages-loader.cjs');
const { WORDS } = require('../loaders/source-messages-loader.cjs');
const { catalogLanguages, languageFile } = await import('../messages.mjs');

const NAME = 'LanguageCopiesPlugin';
const MANIFEST = 'mf-manifest.json';

/** `lang`'s compiled words (@hotel/shared's, then the package's), English where it lacks one. */
function wordsOf(dir, lang) {
  const compiled = (file) => compileCatalog(file, readCatalog(file));
  return {
    ...compiled(sharedCatalogFile('en')),
    ...compiled(catalogFile(dir, 'en')),
    ...compiled(sharedCatalogFile(lang)),
    ...compiled(catalogFile(dir, lang)),
  };
}

export class LanguageCopiesPlugin {
  /** @param {{ dir: string }} o  the package's directory (its src/messages/<lang>.json) */
  constructor(o) {
    this.dir = o.dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const langs = catalogLanguages(this.dir);
    if (langs.length === 0) return;
    // eval source maps (development) keep each module's code in a string literal: the words go in escaped.
    const inString = String(compiler.options.devtool ?? '').includes('eval');

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const copyAs = (file, source) => {
        for (const lang of langs) compilation.emitAsset(languageFile(file, lang), source(lang), { ...compilation.getAsset(file).info });
      };
      // The code, before the minifier (the marks are comments, which it drops).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const words = new Map(langs.map((lang) => [lang, wordsOf(this.dir, lang)]));
        for (const file of chunkFiles(compilation, isJs)) {
          const code = compilation.getAsset(file).source.source().toString();
          copyAs(file, (lang) => {
            const all = words.get(lang);
            return new sources.RawSource(
              code.replace(WORDS, (_, ids) => {
                const json = JSON.stringify(Object.fromEntries(ids.split(',').filter((id) => all[id] !== undefined).map((id) => [id, all[id]])));
                return inString ? JSON.stringify(json).slice(1, -1) : json;
              }),
            );
          });
        }
      });
      // The rest as it is served: after the minifiers and the hashes, the manifest included.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = chunkFiles(compilation, (f) => !isJs(f), true);
        if (compilation.getAsset(MANIFEST)) files.add(MANIFEST);
        for (const file of files) if (!file.endsWith('.map') && compilation.getAsset(file)) copyAs(file, () => compilation.getAsset(file).source);
      });
    });
  }
}

const isJs = (file) => /\.[cm]?js$/.test(file);

/** The chunks' files that pass `test` (with `auxiliary`, what they load too: images, fonts). */
function chunkFiles(compilation, test, auxiliary = false) {
  const files = new Set();
  for (const chunk of compilation.chunks) for (const f of auxiliary ? [...chunk.files, ...chunk.auxiliaryFiles] : chunk.files) if (test(f)) files.add(f);
  return files;
}

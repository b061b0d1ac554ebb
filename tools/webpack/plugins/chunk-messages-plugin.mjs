// Each chunk's words in each language but English, loaded with the chunk (docs/architecture.md §15).
//
// English is compiled into the code (loaders/source-messages-loader.cjs). For every other language
// of the package (src/messages/<lang>.json), each JavaScript chunk whose code names message ids gets
// a catalog of exactly those ids, emitted as `messages-<lang>/<chunk id>.<hash>.js`. A runtime
// handler (`__webpack_require__.f.hvMessages`, as mini-css-extract does for a chunk's CSS) loads it
// beside the chunk whenever the page speaks that language (`self.__hvLocale`, set by main.js from
// the URL), and the chunk's code runs only once its words are in. So a Spanish page downloads the
// Spanish of the code it runs, no more: a part loaded later brings its own words later.
//
// The catalog script pushes `[lang, messages]` onto `self.__hvMessages`, which @hotel/shared's
// runtime reads (shared/src/i18n/index.ts). Of @hotel/shared's files only its UI parts count, as
// for the page titles: its rules' messages come with its own catalog after the first content.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { namedIds, readCatalog, catalogFile, sharedCatalogFile, ROOT } = require('../message-ids.cjs');
const { compileCatalog } = require('../loaders/messages-loader.cjs');
const { catalogLanguages } = await import('../messages.mjs');

const NAME = 'ChunkMessagesPlugin';
const SHARED_SRC = path.join(ROOT, 'shared', 'src') + path.sep;
const SHARED_UI = path.join(SHARED_SRC, 'ui') + path.sep;
/** The folder a language's chunk catalogs are emitted to, beside the chunks. */
const folder = (lang) => `messages-${lang}`;

export class ChunkMessagesPlugin {
  /**
   * @param {object} o
   * @param {string} o.dir        the package's directory (its src/messages/<lang>.json)
   * @param {Record<string, string>} [o.titles]  absolute file of an exposed page → its title's id
   *                              (`catalog.title.RoomsPage`: the shell titles the page in its language)
   */
  constructor(o) {
    this.dir = o.dir;
    this.titles = o.titles ?? {};
  }

  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template, sources } = compiler.webpack;
    const langs = catalogLanguages(this.dir);
    if (langs.length === 0) return;
    const own = path.join(this.dir, 'src') + path.sep;
    const titles = this.titles;

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** lang → chunk id → { file, text }; computed once the chunks have their ids. */
      let catalogs;
      const catalogsOf = () => {
        if (catalogs) return catalogs;
        catalogs = new Map();
        for (const lang of langs) {
          const all = {
            ...compileCatalog(sharedCatalogFile(lang), readCatalog(sharedCatalogFile(lang))),
            ...compileCatalog(catalogFile(this.dir, lang), readCatalog(catalogFile(this.dir, lang))),
          };
          const keys = new Set(Object.keys(all));
          const byChunk = new Map();
          for (const chunk of compilation.chunks) {
            if (chunk.id === null) continue;
            const ids = new Set();
            for (const file of filesOfChunk(compilation, chunk)) {
              if (!(file.resource.startsWith(own) || file.resource.startsWith(SHARED_UI))) continue;
              for (const id of namedIds(file.source, keys)) ids.add(id);
              const title = titles[file.resource];
              if (title && keys.has(title)) ids.add(title);
            }
            if (ids.size === 0) continue;
            const messages = Object.fromEntries([...ids].sort().map((id) => [id, all[id]]));
            const text = `(self.__hvMessages=self.__hvMessages||[]).push(${JSON.stringify([lang, messages])});`;
            const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
            byChunk.set(chunk.id, { hash, file: `${folder(lang)}/${chunk.id}.${hash}.js`, text });
          }
          catalogs.set(lang, byChunk);
        }
        return catalogs;
      };

      class MessagesRuntimeModule extends RuntimeModule {
        constructor() {
          super('chunk messages', RuntimeModule.STAGE_ATTACH);
        }
        generate() {
          const map = Object.fromEntries(langs.map((lang) => [lang, Object.fromEntries([...catalogsOf().get(lang)].map(([id, c]) => [id, c.hash]))]));
          const r = RuntimeGlobals;
          // Small on purpose: it is in main.js and every remoteEntry.js, before any content. A
          // loaded catalog's promise stays, already settled; a failed one is asked for again.
          return Template.asString([
            `var hvMessages = ${JSON.stringify(map)}, hvLoading = {};`,
            `${r.ensureChunkHandlers}.hvMessages = function(chunkId, promises) {`,
            Template.indent([
              'var lang = self.__hvLocale, hash = hvMessages[lang] && hvMessages[lang][chunkId], key = lang + "/" + chunkId;',
              'if (hash) promises.push(hvLoading[key] = hvLoading[key] || new Promise(function(resolve, reject) {',
              Template.indent([
                `${r.loadScript}(${r.publicPath} + "messages-" + key + "." + hash + ".js", function(event) {`,
                Template.indent([
                  'if (event.type == "load") return resolve();',
                  'delete hvLoading[key];',
                  'reject(new Error("Loading the " + lang + " words of chunk " + chunkId + " failed (" + event.type + ")"));',
                ]),
                '}, "hv-messages-" + key, chunkId);',
              ]),
              '}));',
            ]),
            '};',
          ]);
        }
      }

      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunkHandlers).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.loadScript);
        set.add(RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new MessagesRuntimeModule());
      });

      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const byChunk of catalogsOf().values()) {
          for (const { file, text } of byChunk.values()) compilation.emitAsset(file, new sources.RawSource(text));
        }
      });
    });
  }
}

/** The source files bundled into `chunk` (a concatenated module's parts too), with the code the loaders made of them. */
function* filesOfChunk(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    for (const m of module.modules ?? [module]) {
      if (typeof m.resource !== 'string' || m.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const source = m.originalSource?.();
      if (source) yield { resource: m.resource.replace(/\?.*$/, ''), source: source.source().toString() };
    }
  }
}

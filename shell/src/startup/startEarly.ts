import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_LOCALE, localeOfPath, localePath, type Locale } from '@hotel/shared/i18n/locales';
import { earlyReads, type EarlyReads } from './earlyReads';
import { loadRecorder, type LoadRecorder } from './loadRecorder';
import { pageTables, type PageTables } from './pageTables';
import { parsedReleases, plainReleases, remoteUrls, stableUrls, type VisitorRemotes } from './remoteUrls';
import { preloadRoute } from './routePreload';

/**
 * What the page load learns before React (docs/architecture.md §10), in one value: startEarly runs
 * in main.js, before the bootstrap chunk and React arrive, and the bootstrap consumes what it
 * returns and repeats none of it. In order: read config.json (index.html preloads it), choose this
 * visitor's release of each remote and register them, read their page tables from their manifests
 * (all at once), and start the opening route's remote code and API reads as soon as its page is
 * known. So the remote's manifest → remoteEntry.js → chunks chain runs while the shell's own
 * JavaScript downloads, not after it.
 */
export interface Early {
  /**
   * config.json, asked for once: a fetch that answers with that response, for loadRuntimeConfig,
   * which validates it and reports a bad config as it always has.
   */
  config: typeof fetch;
  /** This visitor's remotes, registered with the federation runtime; null when config.json names none usable. */
  remotes: Promise<VisitorRemotes | null>;
  /** The remotes' page tables, learned from those releases' manifests (docs/architecture.md §3). */
  pages: PageTables;
  /** The reads that carry the session, started for the opening page, for the data layer. */
  reads: EarlyReads;
  /** Every remote load's phase, outcome and time, from the first (the load beacon's recording half). */
  loads: LoadRecorder;
  /** The page's language, from its URL (`/es/…`): its code is the build's copy in that language (docs/architecture.md §15). */
  locale: Locale;
}

interface ConfigResponse {
  status: number;
  text: string;
}

/** What main.js reads of config.json: the API and this visitor's remotes, or null (the bootstrap reports why). */
async function visitorConfig({ status, text }: ConfigResponse): Promise<{ apiBase: string; remotes: VisitorRemotes } | null> {
  if (status < 200 || status > 299) return null;
  const config = JSON.parse(text) as { remotes?: Record<string, unknown>; apiBase?: unknown; overrides?: unknown };
  if (!config.remotes || typeof config.apiBase !== 'string') return null;
  // This visitor's release of each remote (stable, canary or their override): docs/deploying.md.
  // Plain manifest URLs and no override allowed: the stable ones, at once (remoteUrls.ts).
  const overrides = config.overrides === true;
  const plain = plainReleases(config.remotes);
  const stable = plain && stableUrls({ releases: plain, overrides });
  const releases = plain ?? (await parsedReleases(config.remotes));
  if (!releases) return null;
  return { apiBase: config.apiBase, remotes: stable ? { urls: stable, overridden: {} } : await remoteUrls({ releases, overrides }) };
}

declare let __webpack_public_path__: string;

/**
 * The remotes' manifests in the page's language: each build has a copy of its code in every other
 * language, `<lang>/` beside its manifest (tools/webpack/plugins/language-copies-plugin.mjs), and a
 * remote's chunks are fetched from beside the manifest it was registered with (publicPath 'auto').
 * The releases themselves stay as config.json names them (the beacon reads their ids).
 */
export function inLanguage(urls: Partial<Record<string, string>>, locale: Locale): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, url] of Object.entries(urls)) {
    if (url) entries[name] = locale === DEFAULT_LOCALE ? url : url.replace(/[^/?#]*(?=[?#]|$)/, (file) => `${locale}/${file}`);
  }
  return entries;
}

export function startEarly(url = '/config.json', pathname = location.pathname): Early {
  // The language is the URL's; the app routes the path without its prefix (React Router's basename).
  const { locale, path } = localeOfPath(pathname);
  // Before the shell's first chunk: its code, with its words, from the language's copy (`/es/`).
  // main.js itself has no words: one file for every language.
  globalThis.__hvLocale = locale;
  if (typeof __webpack_public_path__ === 'string') __webpack_public_path__ = localePath(__webpack_public_path__, locale);
  const response = fetch(url).then(async (res): Promise<ConfigResponse> => ({ status: res.status, text: await res.text() }));
  const pages = pageTables();
  const reads = earlyReads();
  const loads = loadRecorder();
  const remotes = response
    .then(visitorConfig)
    .then((config) => {
      if (!config) return null;
      const urls = inLanguage(config.remotes.urls, locale);
      registerPlugins([loads.plugin, pages.manifests()]);
      registerRemotes(Object.entries(urls).map(([name, entry]) => ({ name, entry })));
      pages.learn(urls);
      pages.whenKnown(path, (match) => match && preloadRoute(match, config.apiBase, reads));
      return config.remotes;
    })
    // Only a head start: whatever fails here, the bootstrap's validation of the same response reports it.
    .catch(() => null);
  return {
    config: async () => {
      const { status, text } = await response;
      return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
    },
    remotes,
    pages,
    reads,
    loads,
    locale,
  };
}

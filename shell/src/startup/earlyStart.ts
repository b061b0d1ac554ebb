import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemoteEntry, type RemoteRelease } from '@hotel/shared/config/releases';
import { learnPages, manifestsFromPageTables, whenPageKnown } from '../page-tables/pageTables';
import { preloadRoute } from './routePreload';
import { urlsOf, visitorRemotes } from '../remotes/visitorRemotes';

/**
 * The first steps of a page load, run from main.js before the bootstrap chunk and React arrive
 * (this module imports neither React nor a shared module): read config.json (index.html preloads
 * it), register the remotes it names, read their page tables from their manifests (all at once),
 * and start the opening route's remote code and API reads as soon as its page is known.
 * So the remote's manifest → remoteEntry.js → chunks chain runs while the shell's own JavaScript
 * downloads, not after it. The bootstrap validates the same response (earlyConfigFetch) and
 * reports a bad config as before.
 */
interface EarlyConfig {
  status: number;
  text: string;
}

let early: Promise<EarlyConfig> | null = null;

export function startEarly(url = '/config.json', pathname = location.pathname): void {
  early = fetch(url).then(async (res) => ({ status: res.status, text: await res.text() }));
  early
    .then(({ status, text }) => {
      if (status < 200 || status > 299) return;
      const config = JSON.parse(text) as { remotes?: Record<string, unknown>; apiBase?: unknown; overrides?: unknown };
      if (!config.remotes || typeof config.apiBase !== 'string') return;
      // This visitor's release of each remote (stable, canary or their override): docs/deploying.md.
      const problems: string[] = [];
      const releases: Record<string, RemoteRelease> = {};
      for (const [name, entry] of Object.entries(config.remotes)) releases[name] = parseRemoteEntry(entry, name, problems);
      if (problems.length > 0) return;
      const remotes = urlsOf(visitorRemotes({ releases, overrides: config.overrides === true }));
      const apiBase = config.apiBase;
      registerPlugins([manifestsFromPageTables()]);
      registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
      // Their page tables, from the manifests of this visitor's releases (docs/architecture.md §3).
      learnPages(remotes);
      whenPageKnown(pathname, (match) => match && preloadRoute(match, apiBase));
    })
    // Only a head start: whatever fails here, the bootstrap's own load reports it.
    .catch(() => undefined);
}

/** A fetch for loadRuntimeConfig that answers with the response startEarly already has. */
export const earlyConfigFetch: typeof fetch = async (input, init) => {
  if (!early) return fetch(input, init);
  const { status, text } = await early;
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
};

import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { learnPages, manifestsFromPageTables, whenPageKnown } from '../page-tables/pageTables';
import { preloadRoute } from './routePreload';
import { parsedReleases, plainReleases, remoteUrls, stableUrls } from '../remotes/remoteUrls';

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
      const apiBase = config.apiBase;
      const start = (remotes: Record<string, string>) => {
        registerPlugins([manifestsFromPageTables()]);
        registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
        // Their page tables, from the manifests of this visitor's releases (docs/architecture.md §3).
        learnPages(remotes);
        whenPageKnown(pathname, (match) => match && preloadRoute(match, apiBase));
      };
      // This visitor's release of each remote (stable, canary or their override): docs/deploying.md.
      // Plain manifest URLs and no override allowed: the stable ones, at once (remoteUrls.ts).
      const overrides = config.overrides === true;
      const plain = plainReleases(config.remotes);
      const stable = plain && stableUrls({ releases: plain, overrides });
      if (stable) return start(stable);
      const entries = config.remotes;
      return (plain ? Promise.resolve(plain) : parsedReleases(entries)).then(
        async (releases) => releases && start(await remoteUrls({ releases, overrides })),
      );
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

import type { RemoteRelease } from '@hotel/shared/config/releases';
import { OFF_STABLE_KEY, OVERRIDE_PARAM } from '@hotel/shared/config/releaseKeys';
import type { ReleaseSettings } from './visitorRemotes';

/**
 * This visitor's manifest URL of each remote (docs/deploying.md, "Canaries", "Local overrides").
 * A deployment whose config.json has no canary and allows no override gives everyone the stable
 * releases at once: the page then never loads the release code (visitorRemotes, the override
 * parsing, the visitor id), which would otherwise sit before the first content (docs/architecture.md
 * §10). Part of main.js, like startEarly.
 */
export interface VisitorRemotes {
  /** Manifest URL by remote name. */
  urls: Record<string, string>;
  /** The remotes this page loads from a developer's own server, and from where (the override banner shows them). */
  overridden: Record<string, string>;
}

/** The page address's query (none outside a browser: the start-up's unit tests). */
const pageSearch = () => (typeof location === 'undefined' ? '' : location.search);

const loadReleaseCode = () => import(/* webpackChunkName: "releases" */ './visitorRemotes');

/** config.json's `remotes` when every entry is a plain manifest URL, else null (a canary, or an invalid entry). */
export function plainReleases(entries: Record<string, unknown>): Record<string, RemoteRelease> | null {
  const list = Object.entries(entries);
  if (!list.every(([, e]) => typeof e === 'string' && e.trim() !== '')) return null;
  return Object.fromEntries(list.map(([name, e]) => [name, { stable: (e as string).trim() }]));
}

/** config.json's `remotes` through the release code's parser; null when an entry is invalid (the bootstrap reports it). */
export async function parsedReleases(entries: Record<string, unknown>): Promise<Record<string, RemoteRelease> | null> {
  const { parseRemoteEntry } = await loadReleaseCode();
  const problems: string[] = [];
  const releases = Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, parseRemoteEntry(e, name, problems)]));
  return problems.length > 0 ? null : releases;
}

/** The stable URLs when nobody can get another release (no canary, no override allowed or asked for), else null. */
export function stableUrls(settings: ReleaseSettings, search = pageSearch()): Record<string, string> | null {
  if (settings.overrides || Object.values(settings.releases).some((r) => r.canary) || search.includes(OVERRIDE_PARAM)) return null;
  try {
    localStorage.removeItem(OFF_STABLE_KEY); // a former canary visitor gets the picture again
  } catch {
    /* storage blocked */
  }
  return Object.fromEntries(Object.entries(settings.releases).map(([name, r]) => [name, r.stable]));
}

/** The remotes this visitor gets: the stable ones (stableUrls), or the release code's choice. */
export async function remoteUrls(settings: ReleaseSettings, search = pageSearch()): Promise<VisitorRemotes> {
  const stable = stableUrls(settings, search);
  if (stable) return { urls: stable, overridden: {} };
  const { chosenUrls, visitorRemotes } = await loadReleaseCode();
  return chosenUrls(visitorRemotes(settings));
}

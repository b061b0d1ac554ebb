import {
  chooseRemotes,
  OFF_STABLE_KEY,
  OVERRIDE_PARAM,
  OVERRIDES_KEY,
  parseOverride,
  readOverrides,
  visitorId,
  type ChosenRemote,
  type RemoteRelease,
} from '@hotel/shared/config/releases';

import type { VisitorRemotes } from './remoteUrls';

// For remoteUrls' parsing of a config.json with a canary: one chunk with the rest of the release code.
export { parseRemoteEntry } from '@hotel/shared/config/releases';

/**
 * Which release of each remote this page loads (docs/deploying.md, "Canaries", "Local overrides"):
 * decided once per page, by main.js as soon as config.json arrives (startEarly.ts), which registers
 * those URLs and hands them to the bootstrap in its value. Loaded from main.js (its own chunk, so
 * none of the shared singletons), only when config.json has a canary or allows overrides (remoteUrls.ts).
 */
export interface ReleaseSettings {
  releases: Record<string, RemoteRelease>;
  overrides: boolean;
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Stores the page address's `?hv-override=<remote>@<url>` values (when the deployment allows
 * overrides) and takes them out of the address, so a reload or a shared link does not carry them.
 */
function takeOverrideParams(settings: ReleaseSettings, storage: Storage | null, loc: Location, hist: History): void {
  const url = new URL(loc.href);
  const values = url.searchParams.getAll(OVERRIDE_PARAM);
  if (values.length === 0) return;
  if (!settings.overrides) {
    console.warn(`[harborview] ${OVERRIDE_PARAM} ignored: this deployment's config.json does not allow overrides`);
    return;
  }
  const names = Object.keys(settings.releases);
  const stored = readOverrides(storage, names);
  for (const value of values) {
    const parsed = parseOverride(value, names);
    if (parsed.ok) stored[parsed.remote] = parsed.url;
    else console.warn(`[harborview] ${OVERRIDE_PARAM} ignored: ${parsed.message}`);
  }
  try {
    storage?.setItem(OVERRIDES_KEY, JSON.stringify(stored));
  } catch {
    /* storage blocked: the override cannot stick */
  }
  url.searchParams.delete(OVERRIDE_PARAM);
  hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
}

/** This visitor's remotes (the same on every load: their visitor id, their stored overrides). */
export function visitorRemotes(
  settings: ReleaseSettings,
  env: { storage?: Storage | null; location?: Location; history?: History } = {},
): Record<string, ChosenRemote> {
  const storage = env.storage === undefined ? localStore() : env.storage;
  const loc = env.location ?? (typeof location === 'undefined' ? undefined : location);
  if (loc) takeOverrideParams(settings, storage, loc, env.history ?? history);
  const chosen = chooseRemotes(settings.releases, {
    id: visitorId(storage),
    overrides: readOverrides(storage, Object.keys(settings.releases)),
    overridesAllowed: settings.overrides,
  });
  try {
    if (Object.values(chosen).some((c) => c.channel !== 'stable')) storage?.setItem(OFF_STABLE_KEY, '1');
    else storage?.removeItem(OFF_STABLE_KEY);
  } catch {
    /* storage blocked */
  }
  return chosen;
}

/** The override banner's Reset: forget this browser's overrides and load the page again. */
export function resetOverrides(storage: Storage | null = localStore(), reload: () => void = () => location.reload()): void {
  try {
    storage?.removeItem(OVERRIDES_KEY);
  } catch {
    /* storage blocked */
  }
  reload();
}

/** The manifest URL of each chosen remote, and those that are a developer's override (for the banner). */
export function chosenUrls(remotes: Record<string, ChosenRemote>): VisitorRemotes {
  const chosen = Object.entries(remotes);
  return {
    urls: Object.fromEntries(chosen.map(([name, c]) => [name, c.url])),
    overridden: Object.fromEntries(chosen.filter(([, c]) => c.channel === 'override').map(([name, c]) => [name, c.url])),
  };
}

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_HOTEL_TIME_ZONE } from '../domain/constants';
import { isValidTimeZone } from '../domain/dates';
import { REMOTE_NAMES, type RemoteName } from '../contracts';
import { parseRemoteEntry, type RemoteRelease } from './remoteEntry';

export type { RemoteRelease } from './remoteEntry';

/**
 * Runtime config (docs/architecture.md §2): the shell fetches /config.json before rendering and puts it
 * here; remotes and the API client read it. Moving a remote, the API or the auth project is a
 * config edit, never a rebuild.
 */

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** e.g. "http://127.0.0.1:9099" to use the Auth emulator. */
  emulatorUrl?: string;
}

export interface RuntimeConfig {
  /** API origin (+ optional path prefix), e.g. "http://127.0.0.1:4000". */
  apiBase: string;
  /** The main site's origin, e.g. "http://127.0.0.1:3000" (partner embeds link to it). */
  siteUrl: string;
  /**
   * Remote name → the mf-manifest.json URL this page loads: the stable release as parsed; the shell
   * puts the visitor's own (canary or override) here before rendering (docs/deploying.md).
   */
  remotes: Record<RemoteName, string>;
  /** Remote name → its stable release and the canary split, if any (config.json `remotes.<name>`). */
  releases: Record<RemoteName, RemoteRelease>;
  /** Whether a developer may point a remote at a loopback dev server for their browser (`?hv-override=`). Default false. */
  overrides: boolean;
  firebase: FirebaseWebConfig;
  /** Leaflet-style tile URL template. */
  mapTileUrl: string;
  /** IANA time zone of the hotel (default DEFAULT_HOTEL_TIME_ZONE, America/Los_Angeles). */
  hotelTimeZone: string;
}

export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

interface ConfigState {
  config: RuntimeConfig | null;
}

/** The vanilla store (a singleton across federated modules, since @hotel/shared is shared). */
export const runtimeConfigStore = createStore<ConfigState>(() => ({ config: null }));

const UNSET =
  'Runtime config is not set: the host must call setRuntimeConfig() (or await loadRuntimeConfig()) before rendering.';

export function setRuntimeConfig(config: RuntimeConfig): void {
  runtimeConfigStore.setState({ config });
}

/** For tests. */
export function resetRuntimeConfig(): void {
  runtimeConfigStore.setState({ config: null });
}

/** The config, or throws a clear error when it has not been set yet. Usable outside React. */
export function getRuntimeConfig(): RuntimeConfig {
  const { config } = runtimeConfigStore.getState();
  if (!config) throw new Error(UNSET);
  return config;
}

/** The config or null (never throws). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return runtimeConfigStore.getState().config;
}

/** React hook; throws (to the nearest error boundary) if the config is not set. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useStore(runtimeConfigStore, (s) => s.config);
  if (!config) throw new Error(UNSET);
  return config;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Validates an unknown value (parsed config.json) into a RuntimeConfig, applying defaults
 * (hotelTimeZone the hotel's own, America/Los_Angeles, mapTileUrl OpenStreetMap, siteUrl the page's origin when in a browser).
 * Throws an Error listing every problem.
 */
export function parseRuntimeConfig(raw: unknown, source = 'config'): RuntimeConfig {
  const problems: string[] = [];
  if (!isObj(raw)) throw new Error(`Invalid runtime ${source}: expected a JSON object.`);
  const str = (v: unknown, path: string): string => {
    if (!isNonEmptyString(v)) problems.push(`"${path}" must be a non-empty string`);
    return typeof v === 'string' ? v.trim() : '';
  };
  const apiBase = str(raw.apiBase, 'apiBase').replace(/\/+$/, '');

  let siteUrl: string;
  if (raw.siteUrl === undefined && typeof location !== 'undefined' && location.origin) siteUrl = location.origin;
  else siteUrl = str(raw.siteUrl, 'siteUrl').replace(/\/+$/, '');

  const remotes = {} as Record<RemoteName, string>;
  const releases = {} as Record<RemoteName, RemoteRelease>;
  if (!isObj(raw.remotes)) problems.push('"remotes" must be an object of manifest URLs (catalog, booking, account, marketing)');
  else
    for (const k of REMOTE_NAMES) {
      releases[k] = parseRemoteEntry(raw.remotes[k], `remotes.${k}`, problems);
      remotes[k] = releases[k].stable;
    }
  if (raw.overrides !== undefined && typeof raw.overrides !== 'boolean') problems.push('"overrides" must be true or false');
  const overrides = raw.overrides === true;

  let firebase: FirebaseWebConfig = { apiKey: '', authDomain: '', projectId: '' };
  if (!isObj(raw.firebase)) problems.push('"firebase" must be an object with apiKey, authDomain and projectId');
  else {
    const f = raw.firebase;
    firebase = {
      apiKey: str(f.apiKey, 'firebase.apiKey'),
      authDomain: str(f.authDomain, 'firebase.authDomain'),
      projectId: str(f.projectId, 'firebase.projectId'),
    };
    if (f.appId !== undefined) firebase.appId = str(f.appId, 'firebase.appId');
    if (f.emulatorUrl !== undefined && f.emulatorUrl !== null && f.emulatorUrl !== '') {
      firebase.emulatorUrl = str(f.emulatorUrl, 'firebase.emulatorUrl');
    }
  }

  const mapTileUrl = raw.mapTileUrl === undefined ? DEFAULT_MAP_TILE_URL : str(raw.mapTileUrl, 'mapTileUrl');
  let hotelTimeZone = DEFAULT_HOTEL_TIME_ZONE;
  if (raw.hotelTimeZone !== undefined) {
    if (!isValidTimeZone(raw.hotelTimeZone)) problems.push('"hotelTimeZone" must be an IANA time zone name, e.g. "Europe/Lisbon"');
    else hotelTimeZone = raw.hotelTimeZone;
  }

  if (problems.length > 0) throw new Error(`Invalid runtime ${source}: ${problems.join('; ')}.`);
  return { apiBase, siteUrl, remotes, releases, overrides, firebase, mapTileUrl, hotelTimeZone };
}

/** Fetches, validates and stores the runtime config. Throws a clear Error on any failure. */
export async function loadRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let res: Response;
  try {
    res = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch (e) {
    throw new Error(`Could not load runtime config from ${url}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) throw new Error(`Could not load runtime config from ${url}: HTTP ${res.status}`);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new Error(`Could not load runtime config from ${url}: the response is not valid JSON`);
  }
  const config = parseRuntimeConfig(json, `config (${url})`);
  setRuntimeConfig(config);
  return config;
}

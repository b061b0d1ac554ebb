/**
 * Which release of each remote a visitor gets (docs/deploying.md, "Canaries" and "Local overrides"):
 * the config.json entry of a remote is either a manifest URL or a stable release plus a canary
 * served to a percentage of visitors; a developer may point a remote at a loopback dev server for
 * their own browser when the deployment allows it. Import-free: main.js runs this before the shared
 * singletons can be consumed (shell/src/startup/startEarly.ts), and the shell's bootstrap agrees with it.
 */

import { OVERRIDES_KEY, VISITOR_ID_KEY } from './releaseKeys';
import { isObj, type RemoteRelease } from './remoteEntry';

export * from './releaseKeys';
export { parseRemoteEntry, type RemoteRelease } from './remoteEntry';

/** How a visitor came by a remote's URL. */
export type ReleaseChannel = 'stable' | 'canary' | 'override';

export interface ChosenRemote {
  url: string;
  channel: ReleaseChannel;
}

/**
 * The visitor's bucket for one remote, 0..99: FNV-1a of "<id>/<remote>". Fixed for a given id, so a
 * visitor keeps their release across loads; independent per remote; and a canary that grows from
 * 10 % to 50 % keeps its first 10 % (a bucket below 10 is below 50).
 */
export function bucketOf(visitorId: string, remote: string): number {
  let h = 0x811c9dc5;
  const text = `${visitorId}/${remote}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}

/** The release a visitor in `bucket` gets. */
export function releaseFor(release: RemoteRelease, bucket: number): ChosenRemote {
  if (release.canary && bucket < release.canary.percent) return { url: release.canary.url, channel: 'canary' };
  return { url: release.stable, channel: 'stable' };
}

/**
 * The hosts an override may name: the shell's CSP admits exactly these (any port) when overrides are
 * allowed (tools/stack/security-headers.mjs, LOOPBACK_SOURCES).
 */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'] as const;

/** True for an http(s) URL on this machine (127.0.0.1 or localhost, any port) without credentials. */
export function isLoopbackUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  return (LOOPBACK_HOSTS as readonly string[]).includes(u.hostname);
}

export type OverrideResult = { ok: true; remote: string; url: string } | { ok: false; message: string };

/** Parses one `hv-override` value, "<remote>@<loopback manifest URL>", for one of `remotes`. */
export function parseOverride(value: string, remotes: readonly string[]): OverrideResult {
  const at = value.indexOf('@');
  const remote = at > 0 ? value.slice(0, at) : '';
  const url = at > 0 ? value.slice(at + 1) : '';
  if (!remote || !url) return { ok: false, message: `"${value}" is not <remote>@<manifest URL>` };
  if (!remotes.includes(remote)) return { ok: false, message: `"${remote}" is not a remote (${remotes.join(', ')})` };
  if (!isLoopbackUrl(url)) {
    return { ok: false, message: `${url} is not on this machine: an override must point at http(s)://127.0.0.1 or localhost` };
  }
  return { ok: true, remote, url };
}

/** The stored overrides, keeping only valid loopback entries for known remotes. */
export function readOverrides(storage: Pick<Storage, 'getItem'> | null, remotes: readonly string[]): Record<string, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(OVERRIDES_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!isObj(raw)) return {};
  const out: Record<string, string> = {};
  for (const [remote, url] of Object.entries(raw)) {
    if (typeof url === 'string' && parseOverride(`${remote}@${url}`, remotes).ok) out[remote] = url;
  }
  return out;
}

/**
 * The visitor's id from `storage`, written once: a new random id when none is stored. Without
 * storage (blocked), a random id for this page load only.
 */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => string = randomId): string {
  try {
    const stored = storage?.getItem(VISITOR_ID_KEY);
    if (stored) return stored;
    const id = random();
    storage?.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    return random();
  }
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The URL of each remote for this visitor: an override when the deployment allows them and one is
 * stored for it, else the canary when the visitor's bucket falls in its share, else the stable one.
 */
export function chooseRemotes(
  releases: Record<string, RemoteRelease>,
  visitor: { id: string; overrides: Record<string, string>; overridesAllowed: boolean },
): Record<string, ChosenRemote> {
  const out: Record<string, ChosenRemote> = {};
  for (const [remote, release] of Object.entries(releases)) {
    const override = visitor.overridesAllowed ? visitor.overrides[remote] : undefined;
    out[remote] = override ? { url: override, channel: 'override' } : releaseFor(release, bucketOf(visitor.id, remote));
  }
  return out;
}

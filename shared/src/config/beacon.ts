// The load beacon (docs/deploying.md, "What the shell reports"): what the shell tells the API about
// each remote load and the page's speed, and what POST /beacon accepts. Both sides read these, so
// the shell never sends what the API would refuse. Import-free: main.js records with it.

/** How far a load got: config.json's manifest, the remoteEntry.js script, its init (shared scope), the exposed chunk, its factory. */
export const LOAD_PHASES = ['manifest', 'remoteEntry', 'init', 'expose', 'factory'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** `recovered`: it failed and a retry (startup/retry.ts) loaded it. */
export const LOAD_OUTCOMES = ['loaded', 'failed', 'recovered'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];

export const VITAL_NAMES = ['LCP', 'INP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * A release id as `npm run release` makes it (tools/release/releases.mjs): `<package version>-<first
 * 8 hex of the build's sha256>`, e.g. `0.1.0-3fa9c2d1`; or `unreleased`, a remote served from its
 * folder's root (a site that never released, `npm run dev`).
 */
export const RELEASE_ID_PATTERN = '^(unreleased|[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]{1,32})?-[0-9a-f]{8})$';
export const UNRELEASED = 'unreleased';
/** An error's code: the federation runtime's (`RUNTIME-003`), or the shell's (`RENDER`, `CHUNK`, `ERROR`). */
export const LOAD_CODE_PATTERN = '^[A-Za-z0-9_.:-]{1,40}$';

/** The largest beacon the API reads (bytes); the shell sends its reports in beacons under it. */
export const BEACON_MAX_BYTES = 8 * 1024;
/** At most this many loads, and vitals, in one beacon. */
export const BEACON_MAX_LOADS = 40;
export const BEACON_MAX_VITALS = 20;
/** The longest load time recorded (ms): a load still pending after 10 minutes is reported as this. */
export const LOAD_MS_MAX = 600_000;

export interface LoadReport {
  remote: string;
  release: string;
  phase: LoadPhase;
  outcome: LoadOutcome;
  code?: string;
  ms: number;
  /** Whether the page (or slot) that needed it rendered. */
  rendered: boolean;
}

export interface VitalReport {
  name: VitalName;
  /** Milliseconds. */
  value: number;
  /** The release of each remote that drew the page. */
  releases: Record<string, string>;
}

export interface Beacon {
  v: 1;
  loads: LoadReport[];
  vitals?: VitalReport[];
}

/** The release id in a manifest URL (`…/releases/<id>/mf-manifest.json`), else `unreleased`. */
export function releaseOf(manifestUrl: string): string {
  const m = /\/releases\/([^/?#]+)\/mf-manifest\.json(?:[?#]|$)/.exec(manifestUrl);
  const id = m ? decodeURIComponent(m[1]!) : UNRELEASED;
  return new RegExp(RELEASE_ID_PATTERN).test(id) ? id : UNRELEASED;
}

/** One minute's loads of a release with one outcome (GET /hotel/remote-loads, the metrics listener's /remote-loads). */
export interface RemoteLoadBucket {
  /** The minute's start, ISO (UTC). */
  minute: string;
  remote: string;
  release: string;
  outcome: LoadOutcome;
  count: number;
}

/** A release's LCP or INP since the read's `since`: the 75th percentile (ms, within 5 %) of `n` values. */
export interface ReleaseVital {
  remote: string;
  release: string;
  name: VitalName;
  p75: number;
  n: number;
}

/** What the reads answer: the database's time, and the buckets and vitals from `since` on. */
export interface RemoteLoads {
  now: string;
  buckets: RemoteLoadBucket[];
  vitals: ReleaseVital[];
}

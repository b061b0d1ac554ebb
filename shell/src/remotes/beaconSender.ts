import { onINP, onLCP } from 'web-vitals';
import {
  BEACON_MAX_LOADS,
  BEACON_MAX_VITALS,
  releaseOf,
  type Beacon,
  type LoadReport,
  type VitalName,
  type VitalReport,
} from '@hotel/shared/config/beacon';
import type { LoadRecorder } from '../startup/loadRecorder';
import type { VisitorRemotes } from '../startup/remoteUrls';

/**
 * The sending half of the load beacon (docs/deploying.md, "What the shell reports"), its own chunk
 * loaded after the first content (bootstrap.tsx), with web-vitals: the recorder's finished loads,
 * each with its remote's release id, go to POST /beacon at once, then in batches every BATCH_MS, and
 * everything left (loads never rendered, LCP and INP) as the page is hidden or left. A remote a
 * developer overrides is not reported: that is not a release visitors get.
 */
export const BATCH_MS = 5000;

export interface BeaconEnv {
  send(url: string, body: string): void;
  /** Calls `report` with the page's LCP and INP (web-vitals), each when it is final. */
  vitals(report: (m: { name: string; value: number }) => void): void;
  hidden(): boolean;
  on(event: 'pagehide' | 'visibilitychange', fn: () => void): void;
}

const browser: BeaconEnv = {
  // A string goes as text/plain, which needs no CORS preflight; sendBeacon outlives the page.
  send: (url, body) => void navigator.sendBeacon?.(url, body),
  vitals: (report) => {
    onLCP(report);
    onINP(report);
  },
  hidden: () => document.visibilityState === 'hidden',
  on: (event, fn) => (event === 'pagehide' ? window : document).addEventListener(event, fn),
};

export function startBeacon(loads: LoadRecorder, remotes: VisitorRemotes & { apiBase: string }, env: BeaconEnv = browser): () => void {
  const releases: Record<string, string> = {};
  for (const [name, url] of Object.entries(remotes.urls)) if (!(name in remotes.overridden)) releases[name] = releaseOf(url);
  /** The release of each remote a page of this visit rendered: the releases that drew it. */
  const drew: Record<string, string> = {};
  const pending: LoadReport[] = [];
  const vitals: VitalReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const collect = (leaving: boolean) => {
    for (const load of loads.take(leaving)) {
      const release = releases[load.remote];
      if (!release) continue;
      if (load.rendered) drew[load.remote] = release;
      pending.push({ ...load, release });
    }
  };
  const flush = (leaving = false) => {
    clearTimeout(timer);
    timer = undefined;
    collect(leaving);
    // Under BEACON_MAX_BYTES: 40 loads of ~110 bytes and 20 vitals of ~150 at most per beacon.
    while (pending.length > 0 || vitals.length > 0) {
      const body: Beacon = { v: 1, loads: pending.splice(0, BEACON_MAX_LOADS) };
      if (vitals.length > 0) body.vitals = vitals.splice(0, BEACON_MAX_VITALS);
      env.send(`${remotes.apiBase}/beacon`, JSON.stringify(body));
    }
  };
  const later = () => {
    timer ??= setTimeout(flush, BATCH_MS);
  };
  const leave = () => env.hidden() && flush(true);

  loads.onDone = later;
  env.on('visibilitychange', leave);
  env.on('pagehide', () => flush(true));
  env.vitals(({ name, value }) => {
    collect(false);
    if (Object.keys(drew).length > 0) vitals.push({ name: name as VitalName, value: Math.round(value), releases: { ...drew } });
    // web-vitals reports as the page is hidden, after our own listener: send it now, not later.
    if (env.hidden()) flush(true);
    else later();
  });
  flush();
  return flush;
}

// The release guard (docs/deploying.md, "The release guard"): every few seconds it reads the remote
// loads the API counts (GET /remote-loads on its metrics listener) and withdraws a canary whose
// failure rate is worse than its stable's with confidence, by rollback's atomic config.json write.
// The decision is @hotel/shared's canaryGuard (no I/O); this module reads, acts and reports.
import { join } from 'node:path';
import { liveState, withdraw } from './releases.mjs';
import { readJson, releaseIdOf, writeAtomically } from './deploy-root.mjs';
import { REMOTES } from '../stack/parts.cjs';
import { root } from '../stack/runner.cjs';

/** The decision module, loaded from its TypeScript source as the release commands load the contract. */
export async function decision() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(join(root, 'shared', 'src', 'config', 'canaryGuard.ts'), import.meta.url);
}

/** What the guard wrote last, beside the releases: the operator's "is it watching, and what did it see". */
export const STATUS_FILE = 'release-guard.json';

/**
 * The label a release's loads are counted under (the beacon's `releaseOf`, shared/src/config/beacon.ts):
 * its id, or "unreleased" for a remote served from its folder's root.
 */
export const releaseLabel = (url) => (url ? (releaseIdOf(url) ?? 'unreleased') : null);

/**
 * The loads counted since `sinceMs`, from the first metrics source that answers (several API
 * processes share one database, so any of them has every count).
 */
export async function readLoads(sources, sinceMs) {
  const problems = [];
  for (const source of sources) {
    const u = new URL('remote-loads', source.endsWith('/') ? source : `${source}/`);
    u.searchParams.set('since', new Date(sinceMs).toISOString());
    try {
      const res = await fetch(u, { signal: AbortSignal.timeout(4000) });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = await res.json();
      if (!Array.isArray(body?.buckets) || Number.isNaN(Date.parse(body.now))) throw new Error('not the remote-loads read');
      return { now: Date.parse(body.now), buckets: body.buckets, vitals: Array.isArray(body.vitals) ? body.vitals : [] };
    } catch (e) {
      problems.push(`${u.origin}: ${e.cause?.code ?? e.message}`);
    }
  }
  throw new Error(`could not read the remote loads (${problems.join('; ')})`);
}

/** Each remote's live releases (stable, and the canary if one runs) with their figures over the window. */
export function liveFigures({ rootDir, configFile }, loads, policy, { tally }) {
  const config = readJson(configFile, null);
  if (!config) throw new Error(`no deployed shell config at ${configFile}`);
  const since = loads.now - policy.windowMs;
  return REMOTES.map((f) => {
    const live = liveState({ pkg: f.pkg, rootDir, configFile }, config);
    const figures = (url) => ({ release: releaseLabel(url), ...tally(loads.buckets, f.name, releaseLabel(url), since) });
    return {
      remote: f.name,
      pkg: f.pkg,
      stable: figures(live.url),
      canary: live.canary ? { ...figures(live.canary.url), id: live.canary.id, percent: live.canary.percent } : null,
    };
  });
}

/**
 * One look: judges every running canary, withdraws those the decision says to, writes the status
 * file, and returns what it saw (remote, verdict, p, figures, note when withdrawn).
 */
export async function look(ctx, { sources, policy, rules, log = () => undefined }) {
  const { judge, withdrawalNote } = rules;
  const config = readJson(ctx.configFile, null);
  const canaries = REMOTES.filter((f) => liveState({ pkg: f.pkg, ...ctx }, config ?? {}).canary);
  const seen = [];
  if (canaries.length > 0) {
    const loads = await readLoads(sources, Date.now() - policy.windowMs);
    for (const live of liveFigures(ctx, loads, policy, rules).filter((l) => l.canary)) {
      const j = judge(live.canary, live.stable, policy);
      const entry = { remote: live.remote, canary: live.canary, stable: live.stable, ...j };
      if (j.verdict === 'withdraw') {
        const note = withdrawalNote(live.canary, live.stable, loads.now);
        const done = withdraw({ pkg: live.pkg, ...ctx }, live.canary.id, note);
        if (done) {
          entry.note = note;
          log(`${live.pkg}: canary ${live.canary.id} ${note} (p = ${j.p.toExponential(1)}); ${done.stable} is live for every visitor.`);
        }
      }
      seen.push(entry);
    }
  }
  writeAtomically(join(ctx.rootDir, STATUS_FILE), JSON.stringify({ time: new Date().toISOString(), pid: process.pid, policy, canaries: seen }, null, 2) + '\n');
  return seen;
}

/**
 * Looks every policy.intervalMs until `signal` aborts. A failed read is reported once per outage
 * (the API restarting during a roll, say) and the guard keeps looking.
 */
export async function watch(ctx, { sources, policy, rules, log, signal }) {
  let failing = false;
  let last = new Map();
  while (!signal?.aborted) {
    const started = Date.now();
    try {
      const seen = await look(ctx, { sources, policy, rules, log });
      if (failing) log('Reading the remote loads again.');
      failing = false;
      // One line when a canary's verdict changes, not one per look.
      const now = new Map(seen.map((s) => [`${s.remote} ${s.canary.id}`, s.verdict]));
      for (const s of seen) {
        const key = `${s.remote} ${s.canary.id}`;
        if (last.get(key) !== s.verdict && !s.note) {
          log(`${s.remote}: canary ${s.canary.id} ${s.verdict} (${s.canary.failed} of ${s.canary.loads} loads failed, stable ${s.stable.failed} of ${s.stable.loads}).`);
        }
      }
      last = now;
    } catch (e) {
      if (!failing) log(`warning: ${e.message}; trying again every ${policy.intervalMs / 1000} s.`);
      failing = true;
    }
    const wait = Math.max(0, policy.intervalMs - (Date.now() - started));
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, wait);
      signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
}

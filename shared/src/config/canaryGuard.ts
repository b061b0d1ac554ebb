/**
 * The release guard's decision (docs/deploying.md, "The release guard"): is a canary's failure rate
 * worse than its stable's, with statistical confidence, over the guard's sliding window? Plain
 * functions, no I/O: the guard (tools/release/guard.mjs) reads the counts and acts, and
 * `npm run releases` shows the same figures.
 *
 * The test is Fisher's exact test, one-sided: failures are rare and the canary's counts small, where
 * a normal approximation is worst; the exact test needs no continuity correction and is conservative.
 * The guard looks every few seconds at an overlapping window, so each look is held to a stricter
 * level (`perLookLevel`): 1 % shared out over every look that can see a given load (Bonferroni).
 */

import type { RemoteLoadBucket } from './beacon';

export interface Tally {
  loads: number;
  failed: number;
  /** The start of the first minute with a load in the window (ms), null when there is none. */
  since: number | null;
}

export interface GuardPolicy {
  /** The sliding window the guard judges (ms). */
  windowMs: number;
  /** How often it looks (ms). */
  intervalMs: number;
  /** Fewer canary loads than this in the window: undecided. */
  minLoads: number;
  /** The confidence over every look that sees a load (0.99: a one-sided test at 99 %). */
  confidence: number;
}

/** The production defaults (documented in docs/deploying.md); the e2e spec shortens the window by flags. */
export const GUARD_DEFAULTS: GuardPolicy = { windowMs: 10 * 60_000, intervalMs: 5_000, minLoads: 50, confidence: 0.99 };

export type Verdict = 'withdraw' | 'keep' | 'undecided';

export interface Judgement {
  verdict: Verdict;
  /** Fisher's one-sided p-value (1 when undecided). */
  p: number;
  /** The level p had to be under. */
  level: number;
}

/**
 * The level of one look: a load stays in the window for windowMs / intervalMs looks, and 1 - confidence
 * is shared out over them, so the chance that any look ever withdraws a healthy canary on the same
 * loads stays under 1 - confidence however many of those looks there are.
 */
export function perLookLevel(policy: GuardPolicy): number {
  const looks = Math.max(1, Math.ceil(policy.windowMs / policy.intervalMs));
  return (1 - policy.confidence) / looks;
}

// ln Γ by Lanczos (g = 7, n = 9): log-factorials for counts of any size without overflow.
const LANCZOS = [
  676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  const a = LANCZOS.reduce((sum, c, i) => sum + c / (x + i + 1), 0.99999999999980993);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
const lnChoose = (n: number, k: number) => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided: the chance, were canary and stable equally good, that the canary
 * would hold at least this many of all the failures seen (the hypergeometric upper tail).
 */
export function fisherOneSided(canary: Pick<Tally, 'loads' | 'failed'>, stable: Pick<Tally, 'loads' | 'failed'>): number {
  const n = canary.loads + stable.loads;
  const failures = canary.failed + stable.failed;
  if (canary.loads === 0 || stable.loads === 0 || canary.failed === 0) return 1;
  const top = Math.min(failures, canary.loads);
  // The first term exactly, the rest by the ratio of neighbouring terms (a few multiplications each).
  let term = Math.exp(lnChoose(failures, canary.failed) + lnChoose(n - failures, canary.loads - canary.failed) - lnChoose(n, canary.loads));
  let p = 0;
  for (let x = canary.failed; x <= top && term > 0; x++) {
    p += term;
    term *= ((failures - x) * (canary.loads - x)) / ((x + 1) * (n - failures - canary.loads + x + 1));
  }
  return Math.min(1, p);
}

/** Withdraw, keep, or not enough canary loads yet to say. */
export function judge(canary: Tally, stable: Tally, policy: GuardPolicy = GUARD_DEFAULTS): Judgement {
  const level = perLookLevel(policy);
  if (canary.loads < policy.minLoads) return { verdict: 'undecided', p: 1, level };
  const p = fisherOneSided(canary, stable);
  return { verdict: p < level ? 'withdraw' : 'keep', p, level };
}

/**
 * The loads and failures of one release in the buckets from `sinceMs` on. A load recovered by a retry
 * is a load the guest got, not a failure. `release` matches the bucket's release label.
 */
export function tally(buckets: readonly RemoteLoadBucket[], remote: string, release: string, sinceMs: number): Tally {
  let loads = 0;
  let failed = 0;
  let since: number | null = null;
  for (const b of buckets) {
    const minute = Date.parse(b.minute);
    if (b.remote !== remote || b.release !== release || minute + 60_000 <= sinceMs || b.count <= 0) continue;
    loads += b.count;
    if (b.outcome === 'failed') failed += b.count;
    since = since === null ? minute : Math.min(since, minute);
  }
  return { loads, failed, since };
}

/** Failures per load as a percentage for people ("1.8 %", "0 %"). */
export const failureRate = (t: Pick<Tally, 'loads' | 'failed'>) =>
  t.loads === 0 ? '–' : `${Number(((100 * t.failed) / t.loads).toFixed(t.failed === 0 ? 0 : 1))} %`;

/** The log line of a withdrawal: "withdrawn automatically: 9 of 57 loads failed in 2 min, stable 0 of 410". */
export function withdrawalNote(canary: Tally, stable: Tally, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((nowMs - (canary.since ?? nowMs)) / 60_000));
  return `withdrawn automatically: ${canary.failed} of ${canary.loads} loads failed in ${minutes} min, stable ${stable.failed} of ${stable.loads}`;
}

import fc from 'fast-check';
import type { RemoteLoadBucket } from './beacon';
import {
  failureRate,
  fisherOneSided,
  GUARD_DEFAULTS,
  judge,
  perLookLevel,
  tally,
  withdrawalNote,
  type GuardPolicy,
  type Tally,
} from './canaryGuard';

const t = (failed: number, loads: number): Tally => ({ loads, failed, since: null });

describe("the release guard's decision on fixed tables", () => {
  it('keeps a healthy canary at 1 % over 10,000 loads beside a stable at 1 %', () => {
    expect(judge(t(100, 10_000), t(900, 90_000)).verdict).toBe('keep');
    expect(judge(t(100, 10_000), t(100, 10_000)).verdict).toBe('keep');
  });

  it('withdraws 5 failures in 50 loads beside a healthy stable', () => {
    const j = judge(t(5, 50), t(0, 410));
    expect(j.verdict).toBe('withdraw');
    expect(j.p).toBeLessThan(j.level);
  });

  it('is undecided at 0 of 49 loads, and below 50 loads whatever failed', () => {
    expect(judge(t(0, 49), t(0, 410)).verdict).toBe('undecided');
    expect(judge(t(49, 49), t(0, 410)).verdict).toBe('undecided');
  });

  it('withdraws a page that throws for every canary visitor once 50 loads are in, beside little stable traffic', () => {
    expect(judge(t(50, 50), t(0, 5)).verdict).toBe('withdraw');
  });

  it('keeps a canary no worse than its stable, and one with no stable traffic to compare with', () => {
    expect(judge(t(2, 100), t(20, 1000)).verdict).toBe('keep');
    expect(judge(t(50, 50), t(0, 0)).verdict).toBe('keep');
  });

  it("Fisher's one-sided p is the hypergeometric tail", () => {
    // 1 failure, 1 load each side: the failure is the canary's with chance 1/2.
    expect(fisherOneSided(t(1, 1), t(0, 1))).toBeCloseTo(0.5, 12);
    // 2 of 2 against 0 of 2: C(2,2)·C(2,0)/C(4,2) = 1/6.
    expect(fisherOneSided(t(2, 2), t(0, 2))).toBeCloseTo(1 / 6, 12);
    // 5 of 50 against 0 of 410: C(50,5)/C(460,5).
    const exact = (50 * 49 * 48 * 47 * 46) / (460 * 459 * 458 * 457 * 456);
    expect(fisherOneSided(t(5, 50), t(0, 410))).toBeCloseTo(exact, 15);
  });

  it("shares 1 % over every look that sees a load: the default 10-minute window looked at every 5 s", () => {
    expect(perLookLevel(GUARD_DEFAULTS)).toBeCloseTo(0.01 / 120, 15);
  });
});

describe('the figures of a release in the window', () => {
  const at = (minute: string, release: string, outcome: RemoteLoadBucket['outcome'], count: number): RemoteLoadBucket => ({
    minute: `2026-11-28T09:${minute}:00.000Z`,
    remote: 'marketing',
    release,
    outcome,
    count,
  });
  const buckets = [
    at('00', 'r2', 'failed', 4), // before the window
    at('08', 'r2', 'loaded', 40),
    at('09', 'r2', 'failed', 9),
    at('09', 'r2', 'recovered', 8),
    at('09', 'r1', 'loaded', 410),
    { ...at('09', 'r2', 'failed', 3), remote: 'catalog' },
  ];
  const since = Date.parse('2026-11-28T09:08:30.000Z');

  it('counts the buckets of the window (the minute it starts in included), a recovered load as a load', () => {
    expect(tally(buckets, 'marketing', 'r2', since)).toEqual({ loads: 57, failed: 9, since: Date.parse('2026-11-28T09:08:00.000Z') });
    expect(tally(buckets, 'marketing', 'r1', since)).toMatchObject({ loads: 410, failed: 0 });
    expect(tally(buckets, 'marketing', 'r3', since)).toEqual({ loads: 0, failed: 0, since: null });
  });

  it('says what happened in the words of the log', () => {
    const canary = tally(buckets, 'marketing', 'r2', since);
    const stable = tally(buckets, 'marketing', 'r1', since);
    expect(withdrawalNote(canary, stable, Date.parse('2026-11-28T09:09:40.000Z'))).toBe(
      'withdrawn automatically: 9 of 57 loads failed in 2 min, stable 0 of 410',
    );
    expect(failureRate(canary)).toBe('15.8 %');
    expect(failureRate(stable)).toBe('0 %');
    expect(failureRate(t(0, 0))).toBe('–');
  });
});

/** A seeded generator (mulberry32): each simulated window draws its loads' outcomes from its own seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One window of a healthy canary as the guard sees it: loads arrive between looks, every look judges
 * everything so far, and the window counts as a false alarm if any look withdraws.
 */
function falseAlarm(s: { rate: number; perLook: number; canaryShare: number; seed: number }, policy: GuardPolicy): boolean {
  const next = random(s.seed);
  const canary = t(0, 0);
  const stable = t(0, 0);
  const looks = Math.ceil(policy.windowMs / policy.intervalMs);
  for (let look = 0; look < looks; look++) {
    for (let i = 0; i < s.perLook; i++) {
      const side = next() < s.canaryShare ? canary : stable;
      side.loads++;
      if (next() < s.rate) side.failed++;
    }
    if (judge(canary, stable, policy).verdict === 'withdraw') return true;
  }
  return false;
}

describe('a healthy canary (as good as its stable) under the guard', () => {
  it('is withdrawn in well under 1 % of simulated windows, each looked at 120 times', () => {
    const windows = fc.sample(
      fc.record({
        rate: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
        perLook: fc.integer({ min: 2, max: 60 }), // 24 to 720 page loads a minute
        canaryShare: fc.constantFrom(0.05, 0.1, 0.25, 0.5),
        seed: fc.integer(),
      }),
      { numRuns: 1000, seed: 41 },
    );
    const alarms = windows.filter((w) => falseAlarm(w, GUARD_DEFAULTS)).length;
    expect(alarms / windows.length).toBeLessThan(0.002);
  });
});

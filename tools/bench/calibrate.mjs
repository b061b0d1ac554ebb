// The phone the bench measures on (bench/README.md, "The phone"): Lighthouse's CPU slowdown is
// chosen from this machine's speed, measured just before each run, so the simulated phone is the
// same phone whatever the machine (or its load) is that minute.
//
// Lighthouse measures a machine's speed as its benchmarkIndex (iterations of a fixed JavaScript
// workload in a fixed time: proportional to the CPU's speed). A CPU slowed down k times does 1/k
// of the work, so it scores benchmarkIndex / k: to be a phone of index PHONE_INDEX, k = host / PHONE_INDEX.

/** The low-end phone the budgets are stated on (docs/architecture.md §10): Lighthouse benchmarkIndex ≈ 300. */
export const PHONE_INDEX = 300;

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` a phone of `phoneIndex`: their ratio, at
 * least 1 (a host slower than the phone cannot be sped up: its runs are reported as slower than the
 * phone, never hidden), rounded to two decimals.
 */
export function cpuSlowdown(benchmarkIndex, phoneIndex = PHONE_INDEX) {
  if (!(benchmarkIndex > 0) || !(phoneIndex > 0)) throw new RangeError(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / phoneIndex) * 100) / 100);
}

/** The phone a run with `slowdown` was on, given the benchmarkIndex Lighthouse measured in that run. */
export const phoneIndexOf = (benchmarkIndex, slowdown) => Math.round(benchmarkIndex / slowdown);

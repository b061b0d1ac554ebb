// What `npm run releases` adds under the history: each live release's loads, failures, failure rate
// and real-user speed (p75 LCP and INP) over the guard's window, from the same read as the guard,
// the guard's verdict on a running canary, and the last automatic withdrawal with its reason.
import { join } from 'node:path';
import { decision, liveFigures, readLoads } from './guard.mjs';
import { HISTORY_FILE, readJson } from './deploy-root.mjs';
import { ports, url } from '../stack/parts.cjs';

const ms = (v) => (v === undefined ? '–' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`);

/** The lines to print for ctx.pkg; a metrics source that does not answer is one line saying so. */
export async function loadsReport(ctx, { metrics, window }) {
  const rules = await decision();
  const minutes = window === undefined ? rules.GUARD_DEFAULTS.windowMs / 60_000 : Number(window);
  if (!(minutes > 0)) throw new Error(`--window takes a positive number of minutes (got ${JSON.stringify(window)})`);
  const policy = { ...rules.GUARD_DEFAULTS, windowMs: minutes * 60_000 };
  const sources = (metrics ?? process.env.HV_METRICS_URL ?? url(ports().apiMetrics)).split(',').filter(Boolean);
  const lines = [];
  try {
    const loads = await readLoads(sources, Date.now() - policy.windowMs);
    const live = liveFigures(ctx, loads, policy, rules).find((l) => l.pkg === ctx.pkg);
    const vital = (release, name) => loads.vitals.find((v) => v.remote === live.remote && v.release === release && v.name === name);
    const speed = (release, name) => {
      const v = vital(release, name);
      return v ? `${ms(v.p75)} (${v.n})` : '–';
    };
    lines.push(`Live releases, last ${minutes} min (loads from ${sources.join(', ')}):`);
    lines.push(`  ${'release'.padEnd(34)} ${'loads'.padStart(7)} ${'failed'.padStart(7)} ${'rate'.padStart(7)}  ${'p75 LCP (n)'.padEnd(15)} p75 INP (n)`);
    for (const [role, f] of [['stable', live.stable], ['canary', live.canary]]) {
      if (!f?.release) continue;
      lines.push(
        `  ${`${f.release} (${role})`.padEnd(34)} ${String(f.loads).padStart(7)} ${String(f.failed).padStart(7)} ${rules.failureRate(f).padStart(7)}  ${speed(f.release, 'LCP').padEnd(15)} ${speed(f.release, 'INP')}`,
      );
    }
    if (live.canary) {
      const j = rules.judge(live.canary, live.stable, policy);
      lines.push(`  The release guard: ${j.verdict}${j.verdict === 'undecided' ? ` (fewer than ${policy.minLoads} canary loads)` : ` (p = ${j.p.toExponential(1)}, withdraws under ${j.level.toExponential(1)})`}.`);
    }
  } catch (e) {
    lines.push(`No load figures: ${e.message}.`);
  }
  const withdrawn = (readJson(join(ctx.rootDir, ctx.pkg, HISTORY_FILE), {}).log ?? []).filter((e) => e.action === 'withdraw').at(-1);
  if (withdrawn) lines.push(`Last withdrawn ${withdrawn.time.slice(0, 16).replace('T', ' ')} UTC: ${withdrawn.withdrawn}, ${withdrawn.note}.`);
  return lines;
}

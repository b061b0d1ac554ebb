#!/usr/bin/env node
// Lighthouse (docs/architecture.md §10): mobile, default simulated throttling, in Debian's
// Chromium, against a running production stack; each bench route RUNS times (median, min-max).
// Guests are measured as a first visit (Lighthouse resets storage); /my-bookings as a signed-in
// guest whose HTTP cache is emptied before each run. Lighthouse is installed on first use into
// tools/bench/lighthouse (not a workspace dependency: 185 MB that only this script needs).
//   node tools/bench/lighthouse.mjs [--base <shell URL>] [--api <API URL>] (default: the stack of HV_PORT_SHIFT) [--runs 3] [--json]
//     [--route /rooms]  (only the bench routes whose name starts with it)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoutes, CHROMIUM, clearProfileCache, signedInProfile } from './bench-browser.mjs';
import { ports, url } from '../stack/parts.cjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = opt('--base', url(ports().shell));
const apiBase = opt('--api', url(ports().api));
const RUNS = Number(opt('--runs', 3));
const asJson = args.includes('--json');
const only = opt('--route', '');
/** The goal for /, /rooms and /room-details; the other routes: performance ≥ 90. */
export const GOAL = {
  performance: 95,
  otherPerformance: 90,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
};
const CORE_ROUTES = new Set(['/', '/rooms', '/room-details/{id}']);

const dir = join(dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const cli = join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
if (!existsSync(cli)) {
  // npm ci: exactly the locked versions, and the lockfile stays as committed.
  console.error('Installing Lighthouse (tools/bench/lighthouse, first use only)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const stat = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

const routes = await benchRoutes(base, apiBase);
const out = mkdtempSync(join(tmpdir(), 'harborview-lighthouse-'));
const profile = join(out, 'signed-in-profile');
const results = [];
try {
  for (const route of routes.filter((r) => !only || r.name === only || r.name.startsWith(only + ' '))) {
    if (route.signedIn) await signedInProfile(profile, base);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      // Guests: Lighthouse's own fresh profile, storage reset. Signed in: the session's profile,
      // storage kept, HTTP cache emptied.
      if (route.signedIn) clearProfileCache(profile);
      const chromeFlags = [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        ...(route.signedIn ? [`--user-data-dir=${profile}`] : []),
      ];
      const report = join(out, 'report.json');
      execFileSync(
        process.execPath,
        [
          cli,
          base + route.path,
          '--quiet',
          `--chrome-flags=${chromeFlags.join(' ')}`,
          '--only-categories=performance,accessibility,best-practices',
          '--output=json',
          `--output-path=${report}`,
          ...(route.signedIn ? ['--disable-storage-reset'] : []),
        ],
        { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const r = JSON.parse(readFileSync(report, 'utf8'));
      const score = (id) => Math.round(r.categories[id].score * 100);
      const ms = (id) => Math.round(r.audits[id].numericValue);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: +r.audits['cumulative-layout-shift'].numericValue.toFixed(3),
        failedAudits: Object.values(r.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
              !/metric/.test(a.id),
          )
          .filter((a) =>
            r.categories.accessibility.auditRefs
              .concat(r.categories['best-practices'].auditRefs)
              .some((ref) => ref.id === a.id),
          )
          .map((a) => a.id),
        longTasks: (r.audits['long-tasks']?.details?.items ?? [])
          .slice(0, 5)
          .map((t) => ({
            url: String(t.url).replace(/^https?:\/\/127\.0\.0\.1:\d+/, ''),
            startMs: Math.round(t.startTime),
            durationMs: Math.round(t.duration),
          })),
        lcpElement:
          r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      });
    }
    const keys = ['performance', 'accessibility', 'bestPractices', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'];
    const summary = Object.fromEntries(keys.map((k) => [k, stat(runs.map((x) => x[k]))]));
    const medianRun = runs.find((x) => x.performance === summary.performance.median) ?? runs[0];
    const core = CORE_ROUTES.has(route.name);
    const met = core
      ? summary.performance.median >= GOAL.performance &&
        summary.accessibility.median >= GOAL.accessibility &&
        summary.bestPractices.median >= GOAL.bestPractices &&
        summary.lcpMs.median <= GOAL.lcpMs &&
        summary.tbtMs.median <= GOAL.tbtMs &&
        summary.cls.median < GOAL.cls
      : summary.performance.median >= GOAL.otherPerformance;
    results.push({
      route: route.name,
      runs: RUNS,
      ...summary,
      goalMet: met,
      longTasks: medianRun.longTasks,
      lcpElement: medianRun.lcpElement,
      failedAudits: [...new Set(runs.flatMap((x) => x.failedAudits))],
    });
    console.error(
      `  lighthouse ${route.name}: performance ${summary.performance.median}, LCP ${summary.lcpMs.median} ms, TBT ${summary.tbtMs.median} ms`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
if (asJson) console.log(JSON.stringify(results, null, 2));
else {
  const mm = (s, unit = '') => `${s.median}${unit} (${s.min}-${s.max})`;
  for (const r of results)
    console.log(
      `${r.goalMet ? 'ok  ' : 'OVER'} ${r.route.padEnd(26)} perf ${mm(r.performance)}  a11y ${mm(r.accessibility)}  bp ${mm(r.bestPractices)}  ` +
        `FCP ${mm(r.fcpMs)}  LCP ${mm(r.lcpMs)}  TBT ${mm(r.tbtMs)}  CLS ${mm(r.cls)}`,
    );
}
process.exit(results.every((r) => r.goalMet) ? 0 : 1);

#!/usr/bin/env node
// Lighthouse (docs/architecture.md §10): mobile, simulated throttling, on the bench's phone, in
// Debian's Chromium, against a running production stack; each bench route RUNS times (median,
// min-max). The phone: each run is gathered first (-G: the page loads unthrottled, as simulated
// throttling does anyway, and Lighthouse measures this machine's benchmarkIndex at its start), then
// audited (-A) with the CPU slowdown that makes that machine a phone of benchmark 300 (calibrate.mjs,
// bench/README.md "The phone"), so every run is on the same phone whatever the machine's load that
// minute. `--cpu-slowdown 4` audits with a fixed slowdown instead (Lighthouse's default). Guests are measured as a first visit (Lighthouse resets storage);
// /my-bookings as a signed-in guest whose HTTP cache is emptied before each run. Lighthouse is
// installed on first use into tools/bench/lighthouse (not a workspace dependency: 185 MB that only
// this script needs).
//   node tools/bench/lighthouse.mjs [--base <shell URL>] [--api <API URL>] (default: the stack of HV_PORT_SHIFT) [--runs 3] [--json]
//     [--route /rooms]  (only the bench routes whose name is or starts with it; repeat --route for several)
//     [--cpu-slowdown 4]  (a fixed slowdown instead of the calibrated one)
//     [--lang es]  (each route in that language: /es/rooms; issue 44's Lighthouse on /es/ against /)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchRoutes, CHROMIUM, clearProfileCache, signedInProfile } from './bench-browser.mjs';
import { PHONE_INDEX, cpuSlowdown, phoneIndexOf } from './calibrate.mjs';
import { ports, url } from '../stack/parts.cjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = opt('--base', url(ports().shell));
const apiBase = opt('--api', url(ports().api));
const RUNS = Number(opt('--runs', 3));
const asJson = args.includes('--json');
const only = args.flatMap((a, i) => (a === '--route' ? [args[i + 1]] : []));
const lang = opt('--lang', 'en');
const inLang = (path) => (lang === 'en' ? path : `/${lang}${path}`);
const fixedSlowdown = args.includes('--cpu-slowdown') ? Number(opt('--cpu-slowdown')) : null;
/**
 * The budgets on the phone (docs/architecture.md §10). Every guest route: TBT ≤ 200 ms (median),
 * LCP ≤ 1.5 s and CLS < 0.05 in every run, accessibility and best practices 100; performance ≥ 95
 * on /, /rooms and /room-details, ≥ 90 elsewhere.
 */
export const GOAL = {
  performance: 95,
  otherPerformance: 90,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 1500,
  tbtMs: 200,
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
console.error(
  fixedSlowdown
    ? `  CPU slowdown ${fixedSlowdown}× (fixed), whatever phone that makes of this machine`
    : `  the phone: benchmarkIndex ${PHONE_INDEX}, the CPU slowdown calibrated in each run`,
);
const out = mkdtempSync(join(tmpdir(), 'harborview-lighthouse-'));
const profile = join(out, 'signed-in-profile');
const results = [];
try {
  const wanted = (r) => only.length === 0 || only.some((o) => r.name === o || (o !== '/' && r.name.startsWith(o)));
  for (const route of routes.filter(wanted)) {
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
      const artifactsDir = join(out, 'artifacts');
      const lighthouse = (mode, slowdown) =>
        execFileSync(
          process.execPath,
          [
            cli,
            base + inLang(route.path),
            mode,
            '--quiet',
            `--chrome-flags=${chromeFlags.join(' ')}`,
            '--only-categories=performance,accessibility,best-practices',
            '--output=json',
            `--output-path=${report}`,
            `--throttling.cpuSlowdownMultiplier=${slowdown}`,
            ...(route.signedIn ? ['--disable-storage-reset'] : []),
          ],
          { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      rmSync(artifactsDir, { recursive: true, force: true });
      lighthouse(`-G=${artifactsDir}`, 4);
      // The slowdown from the speed Lighthouse measured at the start of this very load. It only
      // scales the simulation (the audits), so it is set in the gathered settings as in the audit's.
      const artifactsFile = join(artifactsDir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      const hostIndex = Math.round(artifacts.BenchmarkIndex);
      const slowdown = fixedSlowdown ?? cpuSlowdown(hostIndex);
      artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      lighthouse(`-A=${artifactsDir}`, slowdown);
      const r = JSON.parse(readFileSync(report, 'utf8'));
      const score = (id) => Math.round(r.categories[id].score * 100);
      const ms = (id) => Math.round(r.audits[id].numericValue);
      runs.push({
        cpuSlowdown: slowdown,
        hostIndex,
        // The phone this run was on (300 unless the machine was slower than the phone, or --cpu-slowdown).
        phoneIndex: phoneIndexOf(Math.round(r.environment.benchmarkIndex), slowdown),
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
        longTasks: (r.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((t) => ({
          url: String(t.url).replace(/^https?:\/\/127\.0\.0\.1:\d+/, ''),
          startMs: Math.round(t.startTime),
          durationMs: Math.round(t.duration),
        })),
        lcpElement:
          r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      });
    }
    const keys = [
      'performance',
      'accessibility',
      'bestPractices',
      'fcpMs',
      'lcpMs',
      'tbtMs',
      'cls',
      'cpuSlowdown',
      'phoneIndex',
    ];
    const summary = Object.fromEntries(keys.map((k) => [k, stat(runs.map((x) => x[k]))]));
    const medianRun = runs.find((x) => x.performance === summary.performance.median) ?? runs[0];
    const core = CORE_ROUTES.has(route.name);
    // LCP and CLS in every run, not only the median: a guest gets one run, not the median of three.
    const met =
      summary.performance.median >= (core ? GOAL.performance : GOAL.otherPerformance) &&
      summary.accessibility.min >= GOAL.accessibility &&
      summary.bestPractices.min >= GOAL.bestPractices &&
      summary.lcpMs.max <= GOAL.lcpMs &&
      summary.tbtMs.median <= GOAL.tbtMs &&
      summary.cls.max < GOAL.cls;
    results.push({
      route: route.name,
      runs: RUNS,
      ...summary,
      goalMet: met,
      runsDetail: runs.map(({ cpuSlowdown, hostIndex, phoneIndex, tbtMs, lcpMs, cls }) => ({
        cpuSlowdown,
        hostIndex,
        phoneIndex,
        tbtMs,
        lcpMs,
        cls,
      })),
      longTasks: medianRun.longTasks,
      lcpElement: medianRun.lcpElement,
      failedAudits: [...new Set(runs.flatMap((x) => x.failedAudits))],
    });
    console.error(
      `  lighthouse ${route.name}: performance ${summary.performance.median}, LCP ${summary.lcpMs.max} ms (worst), TBT ${summary.tbtMs.median} ms, ` +
        `CLS ${summary.cls.max} (worst); CPU slowdown ${runs.map((x) => x.cpuSlowdown).join(', ')}× → phone ${runs.map((x) => x.phoneIndex).join(', ')}`,
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
        `FCP ${mm(r.fcpMs)}  LCP ${mm(r.lcpMs)}  TBT ${mm(r.tbtMs)}  CLS ${mm(r.cls)}  CPU ×${mm(r.cpuSlowdown)} phone ${mm(r.phoneIndex)}`,
    );
}
process.exit(results.every((r) => r.goalMet) ? 0 : 1);

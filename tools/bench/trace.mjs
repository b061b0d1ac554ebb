#!/usr/bin/env node
// Where the main thread's time goes on the bench's phone (bench/README.md, "Where the time goes"):
// each route loaded as the bench loads it (a first visit; /my-bookings signed in, cache empty) in
// Chromium with its CPU throttled to the calibrated slowdown (calibrate.mjs), a Chrome trace taken
// until the page is quiet, and its main-thread tasks told apart by script and by phase (script
// evaluation, script run, style, layout, paint, HTML parse, GC). Prints the tasks over 50 ms (each
// with its phase and script) and the totals; `--json` for the raw figures.
// `--profile` adds the JavaScript functions each long task ran (profile.mjs: V8's samples, named
// through the scripts' source maps) and React's phase they fell in.
//   node tools/bench/trace.mjs [--base <shell URL>] [--api <API URL>] [--route /] [--lang es] [--runs 1] [--json] [--save <dir>] [--profile]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchRoutes, launchBrowser, signInNewGuest } from './bench-browser.mjs';
import { cpuSlowdown, phoneIndexOf } from './calibrate.mjs';
import { functionsByTask, mainProfile, sourceMapNamer } from './profile.mjs';
import { ports, url } from '../stack/parts.cjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = opt('--base', url(ports().shell));
const apiBase = opt('--api', url(ports().api));
const RUNS = Number(opt('--runs', 1));
const only = args.flatMap((a, i) => (a === '--route' ? [args[i + 1]] : []));
// `--lang es`: each route in that language (`/es/rooms`: docs/architecture.md §15).
const lang = opt('--lang', 'en');
const inLang = (path) => (lang === 'en' ? path : `/${lang}${path}`);
const save = opt('--save', null);
const profile = args.includes('--profile');
const LONG_MS = 50;
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };

/** Trace event name → phase. Everything else a task does (the browser's own work) is "other". */
const PHASES = {
  EvaluateScript: 'script evaluation',
  'v8.compile': 'script evaluation',
  'v8.compileModule': 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.produceCache': 'script evaluation',
  FunctionCall: 'script run',
  TimerFire: 'script run',
  EventDispatch: 'script run',
  FireAnimationFrame: 'script run',
  FireIdleCallback: 'script run',
  RunMicrotasks: 'script run',
  'v8.callFunction': 'script run',
  'V8.Execute': 'script run',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Decode Image': 'paint',
  ParseHTML: 'HTML parse',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  BlinkGC: 'GC',
};
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.gc',
  ...(profile ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');

const shortUrl = (u) =>
  u
    ? String(u)
        .replace(/^https?:\/\/127\.0\.0\.1:\d+/, '')
        .replace(/\?.*$/, '')
    : '';
const urlOf = (e) => e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || e.args?.fileName || '';

/** The tasks of the page's main thread, each with its time by phase and by script (self time). */
export function analyse(events) {
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  if (!main) throw new Error('no renderer main thread with a page in the trace');
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigationStart =
    events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.isLoadingMainFrame)?.ts ??
    own[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  // Top-level tasks, then the self time of every event inside one, by phase and by script (an event
  // inherits its parent's phase and script unless it names its own).
  const tasks = [];
  for (const e of own)
    if (e.name === 'RunTask' && (tasks.length === 0 || e.ts >= tasks[tasks.length - 1].end))
      tasks.push({ start: e.ts, end: e.ts + e.dur, dur: e.dur, tdur: e.tdur, phases: {}, scripts: {} });
  let ti = -1;
  const st = [];
  const flush = (until) => {
    while (st.length && (until === undefined || until >= st[st.length - 1].e.ts + st[st.length - 1].e.dur)) {
      const f = st.pop();
      const self = Math.max(0, f.e.dur - f.childTime);
      const t = tasks[ti];
      t.phases[f.phase] = (t.phases[f.phase] ?? 0) + self;
      if (f.phase.startsWith('script')) {
        const key = shortUrl(f.url) || '(no script)';
        t.scripts[key] = (t.scripts[key] ?? 0) + self;
      }
    }
  };
  for (const e of own) {
    if (e.name === 'RunTask' && tasks[ti + 1]?.start === e.ts) {
      flush();
      ti++;
      st.push({ e, phase: 'other', url: '', childTime: 0 });
      continue;
    }
    if (ti < 0 || e.ts >= tasks[ti].end) continue;
    flush(e.ts);
    const parent = st[st.length - 1];
    if (parent) parent.childTime += e.dur;
    st.push({ e, phase: PHASES[e.name] ?? parent?.phase ?? 'other', url: urlOf(e) || parent?.url || '', childTime: 0 });
  }
  flush();
  const ms = (us) => Math.round(us / 100) / 10;
  const top = (o) => Object.entries(o).sort((a, b) => b[1] - a[1]);
  const out = tasks.map((t) => ({
    startMs: ms(t.start - navigationStart),
    durationMs: ms(t.dur),
    // The thread's own time in the task: on a shared machine the wall time also counts the moments
    // the other processes had the CPU, so compare builds on this.
    cpuMs: t.tdur === undefined ? null : ms(t.tdur),
    phase: top(t.phases)[0]?.[0] ?? 'other',
    script: top(t.scripts)[0]?.[0] ?? '',
    phases: Object.fromEntries(top(t.phases).map(([k, v]) => [k, ms(v)])),
    scripts: Object.fromEntries(
      top(t.scripts)
        .slice(0, 3)
        .map(([k, v]) => [k, ms(v)]),
    ),
  }));
  const afterFcp = fcp === undefined ? out : out.filter((t) => t.startMs >= ms(fcp - navigationStart));
  const sum = (list, pick) => {
    const acc = {};
    for (const t of list)
      for (const [k, v] of Object.entries(pick(t))) acc[k] = Math.round(((acc[k] ?? 0) + v) * 10) / 10;
    return Object.fromEntries(top(acc));
  };
  return {
    main,
    navigationStart,
    fcpMs: fcp === undefined ? null : ms(fcp - navigationStart),
    mainThreadMs: Math.round(out.reduce((s, t) => s + t.durationMs, 0)),
    blockingMs: Math.round(afterFcp.reduce((s, t) => s + Math.max(0, t.durationMs - LONG_MS), 0)),
    longTasks: out.filter((t) => t.durationMs > LONG_MS),
    byPhase: sum(out, (t) => t.phases),
    byScript: Object.fromEntries(Object.entries(sum(out, (t) => t.scripts)).slice(0, 12)),
  };
}

async function benchmarkIndex(page) {
  const { pageFunctions } = await import('./lighthouse/node_modules/lighthouse/core/lib/page-functions.js');
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

/** One load of `route` under the calibrated slowdown: its trace events. */
async function traceLoad(browser, route) {
  // Signed in through the site's form at a desktop width (the phone's top bar folds the account
  // menu away), then loaded on the phone's screen.
  const context = await browser.newContext();
  try {
    if (route.signedIn) await signInNewGuest(context, base);
    const page = await context.newPage();
    await page.setViewportSize(VIEWPORT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const hostIndex = await benchmarkIndex(page);
    const slowdown = cpuSlowdown(hostIndex);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(base + inLang(route.path), { waitUntil: 'load', timeout: 120_000 });
    await page.locator(route.ready).first().waitFor({ timeout: 60_000 });
    // Quiet: no network for 2 s (the deferred parts, Firebase, the offers) and then one more second.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the trace's tail
    await cdp.send('Tracing.end');
    await complete;
    return { hostIndex, slowdown, phoneIndex: phoneIndexOf(hostIndex, slowdown), events };
  } finally {
    await context.close();
  }
}

const routes = (await benchRoutes(base, apiBase)).filter(
  (r) => only.length === 0 || only.some((o) => r.name === o || (o !== '/' && r.name.startsWith(o))),
);
const browser = await launchBrowser();
const namer = profile ? sourceMapNamer() : null;
const results = [];
try {
  for (const route of routes) {
    for (let i = 0; i < RUNS; i++) {
      const { events, ...phone } = await traceLoad(browser, route);
      if (save) {
        mkdirSync(save, { recursive: true });
        writeFileSync(
          join(save, `${route.name.replace(/[^a-z0-9]+/gi, '_')}-${i + 1}.json`),
          JSON.stringify({ traceEvents: events }),
        );
      }
      const { main, navigationStart, ...a } = analyse(events);
      const samples = profile ? mainProfile(events, main) : null;
      if (samples) {
        const spans = a.longTasks.map((t) => [navigationStart + t.startMs * 1000, navigationStart + (t.startMs + t.durationMs) * 1000]);
        const named = await functionsByTask(samples, spans, namer);
        a.longTasks.forEach((t, k) => Object.assign(t, named[k]));
      }
      results.push({ route: route.name, run: i + 1, ...phone, ...a });
      if (!args.includes('--json')) {
        console.log(
          `\n${route.name} (run ${i + 1}; CPU ×${phone.slowdown}, phone ${phone.phoneIndex}): FCP ${a.fcpMs} ms, main thread ${a.mainThreadMs} ms, ` +
            `blocking after FCP ${a.blockingMs} ms, ${a.longTasks.length} tasks over ${LONG_MS} ms`,
        );
        for (const t of a.longTasks) {
          console.log(
            `  ${String(t.startMs).padStart(7)} ms  ${String(t.durationMs).padStart(6)} ms (CPU ${t.cpuMs})  ${t.phase.padEnd(17)} ${t.script}  ${JSON.stringify(t.phases)}`,
          );
          if (t.react) console.log(`      react: ${JSON.stringify(t.react)}\n      functions: ${JSON.stringify(t.functions)}`);
        }
        console.log(`  by phase: ${JSON.stringify(a.byPhase)}`);
        console.log(`  by script: ${JSON.stringify(a.byScript)}`);
      }
    }
  }
} finally {
  await browser.close();
}
if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));

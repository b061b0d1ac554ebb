#!/usr/bin/env node
// `npm run bench`: the budgets of docs/architecture.md §10, measured and reported (not timed tests).
// Starts the production stack (as `npm start`) on ports shifted by HV_BENCH_PORT_SHIFT (default
// 20000), then per route (/, /rooms, /room-details/{id}, /my-bookings signed in, /contact, /login):
//   1. JavaScript before the first content and until the network is idle (gzip, requests) and the
//      copies of each singleton (tools/bench/first-load.mjs), and what the language costs of it, in
//      English and Spanish (tools/bench/language-bytes.mjs);
//   2. Lighthouse, mobile, simulated throttling on the bench's phone (benchmark 300: the CPU slowdown
//      calibrated in each run, tools/bench/calibrate.mjs), median of BENCH_RUNS (default 3) with
//      min-max (tools/bench/lighthouse.mjs);
// then 3. the API benchmark (`npm run bench -w api`). Writes bench/results.json and prints a table.
//   npm run bench [-- --lighthouse-only] [-- --routes /,/rooms] [-- --cpu-slowdown 4]
//   (--lighthouse-only: no JavaScript sizes and no API bench; --routes: only these bench routes;
//   --cpu-slowdown: a fixed slowdown instead of the phone, to compare with Lighthouse's default)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ports, url } from '../stack/parts.cjs';
import { root, waitFor } from '../stack/runner.cjs';

const SHIFT = Number(process.env.HV_BENCH_PORT_SHIFT ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const pt = ports(SHIFT);
const args = process.argv.slice(2);
const lighthouseOnly = args.includes('--lighthouse-only');
const routeArgs = args.includes('--routes')
  ? args[args.indexOf('--routes') + 1].split(',').flatMap((r) => ['--route', r])
  : [];
const slowdownArgs = args.includes('--cpu-slowdown')
  ? ['--cpu-slowdown', args[args.indexOf('--cpu-slowdown') + 1]]
  : [];
const results = {
  date: new Date().toISOString(),
  cores: cpus().length,
  loadAverageAtStart: loadavg().map((l) => +l.toFixed(2)),
  portShift: SHIFT,
};

/** Runs a bench script that prints JSON on stdout (progress on stderr). */
function runJson(cmd, args) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  });
  const text = r.stdout ?? '';
  const start = text.search(/^[[{]/m);
  if (start < 0) throw new Error(`${cmd} ${args.join(' ')} printed no JSON (exit ${r.status})`);
  return JSON.parse(text.slice(start));
}

const stack = spawn('node', [join(root, 'tools', 'stack', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, HV_PORT_SHIFT: String(SHIFT), HV_DATA_DIR: join(root, '.data', 'bench') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${url(pt.shell)}/config.json`, { timeoutMs: 300_000, child: Object.assign(stack, { name: 'stack' }) });
  await waitFor(`${url(pt.api)}/health`, { timeoutMs: 60_000 });
  const site = ['--base', url(pt.shell), '--api', url(pt.api), '--json'];
  if (!lighthouseOnly) {
    console.error('== JavaScript per route (gzip)');
    results.javascript = runJson('node', [join(root, 'tools', 'bench', 'first-load.mjs'), ...site]);
    console.error('== What the language costs before content (gzip, English and Spanish)');
    results.language = runJson('node', [join(root, 'tools', 'bench', 'language-bytes.mjs'), ...site]);
  }
  console.error(`== Lighthouse (mobile, the benchmark-300 phone, ${RUNS} runs per route)`);
  results.lighthouse = runJson('node', [
    join(root, 'tools', 'bench', 'lighthouse.mjs'),
    ...site,
    '--runs',
    String(RUNS),
    ...routeArgs,
    ...slowdownArgs,
  ]);
} finally {
  stack.kill('SIGTERM');
}
if (!lighthouseOnly) {
  console.error('== API');
  results.api = runJson('npm', ['run', '--silent', 'bench', '-w', 'api']);
}
results.loadAverageAtEnd = loadavg().map((l) => +l.toFixed(2));

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');

// The table.
const mm = (s, f = (x) => x) => `${f(s.median)} (${f(s.min)}-${f(s.max)})`;
const sec = (ms) => (ms / 1000).toFixed(1);
// TBT is judged on its median, LCP and CLS on every run (docs/architecture.md §10).
const rows = results.lighthouse.map((l) => {
  const js = results.javascript?.find((j) => j.route === l.route);
  return [
    `${l.goalMet ? '' : '**OVER** '}${l.route}`,
    mm(l.performance),
    mm(l.accessibility),
    mm(l.bestPractices),
    mm(l.fcpMs, sec),
    mm(l.lcpMs, sec),
    mm(l.tbtMs),
    mm(l.cls, (x) => x.toFixed(3)),
    `${mm(l.cpuSlowdown)}× → ${mm(l.phoneIndex)}`,
    ...(js
      ? [
          `${js.beforeContent.gzipKB} KB / ${js.beforeContent.requests}${js.budgetKB ? ` (≤ ${js.budgetKB})` : ''}`,
          `${js.untilIdle.gzipKB} KB / ${js.untilIdle.requests}`,
          `${js.singletonCopies.react} / ${js.singletonCopies['react-dom']}`,
        ]
      : []),
  ];
});
const head = [
  'route',
  'perf',
  'a11y',
  'best pr.',
  'FCP s',
  'LCP s (≤ 1.5 every run)',
  'TBT ms (median ≤ 200)',
  'CLS (< 0.05 every run)',
  'CPU slowdown → phone',
  ...(results.javascript ? ['JS before content', 'JS until idle', 'react/react-dom'] : []),
];
console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const g = results.api?.getRooms;
if (g)
  console.log(
    `\nAPI: GET /rooms ${g.pglite.rps} req/s on PGlite (${g.pglite.ratioToBare}× a bare Fastify route, ${g.bare.rps} req/s; by CPU per request ${g.pglite.cpuRatioToBare}×)` +
      (g.postgres ? `, ${g.postgres.rps} req/s on PostgreSQL (${g.postgres.ratioToBare}×; by CPU ${g.postgres.cpuRatioToBare}×)` : '') +
      `; bookings: ${results.api.bookings.map((b) => `${b.perSecond} /s on ${b.label}`).join(', ')}`,
  );
if (results.language)
  console.log(
    `\nThe language before content (≤ ${results.language[0].budgetKB} KB): ${results.language.map((l) => `${l.lang} ${l.route} ${l.languageKB} KB`).join(', ')}`,
  );
if (results.api)
  console.log(
    `Rates: ${results.api.rates
      .map(
        (r) =>
          `14-night quote p99 ${r.quote14.p99} ms (≤ ${r.quote14.budgetP99Ms}), 62-night calendar p99 ${r.calendar62.p99} ms, ${r.calendar62.bytes.raw} B (${r.calendar62.bytes.gzip} B gzip) on ${r.label}`,
      )
      .join('; ')}`,
  );
console.log(
  `load average ${results.loadAverageAtStart.join(' ')} → ${results.loadAverageAtEnd.join(' ')} on ${results.cores} cores; written to bench/results.json`,
);
const overJs = (results.javascript ?? []).some((j) => j.budgetKB && j.beforeContent.gzipKB > j.budgetKB);
process.exit(results.lighthouse.every((l) => l.goalMet) && !overJs ? 0 : 1);

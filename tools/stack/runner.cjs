// The local-stack runner's library: the parts of tools/stack/parts.cjs (re-exported), the wait loop,
// the Firebase Auth emulator start and the `serve` arguments. `npm start`, `npm run dev`, the API
// tests and the e2e run use this module (plain CommonJS, so ESM scripts, Jest and Playwright load it
// alike; types in stack.d.cts). No front end's build loads it: webpack reads the parts table alone.
'use strict';
const { spawn } = require('node:child_process');
const { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const { HOST, AUTH_PROJECT_ID, HOTEL_TIME_ZONE, ports, url } = require('../../tools/stack/parts.cjs');

/**
 * The hotel's calendar date ('YYYY-MM-DD') `days` after today, in HOTEL_TIME_ZONE: what the stack
 * calls today, for the scripts and tests that book dates or mark the offers pop-up shown today.
 */
function hotelDay(days = 0, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `target` answers 2xx. Rejects after timeoutMs, or as soon as `child` (a process
 * that should be serving it) has exited.
 */
async function waitFor(target, { timeoutMs = 120_000, child, name = child && child.name, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(target);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${name || 'the server'} exited (code ${child.exitCode}) before ${target} answered`);
    }
    if (Date.now() > deadline) throw new Error(`${target} did not answer within ${timeoutMs / 1000} s`);
    await pause(intervalMs);
  }
}

/** Stops a child (SIGTERM, SIGKILL after graceMs); a detached one with its whole process group. */
function stopChild(child, { graceMs = 8000, group = false } = {}) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    const kill = (signal) => {
      try {
        if (group) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        /* gone */
      }
    };
    kill('SIGTERM');
    setTimeout(() => kill('SIGKILL'), graceMs).unref();
  });
}

async function answers(target) {
  try {
    return (await fetch(target)).ok;
  } catch {
    return false;
  }
}

const FIREBASE = join(root, 'tools', 'auth-emulator', 'node_modules', '.bin', 'firebase');

/**
 * Starts the Firebase Auth emulator (auth only, demo project: no Java, no cloud) on 127.0.0.1:port.
 * One already answering there is shared (stop() then leaves it alone). `detached` puts it in its own
 * process group (a test runner's globalSetup hands the pid to its teardown). The returned `ready`
 * resolves once it answers; its temporary config folder is removed when it exits. Its output goes
 * to `logFile` (appended), else to our terminal with `log`, else nowhere.
 */
async function startAuthEmulator({ port = ports().auth, detached = false, log = false, logFile } = {}) {
  const at = url(port);
  if (await answers(at)) return { url: at, pid: null, child: null, ready: Promise.resolve(), stop: async () => {} };
  if (!existsSync(FIREBASE)) throw new Error('firebase-tools is missing: run `npm install` at the repository root.');
  if (port + 31_000 > 65_535) {
    throw new Error(`Auth emulator port ${port} is too high: its hub and logging servers listen 30 000 and 31 000 above it (use a smaller port shift)`);
  }
  // firebase.json fixes the port, so every emulator gets a config of its own.
  const dir = mkdtempSync(join(tmpdir(), 'harborview-auth-'));
  const config = join(dir, 'firebase.json');
  // The emulator suite's hub and logging servers get fixed ports too: left to scan from 4400, two
  // emulators starting at once (npm start beside a test run) can pick the same one, and one exits.
  const emulators = {
    auth: { host: HOST, port },
    hub: { host: HOST, port: port + 30_000 },
    logging: { host: HOST, port: port + 31_000 },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(config, JSON.stringify({ emulators }));
  const out = logFile ? openSync(logFile, 'a') : log ? 'inherit' : 'ignore';
  const child = spawn(FIREBASE, ['emulators:start', '--only', 'auth', '--project', AUTH_PROJECT_ID, '--config', config], {
    cwd: dir,
    stdio: ['ignore', out, out],
    detached,
  });
  if (typeof out === 'number') closeSync(out);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  child.once('exit', cleanup);
  if (detached) child.unref();
  child.name = 'Auth emulator';
  // firebase-tools loads slowly: about 20 s on an idle 2-core machine, over 90 s on a busy one.
  const ready = waitFor(at, { timeoutMs: 180_000, child, intervalMs: 300 });
  ready.catch(() => undefined); // the caller may await it later
  return { url: at, pid: child.pid ?? null, child, ready, stop: () => stopChild(child, { graceMs: 5000, group: detached }).then(cleanup) };
}

/** Deletes every account in the emulator on that port (so each test starts with no users). */
async function clearAuthAccounts(port = ports().auth) {
  const res = await fetch(`${url(port)}/emulator/v1/projects/${AUTH_PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear Auth emulator accounts: ${res.status}`);
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * `serve` arguments for a built front end: `configFile` when given (start.mjs passes the one
 * security-headers.mjs generates, with the CSP of the folder's config.json), else the package's, or
 * the root's, serve.json.
 */
function serveArgs(pkg, port, dir = join(root, pkg, 'dist'), configFile) {
  const own = join(root, pkg, 'serve.json');
  const config = configFile ?? (existsSync(own) ? own : join(root, 'serve.json'));
  return [dir, '--listen', `tcp://${HOST}:${port}`, '--config', config, '--no-clipboard', '--no-port-switching', '--no-request-logging'];
}

module.exports = {
  // The parts and their ports, the one table, for the scripts (spelled so ESM sees its names).
  ...require('../../tools/stack/parts.cjs'),
  root,
  hotelDay,
  waitFor,
  stopChild,
  startAuthEmulator,
  clearAuthAccounts,
  bin,
  serveArgs,
};

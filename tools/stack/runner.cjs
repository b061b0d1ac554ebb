// The local-stack runner's library: the repository root, the hotel's day, the wait loop, stopping a
// child and the `serve` arguments. `npm start`, `npm run dev`, the tools, the API tests and the e2e
// run use it (plain CommonJS, so ESM tools, Jest and Playwright load it alike; types in
// runner.d.cts). The parts and their ports are parts.cjs; the Auth emulator is
// tools/auth-emulator/emulator.cjs. No front end's build loads it: webpack reads the parts table alone.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const { HOST, HOTEL_TIME_ZONE } = require('./parts.cjs');

/**
 * The hotel's calendar date ('YYYY-MM-DD') `days` after today, in HOTEL_TIME_ZONE: what the stack
 * calls today, for the tools and tests that book dates or mark the offers pop-up shown today.
 */
function hotelDay(days = 0, now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: HOTEL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `target` answers 2xx. Rejects after timeoutMs, or as soon as `child` (a process
 * that should be serving it) has exited. Four minutes by default: on a loaded machine (load ~20 on
 * 2 cores, measured) a new PGlite database alone took over two, and a child that dies is reported at
 * once anyway.
 */
async function waitFor(target, { timeoutMs = 240_000, child, name = child && child.name, intervalMs = 250 } = {}) {
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
  root,
  hotelDay,
  waitFor,
  stopChild,
  bin,
  serveArgs,
};

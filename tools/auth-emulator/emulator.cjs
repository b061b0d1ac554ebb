// The Firebase Auth emulator (auth only, demo project: no Java, no cloud), from the firebase-tools
// that install.mjs puts into this folder: started by `npm start` / `npm run dev`, the API's Jest
// global setup and the e2e stack, and emptied between tests. Plain CommonJS like the runner (types
// in emulator.d.cts).
'use strict';
const { spawn } = require('node:child_process');
const { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { HOST, AUTH_PROJECT_ID, ports, url } = require('../stack/parts.cjs');
const { stopChild, waitFor } = require('../stack/runner.cjs');

async function answers(target) {
  try {
    return (await fetch(target)).ok;
  } catch {
    return false;
  }
}

const FIREBASE = join(__dirname, 'node_modules', '.bin', 'firebase');

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
  // firebase-tools loads slowly: about 20 s on an idle 2-core machine, over 180 s on a busy one; it
  // gets the same wait as every other part of the stack.
  const ready = waitFor(at, { child, intervalMs: 300 });
  ready.catch(() => undefined); // the caller may await it later
  return { url: at, pid: child.pid ?? null, child, ready, stop: () => stopChild(child, { graceMs: 5000, group: detached }).then(cleanup) };
}

/** Deletes every account in the emulator on that port (so each test starts with no users). */
async function clearAuthAccounts(port = ports().auth) {
  const res = await fetch(`${url(port)}/emulator/v1/projects/${AUTH_PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Could not clear Auth emulator accounts: ${res.status}`);
}

module.exports = { startAuthEmulator, clearAuthAccounts };

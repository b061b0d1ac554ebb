// One stack per set of ports. Before `npm start` / `npm run dev` starts anything it claims the
// shell's port with a small file in the temp directory (created atomically, holding its pid) and
// checks that every port is free. A second start on the same ports therefore says "already running"
// even while the first one is still building, and never opens the embedded database a second time.
import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const claimPathFor = (shellPort) => join(tmpdir(), `harborview-stack-${shellPort}.json`);

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function parse(raw) {
  try {
    const owner = JSON.parse(raw);
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * True when pid is a live stack runner, `script` (tools/stack/start.mjs, or tools/staging/staging.mjs
 * as its claim says): a reused pid running something else is not.
 */
function isStackProcess(pid, script = 'start.mjs') {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  const cmdline = read(`/proc/${pid}/cmdline`);
  return cmdline === null || cmdline.includes(script);
}

function removeIfStill(path, stale) {
  const mutex = `${path}.takeover`;
  try {
    mkdirSync(mutex);
  } catch {
    try {
      if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex); // left by a dead process
    } catch {
      /* gone meanwhile */
    }
    return;
  }
  try {
    if (read(path) === stale) unlinkSync(path);
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Claims the stack for these ports. Returns { owner } when a live stack already holds the claim,
 * else { markReady, release } (release also runs at exit).
 */
export function claimStack(shellPort, info = {}) {
  const path = claimPathFor(shellPort);
  for (let attempt = 0; attempt < 50; attempt++) {
    const mine = { pid: process.pid, ready: false, since: new Date().toISOString(), ...info };
    try {
      writeFileSync(path, JSON.stringify(mine) + '\n', { flag: 'wx' });
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.removeListener('exit', release);
        if (parse(read(path))?.pid === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return {
        markReady: () => held && writeFileSync(path, JSON.stringify({ ...mine, ready: true }) + '\n'),
        release,
      };
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const raw = read(path);
    if (raw === null) continue;
    const owner = parse(raw);
    if (owner && isStackProcess(owner.pid, owner.script)) return { owner };
    if (owner || attempt > 5) removeIfStill(path, raw); // stale (or never written): take it over
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`Could not claim ${path}`);
}

/** True when something accepts connections on 127.0.0.1:port. */
export function isListening(port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (busy) => {
      socket.destroy();
      resolve(busy);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(timeoutMs, () => done(true)); // accepted nothing, refused nothing: someone is there
  });
}

/** The [name, port] pairs of `named` that something already listens on. */
export async function busyPorts(named) {
  const busy = await Promise.all(named.map(async ([name, port]) => ((await isListening(port)) ? [[name, port]] : [])));
  return busy.flat();
}

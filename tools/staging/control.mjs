// How `npm run staging -- roll | backup` (and the smoke test) talk to a running staging: its state
// file (mode 600: it holds the owner's database URL) beside the claim of its ports, and SIGUSR2,
// which asks it to roll. HTTPS requests to its front door trust its own certificate only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const statePathFor = (frontPort) => join(tmpdir(), `harborview-staging-${frontPort}.state.json`);

export const readState = (frontPort) => {
  const file = statePathFor(frontPort);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

export const writeState = (frontPort, state) => writeFileSync(statePathFor(frontPort), JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });

/** True when `pid` is alive. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * One request: to the front door (https:, trusting `ca`, the staging's self-signed certificate) or
 * straight to a process (http:). Resolves with status, headers and body text; `agent` reuses
 * connections (keep-alive) when given.
 */
export function request(target, { method = 'GET', body, headers = {}, ca, agent, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = (String(target).startsWith('https:') ? https : http).request(
      target,
      {
        method,
        ca,
        agent,
        timeout: timeoutMs,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${target}: no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(data);
  });
}

/**
 * request(), sent once more when it failed on a reused keep-alive connection before any answer:
 * the server closed that idle connection as the request left (nginx's old workers do at a reload),
 * so nothing was processed. Browsers resend then too (Node documents the pattern: request.reusedSocket);
 * a write is safe to resend because it carries its Idempotency-Key. `onRetry` counts them. The resend
 * goes on a connection of its own (`agent: false`): the pool's other idle connections belong to the
 * same old workers and may be closing too (a resend on one of them failed the same way).
 */
export async function requestRetryingStale(target, opts = {}, onRetry = () => {}) {
  try {
    return await request(target, opts);
  } catch (err) {
    if (!err.reusedSocket) throw err;
    onRetry(err);
    return request(target, { ...opts, agent: false });
  }
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Thrown by an `until` check to stop waiting at once: what it waits on has gone (a process exited). */
export class GaveUp extends Error {}

/** Resolves once `check()` is truthy; rejects with `what` after timeoutMs. */
export async function until(check, what, { timeoutMs = 60_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A check that fails is tried again, unless it has given up (what it waits on is gone).
    const v = await check().catch((error) => {
      if (error instanceof GaveUp) throw error;
      return false;
    });
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await pause(intervalMs);
  }
}

/**
 * Asks the staging on `frontPort` to roll its API processes and waits for the outcome:
 * { ms, processes } or a thrown error.
 */
export async function requestRoll(frontPort, { timeoutMs = 180_000 } = {}) {
  const state = readState(frontPort);
  if (!state || !alive(state.pid)) throw new Error(`no staging is running on port ${frontPort} (npm run staging starts one)`);
  const before = state.rolls?.count ?? 0;
  process.kill(state.pid, 'SIGUSR2');
  const done = await until(
    async () => {
      const s = readState(frontPort);
      return s && (s.rolls?.count ?? 0) > before && s.rolls;
    },
    'the roll did not finish',
    { timeoutMs },
  );
  if (done.last.error) throw new Error(`the roll failed: ${done.last.error}`);
  return done.last;
}

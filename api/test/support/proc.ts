// Spawning real API processes for the race, multi-process and durability tests (ports 4100-4199 plus
// HV_PORT_SHIFT, like every port of the stack: two checkouts testing at once do not answer each other).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';

export const API_DIR = join(__dirname, '..', '..');
// node itself (tsx as a loader), so a signal reaches the server and not a wrapper process.
const NODE_ARGS = ['--import', 'tsx', 'src/server.ts'];

let nextPort = 4100 + (Number(process.env.HV_PORT_SHIFT) || 0) + Math.floor(Math.random() * 40);
export const freePort = () => nextPort++;

export interface Server {
  port: number;
  child: ChildProcess;
  url: string;
  /** Its Prometheus metrics (GET), on a port of its own. */
  metricsUrl: string;
  log: () => string;
}

/**
 * Spawns `src/server.ts` on `port`, its metrics on another free port, and waits for /health. No
 * shutdown grace unless `env` sets SHUTDOWN_GRACE_MS: no proxy is watching /ready here.
 */
export async function startServer(env: Record<string, string>, port = freePort()): Promise<Server> {
  let out = '';
  const metricsPort = freePort();
  const child = spawn(process.execPath, NODE_ARGS, {
    cwd: API_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${out}`);
    try {
      const r = await request(url, 'GET', '/health');
      if (r.status === 200) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, log: () => out };
}

export function stopServer(s: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill(signal);
    setTimeout(() => s.child.kill('SIGKILL'), 10_000).unref();
  });
}

/** One HTTP request on its own connection (no keep-alive pooling). */
export function request(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (data) req.write(data);
    req.end();
  });
}

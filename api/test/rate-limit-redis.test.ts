// Rate limits shared through Redis (REDIS_URL): two app instances on one real redis-server (a
// throwaway one on a free loopback port, started here) share the POST /contact counter; without Redis
// each instance counts on its own; with Redis unreachable (dead port, or killed mid-run) requests
// still succeed, unlimited, never a 5xx.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { makeApp, openTestDb, type TestDb } from './helpers';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
const LIMIT = 3;
const rateLimits = { contact: { max: LIMIT, timeWindow: '1 minute' } };
const body = { name: 'Ann', email: 'ann@example.com', message: 'Is the harbour suite free in May?' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** One raw RESP round trip; resolves with the reply line or rejects (connection refused, timeout). */
function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let out = '';
    sock.setTimeout(500, () => sock.destroy(new Error('timeout')));
    sock.on('connect', () => sock.write(`${command}\r\n`));
    sock.on('data', (d) => {
      out += String(d);
      if (out.includes('\r\n')) {
        sock.end();
        resolve(out);
      }
    });
    sock.on('error', reject);
  });
}

async function startRedis(port: number): Promise<{ child: ChildProcess; log: () => string }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} not found: this test needs a real Redis server; install the Debian package redis-server (apt-get install redis-server; npm test installs it when run as root).`,
    );
  }
  let out = '';
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const deadline = Date.now() + 5_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited ${child.exitCode}: ${out}`);
    try {
      if ((await redisCommand(port, 'PING')).startsWith('+PONG')) return { child, log: () => out };
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on port ${port} did not answer PING within 5 s: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopRedis(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const t = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** POST /contact `n` times, alternating over `apps`; returns the status codes in order. */
async function alternate(apps: FastifyInstance[], n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await apps[i % apps.length]!.inject({ method: 'POST', url: '/contact', payload: body });
    codes.push(res.statusCode);
    if (res.statusCode === 429) {
      const err = res.json<{ message: unknown; code: unknown }>();
      expect(err).toEqual({ message: expect.stringMatching(/^Too many requests/), code: 'RATE_LIMITED' });
    }
  }
  return codes;
}

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let tdb: TestDb;
  let redis: { child: ChildProcess; log: () => string } | undefined;
  let redisPort: number;
  const apps: FastifyInstance[] = [];
  const app = async (redisUrl?: string) => {
    const a = await makeApp(tdb.db, { rateLimits, redisUrl });
    apps.push(a);
    return a;
  };

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startRedis(redisPort);
    tdb = await openTestDb('pglite');
  }, 30_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await tdb?.close();
    await stopRedis(redis?.child);
  });

  test('two instances on one Redis share the /contact counter: the request after the limit is 429 on either', async () => {
    const url = `redis://127.0.0.1:${redisPort}`;
    const a = await app(url);
    const b = await app(url);
    // A, B, A | B, A, B: the limit (3) is reached across both, so the 4th request (on B) is refused.
    expect(await alternate([a, b], 2 * LIMIT)).toEqual([201, 201, 201, 429, 429, 429]);
    // The counter lives in Redis, one key for this client and route.
    const keys = await redisCommand(redisPort, 'KEYS harborview-rate-limit-*');
    expect(keys).toMatch(/^\*1\r\n/);
    expect(keys).toContain('/contact');
  });

  test('without Redis each instance counts on its own', async () => {
    const a = await app();
    const b = await app();
    // 6 alternating requests are 3 per instance: all within each one's limit; then each refuses.
    expect(await alternate([a, b], 2 * LIMIT + 2)).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  });

  test('REDIS_URL on a dead port: the app starts and requests succeed (not limited, no 5xx)', async () => {
    const dead = await freePort();
    const t = Date.now();
    const a = await app(`redis://127.0.0.1:${dead}`);
    const codes = await alternate([a], 2 * LIMIT);
    expect(codes).toEqual(Array(2 * LIMIT).fill(201));
    expect(Date.now() - t).toBeLessThan(5_000);
  });

  test('Redis killed while serving: the limited instance lets requests through instead of failing', async () => {
    const url = `redis://127.0.0.1:${redisPort}`;
    const a = await app(url);
    // Still limited while Redis is up (the first test used up this client's allowance).
    expect(await alternate([a], 1)).toEqual([429]);
    await stopRedis(redis?.child);
    expect(await alternate([a], 3)).toEqual([201, 201, 201]);
  });
});

// `npm run bench -w api`: autocannon on loopback, bounded (a few seconds per run).
// GET /rooms on PGlite and PostgreSQL beside a bare Fastify constant-JSON route of the same size, in
// BENCH_ROUNDS (default 3) alternating rounds, medians of req/s and of each server's CPU per request
// (both ratios printed: req/s is what a client sees, CPU what a busy machine distorts least), then bookings/s for distinct 1-night and 3-night stays, then the nightly rates' reads (a 14-night
// quote, a 62-night calendar) on a room priced every way. PostgreSQL runs when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set (a throwaway database is created and dropped). BENCH_ONLY=rates runs the
// rates' part alone (after a change to them); BENCH_ONLY=metrics measures what the Prometheus metrics
// cost a request (two PGlite APIs, one with METRICS_PORT=0, read in turns); BENCH_ONLY=rooms GET /rooms
// alone. Beside them the ceiling: bare Fastify writing the body serialized once (bareBuffer), as
// the room cache does. BENCH_COMPARE=<another checkout>/api benches that API too, in the same rounds (git worktree
// add /tmp/old <commit>; npm install there).
// Env: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 10), BENCH_WORKERS (autocannon's
// client threads for GET /rooms, default 2), BENCH_LOG_LEVEL (default info), HV_PORT_SHIFT (the
// servers listen on 4150-4157, their metrics on 4160-4166, plus it, like every other port of the stack).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { addDays, todayIn } from '@hotel/shared/domain';
import { SEED_ROOMS } from '../src/db/seed';
import { DURATION_BUCKETS } from '../src/plugins/metrics';
import { RequestDurations } from '../src/plugins/requestDurations';
import { appToken } from './appToken';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>) => Promise<AcResult>;
interface AcResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

const API_DIR = join(__dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Another checkout's api/ (BENCH_COMPARE=/path/to/api): benched beside this one in the same rounds. */
const COMPARE_DIR = process.env.BENCH_COMPARE;
const SECRET = randomBytes(32).toString('hex');
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const PORT_SHIFT = Number(process.env.HV_PORT_SHIFT ?? 0);
const PGLITE_PORT = 4150 + PORT_SHIFT;
const BARE_PORT = 4151 + PORT_SHIFT;
const POSTGRES_PORT = 4152 + PORT_SHIFT;
const NO_METRICS_PORT = 4155 + PORT_SHIFT;
const COMPARE_PORT = 4156 + PORT_SHIFT;
const BARE_BUFFER_PORT = 4157 + PORT_SHIFT;
const children: ChildProcess[] = [];

function start(script: string, port: number, env: Record<string, string>, cwd = API_DIR): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), METRICS_PORT: String(port + 10), ...env },
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'], // request logs go to /dev/null, as to a log shipper
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 240_000; // a busy machine starts PGlite slowly
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${script} exited`));
      try {
        const r = await fetch(`http://127.0.0.1:${port}${script.includes('bare') ? '/rooms' : '/health'}`);
        if (r.ok) return resolve(child);
      } catch (err) {
        if (process.env.BENCH_VERBOSE) console.error(String((err as { cause?: unknown }).cause ?? err));
      }
      if (Date.now() > deadline) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

const stop = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
    setTimeout(() => c.kill('SIGKILL'), 5000).unref();
  });

/**
 * Bookings/s for stays of `nights` nights that never overlap: each request takes the next room, and
 * the next free stretch of `nights` nights once every room has had one. `offset` keeps the runs
 * of one database apart (and far from the seed's dates).
 */
async function bookings(port: number, token: string, label: string, nights: number, offset: number) {
  let n = 0;
  const today = todayIn('UTC');
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: Math.max(3, Math.round(DURATION / 2)),
    requests: [
      {
        method: 'POST',
        path: '/bookings',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => {
          const i = n++;
          const room = SEED_ROOMS[i % SEED_ROOMS.length]!;
          const date = addDays(today, offset + nights * Math.floor(i / SEED_ROOMS.length));
          return { ...req, body: JSON.stringify({ roomId: room.id, bookingDate: date, nights, guests: 1 }) };
        },
      },
    ],
  });
  const created = r.statusCodeStats?.['201']?.count ?? 0;
  return {
    label,
    nights,
    perSecond: r.requests.average,
    nightsPerSecond: r.requests.average * nights,
    created,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * The nightly rates' reads on loopback (docs/architecture.md §10): a 14-night quote (budget p99 ≤ 5 ms)
 * and a 62-night calendar (one SQL statement), on a room with a weekend price and three periods.
 */
async function rates(port: number, staffToken: string, label: string) {
  const base = `http://127.0.0.1:${port}`;
  const room = SEED_ROOMS[0]!.id;
  const today = todayIn('UTC');
  const day = (n: number) => addDays(today, n);
  const staff = { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' };
  const must = async (r: Response) => {
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    return r;
  };
  await must(await fetch(`${base}/rooms/${room}`, { method: 'PATCH', headers: staff, body: JSON.stringify({ weekendPrice: 300 }) }));
  for (const [from, to, price] of [[20, 27, 420], [27, 31, 380], [40, 60, 260]] as const) {
    const body = JSON.stringify({ from: day(from), to: day(to), price, discountPrice: price - 20, minNights: 2 });
    await must(await fetch(`${base}/rooms/${room}/rates`, { method: 'POST', headers: staff, body }));
  }
  const quotePath = `/rooms/${room}/quote?checkIn=${day(22)}&checkOut=${day(36)}&guests=2`;
  const calendarPath = `/rooms/${room}/calendar?from=${day(10)}&to=${day(72)}`;
  const run = async (path: string) => {
    const body = await (await must(await fetch(`${base}${path}`))).text();
    const bytes = { raw: Buffer.byteLength(body), gzip: gzipSync(body).length };
    await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: 2 });
    const r = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  };
  // The room's own cached read beside them: on a loaded machine the quote's p99 is read against it.
  return {
    label,
    roomRead: await run(`/rooms/${room}`),
    quote14: { ...(await run(quotePath)), budgetP99Ms: 5 },
    calendar62: await run(calendarPath),
  };
}

/** The histogram's part of that cost, alone: ns per observation as the request hook makes it (median of 5 × 10^6). */
function observeNs(): number {
  const h = new RequestDurations('bench_seconds', 'bench', DURATION_BUCKETS);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    const n = 1_000_000;
    const t = process.hrtime.bigint();
    for (let i = 0; i < n; i++) h.observe('GET', '/rooms/:id', 200, (i % 100) / 1000);
    times.push(Number(process.hrtime.bigint() - t) / n);
  }
  return +times.sort((a, b) => a - b)[2]!.toFixed(0);
}

/** CPU time a process has used so far, in µs, user and system apart (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10_000, system: Number(fields[12]) * 10_000 }; // utime, stime (fields 14 and 15 of the line)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * GET /rooms on each side in turns, `rounds` times, each round starting one side later (so no side
 * always follows the warm-up or the same neighbour): each round's req/s and its ratio to the bare
 * route of the same round, and each server's own CPU time per request, user (our code, Node's,
 * Fastify's) and system (the kernel's loopback TCP), with its ratio to the bare route's. On a busy
 * machine req/s swings with what else runs; the CPU a request costs the server swings far less. The
 * load comes from WORKERS threads (BENCH_WORKERS, default 2), so the client is not what limits it.
 */
async function roomsRounds(sides: Array<[number, ChildProcess, string]>, rounds: number) {
  type Runs = { rps: number[]; p99: number[]; userUs: number[]; systemUs: number[]; ratioToBare: number[]; cpuRatioToBare: number[]; non2xx: number };
  const runs: Record<string, Runs> = {};
  for (const [, , label] of sides) runs[label] = { rps: [], p99: [], userUs: [], systemUs: [], ratioToBare: [], cpuRatioToBare: [], non2xx: 0 };
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < sides.length; j++) {
      const [port, child, label] = sides[(i + j) % sides.length]!;
      const before = cpuMicros(child.pid!);
      const a = await autocannon({ url: `http://127.0.0.1:${port}/rooms`, connections: CONNECTIONS, duration: DURATION, workers: WORKERS });
      const after = cpuMicros(child.pid!);
      const r = runs[label]!;
      r.rps.push(Math.round(a.requests.average));
      r.p99.push(a.latency.p99);
      r.userUs.push(+((after.user - before.user) / a.requests.total).toFixed(1));
      r.systemUs.push(+((after.system - before.system) / a.requests.total).toFixed(1));
      r.non2xx += a.non2xx + a.errors + a.timeouts;
    }
    const bare = runs.bare!;
    for (const [, , label] of sides) {
      const r = runs[label]!;
      r.ratioToBare.push(+(r.rps[i]! / bare.rps[i]!).toFixed(3));
      r.cpuRatioToBare.push(+((bare.userUs[i]! + bare.systemUs[i]!) / (r.userUs[i]! + r.systemUs[i]!)).toFixed(3));
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([label, r]) => [
      label,
      {
        rps: median(r.rps),
        p99: median(r.p99),
        ratioToBare: median(r.ratioToBare),
        cpuRatioToBare: median(r.cpuRatioToBare),
        cpuUsPerRequest: { user: median(r.userUs), system: median(r.systemUs) },
        non2xx: r.non2xx,
        rounds: r,
      },
    ]),
  );
}

/** One line per side: the medians, and every round's ratio beside them (both numbers: req/s and CPU). */
function printRounds(table: Record<string, { rps: number; ratioToBare: number; cpuRatioToBare: number; cpuUsPerRequest: { user: number; system: number }; rounds: { ratioToBare: number[]; cpuRatioToBare: number[] } }>) {
  for (const [label, t] of Object.entries(table))
    console.error(
      `  ${label.padEnd(9)} ${String(t.rps).padStart(6)} req/s (× bare ${t.ratioToBare}: ${t.rounds.ratioToBare.join(', ')}); ` +
        `${t.cpuUsPerRequest.user} + ${t.cpuUsPerRequest.system} µs CPU/request user + system (bare's ÷ this ${t.cpuRatioToBare}: ${t.rounds.cpuRatioToBare.join(', ')})`,
    );
}

/**
 * What the metrics cost a request: GET /rooms and GET /rooms/:id (the cheapest reads, where a fixed
 * cost per request shows most) on an API with metrics and one without, in turns, `rounds` times.
 * Throughput on a shared machine swings by more than the cost, so the server's own CPU time per
 * request is reported beside it (the medians of the rounds).
 */
async function metricsCost(withApi: [number, ChildProcess], withoutApi: [number, ChildProcess], rounds = 4) {
  const room = SEED_ROOMS[0]!.id;
  const out: Record<string, unknown> = {};
  for (const path of ['/rooms', `/rooms/${room}`]) {
    const runs = { with: { rps: [] as number[], cpuUsPerRequest: [] as number[] }, without: { rps: [] as number[], cpuUsPerRequest: [] as number[] } };
    for (const [port] of [withApi, withoutApi]) await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: 2 });
    for (let i = 0; i < rounds; i++) {
      for (const [[port, child], side] of [[withApi, 'with'], [withoutApi, 'without']] as const) {
        const cpu = cpuMicros(child.pid!);
        const a = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: DURATION });
        const used = cpuMicros(child.pid!);
        runs[side].rps.push(Math.round(a.requests.average));
        runs[side].cpuUsPerRequest.push(+((used.user + used.system - cpu.user - cpu.system) / a.requests.total).toFixed(1));
      }
    }
    const cpu = { with: median(runs.with.cpuUsPerRequest), without: median(runs.without.cpuUsPerRequest) };
    out[path === '/rooms' ? 'GET /rooms' : 'GET /rooms/:id'] = {
      runs,
      medianCpuUsPerRequest: { ...cpu, cost: +(cpu.with - cpu.without).toFixed(1) },
      rpsRatio: +(median(runs.with.rps) / median(runs.without.rps)).toFixed(3),
    };
  }
  out.histogramObserveNs = observeNs();
  return out;
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), durationSeconds: DURATION, connections: CONNECTIONS, logLevel: LOG_LEVEL };
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-bench-'));
  let pgName: string | null = null;
  try {
    const token = await appToken(SECRET, { email: 'bench@example.com', name: 'Bench' });
    const staffToken = await appToken(SECRET, { email: 'bench-staff@example.com', name: 'Bench Staff', role: 'staff' });
    const common = { JWT_SECRET: SECRET, LOG_LEVEL, RATE_LIMIT_JWT: '1000000', RATE_LIMIT_CONTACT: '1000000', SHUTDOWN_GRACE_MS: '0' };
    const onlyRates = process.env.BENCH_ONLY === 'rates';

    console.error('starting API on PGlite…');
    const pgliteApi = await start('src/server.ts', PGLITE_PORT, { ...common, DATA_DIR: join(dataDir, 'pglite-api') });
    const roomsJson = await (await fetch(`http://127.0.0.1:${PGLITE_PORT}/rooms`)).text();
    writeFileSync(join(dataDir, 'rooms.json'), roomsJson);
    results.bodyBytes = Buffer.byteLength(roomsJson);

    if (process.env.BENCH_ONLY === 'metrics') {
      console.error('metrics: the same reads with and without them…');
      const without = await start('src/server.ts', NO_METRICS_PORT, { ...common, DATA_DIR: join(dataDir, 'pglite-no-metrics'), METRICS_PORT: '0' });
      results.metricsCost = await metricsCost([PGLITE_PORT, pgliteApi], [NO_METRICS_PORT, without]);
      console.log(JSON.stringify(results, null, 2));
      return;
    }

    let pgApi: ChildProcess | null = null;
    if (PG_URL) {
      pgName = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pgName}`);
      await admin.end();
      const u = new URL(PG_URL);
      u.pathname = `/${pgName}`;
      console.error('starting API on PostgreSQL…');
      pgApi = await start('src/server.ts', POSTGRES_PORT, { ...common, DATA_DIR: dataDir, DATABASE_URL: u.toString() });
    }

    if (onlyRates) {
      console.error('nightly rates: a 14-night quote, a 62-night calendar…');
      results.rates = [await rates(PGLITE_PORT, staffToken, 'pglite'), ...(pgApi ? [await rates(POSTGRES_PORT, staffToken, 'postgres')] : [])];
      console.log(JSON.stringify(results, null, 2));
      return;
    }
    const bare = await start('bench/bare-server.ts', BARE_PORT, { BODY_FILE: join(dataDir, 'rooms.json') });
    const sides: Array<[number, ChildProcess, string]> = [[BARE_PORT, bare, 'bare'], [PGLITE_PORT, pgliteApi, 'pglite']];
    if (pgApi) sides.push([POSTGRES_PORT, pgApi, 'postgres']);
    // The ceiling: bare Fastify writing the body serialized once, as the room cache does.
    const bareBuffer = await start('bench/bare-server.ts', BARE_BUFFER_PORT, { BODY_FILE: join(dataDir, 'rooms.json'), BODY_AS: 'buffer' });
    sides.push([BARE_BUFFER_PORT, bareBuffer, 'bareBuffer']);
    if (COMPARE_DIR) {
      console.error(`starting the API of ${COMPARE_DIR} on PGlite…`);
      const other = await start('src/server.ts', COMPARE_PORT, { ...common, DATA_DIR: join(dataDir, 'pglite-compare') }, COMPARE_DIR);
      sides.push([COMPARE_PORT, other, 'compare']);
    }
    // Warm-up, then alternate so drift from the shared machine hits all sides alike.
    for (const [port] of sides) await autocannon({ url: `http://127.0.0.1:${port}/rooms`, connections: CONNECTIONS, duration: 2, workers: WORKERS });
    console.error(`GET /rooms, ${ROUNDS} alternating rounds against the bare route (${WORKERS} client threads)…`);
    results.getRooms = await roomsRounds(sides, ROUNDS);
    printRounds(results.getRooms as Parameters<typeof printRounds>[0]);
    if (process.env.BENCH_ONLY === 'rooms') {
      console.log(JSON.stringify(results, null, 2));
      return;
    }
    await Promise.all([stop(bare), stop(bareBuffer)]);

    // The 1-night and 3-night runs are far apart in time (offsets 400 and 2000 days).
    console.error('POST /bookings (distinct 1-night and 3-night stays)…');
    const dbs: Array<[number, string]> = [[PGLITE_PORT, 'pglite'], ...(pgApi ? [[POSTGRES_PORT, 'postgres'] as [number, string]] : [])];
    results.bookings = [];
    for (const [port, label] of dbs) {
      (results.bookings as unknown[]).push(await bookings(port, token, label, 1, 400), await bookings(port, token, label, 3, 2000));
    }
    console.error('nightly rates: a 14-night quote, a 62-night calendar…');
    results.rates = [];
    for (const [port, label] of dbs) (results.rates as unknown[]).push(await rates(port, staffToken, label));
  } finally {
    await Promise.all(children.map(stop));
    if (pgName && PG_URL) {
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(results, null, 2));
}

main().catch((err) => {
  console.error(err);
  void Promise.all(children.map(stop)).then(() => process.exit(1));
});

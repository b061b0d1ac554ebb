// `node --import tsx bench/sse-idle.ts`: how many idle live-availability streams (GET /rooms/{id}/events)
// one API process holds within 100 MB of extra RSS. Starts one API (PGlite in a temp dir, or
// DATABASE_URL) with a high SSE_MAX_CONNECTIONS, opens streams in batches of 250 spread over the
// rooms, and reads the server's VmRSS from /proc after each batch (after a GC-free settle).
// Env: SSE_BUDGET_MB (default 100), SSE_MAX (default 15000).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_DIR = join(__dirname, '..');
const BUDGET = Number(process.env.SSE_BUDGET_MB ?? 100) * 1024 * 1024;
const MAX = Number(process.env.SSE_MAX ?? 15_000);
const PORT = 4190 + Math.floor(Math.random() * 9);
const base = `http://127.0.0.1:${PORT}`;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function getJson<T>(path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http.get(`${base}${path}`, { agent: false }, (res) => {
      let t = '';
      res.on('data', (c) => (t += c));
      res.on('end', () => resolve(JSON.parse(t) as T));
    }).on('error', reject);
  });
}

function openStream(roomId: string): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/rooms/${roomId}/events`, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      res.once('data', () => resolve(req)); // the first event: the stream is registered
    });
    req.on('error', reject);
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'hv-sse-idle-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', METRICS_PORT: '0', SSE_MAX_CONNECTIONS: String(MAX + 10) },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      try {
        await getJson('/health');
        break;
      } catch {
        if (i > 300) throw new Error('API did not start');
        await sleep(200);
      }
    }
    const rooms = await getJson<Array<{ _id: string }>>('/rooms');
    await sleep(2000);
    const baseline = rssOf(child.pid!);
    const open: http.ClientRequest[] = [];
    let within = 0;
    let rss = baseline;
    while (open.length < MAX) {
      const batch = await Promise.all(Array.from({ length: 250 }, (_, i) => openStream(rooms[(open.length + i) % rooms.length]!._id)));
      open.push(...batch);
      await sleep(300);
      rss = rssOf(child.pid!);
      console.log(`${open.length} streams: RSS +${((rss - baseline) / 1048576).toFixed(1)} MB`);
      if (rss - baseline > BUDGET) break;
      within = open.length;
    }
    const perStream = (rss - baseline) / open.length;
    console.log(
      `baseline RSS ${(baseline / 1048576).toFixed(0)} MB; ${within} idle streams within ${BUDGET / 1048576} MB of extra RSS ` +
        `(~${(perStream / 1024).toFixed(1)} KB per stream${open.length >= MAX ? `; stopped at SSE_MAX=${MAX}` : ''})`,
    );
    open.forEach((r) => r.destroy());
  } finally {
    child.kill('SIGTERM');
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

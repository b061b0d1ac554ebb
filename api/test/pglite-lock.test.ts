// The embedded database has one owner: a second API process on the same PGlite directory refuses
// with a clear message, exits non-zero and changes nothing on disk; racing processes over a stale
// lock elect exactly one owner. (kill -9 and restart: durability.test.ts.)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_SECRET } from './helpers';
import { API_DIR, freePort, request, startServer, stopServer, type Server } from './support/proc';

/** Every file and folder under dir: content hash (files), size and mtime. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) {
        out[`${p}/`] = `mtime ${st.mtimeMs}`;
        walk(p);
      } else {
        const hash = createHash('sha256').update(readFileSync(p)).digest('hex');
        out[p] = `${hash} ${st.size} mtime ${st.mtimeMs}`;
      }
    }
  };
  const st = statSync(dir);
  out[`${dir}/`] = `mtime ${st.mtimeMs}`;
  walk(dir);
  return out;
}

function runToExit(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: API_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe('one owner for the PGlite data directory', () => {
  let dataDir: string;
  let first: Server | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hv-lock-'));
  });
  afterAll(async () => {
    if (first) await stopServer(first, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a second API process refuses, names the owner, exits non-zero and changes no file', async () => {
    const env = { JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir };
    first = await startServer(env);
    // The first one is idle from here on: whatever changes on disk now is the second one's doing.
    const before = snapshot(dataDir);
    expect(Object.keys(before).some((p) => p.endsWith('pglite.lock'))).toBe(true);

    const second = await runToExit(['--import', 'tsx', 'src/server.ts'], { ...env, PORT: String(freePort()) });
    expect(second.code).not.toBe(0);
    expect(second.out).toContain(
      `The embedded database ${join(dataDir, 'pglite')} is in use by another Harborview API (pid ${first.child.pid},`,
    );
    expect(snapshot(dataDir)).toEqual(before);

    // The owner never noticed.
    expect((await request(first.url, 'GET', '/health')).status).toBe(200);
    expect((await request(first.url, 'GET', '/rooms')).status).toBe(200);
    await stopServer(first);
    first = undefined;
  }, 120_000);

  test('processes racing over a stale lock: exactly one takes it over, the others refuse', async () => {
    const dir = join(dataDir, 'race-db');
    // A lock left by a process that no longer exists (pid beyond pid_max on Linux).
    writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 2 ** 22 + 1, since: '2026-01-01T00:00:00.000Z' }) + '\n');
    // Each contender takes the lock; the winner holds it until its stdin closes.
    const script = `const { lockDataDir } = require('./src/db/pglite-lock.ts');
      try { lockDataDir(${JSON.stringify(dir)}); console.log('won'); process.stdin.resume(); process.stdin.on('end', () => process.exit(0)); }
      catch (e) { console.log(e.name); process.exit(3); }`;
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: API_DIR, stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += String(d)));
      child.stderr.on('data', (d) => (out += String(d)));
      const settled = new Promise<string>((resolve) => {
        child.stdout.on('data', () => out.includes('won') && resolve('won'));
        child.once('exit', () => resolve(out.trim()));
      });
      return { child, settled };
    });
    const results = await Promise.all(contenders.map((c) => c.settled));
    expect([...results].sort()).toEqual(['DatabaseLockedError', 'DatabaseLockedError', 'DatabaseLockedError', 'won']);
    const winner = contenders[results.indexOf('won')];
    const lock = JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number };
    expect(lock.pid).toBe(winner?.child.pid);
    for (const c of contenders) c.child.stdin.end();
    await Promise.all(contenders.map((c) => new Promise((r) => (c.child.exitCode !== null ? r(null) : c.child.once('exit', r)))));
    // The winner released it on exit.
    expect(() => statSync(`${dir}.lock`)).toThrow();
  }, 60_000);
});

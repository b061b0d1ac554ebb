// The release guard against a deploy root on disk and a fake metrics listener serving the API's
// GET /remote-loads read (api/README.md): what it withdraws, what it keeps, what it writes and says.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { decision, look, STATUS_FILE, watch } from './guard.mjs';
import { root } from '../stack/runner.cjs';

const R1 = '0.1.0-aaaaaaaa';
const R2 = '0.1.0-bbbbbbbb';
const manifest = (id) => `http://127.0.0.1:3004/releases/${id}/mf-manifest.json`;
const NOW = '2026-11-28T09:09:40.000Z';

/** The metrics listener: answers with `reply` (swap it per test), remembers each request's URL. */
let reply = () => ({ now: NOW, buckets: [], vitals: [] });
let up = true;
const asked = [];
const server = createServer((req, res) => {
  asked.push(new URL(req.url, 'http://x'));
  if (!up) return res.writeHead(503).end();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply()));
});
let metrics;
let closed; // a port nothing listens on
let rules;
let dir;
const ctx = () => ({ rootDir: dir, configFile: join(dir, 'shell', 'config.json') });
const config = () => JSON.parse(readFileSync(join(dir, 'shell', 'config.json'), 'utf8'));
const history = () => JSON.parse(readFileSync(join(dir, 'mf-marketing', 'releases.json'), 'utf8'));

const bucket = (release, outcome, count, minute = '09:08') => ({ minute: `2026-11-28T${minute}:00.000Z`, remote: 'marketing', release, outcome, count });
/** 9 of 57 canary loads failed over two minutes, stable 0 of 410. */
const failing = () => ({
  now: NOW,
  buckets: [bucket(R2, 'loaded', 30), bucket(R2, 'loaded', 18, '09:09'), bucket(R2, 'failed', 9, '09:09'), bucket(R1, 'loaded', 410)],
  vitals: [
    { remote: 'marketing', release: R1, name: 'LCP', p75: 1240, n: 380 },
    { remote: 'marketing', release: R2, name: 'INP', p75: 96, n: 40 },
  ],
});
const healthy = () => ({ now: NOW, buckets: [bucket(R2, 'loaded', 60), bucket(R1, 'loaded', 400), bucket(R1, 'failed', 2)], vitals: [] });

before(async () => {
  rules = await decision();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  metrics = `http://127.0.0.1:${server.address().port}`;
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closed = `http://127.0.0.1:${probe.address().port}`;
  await new Promise((resolve) => probe.close(resolve));
});
after(() => server.close());

// A deploy root whose shell runs marketing R1 with R2 as a 10 % canary.
beforeEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = mkdtempSync(join(tmpdir(), 'harborview-guard-'));
  mkdirSync(join(dir, 'shell'));
  mkdirSync(join(dir, 'mf-marketing'));
  const live = { stable: manifest(R1), canary: manifest(R2), canaryPercent: 10 };
  writeFileSync(join(dir, 'shell', 'config.json'), JSON.stringify({ apiBase: 'http://127.0.0.1:4000', remotes: { marketing: live } }));
  const log = [{ time: '2026-11-28T09:00:00.000Z', action: 'canary', stable: R1, canary: R2, canaryPercent: 10 }];
  writeFileSync(join(dir, 'mf-marketing', 'releases.json'), JSON.stringify({ remote: 'marketing', releases: [], log }));
  reply = failing;
  up = true;
  asked.length = 0;
});
after(() => rmSync(dir, { recursive: true, force: true }));

const policy = () => rules.GUARD_DEFAULTS;

describe('one look of the release guard', () => {
  it('withdraws a failing canary with rollback\'s write: config.json names only stable, the log says why', async () => {
    const seen = await look(ctx(), { sources: [metrics], policy: policy(), rules });
    assert.equal(seen[0].verdict, 'withdraw');
    assert.equal(config().remotes.marketing, manifest(R1));
    assert.equal(config().apiBase, 'http://127.0.0.1:4000'); // the rest of the file untouched
    const last = history().log.at(-1);
    assert.equal(last.action, 'withdraw');
    assert.equal(last.stable, R1);
    assert.equal(last.withdrawn, R2);
    assert.equal(last.note, 'withdrawn automatically: 9 of 57 loads failed in 2 min, stable 0 of 410');
    // It asked for the window's loads: 10 minutes back.
    const since = Date.parse(asked[0].searchParams.get('since'));
    assert.ok(Math.abs(Date.now() - 10 * 60_000 - since) < 5000, asked[0].href);
    assert.equal(asked[0].pathname, '/remote-loads');
  });

  it('keeps a healthy canary and writes nothing to config.json; the status file says what it saw', async () => {
    reply = healthy;
    const before = readFileSync(join(dir, 'shell', 'config.json'), 'utf8');
    const seen = await look(ctx(), { sources: [metrics], policy: policy(), rules });
    assert.equal(seen[0].verdict, 'keep');
    assert.equal(readFileSync(join(dir, 'shell', 'config.json'), 'utf8'), before);
    const status = JSON.parse(readFileSync(join(dir, STATUS_FILE), 'utf8'));
    assert.equal(status.canaries[0].remote, 'marketing');
    assert.deepEqual([status.canaries[0].canary.loads, status.canaries[0].canary.failed], [60, 0]);
  });

  it('does not ask for loads when no canary runs', async () => {
    writeFileSync(join(dir, 'shell', 'config.json'), JSON.stringify({ remotes: { marketing: manifest(R1) } }));
    assert.deepEqual(await look(ctx(), { sources: [metrics], policy: policy(), rules }), []);
    assert.equal(asked.length, 0);
  });

  it('leaves a canary a person replaced meanwhile: it withdraws only the canary it judged', async () => {
    const { withdraw } = await import('./releases.mjs');
    assert.equal(withdraw({ pkg: 'mf-marketing', ...ctx() }, '0.1.0-cccccccc', 'withdrawn automatically: test'), null);
    assert.equal(config().remotes.marketing.canary, manifest(R2));
  });

  it('reads the next source when the first does not answer', async () => {
    const seen = await look(ctx(), { sources: [closed, metrics], policy: policy(), rules });
    assert.equal(seen[0].verdict, 'withdraw');
  });
});

describe('the guard watching', () => {
  it('says once that the metrics do not answer, keeps looking, and withdraws once they do', async () => {
    up = false;
    const lines = [];
    const stop = new AbortController();
    const watching = watch(ctx(), { sources: [metrics], policy: { ...policy(), intervalMs: 50 }, rules, log: (l) => lines.push(l), signal: stop.signal });
    await until(() => asked.length >= 3);
    assert.equal(lines.filter((l) => l.startsWith('warning:')).length, 1, lines.join('\n'));
    assert.match(lines[0], /could not read the remote loads \(http:\/\/127\.0\.0\.1:\d+: HTTP 503\)/);
    up = true;
    await until(() => typeof config().remotes.marketing === 'string');
    stop.abort();
    await watching;
    assert.ok(lines.some((l) => l.includes(`mf-marketing: canary ${R2} withdrawn automatically: 9 of 57 loads failed in 2 min, stable 0 of 410`)), lines.join('\n'));
  });
});

/** Runs a tools/release command; resolves with its exit code and output. */
function node(script, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'tools', 'release', script), ...args], { env: { ...process.env, ...env }, cwd: join(root, 'mf-marketing') });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('the commands', () => {
  it('npm run release-guard -- --once prints its verdict and withdraws', async () => {
    const r = await node('release-guard.mjs', ['--root', dir, '--metrics', metrics, '--once']);
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, new RegExp(`marketing: canary ${R2} withdraw: 9 of 57 loads failed, stable 0 of 410`));
    assert.equal(config().remotes.marketing, manifest(R1));
  });

  it('refuses bad flags, and a production guard without a metrics source, naming what to set', async () => {
    const bad = await node('release-guard.mjs', ['--root', dir, '--window', 'ten']);
    assert.equal(bad.code, 1);
    assert.match(bad.out, /release-guard refused: --window takes a positive number of minutes \(got "ten"\)/);
    const prod = await node('release-guard.mjs', ['--root', dir, '--once'], { NODE_ENV: 'production', HV_METRICS_URL: '' });
    assert.equal(prod.code, 1);
    assert.match(prod.out, /NODE_ENV=production, name the API metrics listener: --metrics <url> or HV_METRICS_URL/);
  });

  it('npm run releases shows each live release\'s loads, failures, rate and p75 speed, and the last withdrawal', async () => {
    reply = failing;
    await look(ctx(), { sources: [metrics], policy: policy(), rules });
    // The canary again, to see both live releases' figures.
    writeFileSync(join(dir, 'shell', 'config.json'), JSON.stringify({ remotes: { marketing: { stable: manifest(R1), canary: manifest(R2), canaryPercent: 10 } } }));
    const r = await node('cli.mjs', ['releases', '--root', dir, '--metrics', metrics]);
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, new RegExp(`${R1} \\(stable\\)\\s+410\\s+0\\s+0 %\\s+1\\.24 s \\(380\\)\\s+–`));
    assert.match(r.out, new RegExp(`${R2} \\(canary\\)\\s+57\\s+9\\s+15\\.8 %\\s+–\\s+96 ms \\(40\\)`));
    assert.match(r.out, /The release guard: withdraw \(p = /);
    assert.match(r.out, new RegExp(`Last withdrawn \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: ${R2}, withdrawn automatically: 9 of 57 loads failed in 2 min, stable 0 of 410\\.`));
  });

  it('npm run releases says when the metrics do not answer, and still lists the releases', async () => {
    const r = await node('cli.mjs', ['releases', '--root', dir, '--metrics', closed]);
    assert.equal(r.code, 0, r.out);
    assert.match(r.out, /mf-marketing: 0 releases/);
    assert.match(r.out, new RegExp(`No load figures: could not read the remote loads \\(${closed}: ECONNREFUSED\\)\\.`));
  });
});

/** Waits for `condition` with a deadline (never a fixed sleep). */
async function until(condition, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms: ${condition}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// The parts of the composed site and where they listen. `npm start`, `npm run dev` and the e2e run
// all start the same stack; HV_PORT_SHIFT moves every port (the e2e run uses +10000 so it never
// collides with a developer's `npm start`).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, AUTH_PROJECT_ID } from './auth-emulator.mjs';
import { writeServeConfig } from './security-headers.mjs';

export const FRONT_ENDS = [
  { pkg: 'shell', port: 3000 },
  { pkg: 'mf-catalog', port: 3001, remote: 'catalog' },
  { pkg: 'mf-booking', port: 3002, remote: 'booking' },
  { pkg: 'mf-account', port: 3003, remote: 'account' },
  { pkg: 'mf-marketing', port: 3004, remote: 'marketing' },
];

export function ports(shift = Number(process.env.HV_PORT_SHIFT ?? 0)) {
  const p = (n) => n + shift;
  return {
    shell: p(3000),
    catalog: p(3001),
    booking: p(3002),
    account: p(3003),
    marketing: p(3004),
    api: p(4000),
    auth: p(9099),
    partner: p(5050),
  };
}

const host = '127.0.0.1';
export const url = (port) => `http://${host}:${port}`;

/** The runtime config the shell serves at /config.json for these ports. */
export function runtimeConfig(pt) {
  const template = JSON.parse(readFileSync(join(root, 'shell', 'public', 'config.json'), 'utf8'));
  return {
    ...template,
    apiBase: url(pt.api),
    siteUrl: url(pt.shell),
    remotes: Object.fromEntries(
      FRONT_ENDS.filter((f) => f.remote).map((f) => [f.remote, `${url(pt[f.remote])}/mf-manifest.json`]),
    ),
    firebase: { ...template.firebase, projectId: AUTH_PROJECT_ID, emulatorUrl: url(pt.auth) },
  };
}

/**
 * The folder to serve the shell from. With the default ports the built shell is served as it is (its
 * config.json already names them; a deployer edits that file). With shifted ports a staged copy gets
 * its own config.json, so an e2e run never rewrites the build a developer is serving.
 */
export function shellDirFor(pt, shift = Number(process.env.HV_PORT_SHIFT ?? 0)) {
  const dist = join(root, 'shell', 'dist');
  if (!shift) return dist;
  const staged = mkdtempSync(join(tmpdir(), `harborview-shell-${pt.shell}-`));
  cpSync(dist, staged, { recursive: true });
  writeFileSync(join(staged, 'config.json'), JSON.stringify(runtimeConfig(pt), null, 2) + '\n');
  return staged;
}

export function isBuilt(pkg) {
  const dist = join(root, pkg, 'dist');
  return existsSync(join(dist, pkg === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

/** Builds the front ends whose dist is missing, one at a time (2 cores). Returns seconds per package. */
export function buildMissing({ force = false, log = console.log } = {}) {
  const times = {};
  for (const { pkg } of FRONT_ENDS) {
    if (!force && isBuilt(pkg)) continue;
    log(`Building ${pkg}…`);
    const t = Date.now();
    const r = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) throw new Error(`Build of ${pkg} failed`);
    times[pkg] = (Date.now() - t) / 1000;
  }
  return times;
}

export const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Serves a built package with `serve`: its serve.json plus the CSP of its config (security-headers.mjs). */
export function serveArgs(pkg, port, dir = join(root, pkg, 'dist')) {
  const config = writeServeConfig(pkg, dir);
  return [dir, '--listen', `tcp://${host}:${port}`, '--config', config, '--no-clipboard', '--no-port-switching', '--no-request-logging'];
}

export function apiEnv(pt, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  return {
    PORT: String(pt.api),
    HOST: host,
    DATA_DIR: dataDir,
    PUBLIC_URL: url(pt.api),
    // The shell and each remote's standalone harness (which calls the API too).
    CORS_ORIGINS: [pt.shell, pt.catalog, pt.booking, pt.account, pt.marketing]
      .flatMap((port) => [url(port), `http://localhost:${port}`])
      .join(','),
    // Pages that embed the catalog: the partner demo page.
    PARTNER_ORIGINS: [url(pt.partner), `http://localhost:${pt.partner}`].join(','),
    FIREBASE_AUTH_EMULATOR_HOST: `${host}:${pt.auth}`,
    FIREBASE_PROJECT_ID: AUTH_PROJECT_ID,
  };
}

/** Starts a child in our process group (so a group kill from a test runner reaches it too). */
export function run(name, cmd, args, { env = {}, cwd = root, quiet = false } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'], // quiet hides request logs, never errors
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.name = name;
  return child;
}

export async function waitFor(target, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(target);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (child && child.exitCode !== null) throw new Error(`${child.name} exited (code ${child.exitCode}) before ${target} answered`);
    if (Date.now() > deadline) throw new Error(`${target} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function stopAll(children, signal = 'SIGTERM') {
  return Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', resolve);
          c.kill(signal);
          setTimeout(() => c.kill('SIGKILL'), 8000).unref();
        }),
    ),
  );
}

// --- Partner demo page (e2e/partner-site, docs/architecture.md §7) --------------------------------
// A plain page on its own origin (:5050) embedding the catalog through embed.js. Its HTML and its
// Content-Security-Policy (serve.json) name the default ports; with shifted ports a staged copy
// names the shifted ones.
export const PARTNER_SITE = join(root, 'e2e', 'partner-site');

export function partnerSiteDirFor(pt, shift = Number(process.env.HV_PORT_SHIFT ?? 0)) {
  if (!shift) return PARTNER_SITE;
  const staged = mkdtempSync(join(tmpdir(), `harborview-partner-${pt.partner}-`));
  cpSync(PARTNER_SITE, staged, { recursive: true });
  const moved = { 3000: pt.shell, 3001: pt.catalog, 4000: pt.api };
  for (const name of readdirSync(staged)) {
    if (!/\.(html|js|json)$/.test(name)) continue;
    const file = join(staged, name);
    const text = readFileSync(file, 'utf8').replace(/127\.0\.0\.1:(3000|3001|4000)\b/g, (_m, p) => `127.0.0.1:${moved[p]}`);
    writeFileSync(file, text);
  }
  return staged;
}

/** `serve` arguments for the partner demo page (its own serve.json: the CSP a partner would send). */
export function partnerServeArgs(pt, dir) {
  return [dir, '--listen', `tcp://${host}:${pt.partner}`, '--config', join(dir, 'serve.json'), '--no-clipboard', '--no-port-switching', '--no-request-logging'];
}

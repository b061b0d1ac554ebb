// How `npm start` (and `npm run dev`, the e2e run, `npm run bench`) builds and launches the parts
// that scripts/lib/stack.cjs describes.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_PROJECT_ID, FRONT_ENDS, HOST, root, stopChild, url } from './stack.cjs';

export function isBuilt(pkg) {
  const dist = join(root, pkg, 'dist');
  return existsSync(join(dist, pkg === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

/** The front ends to build before serving: those without a build (all of them when forced). */
export function buildPlan({ force = false } = {}) {
  return FRONT_ENDS.map((f) => f.pkg).filter((pkg) => force || !isBuilt(pkg));
}

/** Builds one front end (production); its output is returned, or shown as it comes with `inherit`. */
export function buildOne(pkg, { inherit = false } = {}) {
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', pkg], {
    cwd: root,
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    encoding: 'utf8',
  });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

export function apiEnv(pt, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  return {
    PORT: String(pt.api),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: url(pt.api),
    // The shell and each remote's standalone harness (which calls the API too).
    CORS_ORIGINS: [pt.shell, pt.catalog, pt.booking, pt.account, pt.marketing]
      .flatMap((port) => [url(port), `http://localhost:${port}`])
      .join(','),
    // Pages that embed the catalog: the partner demo page.
    PARTNER_ORIGINS: [url(pt.partner), `http://localhost:${pt.partner}`].join(','),
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${pt.auth}`,
    FIREBASE_PROJECT_ID: AUTH_PROJECT_ID,
  };
}

/**
 * Starts a child in our process group (so a group kill from a test runner reaches it too). Its
 * output goes line by line to onLine, by default here with a [name] prefix; quiet drops stdout.
 */
export function run(name, cmd, args, { env = {}, cwd = root, quiet = false, onLine } = {}) {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'], // quiet hides request logs, never errors
  });
  const show = onLine ?? ((line) => process.stdout.write(`[${name}] ${line}\n`));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk) => {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) show(line);
    });
    stream?.on('end', () => rest.trim() && show(rest));
  }
  child.name = name;
  return child;
}

export const stopAll = (children) => Promise.all(children.map((c) => stopChild(c)));

// --- Partner demo page (e2e/partner-site, docs/architecture.md §7) --------------------------------
// A plain page on its own origin (:5050) embedding the catalog through embed.js. Its HTML and its
// Content-Security-Policy (serve.json) name the default ports; with shifted ports a staged copy
// names the shifted ones.
export const PARTNER_SITE = join(root, 'e2e', 'partner-site');

export function partnerSiteDirFor(pt, shift = Number(process.env.HV_PORT_SHIFT || 0)) {
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
  return [dir, '--listen', `tcp://${HOST}:${pt.partner}`, '--config', join(dir, 'serve.json'), '--no-clipboard', '--no-port-switching', '--no-request-logging'];
}

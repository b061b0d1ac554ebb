// How `npm start` (and `npm run dev`, the e2e run, `npm run bench`) builds and launches the parts
// of the parts table (parts.cjs).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_PROJECT_ID, FRONT_ENDS, HOST, siteOrigins, url } from './parts.cjs';
import { root, stopChild } from './runner.cjs';

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

/**
 * Builds, one after another, the front ends without a build (all with `force`), saying which one it
 * is on and how long each took; the output goes to `buildLog` (and here too with `verbose`). Throws
 * on a failed build, with its output.
 */
export function buildMissing({ force = false, buildLog, verbose = false }) {
  const plan = buildPlan({ force });
  if (plan.length === 0) return;
  writeFileSync(buildLog, '');
  console.log(
    `Building ${plan.length} front end${plan.length > 1 ? 's' : ''} one after another (about 30 s each on an idle 2-core machine; ` +
      `later starts reuse the builds). Output: ${buildLog}`,
  );
  for (const [i, pkg] of plan.entries()) {
    const t = Date.now();
    process.stdout.write(`  ${i + 1}/${plan.length} ${pkg}… `);
    const { ok, output } = buildOne(pkg, { inherit: verbose });
    appendFileSync(buildLog, `== ${pkg}\n${output}\n`);
    if (!ok) {
      process.stdout.write('failed\n');
      console.error(output.trim());
      throw new Error(`the build of ${pkg} failed (see above, or ${buildLog})`);
    }
    process.stdout.write(`${((Date.now() - t) / 1000).toFixed(0)} s\n`);
  }
}

export function apiEnv(pt, dataDir) {
  mkdirSync(dataDir, { recursive: true });
  return {
    PORT: String(pt.api),
    HOST,
    METRICS_PORT: String(pt.apiMetrics),
    // No proxy in front of a local stack to notice /ready turning 503: stop at once on Ctrl-C.
    SHUTDOWN_GRACE_MS: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: url(pt.api),
    // The shell and each remote's standalone harness (which calls the API too).
    CORS_ORIGINS: siteOrigins(pt).join(','),
    // The partner demo page's partner (api/src/db/seed.ts), so its embed may book through our frame.
    DEMO_PARTNER_ORIGINS: [url(pt.partner), `http://localhost:${pt.partner}`].join(','),
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${pt.auth}`,
    FIREBASE_PROJECT_ID: AUTH_PROJECT_ID,
    // MailDev (started beside the API): every e-mail lands in its inbox, none leaves the machine.
    SMTP_URL: `smtp://${HOST}:${pt.smtp}`,
  };
}

/** MailDev's arguments: SMTP and its web inbox on the stack's ports, loopback only, the mail kept under the stack's data directory. */
export const mailDevArgs = (pt, dataDir) => [
  ...['--smtp', String(pt.smtp), '--ip', HOST, '--web', String(pt.mailWeb), '--web-ip', HOST],
  ...['--mail-directory', join(dataDir, 'maildev'), '--silent'],
];

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
// A plain page on its own origin (:5050) embedding the catalog through embed.js. What names our
// ports is generated for the stack that serves it, into a staged copy: `harborview.js` (where the
// API, the site and embed.js are; the page's snippet.js reads it) and `serve.json` (the
// Content-Security-Policy a partner would send, naming the catalog and the API).
export const PARTNER_SITE = join(root, 'e2e', 'partner-site');

/** The generated `harborview.js` of the partner demo page on a stack with these ports. */
export function partnerStackScript(pt) {
  const where = { api: url(pt.api), site: url(pt.shell), embed: `${url(pt.catalog)}/embed.js` };
  return `// Generated by tools/stack/launch.mjs for this stack: where the embedded Harborview lives.\nwindow.harborviewDemo = ${JSON.stringify(where)};\n`;
}

/** The generated `serve.json` of the partner demo page: a partner's strict CSP. */
export function partnerServeConfig(pt) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${url(pt.catalog)}`,
    // The catalog's config.json (where embed.js learns the API and the site), then GET /rooms.
    `connect-src 'self' ${url(pt.catalog)} ${url(pt.api)}`,
    `img-src 'self' ${url(pt.api)} data:`,
    // The booking overlay (embed.js's open) frames our own site's /partner/book.
    `frame-src ${url(pt.shell)}`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Cache-Control', value: 'no-cache' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
  ];
  return { headers: [{ source: '**', headers }], cleanUrls: false, rewrites: [{ source: '/', destination: '/index.html' }], directoryListing: false };
}

/** A staged copy of the partner demo page with the generated files of a stack on these ports. */
export function partnerSiteDirFor(pt) {
  const staged = mkdtempSync(join(tmpdir(), `harborview-partner-${pt.partner}-`));
  cpSync(PARTNER_SITE, staged, { recursive: true });
  writeFileSync(join(staged, 'harborview.js'), partnerStackScript(pt));
  writeFileSync(join(staged, 'serve.json'), JSON.stringify(partnerServeConfig(pt), null, 2) + '\n');
  return staged;
}

/** `serve` arguments for the partner demo page (its own serve.json: the CSP a partner would send). */
export function partnerServeArgs(pt, dir) {
  return [dir, '--listen', `tcp://${HOST}:${pt.partner}`, '--config', join(dir, 'serve.json'), '--no-clipboard', '--no-port-switching', '--no-request-logging'];
}

#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the five production front ends, the API (PGlite
// under .data/ unless DATABASE_URL is set), the Firebase Auth emulator and MailDev (the API's
// e-mails, in a web inbox) on 127.0.0.1, and the release guard beside them.
// `npm run dev` (--dev): webpack-dev-server with hot reload for each front end instead.
// Env: HV_PORT_SHIFT moves every port; HV_DATA_DIR moves the API's data; HV_FORCE_BUILD rebuilds;
// HV_LOGS=1 shows the API's request logs and the build output here too (they always go to files
// under the data directory: api.log, build.log).
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from '../auth-emulator/emulator.cjs';
import { busyPorts, claimStack } from './claim.mjs';
import {
  apiEnv,
  buildMissing,
  mailDevArgs,
  partnerServeArgs,
  partnerSiteDirFor,
  run,
  stopAll,
} from './launch.mjs';
import { FRONT_ENDS, ports, url } from './parts.cjs';
import { bin, root, serveArgs, waitFor } from './runner.cjs';
import { writeServeConfig } from './security-headers.mjs';
import { makeFirstViews } from '../first-view/prerender.mjs';
import { deployRoot, stageFrontEnd } from '../release/deploy-root.mjs';
import { demoStaffLine } from '../staff/demo-account.mjs';

const dev = process.argv.includes('--dev');
const command = dev ? 'npm run dev' : 'npm start';
const shift = Number(process.env.HV_PORT_SHIFT || 0);
const verbose = ['1', 'true', 'yes'].includes(String(process.env.HV_LOGS).toLowerCase());
const pt = ports(shift);
const started = Date.now();
const partsAt = (p) => [
  ...FRONT_ENDS.map((f) => [f.pkg, p[f.name]]),
  ['api', p.api],
  ['API metrics', p.apiMetrics],
  ['Auth emulator', p.auth],
  ['partner demo page', p.partner],
  ['MailDev SMTP', p.smtp],
  ['MailDev inbox', p.mailWeb],
];

// Before anything starts (or builds): one stack per set of ports, and every port free.
const claim = claimStack(pt.shell, { url: url(pt.shell), dev });
if (claim.owner) {
  const { pid, ready } = claim.owner;
  console.error(`Harborview is already ${ready ? 'running' : 'starting'} at ${url(pt.shell)} (pid ${pid})`);
  console.error(
    `Use that one, stop it (Ctrl-C in its terminal, or kill ${pid}), or start another on other ports: HV_PORT_SHIFT=${shift + 100} ${command}`,
  );
  process.exit(1);
}
const busy = await busyPorts(partsAt(pt));
if (busy.length > 0) {
  claim.release();
  for (const [name, port] of busy) console.error(`Port ${port} (${name}) is already in use by another program.`);
  let free = shift + 100;
  while (free < shift + 2000 && (await busyPorts(partsAt(ports(free)))).length > 0) free += 100;
  console.error(`Stop that program, or move every Harborview port: HV_PORT_SHIFT=${free} ${command}`);
  process.exit(1);
}

const dataDir = process.env.HV_DATA_DIR || join(root, '.data');
mkdirSync(dataDir, { recursive: true });
const apiLog = join(dataDir, 'api.log');
const buildLog = join(dataDir, 'build.log');
const children = [];
let emulator;
let stagedPartner;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Harborview…');
  await Promise.all([stopAll(children), emulator?.stop()]);
  if (stagedPartner) rmSync(stagedPartner, { recursive: true, force: true });
  claim.release();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** The API's pino lines go to api.log; warnings and errors (and everything with HV_LOGS) also here. */
function apiOutput() {
  const file = createWriteStream(apiLog, { flags: 'a' });
  return (line) => {
    file.write(line + '\n');
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return process.stdout.write(`[api] ${line}\n`); // not a log line: a crash, say
    }
    if (verbose || entry.level >= 40)
      process.stdout.write(`[api] ${entry.msg ?? line}${entry.err ? `: ${entry.err.message}` : ''}\n`);
  };
}

try {
  if (!dev) buildMissing({ force: Boolean(process.env.HV_FORCE_BUILD), buildLog, verbose });
  console.log(`Starting the API, the Auth emulator and the ${dev ? 'dev servers' : 'front ends'}…`);
  const emulatorStarting = startAuthEmulator({ port: pt.auth, logFile: join(dataDir, 'auth-emulator.log') }).then(
    (e) => {
      emulator = e;
      return e.ready;
    },
  );

  // MailDev first: the API's sender finds it up (and retries if not: no e-mail is lost either way).
  const mailDev = run('MailDev', bin('maildev'), mailDevArgs(pt, dataDir));
  children.push(mailDev);

  const api = run('api', bin('tsx'), [join(root, 'api', 'src', 'server.ts')], {
    env: apiEnv(pt, dataDir),
    onLine: apiOutput(),
  });
  children.push(api);

  const serveFrontEnd = async ({ pkg, name, remote }) => {
    const port = pt[name];
    // Production: each front end is served from its folder in the deploy root (docs/deploying.md),
    // refreshed from its build; the shell's config.json keeps the releases promoted before.
    const dir = dev ? undefined : stageFrontEnd(pkg, pt, deployRoot());
    if (dir && !remote && firstViews) await makeFirstViewsFor(dir);
    const child = dev
      ? // webpack itself, not through `npm run dev`: stopping it must not leave an orphaned webpack behind.
        run(pkg, bin('webpack'), ['serve', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'], {
          cwd: join(root, pkg),
        })
      : run(pkg, bin('serve'), serveArgs(pkg, port, dir, writeServeConfig(pkg, dir ?? join(root, pkg, 'dist'))), {
          quiet: true,
        });
    children.push(child);
    return waitFor(remote ? `${url(port)}/mf-manifest.json` : `${url(port)}/config.json`, { child });
  };

  // The prerendered first views of the public routes (tools/first-view/prerender.mjs), made from the running
  // remotes and API just before the shell is served. Without them the site works as before.
  const firstViews = !dev && !['0', 'false', 'no'].includes(String(process.env.HV_FIRST_VIEW).toLowerCase());
  const makeFirstViewsFor = async (dir) => {
    const t = Date.now();
    try {
      const made = await makeFirstViews({
        dir,
        base: url(pt.shell),
        apiBase: url(pt.api),
        log: verbose ? (l) => console.log(`  ${l}`) : undefined,
      });
      console.log(`Prerendered the first view of ${made.length} pages in ${((Date.now() - t) / 1000).toFixed(1)} s.`);
    } catch (e) {
      console.error(`No prerendered first views (the site works without them): ${e.message.split('\n')[0]}`);
    }
  };

  // The partner demo page (e2e/partner-site): a plain page on its own origin embedding the catalog.
  const servePartner = () => {
    const dir = partnerSiteDirFor(pt);
    stagedPartner = dir;
    const child = run('partner', bin('serve'), partnerServeArgs(pt, dir), { quiet: true });
    children.push(child);
    return waitFor(`${url(pt.partner)}/index.html`, { child });
  };

  // The shell is served last: once its URL answers, everything it depends on does too
  // (the e2e run and the tools wait on the shell's config.json).
  await Promise.all([
    emulatorStarting,
    waitFor(`${url(pt.api)}/health`, { child: api }),
    waitFor(`${url(pt.mailWeb)}/api/healthz`, { child: mailDev }),
    ...FRONT_ENDS.filter((f) => f.remote).map(serveFrontEnd),
    servePartner(),
  ]);
  await serveFrontEnd(FRONT_ENDS.find((f) => !f.remote));
  // The release guard (docs/deploying.md): a process of its own beside the static servers, as on any
  // host, withdrawing a failing canary of the deploy root they serve. Production builds only: the
  // dev servers serve no releases.
  if (!dev) {
    const guard = [join(root, 'tools', 'release', 'release-guard.mjs'), '--root', deployRoot(), '--metrics', url(pt.apiMetrics)];
    children.push(run('release guard', process.execPath, guard));
  }
  const staffLine = await demoStaffLine(pt.auth);
  for (const child of [...children, emulator?.child].filter(Boolean)) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${child.name} stopped unexpectedly (code ${code}).`);
        shutdown(1);
      }
    });
  }
  // "ready" means every part this run started answers and is still ours (none exited meanwhile).
  const gone = [...children, emulator?.child].find((c) => c && (c.exitCode !== null || c.signalCode !== null));
  if (gone) throw new Error(`${gone.name} exited (code ${gone.exitCode}) while the others started`);
  claim.markReady();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nHarborview is ready in ${secs} s: ${url(pt.shell)}`);
  console.log(
    `  API ${url(pt.api)}/docs · Auth emulator ${url(pt.auth)} · API log ${apiLog}${verbose ? '' : ' (HV_LOGS=1 shows it here)'}`,
  );
  console.log(`  Partner demo page (the catalog embedded on another origin): ${url(pt.partner)}`);
  console.log(staffLine);
  console.log(`  Inbox of every e-mail the site sends (MailDev): ${url(pt.mailWeb)}`);
  console.log('Press Ctrl-C to stop.');
} catch (err) {
  console.error(`Could not start Harborview: ${err.message}`);
  await shutdown(1);
}

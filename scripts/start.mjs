#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the five production front ends, the API (PGlite
// under .data/ unless DATABASE_URL is set) and the Firebase Auth emulator on 127.0.0.1.
// `npm run dev` (--dev): webpack-dev-server with hot reload for each front end instead.
// Env: HV_PORT_SHIFT moves every port; HV_DATA_DIR moves the API's data; HV_FORCE_BUILD rebuilds.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator.mjs';
import {
  FRONT_ENDS, PARTNER_SITE, apiEnv, bin, buildMissing, partnerServeArgs, partnerSiteDirFor, ports, run, serveArgs, shellDirFor,
  stopAll, url, waitFor,
} from './lib/stack.mjs';
import { root } from './lib/auth-emulator.mjs';

const dev = process.argv.includes('--dev');
const pt = ports();
const started = Date.now();
const children = [];
let emulator;
let stagedShell;
let stagedPartner;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping Harborview…');
  await Promise.all([stopAll(children), emulator?.stop()]);
  if (stagedShell) rmSync(stagedShell, { recursive: true, force: true });
  if (stagedPartner) rmSync(stagedPartner, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  if (!dev) buildMissing({ force: Boolean(process.env.HV_FORCE_BUILD) });
  const emulatorStarting = startAuthEmulator({ port: pt.auth }).then((e) => (emulator = e));

  const dataDir = process.env.HV_DATA_DIR ?? join(root, '.data');
  const api = run('api', bin('tsx'), [join(root, 'api', 'src', 'server.ts')], { env: apiEnv(pt, dataDir) });
  children.push(api);

  const serveFrontEnd = ({ pkg, remote }) => {
    const port = remote ? pt[remote] : pt.shell;
    const dir = remote || dev ? undefined : shellDirFor(pt);
    if (dir && !dir.startsWith(join(root, 'shell'))) stagedShell = dir;
    const child = dev
      ? // webpack itself, not through `npm run dev`: stopping it must not leave an orphaned webpack behind.
        run(pkg, bin('webpack'), ['serve', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'], {
          cwd: join(root, pkg),
        })
      : run(pkg, bin('serve'), serveArgs(pkg, port, dir), { quiet: true });
    children.push(child);
    return waitFor(remote ? `${url(port)}/mf-manifest.json` : `${url(port)}/config.json`, { child });
  };

  // The partner demo page (e2e/partner-site): a plain page on its own origin embedding the catalog.
  const servePartner = () => {
    const dir = partnerSiteDirFor(pt);
    if (dir !== PARTNER_SITE) stagedPartner = dir;
    const child = run('partner', bin('serve'), partnerServeArgs(pt, dir), { quiet: true });
    children.push(child);
    return waitFor(`${url(pt.partner)}/index.html`, { child });
  };

  // The shell is served last: once its URL answers, everything it depends on does too
  // (the e2e run and scripts wait on the shell's config.json).
  await Promise.all([
    emulatorStarting,
    waitFor(`${url(pt.api)}/health`, { child: api }),
    ...FRONT_ENDS.filter((f) => f.remote).map(serveFrontEnd),
    servePartner(),
  ]);
  await serveFrontEnd(FRONT_ENDS.find((f) => !f.remote));
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`${child.name} stopped unexpectedly (code ${code}).`);
        shutdown(1);
      }
    });
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nHarborview is ready in ${secs} s: ${url(pt.shell)}  (API ${url(pt.api)}/docs, Auth emulator ${url(pt.auth)})`);
  console.log(`Partner demo page (the catalog embedded on another origin): ${url(pt.partner)}`);
  console.log('Press Ctrl-C to stop.');
} catch (err) {
  console.error(`Could not start Harborview: ${err.message}`);
  await shutdown(1);
}

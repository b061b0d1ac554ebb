#!/usr/bin/env node
// `npm run bench`: the budgets of ARCHITECTURE §10, measured and reported (not timed tests).
// 1. First-load JavaScript of / and /rooms (gzip) in Chromium against the production builds,
//    served by the same stack as `npm start` on ports shifted by 20000.
//    Then Lighthouse on /, /rooms and one room's details (build/lighthouse.mjs).
// 2. The API benchmark (`npm run bench -w api`): GET /rooms against a bare Fastify route, bookings/s.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ports, root, url, waitFor } from './lib/stack.cjs';

const SHIFT = 20_000;
const pt = ports(SHIFT);
let failed = false;

const stack = spawn('node', [join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: { ...process.env, HV_PORT_SHIFT: String(SHIFT), HV_DATA_DIR: join(root, '.data', 'bench') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${url(pt.shell)}/config.json`, { timeoutMs: 300_000, child: Object.assign(stack, { name: 'stack' }) });
  await waitFor(`${url(pt.api)}/health`, { timeoutMs: 60_000 });
  console.log('== First-load JavaScript (gzip), budget 150 KB');
  const r = spawnSync('node', [join(root, 'build', 'first-load.mjs'), '--base', url(pt.shell)], { cwd: root, stdio: 'inherit' });
  failed ||= r.status !== 0;
  console.log('\n== Lighthouse (mobile, default throttling)');
  const lh = spawnSync('node', [join(root, 'build', 'lighthouse.mjs'), '--base', url(pt.shell), '--api', url(pt.api)], {
    cwd: root,
    stdio: 'inherit',
  });
  failed ||= lh.status !== 0;
} finally {
  stack.kill('SIGTERM');
}

console.log('\n== API');
const api = spawnSync('npm', ['run', 'bench', '-w', 'api'], { cwd: root, stdio: 'inherit' });
failed ||= api.status !== 0;
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm run e2e:loaded [-- --runs 5] [-- <playwright args>]`: the e2e suite N times in a row (default
// 5) while two busy-looping Node processes keep both cores of a 2-core machine busy. Proves the
// suite waits on what a guest sees, never on the clock. The hogs are stopped however the runs end.
// Prints one line per run and a summary; exits non-zero if any run failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
// The per-run counts come from Playwright's json reporter: keep it next to any reporter asked for.
for (let i = 0; i < args.length; i++) if (args[i].startsWith('--reporter=') && !args[i].includes('json')) args[i] += ',json';
const hogCount = Number(process.env.HV_HOGS ?? Math.max(2, cpus().length));

const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
const stopHogs = () => hogs.forEach((h) => h.exitCode === null && h.signalCode === null && h.kill('SIGKILL'));
process.on('exit', stopHogs);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));
console.log(`CPU hogs: ${hogCount} busy loops (pids ${hogs.map((h) => h.pid).join(', ')}) on ${cpus().length} cores`);

function runSuite(n) {
  const dir = mkdtempSync(join(tmpdir(), 'harborview-loaded-'));
  const report = join(dir, 'report.json');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(0);
      let stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
      try {
        stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      } catch {
        /* no report: the run did not start */
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ n, code, secs, ...stats });
    });
  });
}

const results = [];
for (let n = 1; n <= runs; n++) {
  console.log(`\n=== Loaded run ${n}/${runs} ===`);
  const r = await runSuite(n);
  results.push(r);
  console.log(`=== Run ${n}: ${r.expected} passed, ${r.unexpected} failed, ${r.flaky} flaky, ${r.skipped} skipped, ${r.secs} s (exit ${r.code})`);
}
stopHogs();
console.log(`\nLoaded e2e runs (${hogCount} CPU hogs):`);
for (const r of results) console.log(`  run ${r.n}: ${r.expected} passed, ${r.unexpected} failed, ${r.flaky} flaky, ${r.skipped} skipped in ${r.secs} s`);
const bad = results.filter((r) => r.code !== 0 || r.unexpected > 0 || r.flaky > 0).length;
console.log(bad ? `${bad} of ${runs} runs failed.` : `All ${runs} runs passed.`);
process.exit(bad ? 1 : 0);

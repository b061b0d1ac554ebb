#!/usr/bin/env node
// Lighthouse budgets (ARCHITECTURE §10): mobile, default throttling, in Debian's Chromium, against a
// running production stack. Performance ≥ 95, accessibility 100, CLS < 0.05 on /, /rooms and one
// /room-details/{id}. Lighthouse is installed on first use into tools/lighthouse (not a workspace
// dependency: 185 MB that only this script needs).
//   node build/lighthouse.mjs [--base http://127.0.0.1:3000] [--api http://127.0.0.1:4000]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = opt('--base', 'http://127.0.0.1:3000');
const apiBase = opt('--api', 'http://127.0.0.1:4000');
const BUDGET = { performance: 95, accessibility: 100, cls: 0.05 };

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'tools', 'lighthouse');
const cli = join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
if (!existsSync(cli)) {
  console.log('Installing Lighthouse (tools/lighthouse, first use only)…');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}

const rooms = await (await fetch(`${apiBase}/rooms`)).json();
const paths = ['/', '/rooms', `/room-details/${rooms[0]._id}`];
const out = mkdtempSync(join(tmpdir(), 'harborview-lighthouse-'));
let over = false;
try {
  for (const path of paths) {
    const report = join(out, 'report.json');
    execFileSync(
      process.execPath,
      [cli, base + path, '--quiet', '--only-categories=performance,accessibility', '--output=json', `--output-path=${report}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const perf = Math.round(r.categories.performance.score * 100);
    const a11y = Math.round(r.categories.accessibility.score * 100);
    const ms = (id) => Math.round(r.audits[id].numericValue);
    const cls = r.audits['cumulative-layout-shift'].numericValue;
    const ok = perf >= BUDGET.performance && a11y >= BUDGET.accessibility && cls < BUDGET.cls;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${path.padEnd(40)} performance ${perf}  accessibility ${a11y}  CLS ${cls.toFixed(3)}  ` +
        `FCP ${ms('first-contentful-paint')} ms  LCP ${ms('largest-contentful-paint')} ms  TBT ${ms('total-blocking-time')} ms`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(`budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, CLS < ${BUDGET.cls} (mobile, default throttling)`);
process.exit(over ? 1 : 0);

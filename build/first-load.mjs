#!/usr/bin/env node
// First-load JavaScript budget (ARCHITECTURE §10): gzip size of every script a fresh browser fetches
// before the route's own content is on screen, for / and /rooms of the composed production build.
//
// Usage: (servers up: shell :3000, remotes :3001-3004, API :4000)
//   node build/first-load.mjs [--base http://127.0.0.1:3000] [--json]
// Counted: scripts whose request started before the route's content was first in the DOM (Home: the
// hero heading; Rooms: the page heading of the catalog remote). Things loaded later on purpose (special offers, Firebase) are listed separately.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'http://127.0.0.1:3000';
const asJson = args.includes('--json');
const BUDGET_KB = 150;

const routes = [
  { path: '/', ready: 'main h1' },
  { path: '/rooms', ready: 'main h1' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const results = [];
for (const route of routes) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // In the page: the time at which the route's content first matches `ready`.
  await page.addInitScript((selector) => {
    const check = () => {
      if (window.__hvReadyAt === undefined && document.querySelector(selector)) window.__hvReadyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, route.ready);
  const sizes = new Map(); // url -> Promise<gzip bytes>
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    sizes.set(res.url(), res.body().then((b) => gzipSync(b, { level: 9 }).length, () => 0));
  });
  await page.goto(base + route.path, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__hvReadyAt !== undefined, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  const { readyAt, entries } = await page.evaluate(() => ({
    readyAt: window.__hvReadyAt,
    entries: performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name, start: e.startTime })),
  }));
  const short = (url) => url.replace('http://127.0.0.1', '');
  const rows = await Promise.all(entries.map(async (e) => ({ url: short(e.url), start: Math.round(e.start), gzip: (await sizes.get(e.url)) ?? 0 })));
  const first = rows.filter((r) => r.start <= readyAt);
  const after = rows.filter((r) => r.start > readyAt);
  const total = first.reduce((a, s) => a + s.gzip, 0);
  results.push({ route: route.path, readyAtMs: Math.round(readyAt), totalKB: +(total / 1024).toFixed(1), scripts: first, loadedLater: after });
  await context.close();
}
await browser.close();

if (asJson) console.log(JSON.stringify(results, null, 2));
else
  for (const r of results) {
    console.log(`\n${r.route}: ${r.totalKB} KB gzip of JavaScript before first render (budget ${BUDGET_KB} KB; content at ${r.readyAtMs} ms)`);
    for (const s of r.scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    if (r.loadedLater.length) {
      const lt = r.loadedLater.reduce((a, s) => a + s.gzip, 0);
      console.log(`  later (after render, not counted): ${(lt / 1024).toFixed(1)} KB in ${r.loadedLater.length} scripts`);
      for (const s of r.loadedLater.sort((a, b) => b.gzip - a.gzip)) console.log(`    ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
    }
  }

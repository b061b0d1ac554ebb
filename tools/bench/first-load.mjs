#!/usr/bin/env node
// First-load JavaScript (docs/architecture.md §10) of each bench route against the composed
// production build: gzip size and number of the scripts a fresh browser requests before the
// route's own content is in the DOM, and of all scripts until the network is idle; plus how many
// copies of React and react-dom the page downloaded (the singletons).
//
// Usage (stack up):  node tools/bench/first-load.mjs [--base <shell URL>] [--api <API URL>] (default: the stack of HV_PORT_SHIFT) [--lang es] [--json]
// `--lang es` opens each route in that language (`/es/rooms`: docs/architecture.md §15).
import { gzipSync } from 'node:zlib';
import { benchRoutes, launchBrowser, signInNewGuest } from './bench-browser.mjs';
import { ports, url } from '../stack/parts.cjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = opt('--base', url(ports().shell));
const apiBase = opt('--api', url(ports().api));
const asJson = args.includes('--json');
const lang = opt('--lang', 'en');
const inLang = (path) => (lang === 'en' ? path : `/${lang}${path}`);
export const BUDGET_KB = { '/': 150, '/rooms': 165 };

// Signatures that survive minification: each is where the library defines one of its exports
// (the same ones the e2e federation test uses).
const SINGLETONS = { react: /\.useSyncExternalStore=function\(/, 'react-dom': /\.hydrateRoot=function\(/ };

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const routes = await benchRoutes(base, apiBase);
const browser = await launchBrowser();
const results = [];
try {
  let signedIn; // the signed-in guest's context, made once
  for (const route of routes) {
    let context;
    if (route.signedIn) {
      if (!signedIn) {
        signedIn = await browser.newContext();
        await signInNewGuest(signedIn, base);
      }
      context = signedIn;
    } else context = await browser.newContext();
    const page = await context.newPage();
    // A returning guest's session, but nothing cached: the code is fetched as on a first visit.
    if (route.signedIn) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.setViewportSize({ width: 1280, height: 900 });
    // In the page: the time at which the route's content first matches `ready`.
    await page.addInitScript((selector) => {
      const check = () => {
        if (window.__hvReadyAt === undefined && document.querySelector(selector)) window.__hvReadyAt = performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    }, route.ready);
    const bodies = new Map(); // url -> Promise<Buffer>
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !bodies.has(res.url())) bodies.set(res.url(), res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(base + inLang(route.path), { waitUntil: 'load' });
    await page.waitForFunction(() => window.__hvReadyAt !== undefined, null, { timeout: 60_000 });
    // Until the network is idle: what the page loads after its content on its own (auth, footer…).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    const { readyAt, entries } = await page.evaluate(() => ({
      readyAt: window.__hvReadyAt,
      entries: performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    const scripts = await Promise.all(
      entries.map(async (e) => {
        const body = (await bodies.get(e.url)) ?? Buffer.alloc(0);
        return { url: e.url.replace(/^https?:\/\/127\.0\.0\.1/, ''), start: Math.round(e.start), gzip: gzipSync(body, { level: 9 }).length, text: body.toString('utf8') };
      }),
    );
    const before = scripts.filter((s) => s.start <= readyAt);
    const sum = (list) => list.reduce((a, s) => a + s.gzip, 0);
    results.push({
      route: route.name,
      contentAtMs: Math.round(readyAt),
      beforeContent: { gzipKB: kb(sum(before)), requests: before.length },
      untilIdle: { gzipKB: kb(sum(scripts)), requests: scripts.length },
      budgetKB: BUDGET_KB[route.name] ?? null,
      singletonCopies: Object.fromEntries(Object.entries(SINGLETONS).map(([name, re]) => [name, scripts.filter((s) => re.test(s.text)).length])),
      scripts: scripts.map(({ url, start, gzip }) => ({ url, start, gzipKB: kb(gzip), beforeContent: start <= readyAt })),
    });
    await page.close();
    if (!route.signedIn) await context.close();
  }
} finally {
  await browser.close();
}

if (asJson) console.log(JSON.stringify(results, null, 2));
else
  for (const r of results) {
    const budget = r.budgetKB ? ` (budget ${r.budgetKB} KB)` : '';
    console.log(
      `\n${r.route}: before content ${r.beforeContent.gzipKB} KB gzip in ${r.beforeContent.requests} scripts${budget}, content at ${r.contentAtMs} ms; ` +
        `until idle ${r.untilIdle.gzipKB} KB in ${r.untilIdle.requests}; copies: react ${r.singletonCopies.react}, react-dom ${r.singletonCopies['react-dom']}`,
    );
    for (const s of [...r.scripts].sort((a, b) => b.gzipKB - a.gzipKB))
      console.log(`  ${s.beforeContent ? ' ' : '+'} ${s.gzipKB.toFixed(1).padStart(6)} KB  ${s.url}`);
  }

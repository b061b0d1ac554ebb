// The browser the bench measures with: Debian's Chromium, started once with a DevTools port so that
// Playwright (sign-in, first-load JavaScript) and Lighthouse drive the same profile. A guest route
// is measured in a fresh, signed-out state; a signed-in route keeps the profile's session.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** The routes the bench reports (docs/architecture.md §10). `ready`: the route's first content. */
export const BENCH_ROUTES = [
  { name: '/', path: '/', ready: 'main h1' },
  { name: '/rooms', path: '/rooms', ready: 'main h1' },
  { name: '/room-details/{id}', path: '/room-details/{id}', ready: 'main h1' },
  { name: '/my-bookings (signed in)', path: '/my-bookings', ready: 'main h1', signedIn: true },
  { name: '/contact', path: '/contact', ready: 'main h1' },
  { name: '/login', path: '/login', ready: 'main h1' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Chromium with a DevTools port and its own profile; `close()` stops it and removes the profile. */
export async function launchBenchBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'harborview-bench-chromium-'));
  const proc = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  let browser;
  for (let i = 0; i < 100 && !browser; i++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => undefined);
    if (!browser) await new Promise((r) => setTimeout(r, 100));
  }
  if (!browser) throw new Error('Chromium did not open its DevTools port');
  const context = browser.contexts()[0];
  return {
    port,
    context,
    /** Forgets everything the site stored and cached (a first visit). */
    async reset(origin) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await page.close();
    },
    /** Empties the HTTP cache only (a returning visitor's session stays, the code is fetched again). */
    async clearCache() {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.close();
    },
    async close() {
      await browser.close().catch(() => undefined);
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.once('exit', r)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Registers a guest through the site's own form: the profile is then signed in. */
export async function signInNewGuest(context, base) {
  const page = await context.newPage();
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${base}/register`);
  await page.getByLabel('Full name').fill('Bench Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Bench Guest' }).waitFor({ timeout: 60_000 });
  await page.close();
  return email;
}

/** The first room's path, from the API. */
export async function roomPath(apiBase) {
  const rooms = await (await fetch(`${apiBase}/rooms`)).json();
  return `/room-details/${rooms[0]._id ?? rooms[0].id}`;
}

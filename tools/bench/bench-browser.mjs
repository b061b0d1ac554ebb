// The browser the bench measures with (Debian's Chromium) and the routes it measures. A guest
// route is measured as a first visit; /my-bookings as a signed-in guest (registered through the
// site's own form) whose HTTP cache is empty.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { deployedPages, idsFor, withId } from '../page-tables.mjs';
import { hotelDay } from '../stack/runner.cjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The routes the bench reports (docs/architecture.md §10): every page of the remotes' page tables,
 * read from the running site's manifests (tools/page-tables.mjs), so a page a remote adds is
 * measured without a change here. A path with a parameter is measured with its first item
 * (`/room-details/{id}`); a signed-in page as a signed-in guest. `ready`: the route's first content.
 * The front desk's pages (access 'staff') are not guest pages: the budgets are the guests'.
 */
export async function benchRoutes(base, apiBase) {
  const { remotes } = await (await fetch(`${base}/config.json`)).json();
  const pages = (await deployedPages(remotes)).filter((page) => page.access !== 'staff');
  return Promise.all(
    pages.map(async (page) => {
      const signedIn = page.access === 'signed-in';
      const param = page.path.includes(':');
      return {
        name: page.path.replace(/:[A-Za-z][A-Za-z0-9_]*/, '{id}') + (signedIn ? ' (signed in)' : ''),
        path: param ? withId(page.path, (await idsFor(page, apiBase))[0]) : page.path,
        ready: 'main h1',
        signedIn,
      };
    }),
  );
}

export const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Registers a guest through the site's own form: `context` is then signed in. */
export async function signInNewGuest(context, base) {
  const page = await context.newPage();
  // The special-offers pop-up (a modal, 2 s after load) would cover the form: mark it shown today.
  await page.addInitScript((today) => sessionStorage.setItem('harborview-offers-shown', today), hotelDay());
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${base}/register`);
  await page.getByLabel('Full name').fill('Bench Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Bench Guest' }).waitFor({ timeout: 60_000 });
  // The top bar paints from the profile before the app token is stored: a returning guest has both.
  await page.waitForFunction(() => Boolean(localStorage.getItem('harborview-token')), null, { timeout: 60_000 });
  await page.close();
  return email;
}

/** A Chromium profile folder holding a signed-in session (for Lighthouse's own Chromium). */
export async function signedInProfile(dir, base) {
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    await signInNewGuest(context, base);
  } finally {
    await context.close();
  }
}

/** Empties a (closed) profile's HTTP caches; its storage (the session) stays. */
export function clearProfileCache(dir) {
  for (const sub of ['Cache', 'Code Cache', 'GPUCache']) rmSync(join(dir, 'Default', sub), { recursive: true, force: true });
}

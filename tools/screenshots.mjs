#!/usr/bin/env node
// `npm run screenshots`: every route and every dialog of the composed site, signed out and signed
// in (the front desk's pages signed in as the demo staff account), at 375 px and 1280 px wide, in the light and the dark system theme, as full-page PNGs under
// screenshots/<theme>-<width>/ (for looking at, not committed). Uses the stack already answering
// at HV_PORT_SHIFT's ports, or starts one (production builds, fresh database) and stops it after.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedPages, examplePaths } from './page-tables.mjs';
import { ports, url } from './stack/parts.cjs';
import { hotelDay } from './stack/runner.cjs';
import { DEMO_STAFF } from './staff/demo-account.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Below 26 000: the Auth emulator's hub listens 30 000 above its own port (tools/auth-emulator/emulator.cjs).
process.env.HV_PORT_SHIFT ??= '25000';
const pt = ports();
const base = url(pt.shell);
const outDir = join(root, 'screenshots');
const today = hotelDay();

async function answers(target) {
  try {
    return (await fetch(target)).ok;
  } catch {
    return false;
  }
}

async function startStack() {
  const dataDir = mkdtempSync(join(tmpdir(), 'harborview-screens-'));
  const child = spawn(process.execPath, [join(root, 'tools', 'stack', 'start.mjs')], {
    env: { ...process.env, HV_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (b) => String(b).includes('is ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the stack exited (code ${code})`)));
  });
  await ready;
  return async () => {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** "/" → home, "/room-details/:id" → room-details; a signed-in page is shot signed out here. */
const shotName = (page) =>
  (page.path.replace(/\/:.*$/, '').replace(/^\//, '').replace(/\//g, '-') || 'home') +
  (page.access === 'signed-in' ? '-signed-out' : '');

/** What a guest waits for on each page before it is worth a picture. */
const settled = async (page) => {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.getByRole('contentinfo').waitFor({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  // Lazy images load once scrolled to: a full-page picture needs them all, so load them now.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.race([
      Promise.all(images.filter((i) => !i.complete).map((i) => new Promise((r) => ((i.onload = r), (i.onerror = r))))),
      new Promise((r) => setTimeout(r, 10_000)),
    ]);
  });
};

async function shoot(page, dir, name) {
  await settled(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  console.log(`  ${name}`);
}

async function register(page, email) {
  await page.goto(`${base}/register`);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${base}/`);
  await page.waitForFunction(() => localStorage.getItem('harborview-token'));
}

async function run(browser, theme, width) {
  const dir = join(outDir, `${theme}-${width}`);
  mkdirSync(dir, { recursive: true });
  console.log(`${theme} ${width}px → ${dir}`);
  const context = await browser.newContext({ colorScheme: theme, viewport: { width, height: width < 768 ? 812 : 900 } });
  const page = await context.newPage();
  const rooms = await (await fetch(`${url(pt.api)}/rooms`)).json();
  const roomPath = `/room-details/${rooms[0]._id}`;

  // The special-offers pop-up opens by itself on / once a day: first as it opens, then out of the way.
  await page.goto(`${base}/`);
  const offers = page.getByRole('dialog', { name: /Special Offers|No Special Offers/ });
  if (await offers.waitFor({ timeout: 15_000 }).then(() => true, () => false)) {
    await shoot(page, dir, 'dialog-special-offers');
    await page.keyboard.press('Escape');
  }
  await page.evaluate((d) => sessionStorage.setItem('harborview-offers-shown', d), today);

  // Every guest page of the remotes' deployed page tables (docs/architecture.md §3, "Pages"), and
  // the 404; the front desk's pages are shot signed in as staff, at the end.
  const all = await deployedPages((await (await fetch(`${base}/config.json`)).json()).remotes);
  const pages = all.filter((p) => p.access !== 'staff');
  const paths = await examplePaths(pages, url(pt.api));
  const routes = [
    ...pages.map((p, i) => [shotName(p), paths[i]]),
    ['not-found', '/no-such-page'],
  ];
  for (const [name, path] of routes) {
    await page.goto(`${base}${path}`);
    await shoot(page, dir, name);
  }
  if (width < 768) {
    const menu = page.getByRole('banner').getByRole('button', { name: /menu/i }).first();
    if (await menu.isVisible()) {
      await menu.click();
      await shoot(page, dir, 'menu-mobile-signed-out');
      await page.keyboard.press('Escape');
    }
  }

  await register(page, `screens-${theme}-${width}-${Date.now()}@example.com`);
  // The account menu: the avatar's pop-up on wide screens, inside the menu panel on phones.
  await page.getByRole('banner').getByRole('button', { name: width < 768 ? 'Open menu' : /Account menu for/ }).click();
  await shoot(page, dir, 'menu-account');
  await page.keyboard.press('Escape');

  await page.goto(`${base}${roomPath}`);
  await settled(page);
  const date = page.getByLabel('Check-in', { exact: true });
  if (await date.isVisible()) {
    // A date no other theme or width of this run has booked on this room.
    const days = 3 + (width % 7) + (theme === 'dark' ? 7 : 0);
    const tomorrow = hotelDay(days);
    await date.fill(tomorrow);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, dir, 'dialog-booking-summary');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await page.goto(`${base}/my-bookings`);
  await shoot(page, dir, 'my-bookings-signed-in');
  // Every dialog My Bookings opens (each button of the first booking that opens one).
  const card = page.getByRole('article').first();
  if (await card.isVisible().catch(() => false)) {
    for (const button of await card.getByRole('button').all()) {
      const label = (await button.textContent())?.trim() ?? '';
      if (!label || !(await button.isEnabled())) continue;
      await button.click();
      const dialog = page.getByRole('dialog');
      if (await dialog.waitFor({ timeout: 3000 }).then(() => true, () => false)) {
        await shoot(page, dir, `dialog-my-bookings-${label.toLowerCase().replace(/\W+/g, '-')}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
    }
  }
  await page.goto(`${base}/`);
  await shoot(page, dir, 'home-signed-in');
  await context.close();
  await staffPages(browser, dir, theme, width, all.filter((p) => p.access === 'staff'), rooms[0]._id);
}

/**
 * The front desk's pages, signed in as the demo staff account. Their one parameter is a room's id
 * (the room editor, its rates), so the first room fills it; a staff page with another parameter
 * fails here, to be taught its value.
 */
async function staffPages(browser, dir, theme, width, pages, roomId) {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width, height: width < 768 ? 812 : 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(DEMO_STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${base}/`);
  await page.waitForFunction(() => localStorage.getItem('harborview-token'));
  for (const p of pages) {
    const param = /:([A-Za-z]\w*)/.exec(p.path)?.[1];
    if (param && param !== 'id') throw new Error(`${p.path}: no value for :${param} (tools/screenshots.mjs, staffPages)`);
    await page.goto(`${base}${p.path.replace(':id', encodeURIComponent(roomId))}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await shoot(page, dir, `staff-${p.path.replace(/\/:[^/]+/g, '-item').replace(/^\//, '').replace(/\//g, '-')}`);
  }
  await context.close();
}

const stopStack = (await answers(`${base}/config.json`)) ? null : await startStack();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const theme of ['light', 'dark']) for (const width of [375, 1280]) await run(browser, theme, width);
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await stopStack?.();
}

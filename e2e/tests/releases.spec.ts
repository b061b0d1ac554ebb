// Releases a team controls (docs/deploying.md), against the running stack, whose shell is never
// rebuilt or restarted: mf-marketing released twice (its build and a rebuilt v2 with a visible
// change), promoted and rolled back by the release commands, each step showing on the next page
// load; a 50 % canary that keeps each visitor on their side; a release that breaks the shell's
// contract refused; a developer's local override, for their browser only, where config.json allows it.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bucketOf, OVERRIDES_KEY, VISITOR_ID_KEY } from '@hotel/shared/config/releases';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildV2, V1_TEXT, V2_TEXT } from './support/builds';
import { CONFIG, DEPLOY_ROOT, npmRun, ok, release, RELEASES, visitorOn } from './support/releaseCommands';
import { closeOffersForToday, PORT_SHIFT, repoRoot, serveBuilt, stop, urls, waitForUrl } from './support/stack';

const home = (page: Page) => page.getByRole('heading', { name: /^Ready for your next stay\?/ });
const homeSays = (page: Page, text: string) => expect(home(page)).toHaveText(text);

/** From a command's start to the next page load showing `text`: "<total> ms (command <n> ms)". */
async function timed(page: Page, text: string, command: () => void): Promise<string> {
  const t = performance.now();
  command();
  const ran = performance.now();
  await page.reload();
  await homeSays(page, text);
  return `${Math.round(performance.now() - t)} ms (command ${Math.round(ran - t)} ms)`;
}

let original: string;
let v2: string;
let r1: string;
let r2: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000); // the v2 build: a real webpack build on a loaded machine (cached between runs)
  original = readFileSync(CONFIG, 'utf8');
  v2 = await buildV2();
  // Release 1 is the build the stack serves, release 2 the rebuilt v2.
  r1 = release(join(repoRoot, 'mf-marketing', 'dist'));
  r2 = release(v2);
});

// Each test starts from the config.json the stack started with.
test.afterEach(() => {
  const temp = `${CONFIG}.restore`;
  writeFileSync(temp, original);
  renameSync(temp, CONFIG);
});

test('two releases side by side, promoted and rolled back, each on the next page load', async ({ page, context, request }) => {
  await closeOffersForToday(page);
  const shellBefore = await (await request.get(`${urls.shell}/`)).text();
  // (release-guard.spec.ts may have published its canaries beside them.)
  expect(readdirSync(RELEASES)).toEqual(expect.arrayContaining([r1, r2]));
  // The same build again is not published twice.
  expect(ok('release', '--from', v2)).toContain(`${r2} is already published`);

  ok('promote', r1);
  const loaded: string[] = [];
  page.on('request', (r) => r.url().includes('/releases/') && loaded.push(new URL(r.url()).pathname));
  await page.goto('/');
  await homeSays(page, V1_TEXT);
  expect(loaded).toContain(`/releases/${r1}/mf-manifest.json`);

  // A guest still on release 1 in another tab, while release 2 is promoted.
  const earlier = await context.newPage();
  await closeOffersForToday(earlier);
  await earlier.goto('/');
  await homeSays(earlier, V1_TEXT);

  const promoteMs = await timed(page, V2_TEXT, () => ok('promote', r2));
  expect(loaded).toContain(`/releases/${r2}/mf-manifest.json`);
  // The earlier tab keeps working on its release: a page it had not opened yet loads from release 1.
  const earlierLoads: string[] = [];
  earlier.on('request', (r) => r.url().includes('/releases/') && earlierLoads.push(new URL(r.url()).pathname));
  await earlier.getByRole('link', { name: 'Amenities' }).first().click();
  await expect(earlier.getByRole('heading', { level: 1, name: 'World-Class Amenities' })).toBeVisible();
  expect(earlierLoads.length).toBeGreaterThan(0);
  expect(earlierLoads.filter((p) => !p.startsWith(`/releases/${r1}/`))).toEqual([]);

  const list = ok('releases');
  expect(list).toMatch(new RegExp(`${r2}.*← live`));
  expect(list).not.toMatch(new RegExp(`${r1}.*← live`));

  const rollbackMs = await timed(page, V1_TEXT, () => ok('rollback'));
  expect(ok('releases')).toMatch(new RegExp(`${r1}.*← live`));
  // The shell was neither rebuilt nor restarted: the same index.html from the same server.
  expect(await (await request.get(`${urls.shell}/`)).text()).toBe(shellBefore);
  // Releases are immutable and cached for a year.
  const manifest = await request.get(`${urls.marketing}/releases/${r2}/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${urls.shell}/config.json`)).headers()['cache-control']).toBe('no-cache');

  test.info().annotations.push({ type: 'timing', description: `promote ${promoteMs}, rollback ${rollbackMs} (command to the next page load)` });
  console.log(`[releases] command to next page load: promote ${promoteMs}; rollback ${rollbackMs}`);
});

async function visitor(browser: Browser, id?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  // A returning visitor's stored id (written once: only when none is stored yet).
  if (id) await context.addInitScript(([key, value]) => localStorage.getItem(key) || localStorage.setItem(key, value), [VISITOR_ID_KEY, id] as const);
  // Whether the prerendered picture was there when the document had been parsed.
  await context.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = Boolean(document.getElementById('first-view'));
    }),
  );
  const page = await context.newPage();
  await closeOffersForToday(page);
  return { context, page };
}
const hadPicture = (page: Page) => page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture);

test('a 50 % canary: each visitor keeps their release across loads; promote and rollback end it', async ({ browser }) => {
  // Six release commands (an npm start each) and three browsers: 30 s is too tight on a loaded 2-core machine.
  test.slow();
  ok('promote', r1);
  ok('promote', r2, '--canary', '50');
  expect(ok('releases')).toMatch(new RegExp(`${r2}.*← canary 50 %`));
  const onStable = await visitor(browser, visitorOn('stable'));
  const onCanary = await visitor(browser, visitorOn('canary'));
  const fresh = await visitor(browser); // a first visit: the shell writes a random id
  try {
    for (const { page } of [onStable, onCanary, fresh]) await page.goto('/');
    await homeSays(onStable.page, V1_TEXT);
    await homeSays(onCanary.page, V2_TEXT);
    const freshText = (await home(fresh.page).textContent())!;
    const freshId = await fresh.page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY);
    expect(freshId).toMatch(/^[0-9a-f]{32}$/);
    expect(freshText).toBe(bucketOf(freshId!, 'marketing') < 50 ? V2_TEXT : V1_TEXT);
    for (let load = 0; load < 2; load++) {
      for (const { page } of [onStable, onCanary, fresh]) await page.reload();
      await homeSays(onStable.page, V1_TEXT);
      await homeSays(onCanary.page, V2_TEXT);
      await homeSays(fresh.page, freshText);
    }
    expect(await fresh.page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY)).toBe(freshId);
    // The first view shows the stable releases: a returning canary visitor gets no picture of it.
    expect(await hadPicture(onStable.page)).toBe(true);
    expect(await hadPicture(onCanary.page)).toBe(false);

    // Rollback returns everyone to stable.
    ok('rollback');
    await onCanary.page.reload();
    await homeSays(onCanary.page, V1_TEXT);
    // Promote (the canary again, then promoted) gives everyone the canary's release.
    ok('promote', r2, '--canary', '50');
    ok('promote');
    expect(ok('releases')).toMatch(new RegExp(`${r2}.*← live`));
    for (const { page } of [onStable, onCanary]) {
      await page.reload();
      await homeSays(page, V2_TEXT);
    }
  } finally {
    for (const v of [onStable, onCanary, fresh]) await v.context.close();
  }
});

test('a release that drops or renames a module the shell uses is refused, with the reason', () => {
  const broken = mkdtempSync(join(tmpdir(), 'harborview-breaking-'));
  try {
    cpSync(join(repoRoot, 'mf-marketing', 'dist'), broken, { recursive: true });
    const file = join(broken, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: { name: string; path: string }[] };
    // The special-offers widget the shell mounts on every page, renamed.
    const offers = manifest.exposes.find((e) => e.name === 'SpecialOffers')!;
    Object.assign(offers, { name: 'SpecialDeals', path: './SpecialDeals' });
    writeFileSync(file, JSON.stringify(manifest));
    const before = readdirSync(RELEASES).sort();
    const r = npmRun('release', '--from', broken);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain(
      'release refused: the build drops marketing/SpecialOffers, which the shell uses (ExposedModules in shared/src/contracts.ts); it exposes marketing/SpecialDeals instead (a rename?)',
    );
    expect(readdirSync(RELEASES).sort()).toEqual(before);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test("a release is checked against the live site's page tables and records its own", () => {
  // Release 1's record carries the page table its manifest publishes.
  const history = JSON.parse(readFileSync(join(DEPLOY_ROOT, 'mf-marketing', 'releases.json'), 'utf8')) as {
    releases: { id: string; pages: { path: string; module: string; title: string }[] | null }[];
  };
  const pages = history.releases.find((e) => e.id === r1)!.pages!;
  expect(pages).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/contact', module: 'marketing/ContactPage' })]));
  expect(ok('releases')).toMatch(new RegExp(`${r1} .* ${pages.length} pages`));

  // A build whose table claims the catalog's /rooms is refused: one page per path site-wide.
  const clash = mkdtempSync(join(tmpdir(), 'harborview-clash-'));
  try {
    cpSync(join(repoRoot, 'mf-marketing', 'dist'), clash, { recursive: true });
    const file = join(clash, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { pages: { path: string }[] } };
    manifest.metaData.pages.find((p) => p.path === '/contact')!.path = '/rooms';
    writeFileSync(file, JSON.stringify(manifest));
    const before = readdirSync(RELEASES).sort();
    const r = npmRun('release', '--from', clash);
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("release refused: its page /rooms is already catalog's (catalog/RoomsPage): one page per path");
    expect(readdirSync(RELEASES).sort()).toEqual(before);
  } finally {
    rmSync(clash, { recursive: true, force: true });
  }
});

test.describe('local overrides', () => {
  // The stack's shell was started with overrides off, so its CSP names only the deployed origins;
  // a deployment that allows overrides sends the loopback origins too (checked below).
  test.use({ bypassCSP: true });

  test('an override to a locally served build shows, with its banner, in that browser only; not where config.json forbids it', async ({
    browser,
  }) => {
    const port = 3101 + PORT_SHIFT;
    const server = serveBuilt('mf-marketing', port, v2);
    const developer = await visitor(browser);
    const guest = await visitor(browser);
    const override = `marketing@http://127.0.0.1:${port}/mf-manifest.json`;
    const setOverrides = (allowed: boolean) => {
      const config = JSON.parse(original) as Record<string, unknown>;
      writeFileSync(`${CONFIG}.tmp`, JSON.stringify({ ...config, overrides: allowed }));
      renameSync(`${CONFIG}.tmp`, CONFIG);
    };
    try {
      await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
      setOverrides(true);
      const banner = developer.page.getByRole('region', { name: 'Local overrides' });
      await developer.page.goto(`/?hv-override=${encodeURIComponent(override)}`);
      await homeSays(developer.page, V2_TEXT);
      await expect(banner).toContainText(`marketing from http://127.0.0.1:${port}/mf-manifest.json`);
      expect(new URL(developer.page.url()).search).toBe('');
      await developer.page.reload();
      await homeSays(developer.page, V2_TEXT);
      await expect(banner).toBeVisible();
      // Another browser gets the deployed release and no banner.
      await guest.page.goto('/');
      await homeSays(guest.page, V1_TEXT);
      await expect(guest.page.getByRole('region', { name: 'Local overrides' })).toHaveCount(0);
      // Reset puts the developer back on the deployed release.
      await banner.getByRole('button', { name: 'Reset' }).click();
      await homeSays(developer.page, V1_TEXT);
      await expect(banner).toHaveCount(0);
      expect(await developer.page.evaluate((key) => localStorage.getItem(key), OVERRIDES_KEY)).toBeNull();

      // A deployment whose config.json does not allow overrides ignores one, stored or asked for.
      setOverrides(false);
      await developer.page.goto(`/?hv-override=${encodeURIComponent(override)}`);
      await homeSays(developer.page, V1_TEXT);
      await expect(banner).toHaveCount(0);
      // An override off this machine is refused even where overrides are allowed.
      setOverrides(true);
      await developer.page.goto(`/?hv-override=${encodeURIComponent('marketing@https://cdn.example.test/mf-manifest.json')}`);
      await homeSays(developer.page, V1_TEXT);
      await expect(banner).toHaveCount(0);
    } finally {
      await developer.context.close();
      await guest.context.close();
      await stop(server);
    }
  });

  test('a deployment that allows overrides admits the loopback origins, and only them, in its CSP', () => {
    const dir = mkdtempSync(join(tmpdir(), 'harborview-overrides-csp-'));
    try {
      writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...JSON.parse(original), overrides: true }));
      const made = spawnSync(process.execPath, [join(repoRoot, 'tools', 'stack', 'security-headers.mjs'), 'shell', dir], { encoding: 'utf8' });
      expect(made.status, made.stderr).toBe(0);
      const serveConfig = JSON.parse(readFileSync(made.stdout.trim(), 'utf8')) as { headers: { headers: { key: string; value: string }[] }[] };
      const csp = serveConfig.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
      const scriptSrc = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === 'script-src')!.slice(1);
      const deployed = Object.values((JSON.parse(original) as { remotes: Record<string, string> }).remotes).map((u) => new URL(u).origin);
      expect(scriptSrc.filter((s) => s.startsWith('http') && !deployed.includes(s))).toEqual([
        'http://127.0.0.1:*',
        'http://localhost:*',
        'https://127.0.0.1:*',
        'https://localhost:*',
        'https://apis.google.com',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

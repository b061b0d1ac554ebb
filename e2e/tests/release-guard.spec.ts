// The release guard (docs/deploying.md, "The release guard"), the one `npm start` runs beside the
// stack with its production defaults: a 50 % canary of mf-marketing whose home page throws is
// withdrawn by itself within 60 s of its 50th load, as fresh visitors browse; a healthy canary under
// the same traffic stays. The loads reach the API through the shell's beacon, as guests' do.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { VISITOR_ID_KEY } from '@hotel/shared/config/releases';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwingCopy } from './support/builds';
import { CONFIG, DEPLOY_ROOT, ok, release, visitorOn } from './support/releaseCommands';
import { closeOffersForToday, repoRoot, urls } from './support/stack';

/** At 50 %, about twice the 50 canary loads the guard needs; the bound keeps a broken beacon from looping. */
const MAX_VISITORS = 240;
const AT_ONCE = 4;
const STATUS = join(DEPLOY_ROOT, 'release-guard.json');
const UNAVAILABLE = 'This section is temporarily unavailable';
const hero = (page: Page) => page.getByRole('heading', { name: 'Discover Your Perfect Stay' });

let original: string;
let stable: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  original = readFileSync(CONFIG, 'utf8');
  stable = release(join(repoRoot, 'mf-marketing', 'dist'));
});

test.afterEach(() => {
  const temp = `${CONFIG}.restore`;
  writeFileSync(temp, original);
  renameSync(temp, CONFIG);
});

const liveEntry = () => (JSON.parse(readFileSync(CONFIG, 'utf8')) as { remotes: Record<string, unknown> }).remotes.marketing;
const manifestOf = (id: string) => new RegExp(`/releases/${id}/mf-manifest\\.json$`);

/** The loads of a marketing release the API has counted since `sinceMs` (its metrics listener's read). */
async function countedLoads(request: APIRequestContext, id: string, sinceMs: number): Promise<number> {
  const res = await request.get(`${urls.apiMetrics}/remote-loads?since=${new Date(sinceMs).toISOString()}`);
  expect(res.ok()).toBe(true);
  const { buckets } = (await res.json()) as { buckets: { remote: string; release: string; count: number }[] };
  return buckets.filter((b) => b.remote === 'marketing' && b.release === id).reduce((n, b) => n + b.count, 0);
}

/**
 * One fresh visitor (a new browser context: a new visitor id, so a 50 % chance of the canary) opens
 * the home page, sees it or the section's fallback, stays until the page has sent its first beacon
 * (the sender loads after the first content, or 5 s after a page that shows none), and leaves.
 */
async function visit(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await closeOffersForToday(page);
    const beacon = page.waitForRequest((r) => r.method() === 'POST' && r.url() === `${urls.api}/beacon`, { timeout: 30_000 });
    await page.goto('/');
    // The home's hero, or the section's fallback where it threw (a loaded machine: 30 s).
    const shown = hero(page).or(page.getByRole('alert').filter({ hasText: UNAVAILABLE }));
    await expect(shown.first()).toBeVisible({ timeout: 30_000 });
    await beacon;
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}

/**
 * Fresh visitors, a few at a time, until the API has counted `wanted` loads of the canary; returns
 * when the batch that brought the count there started (at or before its 50th load).
 */
async function browseUntil(browser: Browser, request: APIRequestContext, id: string, wanted: number): Promise<number> {
  const since = Date.now() - 60_000;
  for (let visitors = 0; visitors < MAX_VISITORS; visitors += AT_ONCE) {
    const batch = Date.now();
    await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser)));
    if ((await countedLoads(request, id, since)) >= wanted) return batch;
  }
  throw new Error(`${MAX_VISITORS} visitors made fewer than ${wanted} counted loads of the canary ${id}`);
}

test('a canary whose page throws is withdrawn by itself within 60 s of its 50th load, and the log says why', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const broken = throwingCopy('mf-marketing', './HomePage');
  let canary: string;
  try {
    canary = release(broken);
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
  ok('promote', stable);
  ok('promote', canary, '--canary', '50');

  const fiftieth = await browseUntil(browser, request, canary, 50);
  await expect.poll(liveEntry, { timeout: 60_000 - (Date.now() - fiftieth), intervals: [250] }).toMatch(manifestOf(stable));
  const took = Date.now() - fiftieth;
  expect(took).toBeLessThan(60_000);

  // config.json names only the stable release; a visitor who had the canary gets the stable page.
  expect(liveEntry()).toEqual(expect.stringMatching(manifestOf(stable)));
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [VISITOR_ID_KEY, visitorOn('canary')] as const);
  const page = await context.newPage();
  await closeOffersForToday(page);
  await page.goto('/');
  await expect(hero(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
  await context.close();

  // The log says why, with the figures, and `npm run releases` shows it.
  const history = JSON.parse(readFileSync(join(DEPLOY_ROOT, 'mf-marketing', 'releases.json'), 'utf8')) as { log: Record<string, string>[] };
  const last = history.log.at(-1)!;
  expect(last).toMatchObject({ action: 'withdraw', stable, withdrawn: canary });
  const [, failed, loads] = /^withdrawn automatically: (\d+) of (\d+) loads failed in \d+ min, stable 0 of \d+$/.exec(last.note!) ?? [];
  expect(Number(loads)).toBeGreaterThanOrEqual(50);
  // Each canary visit's home page fails; the special-offers widget, the same release, loads.
  expect(Number(failed)).toBeGreaterThan(0);
  expect(ok('releases')).toContain(`UTC: ${canary}, ${last.note}.`);
  console.log(`[release-guard] withdrawn ${(took / 1000).toFixed(1)} s after the 50th canary load was counted: ${last.note}`);
});

test('a healthy canary under the same traffic stays', async ({ browser, request }) => {
  test.setTimeout(300_000);
  // The stable build under another release id: the same code, one more file.
  const copy = mkdtempSync(join(tmpdir(), 'harborview-healthy-'));
  let canary: string;
  try {
    cpSync(join(repoRoot, 'mf-marketing', 'dist'), copy, { recursive: true });
    writeFileSync(join(copy, 'healthy-canary.txt'), 'the same build as stable\n');
    canary = release(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  ok('promote', stable);
  ok('promote', canary, '--canary', '50');

  await browseUntil(browser, request, canary, 50);
  // The guard has judged it on at least 50 loads (its status file), and kept it.
  const judged = () => {
    const status = JSON.parse(readFileSync(STATUS, 'utf8')) as { canaries: { canary: { id: string; loads: number }; verdict: string }[] };
    const seen = status.canaries.find((c) => c.canary.id === canary);
    return seen && seen.canary.loads >= 50 ? seen.verdict : 'not yet';
  };
  await expect.poll(judged, { timeout: 30_000 }).toBe('keep');
  expect(liveEntry()).toMatchObject({ canary: expect.stringMatching(manifestOf(canary)), canaryPercent: 50 });
});

import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday, moveRemote, PORT_SHIFT, serveBuilt, stop, urls, waitForUrl, type RemoteName } from './support/stack';

// These tests move a remote with a config.json edit; see moveRemote.
test.use({ bypassCSP: true });

test.beforeEach(({ page }) => closeOffersForToday(page));

// Signatures that survive minification: each is where the library defines one of its exports.
const REACT_CORE = /\.useSyncExternalStore=function\(/;
const REACT_DOM_CLIENT = /\.hydrateRoot=function\(/;

test('exactly one copy of react and react-dom is downloaded across shell and remotes', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>(); // by URL
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && !scripts.has(res.url())) scripts.set(res.url(), res.text().catch(() => ''));
  });
  await page.goto(ROUTES.rooms);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Client-side navigation: a second remote (marketing) joins the same page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first().click();
  await expect(page).toHaveURL(/\/rooms$/);
  const bodies = await Promise.all(scripts.values());
  expect(bodies.length).toBeGreaterThan(3); // shell + remotes' entries and chunks
  expect(bodies.filter((s) => REACT_CORE.test(s))).toHaveLength(1);
  expect(bodies.filter((s) => REACT_DOM_CLIENT.test(s))).toHaveLength(1);
});

test('a dead remote shows the fallback, the rest keeps working, and Retry recovers', async ({ page }) => {
  // The shell reads remote locations from /config.json at runtime: point marketing at a server this
  // test owns, so it can be down at first and started later.
  const port = 3104 + PORT_SHIFT;
  await moveRemote(page, 'marketing', port);

  await page.goto(ROUTES.home);
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));

  // Other remotes are unaffected.
  await page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first().click();
  const rooms = (await (await fetch(`${urls.api}/rooms`)).json()) as { name: string }[];
  await expect(page.getByRole('heading', { name: rooms[0]!.name, exact: true })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 20_000 });

  const server = serveBuilt('mf-marketing', port);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  } finally {
    await stop(server);
  }
});

/** Points one remote of config.json at a port where nothing answers. */
async function killRemote(page: Page, remote: RemoteName) {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes[remote] = `http://127.0.0.1:${3199 + PORT_SHIFT}/mf-manifest.json`;
    await route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } });
  });
}

// Every remote's failure stays in its own slot: the fallback shows there, the shell's top bar and
// footer and the other remotes keep working.
for (const { remote, path, survivor } of [
  { remote: 'catalog', path: '/rooms', survivor: 'Discover Your Perfect Stay' },
  { remote: 'account', path: '/login', survivor: 'Discover Your Perfect Stay' },
] as const) {
  test(`a dead ${remote} remote is contained to its slot on ${path}`, async ({ page }) => {
      await killRemote(page, remote);
    await page.goto(path);
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: survivor })).toBeVisible();
  });
}

test('a dead booking remote leaves the room details on screen with a compact fallback for the booking panel', async ({ page, request }) => {
  await killRemote(page, 'booking');
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as { _id: string; name: string }[];
  await page.goto(`/room-details/${rooms[0]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: rooms[0]!.name })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first()).toBeVisible();
});

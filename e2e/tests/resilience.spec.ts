// Failure isolation of the composed site (docs/architecture.md §3): each remote down, a remote that
// throws while rendering, the API down, the Auth emulator down, and a slow network. Every check is
// what a guest sees: the fallback box, a working top bar and footer, the other remotes' pages.
import { expect, test, type Page } from '@playwright/test';
import { throwingCopy } from './support/builds';
import { getRooms, type ApiRoom } from './support/guest';
import { rmSync } from 'node:fs';
import { closeOffersForToday, moveRemote, PORT_SHIFT, serveBuilt, stop, urls, waitForUrl, type RemoteName } from './support/stack';

// These tests move a remote with a config.json edit; see moveRemote.
test.use({ bypassCSP: true });

const UNAVAILABLE = 'This section is temporarily unavailable';

let rooms: ApiRoom[] = [];

test.beforeAll(async () => {
  rooms = await getRooms();
});

test.beforeEach(({ page }) => closeOffersForToday(page));

const banner = (page: Page) => page.getByRole('banner');
/** A top-bar link; "Home" is the brand. */
const topLink = (page: Page, name: string) =>
  banner(page).getByRole('link', { name: name === 'Home' ? 'Harborview home' : name, exact: true }).first();

/** The top bar and footer answer, whatever a remote does. */
async function expectFrameWorks(page: Page) {
  await expect(topLink(page, 'Rooms')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
}

interface RemoteCase {
  remote: RemoteName;
  /** Where this remote's region is on screen. */
  path: () => string;
  /** What the guest sees when the remote works. */
  content: (page: Page) => ReturnType<Page['getByRole']>;
  /** Another remote's page, reached with the top bar: it must keep working. */
  other: { link: string; content: (page: Page) => ReturnType<Page['getByRole']> };
}

const roomHeading = (page: Page) => page.getByRole('heading', { level: 1, name: rooms[0]!.name });
const heroHeading = (page: Page) => page.getByRole('heading', { name: 'Discover Your Perfect Stay' });
const roomsHeading = (page: Page) => page.getByRole('heading', { name: 'Our Rooms' });

const panelHeading = (page: Page) => page.getByRole('heading', { name: 'Book this room' });
const logInButton = (page: Page) => page.getByRole('button', { name: 'Log In' });
const toRoomsPage = { link: 'Rooms', content: roomsHeading };

const CASES: RemoteCase[] = [
  { remote: 'catalog', path: () => '/rooms', content: roomsHeading, other: { link: 'Home', content: heroHeading } },
  // The booking panel inside the catalog's room page: the room stays, only the panel falls back.
  { remote: 'booking', path: () => `/room-details/${rooms[0]!._id}`, content: panelHeading, other: toRoomsPage },
  { remote: 'account', path: () => '/login', content: logInButton, other: toRoomsPage },
  { remote: 'marketing', path: () => '/', content: heroHeading, other: toRoomsPage },
];

// Each case serves its remote's build on a port of its own once the remote is "back".
for (const [i, c] of CASES.entries()) {
  test(`${c.remote} down: its region falls back, the rest works, Retry recovers without a reload`, async ({ page }) => {
    // A remote's load failure goes through the runtime's bounded retry twice (the page, then coming
    // back to it) and a server starts inside the test: 24-32 s on a loaded 2-core machine.
    test.slow();
    const port = 3105 + i + PORT_SHIFT;
    await moveRemote(page, c.remote, port); // a server this test owns: down until it starts it
    await page.goto(c.path());
    // The page is still this page load at the end (Retry must not reload).
    await page.evaluate(() => ((window as unknown as { hvSamePage: boolean }).hvSamePage = true));

    const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectFrameWorks(page);
    if (c.remote === 'booking') await expect(roomHeading(page)).toBeVisible(); // the catalog part stays

    // Another remote's page works, and coming back still shows the fallback.
    await topLink(page, c.other.link).click();
    await expect(c.other.content(page)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.goBack();
    await expect(fallback).toBeVisible();

    const server = serveBuilt(`mf-${c.remote}`, port);
    try {
      await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(c.content(page)).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { hvSamePage?: boolean }).hvSamePage)).toBe(true);
    } finally {
      await stop(server);
    }
  });
}

test('a remote whose module throws while rendering is contained like a dead one', async ({ page }) => {
  const port = 3105 + PORT_SHIFT;
  const dir = throwingCopy('mf-catalog', './RoomsPage');
  const server = serveBuilt('mf-catalog', port, dir);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
    await moveRemote(page, 'catalog', port);
    await page.goto('/rooms');
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expectFrameWorks(page);
    // The catalog's other module (room details) still renders, with the booking panel in it.
    await page.goto(`/room-details/${rooms[0]!._id}`);
    await expect(roomHeading(page)).toBeVisible();
    await expect(panelHeading(page)).toBeVisible();
    await topLink(page, 'Home').click();
    await expect(heroHeading(page)).toBeVisible();
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
});

test('API down: clear messages, never a blank page, and the site recovers when it returns', async ({ page }) => {
  let down = true;
  await page.route(`${urls.api}/**`, (route) => (down ? route.abort('connectionrefused') : route.fallback()));

  await page.goto('/rooms');
  await expect(roomsHeading(page)).toBeVisible();
  await expect(page.getByText(/could not|unable|try again|failed/i).first()).toBeVisible();
  await expectFrameWorks(page);
  await page.goto(`/room-details/${rooms[0]!._id}`);
  await expect(page.getByText(/could not|unable|try again|failed|not found/i).first()).toBeVisible();
  await expectFrameWorks(page);
  await page.goto('/');
  await expect(heroHeading(page)).toBeVisible();

  down = false;
  await topLink(page, 'Rooms').click();
  await expect(page.getByRole('heading', { name: rooms[0]!.name, exact: true })).toBeVisible();
});

test('Auth emulator down: signed-out browsing works and sign-in says what went wrong', async ({ page }) => {
  await page.route(`${urls.auth}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: rooms[0]!.name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: rooms[0]!.name }).first().click();
  await expect(roomHeading(page)).toBeVisible();
  await topLink(page, 'Home').click();
  await expect(heroHeading(page)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill('guest@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable right now. Please check your connection and try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectFrameWorks(page);
});

test('on a slow network (400 kbit/s, 400 ms) the first view shows at once, skeletons show inside the app, every page arrives', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });
  // The opening page is the prerendered first view (docs/architecture.md §10) while the app loads …
  await page.goto('/rooms', { waitUntil: 'commit' });
  await expect(page.locator('#first-view')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: rooms[0]!.name, exact: true })).toBeVisible({ timeout: 90_000 });
  await expectFrameWorks(page);
  // … and a page opened inside the app shows its skeleton until its code and data are in.
  await page.getByRole('link', { name: rooms[0]!.name }).first().click();
  await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible({ timeout: 60_000 });
  await expect(roomHeading(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Book this room' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
});

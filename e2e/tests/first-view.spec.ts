// The prerendered first view (docs/architecture.md §10, "First view"): the public routes paint
// their content from the HTML alone, the live app takes over without anything moving, and a
// visitor with a stored session gets no picture (their top bar paints from the stored token).
import { expect, test, type Page } from '@playwright/test';
import { clearAuthAccounts, closeOffersForToday, urls } from './support/stack';

interface Room {
  _id: string;
  name: string;
}

/** A real session (Auth emulator + API), as a guest who registered earlier. */
async function registeredGuest(page: Page) {
  await clearAuthAccounts();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(`first-view-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(accountMenu(page)).toBeVisible();
}

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' });

/** Records whether the picture was still in the page once it had parsed (before the app could act). */
async function recordPictureAtParse(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    }),
  );
}
const pictureAtParse = (page: Page) => page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture);

test('the rooms page shows its rooms from the HTML alone, before any script runs', async ({ browser, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as Room[];
  const html = await (await request.get(`${urls.shell}/rooms`)).text();
  expect(html).toContain('<template shadowrootmode="closed">');
  for (const room of rooms) expect(html).toContain(room.name);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: urls.shell });
  const page = await context.newPage();
  await page.goto('/rooms');
  const picture = page.locator('#first-view');
  await expect(picture).toHaveAttribute('inert', '');
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  // A page-sized picture (not an empty box) is on screen, while the live app's root is hidden.
  const box = await picture.boundingBox();
  expect(box!.height).toBeGreaterThan(1000);
  await expect(page.locator('#root')).toBeHidden();
  await context.close();
});

test('the live page takes over from the picture without a layout shift', async ({ page }) => {
  await closeOffersForToday(page);
  // The layout shift of the frames around the hand-over: everything reported until two frames after
  // the picture left the page (later shifts belong to what the guest does next).
  await page.addInitScript(() => {
    const w = window as unknown as { hvShiftAtHandOver?: number };
    let sum = 0;
    const shifts = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) sum += e.value;
    });
    shifts.observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, self) => {
      if (!document.getElementById('first-view') && document.getElementById('root')) {
        self.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              for (const e of shifts.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[])
                if (!e.hadRecentInput) sum += e.value;
              w.hvShiftAtHandOver = sum;
            }),
          ),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Harbor View King', exact: true })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  const shift = () => page.evaluate(() => (window as unknown as { hvShiftAtHandOver?: number }).hvShiftAtHandOver ?? null);
  await expect.poll(shift).not.toBeNull();
  expect(await shift()).toBeLessThan(0.05);
  // The live page is the one a guest uses: its controls respond.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/room-details\//);
});

test('a visitor with a stored session gets no picture: the top bar paints from the stored profile', async ({ page }) => {
  await closeOffersForToday(page);
  await registeredGuest(page);
  await recordPictureAtParse(page);
  await page.goto('/rooms');
  expect(await pictureAtParse(page)).toBe(false);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Rooms' })).toBeVisible();
});

test('a signed-out guest keeps the picture until the app has the content (it is there when the page has parsed)', async ({
  page,
}) => {
  await closeOffersForToday(page);
  await recordPictureAtParse(page);
  await page.goto('/');
  expect(await pictureAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
});

test('a path without a page of its own paints the frame (top bar and footer, no sign-in links), for a stored session too', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${urls.shell}/my-bookings`)).text();
  expect(html).toContain('data-frame');
  expect(html).toContain('Harborview');
  expect(html).not.toContain('href="/login"');

  await closeOffersForToday(page);
  await registeredGuest(page);
  await recordPictureAtParse(page);
  await page.goto('/my-bookings');
  expect(await pictureAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
});

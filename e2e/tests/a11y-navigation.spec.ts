// Finding one's way: each route has its own document title, a new route starts at the top while
// Back returns to where the guest was, toasts never cover the avatar, and on a phone the floating
// offers button covers no button or link.
import { expect, test, type Locator } from '@playwright/test';
import { getRooms, type ApiRoom } from './support/guest';
import { concretePath, SITE_ROUTES, titleOf } from './support/routes';
import { closeOffersForToday } from './support/stack';

let rooms: ApiRoom[] = [];
test.beforeAll(async () => {
  rooms = await getRooms();
});

const offersShownToday = closeOffersForToday;

test('every page has the document title of its page table, the 404 its own', async ({ page }) => {
  await offersShownToday(page);
  for (const route of SITE_ROUTES) {
    await page.goto(await concretePath(route));
    if (route.includes(':')) {
      // A page with a parameter may title itself more precisely once loaded (a room's name).
      const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).first().textContent())!.trim();
      await expect(page).toHaveTitle(new RegExp(`^(${escape(titleOf(route))}|${escape(`${heading} · Harborview Hotel`)})$`));
    } else await expect(page).toHaveTitle(titleOf(route));
  }
  // Client-side navigation retitles too.
  await page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first().click();
  await expect(page).toHaveTitle(titleOf('/rooms'));
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('opening a room from a scrolled /rooms starts at the top; Back returns to the same place', async ({ page }) => {
  await offersShownToday(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/rooms');
  const last = rooms.at(-1)!;
  const card = page.getByRole('link', { name: last.name }).first();
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const left = await page.evaluate(() => window.scrollY);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: last.name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { name: last.name, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(left));
});

/** The two boxes overlap (by more than a rounding pixel). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return ra.x < rb.x + rb.width - 1 && rb.x < ra.x + ra.width - 1 && ra.y < rb.y + rb.height - 1 && rb.y < ra.y + ra.height - 1;
}

for (const width of [375, 1280]) {
  test(`toasts open under the top bar and never cover the avatar (${width} px)`, async ({ page }) => {
    await offersShownToday(page);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Toast Reader');
    await page.getByLabel('Email').fill(`toast-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    // Wide screens: the avatar; phones: the menu button that holds the account summary.
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: width < 768 ? 'Open menu' : 'Account menu for Toast Reader' });
    await expect(account).toBeVisible();
    expect(await overlaps(toast, account)).toBe(false);
    const bar = (await page.getByRole('banner').boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    // It works while the toast is up, and what it opens lies above the toast.
    await account.click();
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await logout.click();
    await expect(page.getByText('Logout successful!')).toBeVisible();
  });
}

test('on a phone the offers button never lies over a button or link, and shows where the way is clear', async ({ page }) => {
  await offersShownToday(page);
  await page.setViewportSize({ width: 375, height: 667 });
  const fab = page.getByRole('button', { name: 'Show special offers', includeHidden: true });
  for (const path of ['/', '/rooms', `/room-details/${rooms[0]!._id}`, '/amenities', '/contact', '/login', '/register', '/my-bookings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(fab).toBeAttached();
    for (const end of ['top', 'bottom'] as const) {
      await page.evaluate((e) => window.scrollTo(0, e === 'top' ? 0 : document.documentElement.scrollHeight), end);
      const covered = () =>
        page.evaluate(() => {
          const fabEl = document.querySelector('button[aria-label="Show special offers"]')!;
          if (getComputedStyle(fabEl).visibility === 'hidden') return [];
          const b = fabEl.getBoundingClientRect();
          return [...document.querySelectorAll('a[href], button, input, select, textarea')]
            .filter((el) => el !== fabEl)
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
            })
            .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30));
        });
      await expect.poll(covered, `${path} at the ${end}`).toEqual([]);
    }
    // The end of every page keeps room for it: there it is on screen.
    await expect(fab).toBeVisible();
  }
});

// The prerendered first view (docs/architecture.md §10, "First view"): the public routes paint
// their content from the HTML alone, the live app takes over without anything moving, and a
// visitor with a stored session gets no picture (their top bar paints from the stored token).
import { expect, test } from '@playwright/test';
import { closeOffersForToday, urls } from './support/stack';

interface Room {
  _id: string;
  name: string;
}

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
  await page.addInitScript(() => {
    const w = window as unknown as { hvShift: number };
    w.hvShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.hvShift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Harbor View King', exact: true })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  // The live page is the one a guest uses: its controls respond.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/room-details\//);
  expect(await page.evaluate(() => (window as unknown as { hvShift: number }).hvShift)).toBeLessThan(0.05);
});

test('a visitor with a stored session gets no picture: the top bar paints from the stored profile', async ({
  page,
}) => {
  await closeOffersForToday(page);
  await page.addInitScript(() => {
    localStorage.setItem('harborview-token', 'stored-app-token');
    localStorage.setItem(
      'harborview-user',
      JSON.stringify({ email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null }),
    );
    // Whether the picture was still in the page once it had parsed (before the app could remove it).
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    });
  });
  await page.goto('/rooms');
  expect(await page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
});

test('a signed-out guest keeps the picture until the app has the content (it is there when the page has parsed)', async ({
  page,
}) => {
  await closeOffersForToday(page);
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    }),
  );
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture)).toBe(true);
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
  await page.addInitScript(() => {
    localStorage.setItem('harborview-token', 'stored-app-token');
    localStorage.setItem('harborview-user', JSON.stringify({ email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null }));
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    });
  });
  await page.goto('/no-such-page');
  expect(await page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
});

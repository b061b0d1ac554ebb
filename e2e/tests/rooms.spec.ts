import { expect, test } from '@playwright/test';
import { closeOffersForToday, urls } from './support/stack';
import { ROUTES, roomPath } from '@hotel/shared/routes';

test.beforeEach(({ page }) => closeOffersForToday(page));

interface RoomSummary {
  _id: string;
  name: string;
}

test('/rooms lists every seeded room from the API through the catalog remote', async ({ page, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as RoomSummary[];
  expect(rooms.length).toBeGreaterThanOrEqual(12);

  await page.goto(ROUTES.rooms);
  for (const room of rooms) {
    await expect(page.getByRole('heading', { name: room.name, exact: true })).toBeVisible();
  }
  // Room images are shipped in the repo and actually load.
  // (The picture is decorative, alt="": the card is labelled by the room's name.)
  const firstImage = page.getByRole('article', { name: rooms[0]!.name }).locator('img').first();
  await expect(firstImage).toBeVisible();
  await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // Each card links to its details page.
  await expect(page.locator(`a[href="${roomPath(rooms[0]!._id)}"]`).first()).toBeVisible();
});

test('the price filter narrows the list and Clear restores it', async ({ page, request }) => {
  const all = (await (await request.get(`${urls.api}/rooms`)).json()) as RoomSummary[];
  const cheap = (await (await request.get(`${urls.api}/rooms?maxPrice=150`)).json()) as RoomSummary[];
  expect(cheap.length).toBeGreaterThan(0);
  expect(cheap.length).toBeLessThan(all.length);

  await page.goto(ROUTES.rooms);
  await expect(page.getByRole('heading', { name: all[0]!.name, exact: true })).toBeVisible();
  const max = page.getByLabel(/max/i);
  if (!(await max.isVisible())) await page.getByRole('button', { name: /filter/i }).click(); // collapsed on small screens
  await max.fill('150');
  await page.getByRole('button', { name: 'Apply' }).click();
  const hidden = all.find((r) => !cheap.some((c) => c._id === r._id))!;
  await expect(page.getByRole('heading', { name: hidden.name, exact: true })).toHaveCount(0);
  for (const room of cheap) await expect(page.getByRole('heading', { name: room.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('heading', { name: hidden.name, exact: true })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { ROUTES } from '@hotel/shared/routes';
import { urls } from './support/stack';

interface PricedRoom {
  name: string;
  price: number;
  discountPrice?: number | null;
}
const percentOff = (r: PricedRoom) => Math.round(((r.price - (r.discountPrice ?? r.price)) / r.price) * 100);

test('special offers open by themselves once per day (per browser) and reopen from the floating button', async ({
  page,
}) => {
  // A fake clock: "2 seconds after load" and "does not open again" are checked without waiting.
  await page.clock.install();
  await page.goto(ROUTES.home);
  const dialog = page.getByRole('dialog', { name: 'Special Offers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' })).toBeVisible();
  await page.clock.runFor(2_100);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Same day, same browser: no automatic opening after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' })).toBeVisible();
  const fab = page.getByRole('button', { name: 'Show special offers' });
  await expect(fab).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(dialog).toBeHidden();

  await fab.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
});

test('HOT DEAL marks the offers at 30 % off or more', async ({ page, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as PricedRoom[];
  const offers = rooms.filter((r) => r.discountPrice != null && r.discountPrice < r.price);
  const hot = offers.filter((r) => percentOff(r) >= 30);
  expect(hot.length).toBeGreaterThan(0);

  await page.goto(ROUTES.home);
  const dialog = page.getByRole('dialog', { name: 'Special Offers' });
  await expect(dialog).toBeVisible();
  const items = dialog.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    const text = (await item.textContent())!;
    const room = offers.find((r) => text.includes(r.name))!;
    expect(room, text).toBeDefined();
    if (percentOff(room) >= 30) await expect(item.getByText('HOT DEAL')).toBeVisible();
    else await expect(item.getByText('HOT DEAL')).toHaveCount(0);
  }
  await expect(dialog.getByText('HOT DEAL')).toHaveCount(Math.min(hot.length, 6));
});

test("each offer links to its room and closes the pop-up; a thumbnail that cannot load shows the room placeholder", async ({
  page,
}) => {
  // The room pictures are unreachable: every thumbnail must fall back, as the other room pictures do.
  await page.route('**/images/rooms/**', (route) => route.abort());
  await page.goto(ROUTES.home);
  const dialog = page.getByRole('dialog', { name: 'Special Offers' });
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('listitem').first();
  await expect(first.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  for (const img of await dialog.locator('img').all()) await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml,/);

  const link = first.getByRole('link');
  const name = (await link.textContent())!;
  await link.click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/room-details\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

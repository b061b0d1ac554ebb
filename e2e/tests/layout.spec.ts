import { expect, test } from '@playwright/test';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday } from './support/stack';

test.beforeEach(({ page }) => closeOffersForToday(page));

test('home renders inside the shell layout: top bar, hero, footer', async ({ page }) => {
  await page.goto(ROUTES.home);
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Bookings' }).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /not found|404/i })).toBeVisible();
  await page.getByRole('link', { name: 'Browse Rooms' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the active top-bar link is highlighted', async ({ page }) => {
  await page.goto(ROUTES.rooms);
  const rooms = page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }).first();
  await expect(rooms).toHaveAttribute('aria-current', 'page');
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact' }).first();
  await expect(contact).not.toHaveAttribute('aria-current', 'page');
});

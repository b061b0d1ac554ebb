// The account remote alone (issue 4): its standalone harness, served from the remote's own build,
// registers, logs out and logs in against the same Auth emulator and API as the composed site.
import { expect, test } from '@playwright/test';
import { prepareHarness } from './support/harness';
import { urls } from './support/stack';
import { ROUTES } from '@hotel/shared/routes';

test.beforeEach(({ page }) => prepareHarness(page, urls.account));

test('the account harness registers, logs out and logs back in on its own', async ({ page }) => {
  const email = `harness-${Date.now()}@example.com`;
  const nav = page.getByRole('navigation', { name: 'Harness' });

  await page.goto(`${urls.account}${ROUTES.register}`);
  await expect(nav).toContainText('signed out');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${urls.account}/`);
  await expect(nav).toContainText(email);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('harborview-token'))).not.toBeNull();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav).toContainText('signed out');

  await page.goto(`${urls.account}${ROUTES.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-Password1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
  await expect(nav).toContainText(email);
});

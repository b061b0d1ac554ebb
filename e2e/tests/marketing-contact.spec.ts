import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday } from './support/stack';
import { queryDatabase } from './support/database';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const inquiry = (page: Page) => page.getByRole('combobox', { name: 'Inquiry Type' });

async function fill(page: Page, message: string) {
  await field(page, /Full Name/).fill('Ada Guest');
  await field(page, /Email Address/).fill('ada@example.com');
  await field(page, /Phone Number/).fill('+1 555 0100');
  await field(page, /Subject/).fill('Late arrival');
  await inquiry(page).selectOption('events');
  await field(page, /Message/).fill(message);
}

test.beforeEach(async ({ page }) => {
  // The special-offers pop-up is not under test here: mark it as shown today.
  await closeOffersForToday(page);
});

test('contact: the message reaches the database, the guest sees the success toast and the form resets', async ({
  page,
}) => {
  const message = `Arriving after midnight, please keep the room. (${Date.now()})`;
  await page.goto(ROUTES.contact);
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  await fill(page, message);
  const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await answer).status()).toBe(201);

  await expect(page.getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeVisible();
  for (const name of [/Full Name/, /Email Address/, /Phone Number/, /Subject/, /Message/])
    await expect(field(page, name)).toHaveValue('');
  await expect(inquiry(page)).toHaveValue('general');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();

  const rows = await queryDatabase(
    'SELECT name, email, phone, subject, message, inquiry_type FROM contact_messages WHERE message = $1',
    [message],
  );
  expect(rows).toEqual([
    {
      name: 'Ada Guest',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      subject: 'Late arrival',
      message,
      inquiry_type: 'events',
    },
  ]);
});

test('contact: the form carries the server\'s limits, and a failed send shows the error and keeps what the guest typed', async ({ page }) => {
  await page.goto(ROUTES.contact);
  // The message field stops where the API does (5000 characters): a guest cannot type past it.
  await expect(field(page, /Message/)).toHaveAttribute('maxlength', '5000');
  const message = 'Can we check in after midnight?';
  await fill(page, message);
  // The server refuses this once (a mail outage, say): the guest sees its words and loses nothing.
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'The hotel inbox is unavailable right now.', code: 'UNAVAILABLE' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();

  // The toast shows the server's own words.
  await expect(page.getByRole('alert').filter({ hasText: 'The hotel inbox is unavailable right now.' })).toBeVisible();
  await expect(page.getByText(/Message sent successfully/)).toHaveCount(0);
  await expect(field(page, /Full Name/)).toHaveValue('Ada Guest');
  await expect(field(page, /Subject/)).toHaveValue('Late arrival');
  await expect(field(page, /Message/)).toHaveValue(message);
  await expect(inquiry(page)).toHaveValue('events');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(await queryDatabase('SELECT count(*)::int AS n FROM contact_messages WHERE message = $1', [message])).toEqual([
    { n: 0 },
  ]);
});

test('"Follow Us" links are placeholders: each goes nowhere, changing neither the URL nor the history', async ({ page, context }) => {
  await page.goto(ROUTES.contact);
  const entries = await page.evaluate(() => window.history.length);
  const row = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Follow Us' }) });
  const links = row.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const link of await links.all()) {
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
    expect(page.url()).toBe(`${new URL(page.url()).origin}${ROUTES.contact}`);
  }
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  expect(context.pages()).toHaveLength(1);
});

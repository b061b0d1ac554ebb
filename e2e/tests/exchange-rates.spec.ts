// Exchange rates (issue 44, docs/product.md "Currencies") in the composed site: staff open the front
// desk's exchange rates page (the demo rates flagged), publish a EUR rate through its dialog (a
// wrong rate named at its field first); the page lists it as the rate guests see and in the history,
// and the public GET /exchange-rates serves it, as the quote's estimate uses it. Runs `alone`: every
// visitor's estimates change.
import { expect, test } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { createStaff, dayFromToday, freshRoom, logIn, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

interface Rate {
  id: string;
  currency: string;
  rate: number;
  date: string;
  source: string;
}

test('staff publish a EUR rate on /hotel/exchange-rates; the page and the public endpoint serve it, and quotes estimate with it', async ({ page }) => {
  test.slow(); // a staff sign-in, then the page's reads and write
  const rate = Number(`0.9${String(Date.now() % 10_000).padStart(4, '0')}1`); // a rate of this run only
  const source = `E2E reference rate ${Date.now()}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, await createStaff('fx', 'Fran Exchange'));
  await page.goto(FRONT_DESK_ROUTES.exchangeRates);
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  const current = page.getByRole('table', { name: 'The rate guests see, per currency' });
  await expect(current.getByRole('row')).toHaveCount(6); // the header and the seed's five currencies

  await page.getByRole('button', { name: 'Publish a rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish a rate' });
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await dialog.getByRole('textbox', { name: '1 USD buys' }).fill('0,93');
  await dialog.getByRole('textbox', { name: 'Source' }).fill(source);
  await dialog.getByRole('button', { name: 'Publish rate' }).click();
  await expect(dialog.getByText(/^Rate must be a number above 0/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Source' })).toHaveValue(source);
  await dialog.getByRole('textbox', { name: '1 USD buys' }).fill(String(rate));
  await dialog.getByRole('button', { name: 'Publish rate' }).click();
  await expect(page.getByText('EUR rate published: guests see it from now on.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const eurRow = current.getByRole('row').filter({ has: page.getByRole('cell', { name: 'EUR', exact: true }) });
  await expect(eurRow).toContainText(String(rate));
  await expect(eurRow).toContainText(source);
  const history = page.getByRole('table', { name: 'Every rate published, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText(source);
  await page.screenshot({ path: test.info().outputPath('exchange-rates-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('exchange-rates-375.png'), fullPage: true });

  // The public list serves it as the EUR rate, and a quote in EUR estimates at it.
  const served = (await (await fetch(`${urls.api}/exchange-rates`)).json()) as { base: string; rates: Rate[] };
  expect(served.base).toBe('USD');
  const eur = served.rates.find((r) => r.currency === 'EUR')!;
  expect(eur).toMatchObject({ rate, source, date: dayFromToday(0) });
  const room = await freshRoom();
  const checkIn = [...Array(60).keys()].map((n) => dayFromToday(90 + n)).find((d) => !room.bookedDates.includes(d))!;
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const quote = (await (await fetch(`${urls.api}/rooms/${room._id}/quote?checkIn=${checkIn}&checkOut=${checkOut}&guests=1&currency=EUR`)).json()) as {
    total: number;
    estimate: { rateId: string; amount: number };
  };
  expect(quote.estimate.rateId).toBe(eur.id);
  expect(quote.estimate.amount).toBeCloseTo(quote.total * rate, 2);
});

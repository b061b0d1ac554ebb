// Prices in the guest's currency (issue 44, docs/product.md "Currencies"): a guest picks euros in the
// top bar and every price they meet, cards, the calendar, the summary and My Bookings, shows the
// estimate and the charge in dollars; the booking keeps the estimate the summary showed. A guest
// who sees dollars downloads no rates at all.
import { expect, test, type Page, type Request } from '@playwright/test';
import { formatMoneyIn, type DisplayEstimate } from '@hotel/shared/currency';
import { roomPath } from '@hotel/shared/routes';
import { appToken, createGuest, freeDate, freshRoom, logIn, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();
test.use({ locale: 'en-US' }); // a first visit from the US: dollars until the guest picks

const ESTIMATE_AND_CHARGE = /≈ €[\d,]+\.\d{2} · charged \$[\d,]+\.\d{2}/;
const ratesAsked = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (r: Request) => void (new URL(r.url()).pathname === '/exchange-rates' && asked.push(r.url())));
  return asked;
};

test('a guest picks euros: cards, calendar, summary and My Bookings show the estimate and the charge; the booking keeps what the summary showed', async ({
  page,
}) => {
  const room = await freshRoom();
  const checkIn = freeDate(room, 260);
  const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const guest = await createGuest('currency', 'Ana Euro');
  await logIn(page, guest);
  const asked = ratesAsked(page);

  await page.goto('/rooms');
  await expect(page.getByTestId('rooms-grid')).toBeVisible();
  await expect(page.getByTestId('rooms-grid')).not.toContainText('≈');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  const card = page.getByRole('article').filter({ hasText: room.name });
  await expect(card).toContainText(ESTIMATE_AND_CHARGE);
  await expect(card.getByText(ESTIMATE_AND_CHARGE).first().locator('xpath=ancestor-or-self::p[1]')).toHaveAttribute('title', /^Estimate at the rate of .+ from /);

  // The room with a one-night stay: the panel, the calendar's cells and the summary.
  await page.goto(roomPath(room._id, { checkIn, checkOut, guests: 1 }));
  const panel = page.getByRole('region', { name: 'Book this room' });
  await expect(panel.getByTestId('panel-total')).toHaveText(ESTIMATE_AND_CHARGE);
  await expect(panel.getByText(/^Estimate at the rate of .+; you are charged in US dollars\.$/)).toBeVisible();
  const cell = panel.getByRole('grid').getByRole('button', { name: /≈€[\d,]+ \(≈ €[\d,.]+ · charged \$[\d,.]+\) a night/ }).first();
  await expect(cell).toContainText(/≈€[\d,]+$/);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const summary = page.getByRole('dialog', { name: 'Booking Summary' });
  const shown = (await summary.getByTestId('summary-total').textContent())!;
  expect(shown).toMatch(ESTIMATE_AND_CHARGE);
  await summary.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(`${urls.shell}/my-bookings`);

  // My Bookings shows the booking's kept estimate, and the API keeps exactly what the summary showed.
  await expect(page.getByRole('row', { name: new RegExp(room.name) })).toContainText(shown);
  const res = await fetch(`${urls.api}/bookings/${encodeURIComponent(guest.email)}`, { headers: { authorization: `Bearer ${await appToken(page)}` } });
  const kept = ((await res.json()) as Array<{ roomId: string; bookingDate: string; price: number; estimate?: DisplayEstimate }>).find(
    (b) => b.roomId === room._id && b.bookingDate === checkIn,
  )!;
  expect(kept.estimate?.currency).toBe('EUR');
  expect(shown).toBe(`≈ ${formatMoneyIn(kept.estimate!.amount, 'EUR', 'en')} · charged ${formatMoneyIn(kept.price, 'USD', 'en')}`);
  // One request for the rates per page load (/rooms once euros were picked, the room's page), none before.
  expect(asked).toHaveLength(2);
});

test("a guest who sees dollars: the prices as always and no request for the rates; a shared link's ?currency=JPY shows yen without decimals", async ({ page }) => {
  const asked = ratesAsked(page);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  const room = (await freshRoom())._id;
  await page.goto('/rooms');
  await expect(page.getByTestId('rooms-grid').getByText(/^\$[\d,]+$/).first()).toBeVisible();
  await page.goto(roomPath(room));
  await expect(page.getByRole('region', { name: 'Book this room' }).getByTestId('panel-total')).toHaveText(/^\$[\d,]+(\.\d{2})?$/);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(asked).toEqual([]);
  // Nor the code that converts and writes an estimate: it comes with the rates (docs/architecture.md §4, "money").
  expect(scripts.filter((url) => url.includes('money-estimates'))).toEqual([]);

  await page.goto(`/rooms?currency=JPY`);
  await expect(page.getByTestId('rooms-grid')).toContainText(/≈ ¥[\d,]+ · charged \$[\d,]+\.\d{2}/);
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('JPY');
  expect(await page.evaluate(() => localStorage.getItem('harborview-currency'))).toBe('JPY');
});

test("a visitor's chosen currency stays on pages opened afresh, those served with a first view among them", async ({ page }) => {
  await page.goto('/rooms');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.getByTestId('rooms-grid')).toContainText(ESTIMATE_AND_CHARGE);
  // The pictures show the list as it first renders (dollars); the live page keeps the guest's choice.
  for (const path of ['/', '/contact', '/rooms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  }
  await expect(page.getByTestId('rooms-grid')).toContainText(ESTIMATE_AND_CHARGE);
  expect(await page.evaluate(() => localStorage.getItem('harborview-currency'))).toBe('EUR');
});

// Promo codes (issue 43, docs/product.md "Promo codes") in the composed site: staff create a code for
// one room on the front desk's promo codes page; a guest opens a deep link to the room with the stay
// and the code, finds the code filled in and its discount under it, in the calendar's check-outs,
// the panel's total and the summary; books; and My Bookings shows the price with the discount.
import { expect, test, type Locator } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES, roomPath } from '@hotel/shared/routes';
import { createGuest, createStaff, dayFromToday, freshRoom, logIn, skipOffersPopup, startEachTestAsANewVisitor, type ApiRoom } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

const DAY_MS = 86_400_000;
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthName = (date: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long' }).format(new Date(`${date}T00:00:00Z`));

/** The first night at least `from` days ahead with `nights` free nights from it, all in one month. */
function freeStay(room: ApiRoom, from: number, nights: number): string {
  for (let n = from; ; n++) {
    const d = dayFromToday(n);
    const stay = Array.from({ length: nights + 1 }, (_, i) => plus(d, i));
    if (stay.slice(0, nights).every((x) => !room.bookedDates.includes(x)) && stay.every((x) => x.slice(0, 7) === d.slice(0, 7))) return d;
  }
}

/** A day of the room page's calendar, by its name ("15, $540 total for 3 nights, Monday, June 15, 2099, …"). */
function dayIn(scope: Locator, date: string): Locator {
  const d = Number(date.slice(8));
  const name = new RegExp(`^${d}, (?:\\$[\\d,.]+ [^,]*?, )?\\w+, ${monthName(date)} ${d}, ${date.slice(0, 4)}\\b`);
  return scope.getByRole('grid').getByRole('button', { name });
}

test('staff create a code; a guest opens a link with it, sees the discount in the calendar and the summary, books, and My Bookings shows it', async ({
  page,
  browser,
}) => {
  test.slow(); // staff and a guest, each signed in
  const room = await freshRoom();
  const checkIn = freeStay(room, 70, 3);
  const code = `E2E-${Date.now() % 1_000_000}`;

  // 1. Staff: the code, 20 % off every night of the month of the stay, for this room only.
  await logIn(page, await createStaff('promo', 'Pat Promo'));
  await page.goto(FRONT_DESK_ROUTES.promotions);
  await page.getByRole('button', { name: 'Create a code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a promo code' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Percent off (1-100)' }).fill('20');
  await dialog.getByLabel('Stay from').fill(`${checkIn.slice(0, 7)}-01`);
  await dialog.getByLabel('Stay to').fill(plus(checkIn, 3));
  await dialog.getByRole('checkbox', { name: room.name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Promo code created.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('20% off a night');
  await expect(row).toContainText(room.name);

  // What the API prices the stay at with the code: the page must show the same.
  const quoted = (await (
    await fetch(`${urls.api}/rooms/${room._id}/quote?checkIn=${checkIn}&checkOut=${plus(checkIn, 3)}&guests=1&promo=${code.toLowerCase()}`)
  ).json()) as { total: number; before: number; discount: number };
  expect(quoted.discount).toBeCloseTo(quoted.before * 0.2, 2);
  const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const total = (n: number) => (Number.isInteger(n) ? `$${n.toLocaleString('en-US')}` : money(n));
  const discount = `−${money(quoted.discount)} ${code}`;

  // 2. A guest opens a deep link with the stay and the code (any case): the field has it, the discount shows.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await skipOffersPopup(guestPage);
  await logIn(guestPage, await createGuest('promo-guest', 'Gail Guest'));
  await guestPage.goto(roomPath(room._id, { checkIn, checkOut: plus(checkIn, 3), guests: 1 }, code.toLowerCase()));
  const panel = guestPage.getByRole('region', { name: 'Book this room' });
  await expect(panel.getByLabel('Promo code')).toHaveValue(code.toLowerCase());
  await expect(panel.getByRole('status').filter({ hasText: discount })).toBeVisible();
  await expect(panel.getByText('Total', { exact: true }).locator('..')).toContainText(total(quoted.total));
  // The calendar's check-outs are priced with the code: a new check-in, then the same 3 nights.
  await dayIn(panel, checkIn).click();
  await expect(dayIn(panel, plus(checkIn, 3))).toContainText(total(quoted.total));
  await dayIn(panel, plus(checkIn, 3)).click();

  // 3. The summary shows the discount and the total after it; the booking costs that.
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const summary = guestPage.getByRole('dialog', { name: 'Booking Summary' });
  await expect(summary.getByRole('row', { name: /^Promo code/ })).toContainText(discount);
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText(total(quoted.total));
  await summary.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`${ROUTES.myBookings}$`));
  await expect(guestPage.getByText(`${total(quoted.total)} (${discount})`).first()).toBeVisible();
  await guestContext.close();

  // The front desk counts the use.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(/\b1\b/);
});

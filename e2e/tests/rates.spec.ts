// Nightly rates (issue 32, docs/product.md "Rates") in the composed site: staff set a weekend price
// and a 3-night season on the front desk's rates page; a guest sees each night's price in the room
// page's calendar and each check-out's stay total, is refused a 2-night stay in the season with the
// rule's words, and books 3 nights at the quoted total, which My Bookings shows.
import { expect, test, type Locator } from '@playwright/test';
import { hotelRoomPath } from '@hotel/shared/front-desk/routes';
import { ROUTES, roomPath } from '@hotel/shared/routes';
import { apiAs, createGuest, createRoom, createStaff, dayFromToday, logIn, skipOffersPopup, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

const DAY_MS = 86_400_000;
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const format = (date: string, o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...o }).format(utc(date));

/** A Monday at least 40 days ahead whose week either side is in its month: the season and its neighbours in one calendar month. */
function seasonStart(): string {
  for (let n = 40; ; n++) {
    const d = dayFromToday(n);
    const dom = Number(d.slice(8));
    if (utc(d).getUTCDay() === 1 && dom >= 6 && dom <= 22) return d;
  }
}

/** A day of the room page's calendar, by its name ("15, Monday, June 15, 2099, …"). */
function dayIn(scope: Locator, date: string): Locator {
  const d = Number(date.slice(8));
  const name = new RegExp(`^${d}, (?:\\$[\\d,]+ [^,]*?, )?\\w+, ${format(date, { month: 'long' })} ${d}, ${date.slice(0, 4)}\\b`);
  return scope.getByRole('grid').getByRole('button', { name });
}

test('staff price a season and the weekends; a guest sees the prices, is refused 2 nights and books 3 at the quoted total', async ({
  page,
  browser,
}) => {
  test.slow(); // staff and a guest, each signed in, five pages
  const season = seasonStart();
  const staff = await createStaff('rates', 'Rita Rates');
  await logIn(page, staff);
  // A room of its own (the editor is front-desk.spec's), taken off sale at the end.
  const room = await createRoom(page, { name: `Rate Loft ${Date.now() % 100000}`, description: 'A loft priced by the night.', price: 200 });

  // 1. Staff: from the room editor to its rates; the weekend price, then a 3-night season with a minimum stay.
  await page.goto(hotelRoomPath(room._id));
  await page.getByRole('link', { name: 'Rates and seasons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Rates: ${room.name}` })).toBeVisible();
  await page.getByLabel('Friday and Saturday nights').fill('250');
  await page.getByRole('button', { name: 'Save weekend price' }).click();
  await expect(page.getByText('Weekend price set to $250.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a rate period' });
  await dialog.getByLabel('From', { exact: true }).fill(season);
  await dialog.getByLabel('To', { exact: true }).fill(plus(season, 3));
  await dialog.getByLabel('Price', { exact: true }).fill('300');
  await dialog.getByLabel('Minimum nights').fill('3');
  await dialog.getByRole('button', { name: 'Add period' }).click();
  await expect(page.getByText('Rate period added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Min 3 nights/ })).toContainText('$300');

  // 2. A guest: each night's price in the calendar (the month of the typed check-in).
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await skipOffersPopup(guestPage);
  await logIn(guestPage, await createGuest('rates-guest', 'Gus Guest'));
  await guestPage.goto(roomPath(room._id));
  const panel = guestPage.getByRole('region', { name: 'Book this room' });
  await expect(panel.getByText('from $200 / night')).toBeVisible();
  await panel.getByLabel('Check-in', { exact: true }).fill(plus(season, -4));
  await expect(dayIn(panel, plus(season, -4))).toContainText('$200'); // Thursday
  await expect(dayIn(panel, plus(season, -3))).toContainText('$250'); // Friday
  await expect(dayIn(panel, plus(season, -2))).toContainText('$250'); // Saturday
  await expect(dayIn(panel, season)).toContainText('$300');

  // A check-in on the season's first night: the check-outs show the stay's total; 2 nights is refused, in words.
  await dayIn(panel, season).click();
  const rule = `This room has a 3-night minimum for arrivals on ${format(season, { weekday: 'short', month: 'short', day: 'numeric' })}.`;
  await expect(panel.getByRole('status').filter({ hasText: 'Now pick your check-out day.' })).toContainText(rule);
  await expect(dayIn(panel, plus(season, 2))).toBeDisabled();
  await expect(dayIn(panel, plus(season, 3))).toContainText('$900');
  await expect(dayIn(panel, plus(season, 4))).toContainText('$1,100'); // and Thursday at $200
  await panel.getByLabel('Check-out', { exact: true }).fill(plus(season, 2));
  await expect(panel.getByText(rule)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();

  // 3 nights: the summary lists the nights, the booking costs the quote, and My Bookings shows it.
  await panel.getByLabel('Check-out', { exact: true }).fill(plus(season, 3));
  await expect(panel.getByText('Date is available!')).toBeVisible();
  const quote = (await (
    await fetch(`${urls.api}/rooms/${room._id}/quote?checkIn=${season}&checkOut=${plus(season, 3)}&guests=1`)
  ).json()) as { total: number };
  expect(quote.total).toBe(900);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const summary = guestPage.getByRole('dialog', { name: 'Booking Summary' });
  await expect(summary.getByRole('table', { name: 'Nights and rates' }).getByRole('row')).toHaveCount(5);
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$900');
  await summary.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`${ROUTES.myBookings}$`));
  await expect(guestPage.getByText(room.name).first()).toBeVisible();
  await expect(guestPage.getByText(/3 nights · 1 Guest · \$900|^\$900$/).first()).toBeVisible();
  await guestContext.close();

  expect((await apiAs(page, 'PATCH', `/rooms/${room._id}`, { archived: true })).status).toBe(200);
});

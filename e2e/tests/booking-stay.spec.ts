// A stay end to end (issue 21) in the composed site: a 3-night booking for 2 guests from a search
// link, listed in My Bookings with its check-in, check-out and nights, moved whole, cancelled; and
// the availability calendar beside the date fields: booked nights and past days disabled, a stay
// picked with the mouse and by keyboard alone, another guest's nights arriving live, and the typed
// fields still booking when the calendar's chunk cannot load.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { roomPath } from '@hotel/shared/routes';
import {
  appToken,
  bookThroughApi,
  createGuest,
  dayFromToday,
  freshRoom,
  getRoom,
  logIn,
  skipOffersPopup,
  startEachTestAsANewVisitor,
  type ApiRoom,
} from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

const DAY_MS = 86_400_000;
const plus = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** As the booking screens write a date: "Tue, Dec 15, 2026". */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const monthYear = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The 3rd of a month at least `from` days ahead whose days 3 to 20 are free in `room`: a stay and
 * its neighbours then sit in one month of the calendar.
 */
function quietMonth(room: ApiRoom, from: number): string {
  for (let n = from; ; n++) {
    const d = dayFromToday(n);
    if (!d.endsWith('-03')) continue;
    if (Array.from({ length: 18 }, (_, i) => plus(d, i)).every((night) => !room.bookedDates.includes(night))) return d;
  }
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Book this room' });
const rowOf = (page: Page, room: ApiRoom) => page.getByRole('row', { name: new RegExp(room.name) });
/** A day of the calendar by its name, the day shown first ("3, Thursday, December 3, 2026, booked"). */
function dayIn(scope: Locator, date: string): Locator {
  const d = Number(date.slice(8));
  const [month, year] = monthYear(date).split(' ');
  return scope.getByRole('grid').getByRole('button', { name: new RegExp(`^${d}, (?:\\$[\\d,]+ [^,]*?, )?\\w+, ${month} ${d}, ${year}\\b`) });
}

test('a 3-night stay for 2 guests from a search link: booked, listed with its nights, moved whole, cancelled', async ({ page }) => {
  const room = await freshRoom({ sleeps: 2 });
  const checkIn = plus(quietMonth(room, 100), 2);
  const checkOut = plus(checkIn, 3);
  await logIn(page, await createGuest('stay', 'Ada Lovelace'));

  await page.goto(roomPath(room._id, { checkIn, checkOut, guests: 2 }));
  const panel = panelOf(page);
  await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(checkIn);
  await expect(panel.getByLabel('Check-out', { exact: true })).toHaveValue(checkOut);
  await expect(panel.getByLabel('Nights')).toHaveValue('3');
  await expect(panel.getByLabel('Guests')).toHaveValue('2');
  await expect(panel.getByText('Date is available!')).toBeVisible();
  // The calendar opens on the stay's month with the stay selected.
  await expect(panel.getByRole('grid', { name: monthYear(checkIn) })).toBeVisible();
  await expect(dayIn(panel, checkIn)).toHaveAccessibleName(/check-in/);
  await expect(dayIn(panel, checkOut)).toHaveAccessibleName(/check-out/);
  const nightly = await panel.getByText(/^3 nights × \$/).textContent();
  const total = (await panel.getByText('Total', { exact: true }).locator('..').locator('strong').textContent())!;
  expect(Number(total.replace(/[$,]/g, ''))).toBe(3 * Number(nightly!.replace(/^3 nights × \$/, '').replace(/,/g, '')));

  await panel.getByRole('button', { name: 'Book Now' }).click();
  const summary = page.getByRole('dialog', { name: 'Booking Summary' });
  await expect(summary).toContainText(`Check-in${shown(checkIn)}`);
  await expect(summary).toContainText(`Check-out${shown(checkOut)}`);
  await expect(summary).toContainText('Nights3 nights');
  await expect(summary).toContainText('Guests2');
  await expect(summary).toContainText(`Total${total}`);
  await summary.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Room booked successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${urls.shell}/my-bookings`);

  // My Bookings: a table at 1280 px, cards at 375 px, both with the stay.
  const row = rowOf(page, room);
  await expect(row.getByRole('cell', { name: shown(checkIn), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: shown(checkOut), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(row).toContainText(total);
  const held = (await getRoom(room._id)).bookedDates;
  expect(held).toEqual(expect.arrayContaining([checkIn, plus(checkIn, 1), plus(checkIn, 2)]));
  expect(held).not.toContain(checkOut); // the check-out morning is the next guest's
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: room.name }) });
  await expect(card).toContainText(`Check-in${shown(checkIn)}`);
  await expect(card).toContainText(`Check-out${shown(checkOut)}`);
  await expect(card).toContainText(`3 nights · 2 Guests · ${total}`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Move it one night later: the new nights overlap its own, which count as free.
  await row.getByRole('button', { name: /^Update Date/ }).click();
  const move = page.getByRole('dialog', { name: 'Update Date' });
  await expect(move).toContainText(`${room.name}, now 3 nights from ${shown(checkIn)} to ${shown(checkOut)}.`);
  const moved = plus(checkIn, 1);
  await move.getByLabel('New check-in', { exact: true }).fill(moved);
  await expect(move.getByText('Date is available!')).toBeVisible();
  await expect(move.getByText(`Check-out ${shown(plus(moved, 3))}, 3 nights.`)).toBeVisible();
  await move.getByRole('button', { name: 'Update Date' }).click();
  await expect(page.getByText('Booking date updated successfully!')).toBeVisible();
  await expect(row.getByRole('cell', { name: shown(moved), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: shown(plus(moved, 3)), exact: true })).toBeVisible();
  const after = (await getRoom(room._id)).bookedDates;
  expect(after).toEqual(expect.arrayContaining([moved, plus(moved, 1), plus(moved, 2)]));
  expect(after).not.toContain(checkIn);

  // Cancel it: every night is free again.
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking?' });
  await expect(cancel).toContainText(`${room.name}, 3 nights from ${shown(moved)}`);
  await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully! The room is now available again.')).toBeVisible();
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
  const freed = (await getRoom(room._id)).bookedDates;
  for (const night of [moved, plus(moved, 1), plus(moved, 2)]) expect(freed).not.toContain(night);
});

test("the calendar: another guest's nights are disabled and named booked, live; past days are disabled; a stay is picked up to a booked night", async ({
  page,
  browser,
}) => {
  const room = await freshRoom();
  const first = quietMonth(room, 130);
  // Bob holds two nights, first+4 and first+5, before Ada opens the room.
  const bob = await (await browser.newContext()).newPage();
  await skipOffersPopup(bob);
  await logIn(bob, await createGuest('stay-bob', 'Bob Booker'));
  const bobToken = await appToken(bob);
  expect((await bookThroughApi(bobToken, room._id, plus(first, 4), urls.api, 2)).status).toBe(201);

  const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/rooms/${room._id}/events`) && r.status() === 200);
  await page.goto(roomPath(room._id, { checkIn: first, checkOut: plus(first, 1), guests: 1 }));
  await streamOpen;
  const panel = panelOf(page);
  await expect(panel.getByRole('grid', { name: monthYear(first) })).toBeVisible();
  for (const night of [plus(first, 4), plus(first, 5)]) {
    await expect(dayIn(panel, night)).toBeDisabled();
    await expect(dayIn(panel, night)).toHaveAccessibleName(/, booked$/);
  }
  await expect(dayIn(panel, plus(first, 6))).toBeEnabled(); // Bob's check-out morning

  // A check-in, then the first booked night as the check-out (a morning, not a night).
  await dayIn(panel, plus(first, 1)).click();
  await expect(panel.getByText('Now pick your check-out day.')).toBeVisible();
  await expect(dayIn(panel, plus(first, 4))).toBeEnabled();
  await expect(dayIn(panel, plus(first, 5))).toBeDisabled();
  await dayIn(panel, plus(first, 4)).click();
  await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(plus(first, 1));
  await expect(panel.getByLabel('Check-out', { exact: true })).toHaveValue(plus(first, 4));
  await expect(panel.getByLabel('Nights')).toHaveValue('3');
  await expect(panel.getByText('Date is available!')).toBeVisible();

  // Bob books another night of Ada's stay meanwhile: it turns booked without a reload.
  expect((await bookThroughApi(bobToken, room._id, plus(first, 2))).status).toBe(201);
  await expect(dayIn(panel, plus(first, 2))).toHaveAccessibleName(/, booked$/);
  await expect(dayIn(panel, plus(first, 2))).toBeDisabled();
  await expect(panel.getByText('Date is not available')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();

  // Today's month: no month before it, and the days before today are disabled.
  const today = dayFromToday(0);
  await page.goto(roomPath(room._id, { checkIn: today, checkOut: plus(today, 1), guests: 1 }));
  await expect(panel.getByRole('grid', { name: monthYear(today) })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Go to the Previous Month' })).toHaveAttribute('aria-disabled', 'true');
  await expect(dayIn(panel, today)).toHaveAccessibleName(/^\d+, .*, today(,|$)/);
  if (!today.endsWith('-01')) await expect(dayIn(panel, plus(today, -1))).toBeDisabled();
});

test('the calendar by keyboard: Tab into the month, arrows to a day, Enter for the check-in and the check-out', async ({ page }) => {
  const room = await freshRoom();
  const first = quietMonth(room, 160);
  await page.goto(roomPath(room._id, { checkIn: first, checkOut: plus(first, 1), guests: 1 }));
  const panel = panelOf(page);
  const grid = panel.getByRole('grid', { name: monthYear(first) });
  await expect(grid).toBeVisible();

  // From the guests field, Tab reaches the month's buttons, then the stay's day in the grid.
  await panel.getByLabel('Guests').focus();
  for (let i = 0; i < 6 && !(await grid.evaluate((g) => g.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
  await expect(dayIn(panel, first)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dayIn(panel, plus(first, 2))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Now pick your check-out day.')).toBeVisible();
  await page.keyboard.press('ArrowDown'); // a week later
  await expect(dayIn(panel, plus(first, 9))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(plus(first, 2));
  await expect(panel.getByLabel('Check-out', { exact: true })).toHaveValue(plus(first, 9));
  await expect(panel.getByLabel('Nights')).toHaveValue('7');
  await expect(panel.getByText('Date is available!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  // PageDown shows the next month, with the focus on the same day.
  await page.keyboard.press('PageDown');
  await expect(panel.getByRole('grid', { name: monthYear(plus(first, 31)) })).toBeVisible();
});

test("the calendar is a lazy part: when its chunk cannot load, the panel says so and the typed fields still work; Retry brings it", async ({
  page,
}) => {
  const room = await freshRoom();
  const first = quietMonth(room, 190);
  const chunk = /\/stay-calendar\.[0-9a-f]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.goto(`/room-details/${room._id}`);
  const panel = panelOf(page);
  await expect(panel.getByText('This section is temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  await panel.getByLabel('Check-in', { exact: true }).fill(first);
  await expect(panel.getByText('Date is available!')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();

  await page.unroute(chunk);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('grid', { name: monthYear(first) })).toBeVisible();
  await expect(panel.getByText('This section is temporarily unavailable')).toHaveCount(0);
});

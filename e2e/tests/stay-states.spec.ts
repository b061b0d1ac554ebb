// A stay's states (issue 42, docs/product.md "A stay's states") in the composed site: a guest books
// two nights from today; staff check the guest in on /hotel with one click (the toast says so, Undo
// beside the row), the guest's My Bookings reads "Checked in" with no cancel nor move; staff check the
// guest out a night early: the toast names the night on sale again, the API's room shows it free, and
// the guest's My Bookings reads "Stayed".
import { expect, test } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES } from '@hotel/shared/routes';
import { appToken, bookThroughApi, createGuest, createStaff, dayFromToday, getRoom, logIn, skipOffersPopup, startEachTestAsANewVisitor, workerRooms } from './support/guest';

startEachTestAsANewVisitor();

test('staff check a guest in and out on /hotel; the guest reads "Checked in", then "Stayed"', async ({ page, browser }) => {
  test.slow(); // two signed-in browsers
  const name = `Stella Stay ${Date.now() % 100000}`;
  const staff = await createStaff('stay-desk', 'Sam Desk');
  const guest = await createGuest('stay-guest', name);
  const [today, tomorrow] = [dayFromToday(0), dayFromToday(1)];
  const room = (await workerRooms()).find((r) => !r.bookedDates.includes(today) && !r.bookedDates.includes(tomorrow))!;

  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await skipOffersPopup(guestPage);
  await logIn(guestPage, guest);
  await guestPage.goto(ROUTES.myBookings);
  expect((await bookThroughApi(await appToken(guestPage), room._id, today, undefined, 2)).status).toBe(201);

  // Staff: the arrival is listed with its actions; one click checks the guest in.
  await skipOffersPopup(page);
  await logIn(page, staff);
  await page.goto(FRONT_DESK_ROUTES.today);
  const arrivals = page.getByRole('region', { name: /^Arrivals/ });
  await arrivals.getByRole('button', { name: `Check in: ${name}, ${room.name}` }).click();
  await expect(page.getByText(`Checked in: ${name}, ${room.name}.`)).toBeVisible();
  const inHouse = page.getByRole('region', { name: /^In house/ });
  await expect(inHouse.getByRole('button', { name: `Undo check-in: ${name}, ${room.name}` })).toBeVisible();

  // The guest: "Checked in", and the stay can no longer be cancelled or moved.
  await guestPage.reload();
  const stay = guestPage.getByRole('row', { name: new RegExp(room.name) });
  await expect(stay.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(stay.getByRole('button', { name: /Cancel|Update Date/ })).toHaveCount(0);

  // Staff check the guest out a night early: tomorrow's night goes back on sale.
  await inHouse.getByRole('button', { name: `Check out early: ${name}, ${room.name}` }).click();
  await expect(page.getByText(/^Checked out early: 1 night \(.+\) is on sale again\./)).toBeVisible();
  const done = page.getByRole('region', { name: /^Checked out and no-shows today/ });
  await expect(done.getByRole('listitem').filter({ hasText: name })).toContainText('Stayed');
  await expect(done.getByRole('button', { name: `Undo check-out: ${name}, ${room.name}` })).toBeVisible();
  expect((await getRoom(room._id)).bookedDates).not.toContain(tomorrow);

  await guestPage.reload();
  await expect(guestPage.getByRole('row', { name: new RegExp(room.name) }).getByText('Stayed', { exact: true })).toBeVisible();
  await guestContext.close();
});

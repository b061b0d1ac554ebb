// Housekeeping (docs/product.md "Housekeeping") in the composed site, as staff on a phone: a guest's
// stay checked in and out makes its room dirty; on /hotel/housekeeping at 375 px staff mark it clean,
// then inspected, in one tap each; then put it out of order for three nights far ahead, and a guest's
// search for those nights no longer lists it, while the nights after it do. Alone: it changes what
// every visitor's search shows.
import { expect, test, type Page } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { roomsPath } from '@hotel/shared/routes';
import { appToken, bookThroughApi, createGuest, createStaff, dayFromToday, logIn, skipOffersPopup, workerRooms, type ApiRoom } from './support/guest';
import { urls } from './support/stack';

test.use({ viewport: { width: 375, height: 812 } });

/** A staff call of the API with the page's app token. */
async function staffApi(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${urls.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${await appToken(page)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** One of this worker's rooms with tonight free (the stay checked in today). */
async function roomFreeTonight(): Promise<ApiRoom> {
  const tonight = dayFromToday(0);
  const room = (await workerRooms()).find((r) => !r.bookedDates.includes(tonight) && !r.bookedDates.includes(dayFromToday(320)));
  if (!room) throw new Error('no room of this worker is free tonight');
  return room;
}

const card = (page: Page, section: string, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${section}`) }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('after check-out the room is dirty; housekeeping cleans it on a phone; out of order takes it out of a guest’s search', async ({ page, browser }) => {
  test.slow(); // a stay, three taps and a guest's search, in two browsers
  const room = await roomFreeTonight();
  const staff = await createStaff('housekeeping', 'Hana Keeper');
  const guest = await createGuest('housekeeping-guest', 'Gil Guest');

  // A guest's stay tonight, checked in and out by the front desk.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await skipOffersPopup(guestPage);
  const guestToken = await logIn(guestPage, guest);
  const booked = await bookThroughApi(guestToken, room._id, dayFromToday(0));
  expect(booked.status).toBe(201);
  const stayId = ((await booked.json()) as { _id: string })._id;
  await skipOffersPopup(page);
  await logIn(page, staff);
  await page.goto(FRONT_DESK_ROUTES.housekeeping);
  await expect(page.getByRole('heading', { level: 1, name: 'Housekeeping' })).toBeVisible();
  expect((await staffApi(page, 'POST', `/hotel/bookings/${stayId}/check-in`)).status).toBe(200);
  expect((await staffApi(page, 'POST', `/hotel/bookings/${stayId}/check-out`)).status).toBe(200);

  // The room shows dirty; one tap cleans it, one more marks it inspected.
  await page.reload();
  await expect(card(page, 'Dirty', room.name)).toBeVisible();
  await card(page, 'Dirty', room.name).getByRole('button', { name: `Mark clean: ${room.name}` }).click();
  await expect(page.getByText(`${room.name} is clean.`)).toBeVisible();
  await expect(card(page, 'Clean', room.name)).toBeVisible();
  await card(page, 'Clean', room.name).getByRole('button', { name: `Mark inspected: ${room.name}` }).click();
  await expect(card(page, 'Inspected', room.name)).toBeVisible();
  await expect(card(page, 'Dirty', room.name)).toHaveCount(0);

  // Out of order for three nights nobody else books, with its reason.
  const [from, to] = [dayFromToday(320), dayFromToday(323)];
  await card(page, 'Inspected', room.name).getByRole('button', { name: `Out of order… ${room.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Put ${room.name} out of order` });
  await dialog.getByLabel('Out of order from').fill(from);
  await dialog.getByLabel('Back in order on').fill(to);
  await dialog.getByLabel('Reason').fill('Bathroom retiling');
  await dialog.getByRole('button', { name: 'Close the room' }).click();
  await expect(page.getByText(`${room.name} is out of order.`)).toBeVisible();
  await expect(card(page, 'Out of order', room.name).getByText('Bathroom retiling')).toBeVisible();

  // A guest's search for those nights no longer lists it; the nights after them do.
  const closed = { checkIn: dayFromToday(321), checkOut: dayFromToday(322), guests: 1 };
  await guestPage.goto(roomsPath(closed));
  await expect(guestPage.getByRole('article').first()).toBeVisible();
  await expect(guestPage.getByRole('article', { name: room.name })).toHaveCount(0);
  await guestPage.goto(roomsPath({ checkIn: to, checkOut: dayFromToday(324), guests: 1 }));
  await expect(guestPage.getByRole('article', { name: room.name })).toBeVisible();

  // Back in service for the specs after this one: its nights open again.
  expect((await staffApi(page, 'PATCH', `/rooms/${room._id}/housekeeping`, { state: 'inspected' })).status).toBe(200);
  await guestContext.close();
});

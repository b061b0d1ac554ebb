// Live availability (issue 7) in the composed site: two guests in two browser contexts on one room.
// B books the date A has picked; A's panel turns "Date is not available" and disables "Book Now"
// without a reload, pushed over GET /rooms/{id}/events. With the stream unavailable the panel still
// works as before: A's own attempt gets the 409, whose answer refreshes the booked dates.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createGuest, freeDate, freshRoom, getRoom, logIn, skipOffersPopup, type Guest } from './support/guest';

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipOffersPopup(page);
  return page;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Book this room' });

async function bookInUi(page: Page, roomId: string, date: string) {
  await page.goto(`/room-details/${roomId}`);
  await panelOf(page).getByLabel('Check-in', { exact: true }).fill(date);
  await panelOf(page).getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
}

test("another guest's booking turns my panel \"Date is not available\" without a reload", async ({ browser }) => {
  const room = await freshRoom();
  const date = freeDate(room, 120);
  const a = await guestPage(browser);
  const b = await guestPage(browser);
  const guestB: Guest = await createGuest('live-b', 'Bob Booker');
  await logIn(b, guestB);

  const streamOpen = a.waitForResponse((r) => r.url().endsWith(`/rooms/${room._id}/events`) && r.status() === 200);
  await a.goto(`/room-details/${room._id}`);
  await streamOpen;
  await panelOf(a).getByLabel('Check-in', { exact: true }).fill(date);
  await expect(panelOf(a).getByText('Date is available!')).toBeVisible();
  await expect(panelOf(a).getByRole('button', { name: 'Book Now' })).toBeEnabled();
  // Marks this document: a reload would lose it.
  await a.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await bookInUi(b, room._id, date);
  await expect(b.getByText('Room booked successfully!')).toBeVisible();

  await expect(panelOf(a).getByText('Date is not available')).toBeVisible();
  await expect(panelOf(a).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(panelOf(a).getByRole('list', { name: 'Already booked' }).locator(`time[datetime="${date}"]`)).toBeVisible();
  expect(await a.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await a.context().close();
  await b.context().close();
});

test('without the live stream the panel works as before, and a 409 refreshes its booked dates', async ({ browser }) => {
  const room = await freshRoom();
  const date = freeDate(room, 130);
  const a = await guestPage(browser);
  const b = await guestPage(browser);
  // A's browser cannot reach the stream at all.
  await a.route('**/rooms/*/events', (route) => route.abort());
  const [guestA, guestB] = await Promise.all([createGuest('nolive-a', 'Ada Lovelace'), createGuest('nolive-b', 'Bob Booker')]);
  await logIn(a, guestA);
  await logIn(b, guestB);

  await a.goto(`/room-details/${room._id}`);
  await panelOf(a).getByLabel('Check-in', { exact: true }).fill(date);
  await expect(panelOf(a).getByText('Date is available!')).toBeVisible();

  await bookInUi(b, room._id, date);
  await expect(b.getByText('Room booked successfully!')).toBeVisible();
  expect((await getRoom(room._id)).bookedDates).toContain(date);

  // A has not heard: it still offers the date. Booking it is refused and the panel catches up.
  await panelOf(a).getByRole('button', { name: 'Book Now' }).click();
  await a.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(a.locator('.Toastify__toast').filter({ hasText: 'Date is not available' })).toBeVisible();
  await expect(panelOf(a).getByText('Date is not available')).toBeVisible();
  await expect(panelOf(a).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(a).toHaveURL(new RegExp(`/room-details/${room._id}$`));
  await a.context().close();
  await b.context().close();
});

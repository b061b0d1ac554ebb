// The front desk (docs/product.md "Front desk") in the composed site: staff, a Firebase account with
// the custom claim `staff: true`, create a room; a guest books it; staff find the stay on the tape
// chart and cancel it for the guest with a reason; the guest's My Bookings no longer lists it and the
// night is free again; staff archive the room and a guest on its page is told at once; the
// cancellation is in the activity log. Staff hide a review and handle a
// message. A guest who opens a staff page is told it is for staff and downloads no staff code.
import { expect, test, type Page, type Request } from '@playwright/test';
import { FRONT_DESK_ROUTES } from '@hotel/shared/front-desk/routes';
import { ROUTES, roomPath } from '@hotel/shared/routes';
import { appToken, bookThroughApi, createGuest, createStaff, dayFromToday, getRoom, logIn, skipOffersPopup, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

/** The staff code a page asked for: the chunks named front-desk-… (docs/architecture.md §3). */
function staffChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (/front-desk-/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('staff create a room, a guest books it, staff cancel the stay for the guest from the tape chart', async ({ page, browser }) => {
  test.slow(); // a whole day at the desk in one test: two signed-in browsers, nine pages
  const staff = await createStaff('desk', 'Frank Desk');
  const guest = await createGuest('desk-guest', 'Grace Guest');
  const name = `Harbor Loft ${Date.now() % 100000}`;

  // 1. Staff sign in: the top bar offers the front desk, whose code comes in its front-desk-… chunks.
  const chunks = staffChunks(page);
  await logIn(page, staff);
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Front desk' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today at the hotel' })).toBeVisible();
  expect(chunks.some((u) => /\/front-desk-today\.[0-9a-f]+\.js$/.test(u))).toBe(true);

  // …and create a room with the editor.
  await page.goto(FRONT_DESK_ROUTES.roomNew);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Type', { exact: true }).fill('Loft');
  await page.getByLabel('Location', { exact: true }).fill('Long Beach, CA');
  await page.getByLabel('Description', { exact: true }).fill('A loft over the harbor, made by the front desk.');
  await page.getByLabel('Image URL', { exact: true }).fill('harbor-view-king.svg');
  await page.getByLabel('Price', { exact: true }).fill('0');
  await page.getByLabel('Size', { exact: true }).fill('420');
  await page.getByRole('button', { name: 'Create room' }).click();
  // A wrong field is named at the field and nothing is created.
  await expect(page.getByText('Price must be a whole number of dollars from 1 to 100,000.')).toBeVisible();
  await page.getByLabel('Price', { exact: true }).fill('180');
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page.getByText(`${name} created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/hotel\/rooms\/[0-9a-f]{24}$/);
  const roomId = page.url().split('/').pop()!;

  // 2. A guest sees the new room and books a night of it.
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await skipOffersPopup(guestPage);
  await logIn(guestPage, guest);
  await guestPage.goto(roomPath(roomId));
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  const night = dayFromToday(3);
  expect((await bookThroughApi(await appToken(guestPage), roomId, night)).status).toBe(201);
  await guestPage.goto(ROUTES.myBookings);
  await expect(guestPage.getByText(name).first()).toBeVisible();

  // 3. Staff see the stay on the tape chart, labelled with the guest's name, and cancel it with a reason.
  // From catalog's room editor to booking's chart through the desk's links, the shell's frame on both.
  const desk = page.getByRole('navigation', { name: 'Front desk' });
  await desk.getByRole('link', { name: 'Bookings' }).click();
  await expect(desk.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
  const bar = page.getByRole('gridcell', { name: new RegExp(`^Grace Guest, ${name},`) });
  await expect(bar).toBeVisible();
  await bar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(guest.email);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Give the reason for the cancellation (the guest and the activity log see it).')).toBeVisible();
  await dialog.getByLabel('Reason (required)').fill('The guest phoned: plans changed.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled for the guest.')).toBeVisible();
  await expect(bar).toHaveCount(0);

  // 4. The guest's My Bookings no longer lists it, and the night is free again.
  await guestPage.reload();
  await expect(guestPage.getByText('You have no bookings yet.')).toBeVisible();
  expect((await getRoom(roomId)).bookedDates).not.toContain(night);

  // Staff take the room off sale: a guest on its page is told at once (no reload), and it leaves /rooms.
  await guestPage.goto(roomPath(roomId));
  await expect(guestPage.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guestPage.getByRole('region', { name: 'Book this room' })).toBeVisible();
  await page.goto(FRONT_DESK_ROUTES.rooms);
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText(`${name} archived.`)).toBeVisible();
  await expect(guestPage.getByRole('heading', { level: 1, name: 'This room is no longer available' })).toBeVisible();
  expect((await (await fetch(`${urls.api}/rooms`)).json()).map((r: { _id: string }) => r._id)).not.toContain(roomId);
  await guestContext.close();

  // The activity log has the cancellation, with its reason (reached from catalog's rooms list by the desk's links).
  await desk.getByRole('link', { name: 'Activity' }).click();
  const row = page.getByRole('row', { name: /Cancelled a booking for the guest/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('The guest phoned: plans changed.');
  await expect(page.getByRole('row', { name: /Created a room/ })).toBeVisible();
});

test('staff hide a review and handle a message', async ({ page }) => {
  const staff = await createStaff('desk-mod', 'Mona Desk');
  const subject = `Late check-in ${Date.now() % 100000}`;
  const sent = await fetch(`${urls.api}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ivy Inquirer', email: 'ivy@example.com', subject, message: 'Can we arrive at 11 PM?', inquiryType: 'reservation' }),
  });
  expect(sent.status).toBe(201);
  await logIn(page, staff);

  // 5a. Hide a review: it leaves the room's page and the averages.
  await page.goto(FRONT_DESK_ROUTES.reviews);
  const hide = page.getByRole('button', { name: /^Hide .*'s review of / }).first();
  await expect(hide).toBeVisible();
  const label = (await hide.getAttribute('aria-label'))!;
  const [, author, roomName] = /^Hide (.*)'s review of (.*)$/.exec(label)!;
  // Other guests of the run may share the author's name: one review of theirs fewer is the proof.
  const reviewsBy = async (name: string) => {
    const rooms = (await (await fetch(`${urls.api}/rooms`)).json()) as Array<{ name: string; reviews: Array<{ name: string }> }>;
    return rooms.find((r) => r.name === roomName)!.reviews.filter((r) => r.name === name).length;
  };
  const before = await reviewsBy(author!);
  await hide.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Please give a reason for hiding this review.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Abusive language');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText(`${author}'s review is hidden.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Show ${author}'s review of ${roomName}` })).toBeVisible();
  expect(await reviewsBy(author!)).toBe(before - 1);

  // 5b. Open the message (it becomes read) and mark it handled.
  await page.goto(`${FRONT_DESK_ROUTES.messages}?state=new`);
  await page.getByRole('button', { name: subject }).click();
  await expect(page.getByText('Can we arrive at 11 PM?').last()).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText('Message marked handled.')).toBeVisible();
  await page.goto(`${FRONT_DESK_ROUTES.messages}?state=handled`);
  await expect(page.getByRole('button', { name: subject })).toBeVisible();
});

test('a guest who opens a staff page is told it is for staff and downloads no staff code', async ({ page, browser }) => {
  const guest = await createGuest('desk-nosy', 'Nora Nosy');
  const chunks = staffChunks(page);
  await logIn(page, guest);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Nora Nosy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Front desk' })).toHaveCount(0);
  await page.goto(FRONT_DESK_ROUTES.rooms);
  await expect(page.getByText('This page is for hotel staff')).toBeVisible();
  expect(chunks).toEqual([]);
  // A visitor (never signed in) is asked to sign in instead, and downloads none of it either.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await skipOffersPopup(visitor);
  const visitorChunks = staffChunks(visitor);
  await visitor.goto(FRONT_DESK_ROUTES.bookings);
  await expect(visitor.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  expect(visitorChunks).toEqual([]);
  await visitorContext.close();
});

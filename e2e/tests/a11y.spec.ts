// Accessibility of the composed site, by axe-core: every route signed out, signed in and as staff,
// and every open dialog (0 serious or critical violations). A state's routes share one page per
// worker (support/workerPages.ts); each test opens its route itself. Focus and the keyboard alone
// are a11y-keyboard.spec.ts's.
import { expect, test } from './support/workerPages';
import { expectNoSeriousViolations, guestWithBooking, open, rowOf, signInAsAda } from './support/a11y';
import { freeDate, freshRoom, getRooms, type ApiRoom } from './support/guest';
import { concretePath, openRoute, SITE_ROUTES, STAFF_ROUTES } from './support/routes';
import { closeOffersForToday } from './support/stack';
import type { Page } from '@playwright/test';

test.use({ locale: 'en-US' });

/**
 * What axe checks: every page of the remotes' page tables and the 404, once its content is in; the
 * auth pages only signed out (signed in, they send the guest home).
 */
const AXE_ROUTES = SITE_ROUTES;
const SIGNED_OUT_ONLY = new Set(['/login', '/register', '/forget-password']);
const AXE_DIALOGS = {
  offers: 'Special Offers (signed out)',
  accountMenu: 'Account menu',
  bookingSummary: 'Booking Summary',
  updateDate: 'Update Date',
  cancel: 'Cancel booking?',
  writeReview: 'Write Review',
  editReview: 'Edit Review',
} as const;

let rooms: ApiRoom[] = [];

test.beforeAll(async () => {
  rooms = await getRooms();
});

// One test per route and state: each axe run takes seconds on a loaded machine.
for (const route of AXE_ROUTES) {
  test(`axe signed out: ${route}`, async ({ visitorPage: page }) => {
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectNoSeriousViolations(page, path);
  });
}

for (const route of AXE_ROUTES.filter((path) => !SIGNED_OUT_ONLY.has(path))) {
  test(`axe signed in: ${route}`, async ({ guestPage: page }) => {
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectNoSeriousViolations(page, `${path} (signed in)`);
  });
}

for (const route of STAFF_ROUTES) {
  test(`axe as staff: ${route}`, async ({ staffPage: page }) => {
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectNoSeriousViolations(page, `${path} (staff)`);
  });
}

test('axe: the special-offers dialog, signed out', async ({ page }) => {
  // The pop-up opens by itself on /.
  await page.goto('/');
  const offers = page.getByRole('dialog', { name: 'Special Offers' });
  await expect(offers).toBeVisible();
  await expect(offers.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page, AXE_DIALOGS.offers);
});

test('axe: the account menu and the booking summary dialog, signed in', async ({ page }) => {
  await closeOffersForToday(page);
  await signInAsAda(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expectNoSeriousViolations(page, AXE_DIALOGS.accountMenu);
  await page.keyboard.press('Escape');

  const room = rooms[1]!;
  await open(page, `/room-details/${room._id}`, room.name);
  await page.getByLabel('Check-in', { exact: true }).fill(freeDate(room, 20));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Summary' })).toBeVisible();
  await expectNoSeriousViolations(page, AXE_DIALOGS.bookingSummary);
});

test('axe: the My Bookings dialogs (Update Date, Cancel, Write Review, Edit Review)', async ({ page }) => {
  await closeOffersForToday(page);
  const room = await freshRoom();
  await guestWithBooking(page, 'a11y-dialogs', room, freeDate(room, 60));
  await page.goto('/my-bookings');
  const row = rowOf(page, room);

  const check = async (button: RegExp, dialogName: string, what: string) => {
    await row.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, what);
    return dialog;
  };
  const closeWith = async (dialog: ReturnType<Page['locator']>, button: string) => {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  await closeWith(await check(/^Update Date/, 'Update Date', AXE_DIALOGS.updateDate), 'Cancel');
  await closeWith(await check(/^Cancel/, 'Cancel booking?', AXE_DIALOGS.cancel), 'Keep Booking');

  const write = await check(/^Write Review/, 'Write Review', AXE_DIALOGS.writeReview);
  await write.getByLabel('Comment').fill('Bright and calm.');
  await write.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(write).toBeHidden();
  const edit = await check(/^Edit Review/, 'Edit Review', AXE_DIALOGS.editReview);
  await expect(edit.getByLabel('Comment')).toHaveValue('Bright and calm.');
});

// The booking remote alone (issue 7): its standalone harness, served from the remote's own build,
// runs the booking flows against the same API and Auth emulator as the composed site: "Book Now"
// signed out → its sign-in page → back to the panel, book, My Bookings, cancel through the dialog.
import { expect, test } from '@playwright/test';
import { PASSWORD, createGuest, dayFromToday, getRooms } from './support/guest';
import { prepareHarness } from './support/harness';
import { urls } from './support/stack';

test.beforeEach(({ page }) => prepareHarness(page, urls.booking));

test('the booking harness books, lists and cancels on its own', async ({ page }) => {
  const guest = await createGuest('booking-harness', 'Harness Guest');
  const [room] = await getRooms();
  let n = 150;
  while (room!.bookedDates.includes(dayFromToday(n))) n++;
  const date = dayFromToday(n);
  const nav = page.getByRole('navigation', { name: 'Harness' });
  const panel = page.getByRole('region', { name: 'Book this room' });

  await page.goto(`${urls.booking}/`);
  await expect(nav).toContainText('signed out');
  await panel.getByLabel('Check-in', { exact: true }).fill(date);
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please login to book a room')).toBeVisible();
  await expect(page).toHaveURL(`${urls.booking}/login`);
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(nav).toContainText(guest.email);
  // Back on the panel with the stay picked before the detour.
  await expect(page).toHaveURL(new RegExp(`^${urls.booking}/\\?checkIn=${date}&`));
  await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(date);

  await panel.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Booking Summary' }).getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByText('Room booked successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${urls.booking}/my-bookings`);

  const row = page.getByRole('row', { name: new RegExp(room!.name) });
  await expect(row).toContainText('confirmed');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await page.getByRole('dialog', { name: 'Cancel booking?' }).getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully! The room is now available again.')).toBeVisible();
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
});

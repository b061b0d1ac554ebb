// Booking end to end (issue 7): the booking panel and My Bookings in the composed site, with guests
// signed in through the Auth emulator: book (signed out → login → back to the room), update the
// date, review and edit it, cancel, the cancellation cut-off, cards on small screens, keyboard only.
import { expect, test, type Page } from '@playwright/test';
import {
  appToken,
  bookThroughApi,
  createGuest,
  dayFromToday,
  freeDate,
  freshRoom,
  getRoom,
  logIn,
  startEachTestAsANewVisitor,
  submitLogin,
  type ApiRoom,
  workerRooms,
} from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

/** As My Bookings writes a date: "Tue, Dec 15, 2026". */
const shown = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/** The day after `date` ("2026-12-31" → "2027-01-01"): a one-night stay's check-out. */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const panelOf = (page: Page) => page.getByRole('region', { name: 'Book this room' });
const rowOf = (page: Page, room: ApiRoom) => page.getByRole('row', { name: new RegExp(room.name) });

/** On My Bookings, the button of `room`'s row whose name starts with `action` opens the dialog `title`. */
async function openFromMyBookings(page: Page, room: ApiRoom, action: string, title = action) {
  await page.goto('/my-bookings');
  await rowOf(page, room)
    .getByRole('button', { name: new RegExp(`^${action}`) })
    .click();
  return page.getByRole('dialog', { name: title });
}

/** Signs a new guest in and books `room` on `date` through the API; returns the guest's token. */
async function guestWithBooking(page: Page, label: string, room: ApiRoom, date: string) {
  const guest = await createGuest(label, 'Ada Lovelace');
  await logIn(page, guest);
  const token = await appToken(page);
  expect((await bookThroughApi(token, room._id, date)).status).toBe(201);
  return { guest, token };
}

test('book: signed out "Book Now" goes to login and back to the room with the same stay; the booking then shows in My Bookings', async ({
  page,
}) => {
  const guest = await createGuest('book', 'Ada Lovelace');
  const room = await freshRoom();
  const date = freeDate(room, 20);

  await page.goto(`/room-details/${room._id}`);
  const panel = panelOf(page);
  await panel.getByLabel('Check-in', { exact: true }).fill(date);
  await expect(panel.getByText('Date is available!')).toBeVisible();
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please login to book a room')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, guest);
  // Back on the room page with the same stay: the detour keeps the dates picked (issue 30).
  await expect(page).toHaveURL(`${urls.shell}/room-details/${room._id}?checkIn=${date}&checkOut=${dayAfter(date)}&guests=1`);
  await expect(panel.getByLabel('Check-in', { exact: true })).toHaveValue(date);
  await expect(panel.getByLabel('Check-out', { exact: true })).toHaveValue(dayAfter(date));
  await expect(panel.getByText('Date is available!')).toBeVisible();
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const summary = page.getByRole('dialog', { name: 'Booking Summary' });
  await expect(summary).toContainText(room.name);
  // The date reads as the lists show it ("Sat, Dec 5, 2026"), never the raw "2026-12-05".
  await expect(summary).toContainText(shown(date));
  await expect(summary).not.toContainText(date);
  await summary.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByText('Room booked successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${urls.shell}/my-bookings`);
  const row = rowOf(page, room);
  await expect(row).toContainText(shown(date));
  await expect(row).toContainText('confirmed');
  await expect(row.getByRole('link', { name: 'View Room' })).toHaveAttribute('href', `/room-details/${room._id}`);
  expect((await getRoom(room._id)).bookedDates).toContain(date);

  // The panel lists the room's next booked dates: the new one is among them.
  await page.goto(`/room-details/${room._id}`);
  await expect(panel.getByRole('list', { name: 'Already booked' }).locator(`time[datetime="${date}"]`)).toBeVisible();
});

test('update the date: My Bookings shows the new one and the old date is free again', async ({ page }) => {
  const room = await freshRoom();
  const oldDate = freeDate(room, 40);
  const newDate = freeDate({ ...room, bookedDates: [...room.bookedDates, oldDate] }, 41);
  const takenDate = freeDate({ ...room, bookedDates: [...room.bookedDates, oldDate, newDate] }, 42);
  const { token } = await guestWithBooking(page, 'move', room, oldDate);
  expect((await bookThroughApi(token, room._id, takenDate)).status).toBe(201);

  await page.goto('/my-bookings');
  const row = rowOf(page, room).filter({ hasText: shown(oldDate) });
  await row.getByRole('button', { name: /^Update Date/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Date' });
  await expect(dialog).toContainText(`${room.name}, now 1 night from ${shown(oldDate)} to ${shown(dayAfter(oldDate))}.`);
  const save = dialog.getByRole('button', { name: 'Update Date' });
  await expect(save).toBeDisabled(); // still the current date
  await dialog.getByLabel('New check-in', { exact: true }).fill(dayFromToday(-1));
  await expect(save).toBeDisabled(); // in the past
  // The dialog knows the room's booked dates, as the booking panel does.
  await dialog.getByLabel('New check-in', { exact: true }).fill(takenDate);
  await expect(dialog.getByText('Date is not available')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByLabel('New check-in', { exact: true }).fill(newDate);
  await expect(dialog.getByText('Date is available!')).toBeVisible();
  await save.click();

  await expect(page.getByText('Booking date updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, room).filter({ hasText: shown(newDate) })).toBeVisible();
  const after = await getRoom(room._id);
  expect(after.bookedDates).toContain(newDate);
  expect(after.bookedDates).not.toContain(oldDate);

  await page.goto(`/room-details/${room._id}`);
  await panelOf(page).getByLabel('Check-in', { exact: true }).fill(oldDate);
  await expect(panelOf(page).getByText('Date is available!')).toBeVisible();
  await panelOf(page).getByLabel('Check-in', { exact: true }).fill(newDate);
  await expect(panelOf(page).getByText('Date is not available')).toBeVisible();
});

test('write a review, which shows on the room page, then edit it', async ({ page }) => {
  const room = await freshRoom();
  await guestWithBooking(page, 'review', room, freeDate(room, 50));

  const dialog = await openFromMyBookings(page, room, 'Write Review');
  await expect(dialog.getByLabel('Your name')).toHaveValue('Ada Lovelace');
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const submit = dialog.getByRole('button', { name: 'Submit Review' });
  // Nothing typed yet: no complaint; a submit attempt names what is missing and sends nothing.
  await expect(dialog.getByText('Please write a comment.')).toHaveCount(0);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please write a comment.');
  await expect(dialog).toBeVisible();
  await dialog.getByTitle('4 stars').click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Comment').fill('Quiet room with a lovely harbour view.');
  await submit.click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(rowOf(page, room).getByRole('button', { name: /^Edit Review/ })).toBeVisible();

  await rowOf(page, room).getByRole('link', { name: 'View Room' }).click();
  await expect(page.getByText('Quiet room with a lovely harbour view.')).toBeVisible();
  // Signed with the guest's name and dated as people write dates: the hotel's today, e.g. "Nov 26, 2026".
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${dayFromToday(0)}T00:00:00Z`),
  );
  const mine = page.getByRole('listitem').filter({ hasText: 'Quiet room with a lovely harbour view.' });
  await expect(mine).toContainText(`Ada Lovelace · ${today}`);
  await expect(mine).not.toContainText(/\d{4}-\d{2}-\d{2}T/);

  const edit = await openFromMyBookings(page, room, 'Edit Review');
  await expect(edit.getByLabel('Comment')).toHaveValue('Quiet room with a lovely harbour view.');
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await edit.getByLabel('Comment').fill('Even better on a second look.');
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();

  await page.goto(`/room-details/${room._id}`);
  await expect(page.getByText('Even better on a second look.')).toBeVisible();
  await expect(page.getByText('Quiet room with a lovely harbour view.')).toHaveCount(0);
});

test('cancel: the booking leaves My Bookings and the date is free again', async ({ page }) => {
  const room = await freshRoom();
  const date = freeDate(room, 60);
  await guestWithBooking(page, 'cancel', room, date);

  const dialog = await openFromMyBookings(page, room, 'Cancel', 'Cancel booking?');
  await expect(dialog).toContainText(room.name);
  await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByText('Booking cancelled successfully! The room is now available again.')).toBeVisible();
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
  expect((await getRoom(room._id)).bookedDates).not.toContain(date);
});

test('a booking for tomorrow shows "No longer cancellable" and can be neither cancelled nor moved', async ({ page }) => {
  const tomorrow = dayFromToday(1);
  const room = (await workerRooms()).find((r) => !r.bookedDates.includes(tomorrow))!;
  await guestWithBooking(page, 'late', room, tomorrow);

  await page.goto('/my-bookings');
  const row = rowOf(page, room);
  await expect(row).toContainText('No longer cancellable');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking?' });
  await expect(dialog.getByRole('alert')).toHaveText(
    "You can't cancel a booking less than 24 hours before the scheduled date",
  );
  await expect(dialog.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // Nor moved: a date change follows the cancellation window.
  await row.getByRole('button', { name: /^Update Date/ }).click();
  const move = page.getByRole('dialog', { name: 'Update Date' });
  await expect(move.getByRole('alert')).toHaveText(
    "You can't change the date of a booking less than 24 hours before the scheduled date",
  );
  await expect(move.getByRole('button', { name: 'Update Date' })).toHaveCount(0);
  await move.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText(shown(tomorrow));
});

test("opening My Bookings asks for the guest's bookings once, alongside its code rather than after it", async ({
  page,
}) => {
  const room = await freshRoom();
  const date = freeDate(room, 75);
  await guestWithBooking(page, 'early', room, date);

  const asked: Array<{ url: string; at: number }> = [];
  page.on('request', (r) => asked.push({ url: r.url(), at: asked.length }));
  await page.goto('/my-bookings');
  await expect(rowOf(page, room)).toContainText(shown(date));
  const reads = asked.filter((r) => r.url.startsWith(`${urls.api}/bookings/`));
  expect(reads).toHaveLength(1);
  // main.js starts the read (docs/architecture.md §4, early reads) before the page's own module.
  const pageCode = asked.find((r) => r.url.includes('__federation_expose_MyBookingsPage') && r.url.endsWith('.js'));
  expect(pageCode).toBeDefined();
  expect(reads[0]!.at).toBeLessThan(pageCode!.at);
});

test('small screens get cards, large screens a table', async ({ page }) => {
  const room = await freshRoom();
  const date = freeDate(room, 70);
  await guestWithBooking(page, 'cards', room, date);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/my-bookings');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: room.name }) });
  await expect(card).toContainText(shown(date));
  await expect(card.getByRole('button', { name: /^Update Date/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('my-bookings-375.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table', { name: 'Your bookings' })).toBeVisible();
  await expect(rowOf(page, room)).toContainText(shown(date));
  await page.screenshot({ path: test.info().outputPath('my-bookings-1280.png'), fullPage: true });
});

test('the dialogs work by keyboard alone: focus moves in, stays in, Escape closes, focus returns', async ({ page }) => {
  const room = await freshRoom();
  await guestWithBooking(page, 'keys', room, freeDate(room, 80));
  await page.goto('/my-bookings');

  // Update Date: opens on Enter with the date field focused; Escape closes and focus returns.
  const update = rowOf(page, room).getByRole('button', { name: /^Update Date/ });
  await update.focus();
  await page.keyboard.press('Enter');
  const dateDialog = page.getByRole('dialog', { name: 'Update Date' });
  await expect(dateDialog.getByLabel('New check-in', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dateDialog).toBeHidden();
  await expect(update).toBeFocused();

  // Review: stars by arrow keys, comment typed, Tab wraps inside, Enter submits.
  const write = rowOf(page, room).getByRole('button', { name: /^Write Review/ });
  await expect(write).toBeEnabled();
  await write.focus();
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Write Review' });
  await expect(review.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(review.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(review.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(review.getByLabel('Comment')).toBeFocused();
  await page.keyboard.type('Typed without a mouse.');
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Submit Review' })).toBeFocused();
  await page.keyboard.press('Tab'); // wraps to the first control, never behind the dialog
  await expect(review.getByLabel('Your name')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(review.getByRole('button', { name: 'Submit Review' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  expect((await getRoom(room._id)).reviews.find((r) => r.comment === 'Typed without a mouse.')?.rating).toBe(3);

  // The booking summary on the room page: Enter opens, Escape closes, focus back on "Book Now".
  await page.goto(`/room-details/${room._id}`);
  await panelOf(page)
    .getByLabel('Check-in', { exact: true })
    .fill(freeDate(await getRoom(room._id), 90));
  const bookNow = panelOf(page).getByRole('button', { name: 'Book Now' });
  await bookNow.focus();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('dialog', { name: 'Booking Summary' });
  await expect(summary.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  await expect(bookNow).toBeFocused();
});

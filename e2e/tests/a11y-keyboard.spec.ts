// Accessibility by keyboard: a visible focus ring on everything Tab reaches, on every route (sharing
// one signed-out page per worker: support/workerPages.ts) and in every dialog; booking, a review and
// the account menu by keyboard alone. axe is a11y.spec.ts's.
import { expect, test } from './support/workerPages';
import { guestWithBooking, open, rowOf, signInAsAda, tabTo } from './support/a11y';
import { createGuest, freeDate, freshRoom, getRoom, getRooms, logIn, type ApiRoom } from './support/guest';
import { concretePath, openRoute, SITE_ROUTES } from './support/routes';
import { closeOffersForToday } from './support/stack';
import type { Page } from '@playwright/test';

test.use({ locale: 'en-US' });

let rooms: ApiRoom[] = [];

test.beforeAll(async () => {
  rooms = await getRooms();
});

/**
 * One Tab: focus moves to the next stop. In the page, what that stop looks like focused (the
 * focused element, or the field or card around it, up to 3 levels up, draws an outline of at least
 * 2 px), and what the stop before it looks like now that focus has left it: its ring shows only
 * with focus, so an outline that is always there does not count. A stop the focus stays on (a date
 * field keeps Tab for its parts) is one stop.
 */
async function tabToNextStop(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    interface Stop {
      el: Element;
      chain: Element[];
      rings: boolean[];
      label: string;
    }
    const w = window as unknown as { hvStop?: Stop | null; hvFirst?: Element };
    const ring = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && !/rgba\(.*, 0\)$|transparent/.test(s.outlineColor);
    };
    const el = document.activeElement as HTMLElement | null;
    const prev = w.hvStop ?? null;
    if (prev && prev.el === el) return { left: null, now: null };
    const left = prev ? { label: prev.label, shown: prev.rings.some((r, level) => r && !ring(prev.chain[level]!)) } : null;
    if (!el || el === document.body) {
      w.hvStop = null;
      return { left, now: null };
    }
    const chain: Element[] = [];
    for (let e: Element | null = el; e && e !== document.body && chain.length < 4; e = e.parentElement) chain.push(e);
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    w.hvStop = { el, chain, rings: chain.map(ring), label };
    const first = w.hvFirst === el;
    w.hvFirst ??= el;
    return { left, now: { label, first } };
  });
}

/**
 * Tabs through the page (or the open dialog, which keeps focus inside) until focus comes round to
 * the first stop again, and expects a focus ring on every stop: one key press and one look per stop.
 */
async function expectFocusRingOnEveryTabStop(page: Page, what: string, minStops: number) {
  test.slow(); // /rooms has over 50 stops
  await page.evaluate(() => {
    const w = window as unknown as { hvStop?: unknown; hvFirst?: Element };
    delete w.hvStop;
    delete w.hvFirst;
  });
  const stops: string[] = [];
  for (let i = 0; i < 80; i++) {
    const { left, now } = await tabToNextStop(page);
    if (left) expect(left.shown, `${what}: a focus ring on ${left.label}`).toBe(true);
    if (!now) continue;
    if (now.first) break; // focus came round to the first stop again
    stops.push(now.label);
  }
  expect(stops.length, `${what}: Tab stops`).toBeGreaterThanOrEqual(minStops);
}

for (const route of SITE_ROUTES) {
  test(`focus is visible on everything Tab reaches: ${route}`, async ({ visitorPage: page }) => {
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectFocusRingOnEveryTabStop(page, path, 4);
  });
}

/** A signed-in guest with one booking of a room nobody else in this run uses, on My Bookings. */
async function onMyBookingsWithABooking(page: Page, label: string) {
  await closeOffersForToday(page);
  const room = await freshRoom();
  await guestWithBooking(page, label, room, freeDate(room, 65));
  await page.goto('/my-bookings');
  const row = rowOf(page, room);
  await expect(row.getByRole('button', { name: /^Write Review/ })).toBeEnabled();
  return { room, row };
}

test('focus is visible signed in: My Bookings', async ({ page }) => {
  await onMyBookingsWithABooking(page, 'a11y-focus');
  await expectFocusRingOnEveryTabStop(page, '/my-bookings (signed in)', 8);
});

for (const [button, name] of [
  [/^Update Date/, 'Update Date'],
  [/^Cancel/, 'Cancel booking?'],
  [/^Write Review/, 'Write Review'],
] as const) {
  test(`focus is visible in the ${name} dialog`, async ({ page }) => {
    const { row } = await onMyBookingsWithABooking(page, 'a11y-focus-dialog');
    await row.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expectFocusRingOnEveryTabStop(page, `${name} dialog`, 2);
  });
}

test('focus is visible in the Booking Summary dialog', async ({ page }) => {
  await closeOffersForToday(page);
  await logIn(page, await createGuest('a11y-focus-summary', 'Ada Lovelace'));
  const room = rooms[1]!;
  await open(page, `/room-details/${room._id}`, room.name);
  await page.getByLabel('Check-in', { exact: true }).fill(freeDate(await getRoom(room._id), 90));
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Summary' })).toBeVisible();
  await expectFocusRingOnEveryTabStop(page, 'Booking Summary dialog', 2);
});

test('keyboard only: the account menu opens, moves and signs out', async ({ page }) => {
  await closeOffersForToday(page);
  await signInAsAda(page);
  const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Our Rooms' })).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await tabTo(page, avatar, 20);
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(avatar).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('button', { name: 'Logout' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('keyboard only: book a room from its page', async ({ page }) => {
  await closeOffersForToday(page);
  await signInAsAda(page);
  const room = await freshRoom();
  await open(page, `/room-details/${room._id}`, room.name);

  const date = page.getByLabel('Check-in', { exact: true });
  await tabTo(page, date, 40);
  const day = freeDate(await getRoom(room._id), 30);
  const [y, m, d] = day.split('-');
  await page.keyboard.type(`${m}${d}${y}`); // en-US date field: month, day, year
  await expect(date).toHaveValue(day);
  await expect(page.getByText('Date is available!')).toBeVisible();

  // Chromium's date field may keep Tab for its own parts (month, day, year) before moving on; the
  // check-out field and the nights come first.
  const guests = page.getByLabel('Guests');
  await tabTo(page, guests, 10);
  await page.keyboard.press('ArrowDown'); // 2 guests
  await expect(guests).toHaveValue('2');
  // Past the availability calendar: its month buttons and one day of its grid.
  const book = page.getByRole('button', { name: 'Book Now' });
  await tabTo(page, book, 8);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Booking Summary' });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog; Tab stays inside it.
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const confirm = dialog.getByRole('button', { name: 'Confirm Booking' });
  for (let i = 0; i < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Room booked successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
});

test('keyboard only: Shift+Tab in the Update Date dialog moves back through the date field, then round to its buttons', async ({
  page,
}) => {
  const { row } = await onMyBookingsWithABooking(page, 'a11y-date-parts');
  await tabTo(page, row.getByRole('button', { name: /^Update Date/ }), 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Date' });
  const newDate = dialog.getByLabel('New check-in', { exact: true });
  await expect(newDate).toBeFocused(); // its month
  await page.keyboard.press('Tab'); // its day
  await expect(newDate).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // its month again, not round to the last button
  await expect(newDate).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // before the first control: round to the last
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused(); // Update Date is disabled until a new date is chosen
  await page.keyboard.press('Tab');
  await expect(newDate).toBeFocused();
});

test('keyboard only: write a review from My Bookings', async ({ page }) => {
  await closeOffersForToday(page);
  const room = await freshRoom();
  await guestWithBooking(page, 'a11y-review', room, freeDate(room, 70));
  await page.goto('/my-bookings');
  const write = rowOf(page, room).getByRole('button', { name: /^Write Review/ });
  await expect(write).toBeEnabled();

  await tabTo(page, write, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Write Review' });
  await expect(dialog).toBeVisible();
  const fourStars = dialog.getByRole('radio', { name: '4 stars' });
  await tabTo(page, dialog.getByRole('radio', { name: '5 stars' }), 3);
  await page.keyboard.press('ArrowLeft');
  await expect(fourStars).toBeChecked();
  const comment = dialog.getByLabel('Comment');
  await tabTo(page, comment, 2);
  await page.keyboard.type('Written with the keyboard alone.');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit Review' }), 3);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, room).getByRole('button', { name: /^Edit Review/ })).toBeVisible();
  await page.goto(`/room-details/${room._id}`);
  await expect(page.getByText('Written with the keyboard alone.')).toBeVisible();
});

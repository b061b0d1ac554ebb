// Accessibility of the composed site: axe-core on every route and every open dialog, signed out
// and signed in (0 serious or critical violations); booking, review and the account menu by
// keyboard only; a visible focus indicator on everything Tab reaches.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  appToken,
  bookThroughApi,
  createGuest,
  createStaff,
  freeDate,
  freshRoom,
  getRoom,
  getRooms,
  logIn,
  type ApiRoom,
} from './support/guest';
import { concretePath, openRoute, SITE_ROUTES, STAFF_ROUTES } from './support/routes';
import { closeOffersForToday } from './support/stack';

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


/** A page whose level-1 heading is `heading`, once its content is in. */
async function open(page: Page, path: string, heading: string) {
  await openRoute(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

/** axe-core's serious and critical violations on the page as it is now (dialogs included). */
async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, what).toEqual([]);
}

/** A new guest, Ada Lovelace, signed in from the page's next load on (signing in is auth.spec's). */
async function signInAsAda(page: Page) {
  await logIn(page, await createGuest('a11y', 'Ada Lovelace'));
}

/** Signs a new guest in and books `room` through the API, as booking.spec does. */
async function guestWithBooking(page: Page, label: string, room: ApiRoom, date: string) {
  const guest = await createGuest(label, 'Ada Lovelace');
  await logIn(page, guest);
  expect((await bookThroughApi(await appToken(page), room._id, date)).status).toBe(201);
}

const rowOf = (page: Page, room: ApiRoom) => page.getByRole('row', { name: new RegExp(room.name) });

/** Presses Tab until `target` has focus (at most `max` times); fails if it never gets there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max: number) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

// One test per route and state: each axe run takes seconds on a loaded machine.
for (const route of AXE_ROUTES) {
  test(`axe signed out: ${route}`, async ({ page }) => {
    await closeOffersForToday(page);
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectNoSeriousViolations(page, path);
  });
}

for (const route of AXE_ROUTES.filter((path) => !SIGNED_OUT_ONLY.has(path))) {
  test(`axe signed in: ${route}`, async ({ page }) => {
    await closeOffersForToday(page);
    await logIn(page, await createGuest('a11y-axe', 'Ada Lovelace'));
    const path = await concretePath(route);
    await openRoute(page, path);
    await expectNoSeriousViolations(page, `${path} (signed in)`);
  });
}

for (const route of STAFF_ROUTES) {
  test(`axe as staff: ${route}`, async ({ page }) => {
    await closeOffersForToday(page);
    await logIn(page, await createStaff('a11y-staff', 'Sam Staff'));
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

for (const route of AXE_ROUTES) {
  test(`focus is visible on everything Tab reaches: ${route}`, async ({ page }) => {
    await closeOffersForToday(page);
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

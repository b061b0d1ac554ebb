// What the accessibility specs share (a11y.spec.ts: axe; a11y-keyboard.spec.ts: focus and the
// keyboard alone): opening a page once its content is in, the axe check, a guest with a booking.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appToken, bookThroughApi, createGuest, logIn, type ApiRoom } from './guest';
import { openRoute } from './routes';

/** A page whose level-1 heading is `heading`, once its content is in. */
export async function open(page: Page, path: string, heading: string) {
  await openRoute(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

/** axe-core's serious and critical violations on the page as it is now (dialogs included). */
export async function expectNoSeriousViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, what).toEqual([]);
}

/** A new guest, Ada Lovelace, signed in from the page's next load on (signing in is auth.spec's). */
export async function signInAsAda(page: Page) {
  await logIn(page, await createGuest('a11y', 'Ada Lovelace'));
}

/** Signs a new guest in and books `room` through the API, as booking.spec does. */
export async function guestWithBooking(page: Page, label: string, room: ApiRoom, date: string) {
  const guest = await createGuest(label, 'Ada Lovelace');
  await logIn(page, guest);
  expect((await bookThroughApi(await appToken(page), room._id, date)).status).toBe(201);
}

export const rowOf = (page: Page, room: ApiRoom) => page.getByRole('row', { name: new RegExp(room.name) });

/** Presses Tab until `target` has focus (at most `max` times); fails if it never gets there. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, max: number) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

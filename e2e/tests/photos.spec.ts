// Room photos (issue 42, docs/product.md "Photos") in the composed site: staff upload a photo with
// its alt text in the room editor; a guest's room page and card show it from the API's own origin,
// in the size the browser picked from its srcset, with no Content-Security-Policy violation on any
// of the three pages. In `alone`: it adds a room every visitor sees until it is archived at the end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { hotelRoomPath } from '@hotel/shared/front-desk/routes';
import { ROUTES, roomPath } from '@hotel/shared/routes';
import { recordViolations } from './support/csp';
import { apiAs, createRoom, createStaff, logIn, skipOffersPopup, startEachTestAsANewVisitor } from './support/guest';
import { urls } from './support/stack';

startEachTestAsANewVisitor();

const PHOTO = readFileSync(join(__dirname, '..', 'fixtures', 'photos', 'harbour-room.jpg')); // 1600 × 1200
const ALT = 'A king bed facing the harbour at sunset';

/** The image has loaded (not the placeholder) from one of the photo's URLs on the API's origin. */
async function expectPhotoShown(img: Locator): Promise<void> {
  await expect(img).toHaveAttribute('srcset', /\/images\/photos\/[0-9a-f]{24}\/[0-9a-f]{16}-480\.webp 480w/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(new RegExp(`^${urls.api}/images/photos/`));
}

test('staff upload a photo with its alt text; the room page and its card show it, with no CSP violation', async ({ page, browser }) => {
  test.slow(); // staff and a visitor, three pages, the sizes made on a loaded machine
  const staff = await createStaff('photos', 'Pia Photos');
  await logIn(page, staff);
  const violations = await recordViolations(page);
  const room = await createRoom(page, { name: `Photo Loft ${Date.now() % 100000}`, description: 'A loft shown in its own photo.', price: 210 });

  // 1. Staff: the editor's Photos; the file and its alt text, then Upload.
  await page.goto(hotelRoomPath(room._id));
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText('No photos yet')).toBeVisible();
  await photos.getByLabel('Photo file').setInputFiles({ name: 'harbour-room.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await photos.getByRole('textbox', { name: 'Alt text' }).fill(ALT);
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo uploaded.')).toBeVisible({ timeout: 30_000 });
  await expectPhotoShown(photos.getByRole('list', { name: 'Photos in the order guests see them' }).getByRole('img', { name: ALT }));
  expect(await violations()).toEqual([]);

  // 2. A visitor: the room page shows the photo, named by its alt text, from the API's origin.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guestPage = await visitor.newPage();
  await skipOffersPopup(guestPage);
  const guestViolations = await recordViolations(guestPage);
  await guestPage.goto(roomPath(room._id));
  await expect(guestPage.getByRole('heading', { level: 1, name: room.name })).toBeVisible();
  const main = guestPage.getByRole('img', { name: ALT });
  await expectPhotoShown(main);
  // Its box is the photo's (4:3) before and after it arrives: nothing below it moves.
  await expect(main).toHaveAttribute('width', '1600');
  await expect(main).toHaveAttribute('height', '1200');

  // 3. Its card on /rooms shows the same photo.
  await guestPage.goto(ROUTES.rooms);
  const card = guestPage.getByRole('article', { name: room.name });
  await card.scrollIntoViewIfNeeded();
  await expectPhotoShown(card.locator('img').first());
  expect(await guestViolations()).toEqual([]);
  await visitor.close();

  expect((await apiAs(page, 'PATCH', `/rooms/${room._id}`, { archived: true })).status).toBe(200);
});

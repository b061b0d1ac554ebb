// Search by stay (docs/product.md §2 Rooms and Home): the search lives in the URL, so a link or a
// reload shows the same rooms; each card shows the stay's total and its links carry the stay; a URL
// with a search never shows the prerendered picture of the unfiltered list (docs/architecture.md §10).
import { expect, test, type Page } from '@playwright/test';
import { nightsBetween, stayTotal, formatPrice, type Room, type Stay } from '@hotel/shared/domain';
import { ROUTES, roomPath, roomsPath, stayQuery } from '@hotel/shared/routes';
import { closeOffersForToday, hotelDay, urls } from './support/stack';

test.beforeEach(({ page }) => closeOffersForToday(page));

/**
 * Three guests: only the seeded rooms that take three, and only those free every night. Nights no
 * other spec books (they book within 250 days), so the list holds while another worker books.
 */
const stay: Stay = { checkIn: hotelDay(300), checkOut: hotelDay(302), guests: 3 };
const stayText = (room: Room, s: Stay) => `${nightsBetween(s.checkIn, s.checkOut)} nights · ${formatPrice(stayTotal(room, s.guests, nightsBetween(s.checkIn, s.checkOut)))} total`;

async function rooms(query = ''): Promise<Room[]> {
  const res = await fetch(`${urls.api}/rooms${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Room[];
}

/** Whether the first view's picture was in the page once it had parsed (before the app could act). */
async function recordPictureAtParse(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    }),
  );
}

/** The list shows exactly `expected`, each card with the stay's total and links to the room with the stay. */
async function showsStay(page: Page, expected: Room[], all: Room[]) {
  await expect(page.getByRole('article')).toHaveCount(expected.length);
  for (const room of expected) {
    const card = page.getByRole('article', { name: room.name });
    await expect(card.getByText(stayText(room, stay))).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', roomPath(room._id, stay));
  }
  const left = all.find((r) => !expected.some((e) => e._id === r._id))!;
  await expect(page.getByRole('heading', { name: left.name, exact: true })).toHaveCount(0);
}

test('a search on /rooms puts the stay in the URL; a reload shows the same rooms, and Clear dates lists them all', async ({ page }) => {
  const all = await rooms();
  const free = await rooms(stayQuery(stay));
  expect(free.length).toBeGreaterThan(0);
  expect(free.length).toBeLessThan(all.length);

  await page.goto(ROUTES.rooms);
  await expect(page.getByRole('article')).toHaveCount(all.length);
  await page.getByLabel('Check-in').fill(stay.checkIn);
  await page.getByLabel('Check-out').fill(stay.checkOut);
  await page.getByLabel('Guests').fill(String(stay.guests));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`${urls.shell}${roomsPath(stay)}`);
  await showsStay(page, free, all);

  // The link itself: a reload (a new visit of the URL) shows the same search, without the
  // prerendered picture of the unfiltered list.
  await recordPictureAtParse(page);
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture)).toBe(false);
  await expect(page.getByLabel('Check-in')).toHaveValue(stay.checkIn);
  await expect(page.getByLabel('Check-out')).toHaveValue(stay.checkOut);
  await expect(page.getByLabel('Guests')).toHaveValue(String(stay.guests));
  await showsStay(page, free, all);

  await page.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page).toHaveURL(`${urls.shell}${ROUTES.rooms}`);
  await expect(page.getByRole('article')).toHaveCount(all.length);
  await expect(page.getByText(/nights · .* total/)).toHaveCount(0);
});

test('a stay the rules refuse shows the message under the fields and keeps them', async ({ page }) => {
  await page.goto(ROUTES.rooms);
  await page.getByLabel('Check-in').fill(hotelDay(5));
  await page.getByLabel('Check-out').fill(hotelDay(25));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('A stay can be at most 14 nights.');
  await expect(page.getByLabel('Check-out')).toHaveValue(hotelDay(25));
  await expect(page).toHaveURL(`${urls.shell}${ROUTES.rooms}`);
});

test("the home hero's search opens /rooms with the stay", async ({ page }) => {
  const all = await rooms();
  const free = await rooms(stayQuery(stay));
  await page.goto(ROUTES.home);
  const search = page.getByRole('region', { name: 'Plan your stay' });
  await search.getByLabel('Check-in').fill(stay.checkIn);
  await search.getByLabel('Check-out').fill(stay.checkOut);
  await search.getByLabel('Guests').fill(String(stay.guests));
  await search.getByRole('button', { name: 'Search rooms' }).click();
  await expect(page).toHaveURL(`${urls.shell}${roomsPath(stay)}`);
  await showsStay(page, free, all);
});

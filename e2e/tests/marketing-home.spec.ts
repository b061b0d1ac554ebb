import { expect, test, type Page } from '@playwright/test';
import { HOTEL_INFO } from '@hotel/shared/hotel';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday } from './support/stack';

const activeSlideTitle = (page: Page) => page.locator('.swiper-slide-active').getByRole('heading');
const carousel = (page: Page) => page.getByRole('region', { name: 'Featured' });

test.beforeEach(async ({ page }) => {
  // The special-offers pop-up (a modal) would cover the page: mark it as shown today.
  await closeOffersForToday(page);
});

test('hero carousel: advances by itself every 4 s and stays put while the pointer hovers it', async ({ page }) => {
  // A fake clock drives Swiper's autoplay timers; the fades themselves run in real time.
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.home);
  await expect(carousel(page).locator('.swiper')).toBeVisible();
  await expect(activeSlideTitle(page)).toHaveText('Discover Your Perfect Stay');
  await expect(carousel(page).locator('[data-autoplay="running"]')).toHaveCount(1);

  await page.clock.runFor(4_100);
  await expect(activeSlideTitle(page)).toHaveText('Luxury Redefined');

  await carousel(page).hover();
  await expect(carousel(page).locator('[data-autoplay="paused"]')).toHaveCount(1);
  await page.clock.runFor(12_000);
  await expect(activeSlideTitle(page)).toHaveText('Luxury Redefined');

  // Pointer away: it moves on again.
  await page.mouse.move(640, 880);
  await expect(carousel(page).locator('[data-autoplay="running"]')).toHaveCount(1);
  await page.clock.runFor(4_100);
  await expect(activeSlideTitle(page)).toHaveText('Unforgettable Experiences');
  // Looped: after the third slide comes the first.
  await page.clock.runFor(4_100);
  await expect(activeSlideTitle(page)).toHaveText('Discover Your Perfect Stay');
});

test('hero carousel: arrows at 1280 px, hidden at 375 px (dots stay)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.home);
  await expect(carousel(page).locator('.swiper-button-next')).toBeVisible();
  await expect(carousel(page).locator('.swiper-button-prev')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(carousel(page).locator('.swiper-button-next')).toBeHidden();
  await expect(carousel(page).locator('.swiper-button-prev')).toBeHidden();
  await expect(carousel(page).locator('.swiper-pagination-bullet')).toHaveCount(3);
  await expect(carousel(page).locator('.swiper-pagination-bullet').first()).toBeVisible();
});

test('Find Us Here: "Loading map" and no Leaflet until the section nears; then the marker, its popup and no broken tiles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.home);
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Find Us Here' }) });
  await expect(section.getByRole('status')).toHaveText('Loading map');
  // Far below the fold: Leaflet (which sets window.L when it runs) has not been loaded.
  expect(await page.evaluate(() => 'L' in window)).toBe(false);
  await expect(section.locator('.leaflet-container')).toHaveCount(0);

  await section.scrollIntoViewIfNeeded();
  const marker = section.getByRole('button', { name: HOTEL_INFO.name });
  await expect(marker).toBeVisible();
  await expect(section.getByText('Loading map')).toHaveCount(0);
  expect(await page.evaluate(() => 'L' in window)).toBe(true);
  // The marker icon ships with the site (no CDN): it has really loaded.
  expect(await marker.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await marker.click();
  const popup = section.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  for (const text of [HOTEL_INFO.name, HOTEL_INFO.address, HOTEL_INFO.phone, HOTEL_INFO.email])
    await expect(popup).toContainText(text);
  await expect(section.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');

  // Tiles that cannot load (no internet here) are replaced, never shown as broken images.
  const tiles = section.locator('img.leaflet-tile');
  await expect(tiles.first()).toBeAttached();
  await expect
    .poll(() =>
      tiles.evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((i) => !(i.complete && i.naturalWidth > 0)).length),
    )
    .toBe(0);
});

test('Find Us Here: the side panel, and "Get Directions" carries the coordinates', async ({ page }) => {
  await page.goto(ROUTES.home);
  const panel = page.getByRole('complementary', { name: 'Address and directions' });
  await expect(panel).toContainText(HOTEL_INFO.address);
  await expect(panel.getByRole('link', { name: HOTEL_INFO.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(panel.getByRole('link', { name: HOTEL_INFO.email })).toHaveAttribute(
    'href',
    `mailto:${HOTEL_INFO.email}`,
  );
  await expect(panel).toContainText("2 minutes' walk to the subway, 15 minutes to the airport");
  const href = await panel.getByRole('link', { name: 'Get Directions' }).getAttribute('href');
  const url = new URL(href!);
  expect(url.protocol).toBe('https:');
  expect(url.searchParams.get('destination')).toBe(`${HOTEL_INFO.latitude},${HOTEL_INFO.longitude}`);
});

test('home sections link to real rooms, to /amenities, and the footer links /amenities', async ({ page }) => {
  await page.goto(ROUTES.home);
  const top = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Top-Rated Rooms' }) });
  const first = top.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/room-details\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.goto(ROUTES.home);
  const reviews = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'What Our Guests Say' }),
  });
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  const reviewed = reviews.getByRole('listitem').first().getByRole('link');
  const reviewedName = (await reviewed.textContent())!;
  await reviewed.click();
  await expect(page.getByRole('heading', { level: 1, name: reviewedName })).toBeVisible();

  await page.goto(ROUTES.home);
  await page.getByRole('link', { name: 'View All Amenities' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.amenities}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'World-Class Amenities' })).toBeVisible();

  await page.goto(ROUTES.home);
  await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Amenities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'World-Class Amenities' })).toBeVisible();
});

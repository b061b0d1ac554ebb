// Failure isolation inside a page (docs/architecture.md §3): every lazily loaded part (the hero
// carousel, the sections below the hero, the map, the shell's footer, toast host and the top bar's
// language and currency choices) has its own
// boundary. One chunk that fails to download costs that part only; the rest of the page stays, and
// Retry in the part recovers it without a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOTEL_INFO } from '@hotel/shared/hotel';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday } from './support/stack';

const UNAVAILABLE = 'This section is temporarily unavailable';

test.beforeEach(({ page }) => closeOffersForToday(page));

const heroHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' });
const findUs = (page: Page) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Find Us Here' }) });
const footer = (page: Page) => page.getByRole('contentinfo');

interface PartCase {
  part: string;
  /** The part's chunk, named in its dynamic import (webpackChunkName). */
  chunk: RegExp;
  /** Where the part's notice shows (defaults to the page). */
  region?: (page: Page) => Locator;
  /** Brings the part on (the map loads once its section nears the viewport). */
  reach?: (page: Page) => Promise<void>;
  /** What of the page stays while the part is down. */
  stays: (page: Page) => Locator[];
  /** The part itself, once it works. */
  works: (page: Page) => Locator;
}

const CASES: PartCase[] = [
  {
    part: 'the hero carousel (Swiper)',
    chunk: /\/hero-carousel\.[0-9a-f]+\.js$/,
    region: (page) => page.getByRole('region', { name: 'Featured' }),
    stays: (page) => [heroHeading(page), page.getByRole('heading', { name: 'Find Us Here' }), footer(page)],
    works: (page) => page.locator('.swiper-slide-active').getByRole('heading'),
  },
  {
    part: 'the sections below the hero',
    chunk: /\/home-sections\.[0-9a-f]+\.js$/,
    stays: (page) => [heroHeading(page), page.getByRole('banner'), footer(page)],
    works: (page) => page.getByRole('heading', { name: 'Find Us Here' }),
  },
  {
    part: 'the map (Leaflet)',
    chunk: /\/hotel-map\.[0-9a-f]+\.js$/,
    region: findUs,
    reach: (page) => findUs(page).scrollIntoViewIfNeeded(),
    stays: (page) => [
      findUs(page).getByRole('link', { name: 'Get Directions' }),
      findUs(page).getByText(HOTEL_INFO.address),
      heroHeading(page),
      footer(page),
    ],
    works: (page) => findUs(page).getByRole('button', { name: HOTEL_INFO.name }),
  },
  {
    part: "the shell's footer",
    chunk: /\/footer\.[0-9a-f]+\.js$/,
    stays: (page) => [heroHeading(page), page.getByRole('banner'), page.getByRole('heading', { name: 'Find Us Here' })],
    works: (page) => footer(page).getByText(String(new Date().getFullYear())),
  },
  {
    part: "the top bar's language switch and currency list",
    chunk: /\/choices\.[0-9a-f]+\.js$/,
    region: (page) => page.getByRole('banner'),
    stays: (page) => [heroHeading(page), page.getByRole('banner').getByRole('link', { name: 'Rooms', exact: true }), footer(page)],
    works: (page) => page.getByRole('banner').getByRole('link', { name: 'Español' }),
  },
  {
    part: "the shell's toast host",
    chunk: /\/toast-host\.[0-9a-f]+\.js$/,
    stays: (page) => [heroHeading(page), page.getByRole('banner'), footer(page)],
    works: (page) => page.locator('.Toastify'),
  },
];

for (const c of CASES) {
  test(`${c.part}: a failed download costs that part only, and Retry brings it back without a reload`, async ({ page }) => {
    let aborted = 0;
    await page.route(c.chunk, (route) => {
      aborted += 1;
      return route.abort();
    });
    await page.goto(ROUTES.home);
    await expect(heroHeading(page)).toBeVisible();
    await c.reach?.(page);
    const region = c.region?.(page) ?? page.locator('body');
    const notice = region.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await expect(notice).toBeVisible();
    // Where a guest sees it: the page scrolled to it (not the part's own box, which may clip it).
    await notice.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200));
    await expect(notice).toBeInViewport();
    expect(aborted).toBeGreaterThan(0);
    for (const stays of c.stays(page)) await expect(stays).toBeVisible();
    // One part down, not the page: exactly one notice.
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(1);

    // The network is back. Retry re-imports the chunk in place: same document, no navigation.
    await page.unroute(c.chunk);
    const marker = await page.evaluate(() => ((window as { hvNoReload?: number }).hvNoReload = Math.random()));
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(c.works(page)).toBeAttached();
    await expect(notice).toHaveCount(0);
    for (const stays of c.stays(page)) await expect(stays).toBeVisible();
    expect(await page.evaluate(() => (window as { hvNoReload?: number }).hvNoReload)).toBe(marker);
  });
}

// The site in Spanish (issue 44, docs/architecture.md §15): the language is in the URL, the first
// view of /es/ is Spanish before any script runs, browsing keeps the language, the top bar's switch
// keeps the page and the stay, a page downloads the words of the code it runs (none in English),
// axe finds nothing serious on the Spanish pages, and one translation
// runtime serves the shell and every remote.
import { expect, test, type Page } from '@playwright/test';
import type { Stay } from '@hotel/shared/domain';
import { roomPath, roomsPath } from '@hotel/shared/routes';
import { expectNoSeriousViolations } from './support/a11y';
import { closeOffersForToday, hotelDay, urls } from './support/stack';

test.use({ locale: 'en-US' }); // an English browser: the links' /es/ is what makes the pages Spanish

test.beforeEach(({ page }) => closeOffersForToday(page));

/** Nights no other spec books (they book within 250 days), for two guests. */
const stay: Stay = { checkIn: hotelDay(310), checkOut: hotelDay(313), guests: 2 };
/** The runtime's own word (ordinal plurals: no catalog uses them), in @hotel/shared's i18n alone: one script carrying it is one copy of the runtime. */
const RUNTIME = /selectordinal/;

async function firstRoomId(): Promise<string> {
  const res = await fetch(`${urls.api}/rooms`);
  const rooms = (await res.json()) as { _id: string }[];
  return rooms[0]!._id;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test("/es/'s first view is Spanish: the HTML itself, before any script, in <html lang=es> with its alternates", async ({ request }) => {
  const html = await (await request.get(`${urls.shell}/es/`)).text();
  expect(html).toMatch(/<html lang="es"/);
  expect(html).toContain('Descubra su estancia perfecta');
  expect(html).not.toContain('Discover Your Perfect Stay');
  expect(html).toMatch(/hreflang="es" href="[^"]*\/es\/"/);
  expect(html).toMatch(/hreflang="x-default" href="[^"]*\/"/);
  const rooms = await (await request.get(`${urls.shell}/es/rooms`)).text();
  expect(rooms).toMatch(/<html lang="es"/);
  expect(rooms).toContain('Nuestras habitaciones');
  // Any other Spanish path answers with the Spanish frame, whose startup preloads are the Spanish code.
  const frame = await (await request.get(`${urls.shell}/es/no-such-page`)).text();
  expect(frame).toMatch(/<html lang="?es"?/);
  const preloads = [...frame.matchAll(/<link rel="?preload"? href="?([^ >"]+)"? as="?script"?>/g)].map((m) => m[1]);
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((href) => !href!.startsWith('/es/'))).toEqual([]);
});

test('a Spanish guest browses to a room with a stay; the switch to English keeps the page and the stay', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && !scripts.has(res.url())) scripts.set(res.url(), res.text().catch(() => ''));
  });
  // Each document's code: a Spanish page runs the build's Spanish copy (`/es/…` beside each build's
  // files), an English one the English; main.js, which has no words, is the one file for both.
  const wrongCopy: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() !== 'script' || /\/main\.[0-9a-f]+\.js$/.test(req.url())) return;
    const spanishDocument = new URL(req.frame().url()).pathname.startsWith('/es/');
    if (spanishDocument !== new URL(req.url()).pathname.includes('/es/')) wrongCopy.push(`${req.frame().url()} → ${req.url()}`);
  });
  await page.goto('/es/');
  await expect(heading(page, 'Descubra su estancia perfecta')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', `${urls.shell}/`);
  await expect(page.getByRole('contentinfo')).toContainText('Todos los derechos reservados');
  // Each part's words came in its code, and only in Spanish: no English word of the home travelled.
  const spanishCode = (await Promise.all([...scripts].filter(([url]) => url.includes('/es/')).map(([, body]) => body))).join('\n');
  expect(spanishCode).toContain('Descubra su estancia perfecta');
  expect(spanishCode).not.toContain('Discover Your Perfect Stay');
  expect(spanishCode).not.toContain('marketing.contact.');

  // The top bar's links stay as written and the router keeps the language (React Router's basename).
  await page.getByRole('banner').getByRole('link', { name: 'Habitaciones', exact: true }).first().click();
  await expect(page).toHaveURL(`${urls.shell}/es/rooms`);
  await expect(heading(page, 'Nuestras habitaciones')).toBeVisible();
  await expect(page).toHaveTitle('Habitaciones · Harborview Hotel');

  // A search by stay: plurals and totals in Spanish, the room's links carry the stay and the language.
  await page.goto(`/es${roomsPath(stay)}`);
  const card = page.getByRole('article').first();
  await expect(card.getByText(/^3 noches · \$[\d,]+ en total$/)).toBeVisible();
  await card.getByRole('link', { name: 'Ver detalles' }).click();
  await expect(page).toHaveURL(/\/es\/room-details\/[^?]+\?checkIn=/);
  const roomUrl = new URL(page.url());
  await expect(page.getByRole('heading', { level: 2, name: 'Sobre esta habitación' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Habitaciones para su estancia' })).toBeVisible();

  // EN: the same room, the same stay, in English, whose words are in the code: no catalog is asked for.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${urls.shell}${roomUrl.pathname.slice(3)}${roomUrl.search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'About this room' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Rooms for your stay' })).toBeVisible();
  expect(wrongCopy).toEqual([]);
  // The choice is remembered: an unprefixed link stays English even for a Spanish browser.
  expect(await page.evaluate(() => localStorage.getItem('harborview-language'))).toBe('en');

  // One translation runtime for the shell and every remote (in the @hotel/shared singleton), per page.
  for (const spanish of [true, false]) {
    const bodies = await Promise.all([...scripts].filter(([url]) => url.includes('/es/') === spanish).map(([, body]) => body));
    expect(bodies.filter((s) => RUNTIME.test(s))).toHaveLength(1);
  }
});

test("a first visit to an unprefixed link follows a Spanish browser's languages, once", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await closeOffersForToday(page);
  await page.goto('/contact');
  await expect(page).toHaveURL(`${urls.shell}/es/contact`);
  await expect(heading(page, 'Contacte con nosotros')).toBeVisible();
  // The guest chooses English: it is kept for the next unprefixed link.
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(heading(page, 'Get In Touch')).toBeVisible();
  await page.goto('/rooms');
  await expect(heading(page, 'Our Rooms')).toBeVisible();
  await context.close();
});

// One test per page: each axe run takes seconds on a loaded machine.
const AXE_PAGES: [string, string][] = [
  ['/es/', 'Descubra su estancia perfecta'],
  ['/es/rooms', 'Nuestras habitaciones'],
  ['/es/room-details/{id}', ''],
  ['/es/login', 'Bienvenido de nuevo'],
  ['/es/register', 'Cree su cuenta'],
  ['/es/contact', 'Contacte con nosotros'],
  ['/es/amenities', 'Servicios de primer nivel'],
  ['/es/no-such-page', 'Página no encontrada'],
];
for (const [route, title] of AXE_PAGES) {
  test(`axe finds no serious violation on ${route}`, async ({ page }) => {
    const path = route.includes('{id}') ? `/es${roomPath(await firstRoomId(), stay)}` : route;
    await page.goto(path);
    if (title) await expect(heading(page, title)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 2, name: 'Sobre esta habitación' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoSeriousViolations(page, path);
  });
}

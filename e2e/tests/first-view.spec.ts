// The prerendered first view (docs/architecture.md §14): the public routes paint
// their content from the HTML alone, a guest can already use it (its links navigate, what they
// type moves to the live app, a screen reader reads it), the live app takes over without anything
// moving, and a visitor with a stored session gets no picture (their top bar paints from the
// stored token).
import { expect, test, type Page } from '@playwright/test';
import { axNodes, clickAx } from './support/accessibility';
import { createGuest, logIn } from './support/guest';
import { closeOffersForToday, urls } from './support/stack';

interface Room {
  _id: string;
  name: string;
}

/** A real session (Auth emulator + API), as a guest who signed in earlier: in place from the next load. */
async function registeredGuest(page: Page) {
  await logIn(page, await createGuest('first-view', 'Ada Lovelace'));
}

const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Lovelace' });

/** Records whether the picture was still in the page once it had parsed (before the app could act). */
async function recordPictureAtParse(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { hvPicture: boolean }).hvPicture = document.getElementById('first-view') !== null;
    }),
  );
}
const pictureAtParse = (page: Page) => page.evaluate(() => (window as unknown as { hvPicture: boolean }).hvPicture);

test('the rooms page shows its rooms from the HTML alone, before any script runs', async ({ browser, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as Room[];
  const html = await (await request.get(`${urls.shell}/rooms`)).text();
  expect(html).toContain('<template shadowrootmode="closed">');
  for (const room of rooms) expect(html).toContain(room.name);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: urls.shell });
  const page = await context.newPage();
  await page.goto('/rooms');
  const picture = page.locator('#first-view');
  // Usable and announced: neither inert nor hidden from assistive technology.
  await expect(picture).not.toHaveAttribute('inert');
  await expect(picture).not.toHaveAttribute('aria-hidden');
  // A page-sized picture (not an empty box) is on screen, while the live app's root is hidden.
  const box = await picture.boundingBox();
  expect(box!.height).toBeGreaterThan(1000);
  await expect(page.locator('#root')).toBeHidden();
  await context.close();
});

test('the live page takes over from the picture without a layout shift', async ({ page }) => {
  await closeOffersForToday(page);
  // The layout shift of the frames around the hand-over: everything reported until two frames after
  // the picture left the page (later shifts belong to what the guest does next).
  await page.addInitScript(() => {
    const w = window as unknown as { hvShiftAtHandOver?: number };
    let sum = 0;
    const shifts = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) sum += e.value;
    });
    shifts.observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, self) => {
      if (!document.getElementById('first-view') && document.getElementById('root')) {
        self.disconnect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              for (const e of shifts.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[])
                if (!e.hadRecentInput) sum += e.value;
              w.hvShiftAtHandOver = sum;
            }),
          ),
        );
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Harbor View King', exact: true })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  const shift = () => page.evaluate(() => (window as unknown as { hvShiftAtHandOver?: number }).hvShiftAtHandOver ?? null);
  await expect.poll(shift).not.toBeNull();
  expect(await shift()).toBeLessThan(0.05);
  // The live page is the one a guest uses: its controls respond.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/room-details\//);
});

test('a visitor with a stored session gets no picture: the top bar paints from the stored profile', async ({ page }) => {
  await closeOffersForToday(page);
  await registeredGuest(page);
  await recordPictureAtParse(page);
  await page.goto('/rooms');
  expect(await pictureAtParse(page)).toBe(false);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Rooms' })).toBeVisible();
});

test('a signed-out guest keeps the picture until the app has the content (it is there when the page has parsed)', async ({
  page,
}) => {
  await closeOffersForToday(page);
  await recordPictureAtParse(page);
  await page.goto('/');
  expect(await pictureAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Stay' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
});

test('a path without a page of its own paints the frame; My Bookings paints its heading and placeholders, nothing personal', async ({
  page,
  request,
}) => {
  const frame = await (await request.get(`${urls.shell}/no-such-page`)).text();
  expect(frame).toContain('data-frame');
  expect(frame).toContain('Harborview');
  expect(frame).not.toContain('href="/login"');
  const html = await (await request.get(`${urls.shell}/my-bookings`)).text();
  expect(html).toContain('data-frame');
  expect(html).toContain('My Bookings');
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toContain('href="/login"');
  expect(html).not.toContain('first-view.invalid'); // the pretend session it was taken with
  expect(html).not.toContain('Account menu');
  // Its head asks for nothing before the picture has painted: main.js comes from the picture's script.
  expect(html).toContain('<title>My Bookings · Harborview Hotel</title>');
  expect(html.split('</head>')[0]).not.toMatch(/<script|rel="?preload"? href="?[^ >"]+\.js[ >"]/);
  expect(html).toMatch(/data-app="\/main\.[0-9a-f]+\.js"/);

  await closeOffersForToday(page);
  await registeredGuest(page);
  await recordPictureAtParse(page);
  await page.goto('/my-bookings');
  expect(await pictureAtParse(page)).toBe(true);
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  await expect(accountMenu(page)).toBeVisible();
});

/**
 * Holds the shell's main.js until `release()`: the app has not loaded, the guest has only the
 * picture (as on a slow link, where main.js takes seconds).
 */
async function holdTheApp(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** `path` opened with the app held and the special offers closed for today: the guest has the picture only. */
async function openBeforeTheApp(page: Page, path: string) {
  await closeOffersForToday(page);
  const app = await holdTheApp(page);
  await page.goto(path);
  return app;
}

test('a link in the first view works before the app has loaded: the guest lands on its page', async ({ page, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as Room[];
  const app = await openBeforeTheApp(page, '/rooms');
  const viewDetails = { role: 'link', name: 'View Details' };
  await expect.poll(() => axNodes(page, viewDetails).then((n) => n.length)).toBe(rooms.length);
  // The live app has rendered nothing yet: the click is on the picture.
  expect(await page.locator('#root > *').count()).toBe(0);
  await clickAx(page, viewDetails);
  app.release();
  await expect(page).toHaveURL(new RegExp(`/room-details/${rooms[0]!._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: rooms[0]!.name })).toBeVisible();
});

test('what a guest types into the first view before the app has loaded is still there, focused, in the live form', async ({ page }) => {
  const app = await openBeforeTheApp(page, '/login');
  const email = { role: 'textbox', name: 'Email' };
  await expect.poll(() => axNodes(page, email).then((n) => n.length)).toBe(1);
  await clickAx(page, email);
  await page.keyboard.type('ada@example.com');
  expect(await page.locator('#root > *').count()).toBe(0); // typed into the picture
  app.release();
  const live = page.getByRole('textbox', { name: 'Email' });
  await expect(live).toHaveValue('ada@example.com');
  await expect(live).toBeFocused();
  await expect(page.locator('#first-view')).toHaveCount(0);
});

test('assistive technology reads the first view, and each thing once after the hand-over', async ({ page, request }) => {
  const rooms = (await (await request.get(`${urls.api}/rooms`)).json()) as Room[];
  const app = await openBeforeTheApp(page, '/rooms');
  const heading = { role: 'heading', name: 'Our Rooms' };
  await expect.poll(() => axNodes(page, heading).then((n) => n.length)).toBe(1);
  expect(await axNodes(page, { role: 'link', name: 'View Details' })).toHaveLength(rooms.length);
  app.release();
  await expect(page.getByRole('heading', { name: 'Our Rooms' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  expect(await axNodes(page, heading)).toHaveLength(1);
  expect(await axNodes(page, { role: 'link', name: 'View Details' })).toHaveLength(rooms.length);
});

// When the auth provider's code is downloaded (issue 11): a guest who never signed in gets no
// Firebase code and no Google script; a sign-in page loads Firebase; Google's api.js loads only
// when Google sign-in starts; a signed-in visitor's top bar paints from the stored session without
// waiting for Firebase. The browser says it is a phone: on phones Firebase's getAuth() fetches
// Google's api.js at start-up, which the product must not do.
import { devices, expect, test, type Page, type Response } from '@playwright/test';
import { ROUTES } from '@hotel/shared/routes';
import { closeOffersForToday, urls } from './support/stack';

test.use({ userAgent: devices['Pixel 7'].userAgent });

/** Code only Firebase's bundles contain: the Auth REST host (firebase/auth) and the app registry (firebase/app). */
const FIREBASE_CODE = /identitytoolkit\.googleapis\.com|fire-core/;
const GOOGLE_SCRIPT = /^https:\/\/apis\.google\.com\//;

/** Every script the page downloads, and every request for Google's script. */
function recordDownloads(page: Page) {
  const firebaseScripts: string[] = [];
  const googleRequests: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('request', (req) => {
    if (GOOGLE_SCRIPT.test(req.url())) googleRequests.push(req.url());
  });
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    bodies.push(
      res.text().then(
        (body) => void (FIREBASE_CODE.test(body) && firebaseScripts.push(res.url())),
        () => undefined,
      ),
    );
  });
  return {
    googleRequests,
    /** The Firebase scripts downloaded so far (bodies read to the end first). */
    firebaseScripts: async () => {
      await Promise.all(bodies);
      return firebaseScripts;
    },
  };
}

/** The route's content, then what the shell loads after it (footer, toasts, auth), then a quiet network. */
async function settle(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // The footer mounts in the same after-first-content phase in which the auth store's init() runs.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page }) => {
  // The special-offers pop-up is not under test: mark it shown today so it stays closed.
  await closeOffersForToday(page);
});

test('a guest who never signed in downloads no Firebase code and no Google script on / and /rooms', async ({ page }) => {
  const downloads = recordDownloads(page);
  await page.goto(ROUTES.home);
  await settle(page, /.+/);
  await page.getByRole('banner').getByRole('link', { name: 'Rooms' }).first().click(); // in the app
  await expect(page).toHaveURL(`${urls.shell}${ROUTES.rooms}`);
  await settle(page, /.+/);
  await page.goto(ROUTES.rooms); // and as a first page
  await settle(page, /.+/);

  expect(await downloads.firebaseScripts()).toEqual([]);
  expect(downloads.googleRequests).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
});

test('a sign-in page loads Firebase (not the Google script); Google sign-in loads the Google script', async ({ page, context }) => {
  const downloads = recordDownloads(page);
  await page.goto(ROUTES.login);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect.poll(() => downloads.firebaseScripts().then((s) => s.length)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(downloads.googleRequests).toEqual([]);

  // Offline there is no Google: answer with an empty script. Only the request matters here (the
  // whole Google flow is in auth.spec.ts).
  await context.route(GOOGLE_SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const googleScript = page.waitForRequest(GOOGLE_SCRIPT);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await googleScript;
});

test("a signed-in visitor's top bar paints from the stored session before Firebase arrives, and no Google script loads", async ({ page }) => {
  const downloads = recordDownloads(page);
  const email = `lazy-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(ROUTES.register);
  await page.getByLabel('Full name').fill('Lazy Loader');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Harbor1view');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${urls.shell}/`);
  const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu for Lazy Loader' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('harborview-token'))).not.toBeNull();

  // Reload with Firebase's scripts held back: the avatar must not wait for them.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldFirebase = 0;
  await page.route(/\.js(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (FIREBASE_CODE.test(body)) {
      heldFirebase += 1;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.reload();
  await expect(avatar).toBeVisible();
  // The stored session is what made init() ask for Firebase, which is still held back.
  await expect.poll(() => heldFirebase).toBeGreaterThan(0);
  await expect(avatar).toBeVisible();
  release();

  await settle(page, /.+/);
  await page.goto(ROUTES.rooms);
  await settle(page, /.+/);
  await expect(avatar).toBeVisible();
  expect(downloads.googleRequests).toEqual([]);
});

// Guests for the booking specs: accounts made at the Auth emulator, signed in with a session made
// through the APIs (or through the site's own login page, for tests about signing in), and the API calls a test uses to seed or check state (with the guest's app token).
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@hotel/shared/auth/session';
import { runtimeConfig } from '../../../tools/stack/parts.cjs';
import { AUTH_PROJECT_ID, closeOffersForToday, hotelDay, urls } from './stack';

export const PASSWORD = 'Harbor1view';
export const TOKEN_KEY = TOKEN_STORAGE_KEY;
/** The web API key of the stack's runtime config, part of the key Firebase stores its user under. */
const FIREBASE_API_KEY = runtimeConfig().firebase.apiKey;

export interface Guest {
  name: string;
  email: string;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account at the Auth emulator (its sign-up REST call; the site's register page is auth.spec's). */
export async function createGuest(label: string, name: string): Promise<Guest> {
  const email = uniqueEmail(label);
  const res = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, displayName: name, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return { name, email };
}

/** Keeps the special-offers pop-up (a modal 2 s after load) closed: not under test here. */
export async function skipOffersPopup(page: Page): Promise<void> {
  await closeOffersForToday(page);
}

/**
 * Each test of the spec starts as a new visitor (a new browser context, accounts of its own) with
 * the special-offers pop-up kept closed.
 */
export function startEachTestAsANewVisitor(): void {
  test.beforeEach(async ({ page }) => {
    await skipOffersPopup(page);
  });
}

/** Fills the login form on the current /login page and waits for the app token. */
export async function submitLogin(page: Page, guest: Guest): Promise<void> {
  await page.getByLabel('Email').fill(guest.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).not.toBeNull();
}

/** The app tokens of sessions put in place by `logIn`, for `appToken` before the page has loaded one. */
const placedTokens = new WeakMap<Page, string>();

/**
 * Signs `guest` in without the login page, for the page's next navigation: the session a sign-in
 * leaves behind, made through the same APIs (the Auth emulator's password sign-in and our `POST
 * /jwt`) and put in the browser's storage before the site's scripts run. Firebase finds its user in
 * its local persistence (the key it writes itself), the auth store finds our token and profile.
 * It is placed once, so a later logout in the test stays a logout. Tests about signing in
 * (auth.spec, the login page's redirects) use the login page itself (`submitLogin`).
 */
export async function logIn(page: Page, guest: Guest): Promise<string> {
  const signIn = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: guest.email, password: PASSWORD, returnSecureToken: true }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const id = (await signIn.json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string; displayName?: string };
  const exchanged = await fetch(`${urls.api}/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${id.idToken}` },
    body: JSON.stringify({ email: guest.email }),
  });
  if (!exchanged.ok) throw new Error(`POST /jwt failed: ${exchanged.status} ${await exchanged.text()}`);
  const { token } = (await exchanged.json()) as { token: string };
  const now = Date.now();
  const claims = JSON.parse(Buffer.from(id.idToken.split('.')[1]!, 'base64url').toString()) as { email_verified?: boolean };
  const firebaseUser = {
    uid: id.localId,
    email: guest.email,
    emailVerified: claims.email_verified === true,
    isAnonymous: false,
    displayName: guest.name,
    providerData: [{ providerId: 'password', uid: guest.email, email: guest.email, displayName: guest.name, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: id.refreshToken, accessToken: id.idToken, expirationTime: now + Number(id.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: FIREBASE_API_KEY,
    appName: '[DEFAULT]',
  };
  const items: Record<string, string> = {
    [TOKEN_KEY]: token,
    [USER_STORAGE_KEY]: JSON.stringify({ email: guest.email, displayName: guest.name, photoURL: null }),
    [`firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`]: JSON.stringify(firebaseUser),
  };
  await page.addInitScript(
    ({ origin, placed, items }) => {
      if (location.origin !== origin || localStorage.getItem(placed)) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      localStorage.setItem(placed, '1');
    },
    { origin: urls.shell, placed: `hv-e2e-session-placed:${id.localId}`, items },
  );
  placedTokens.set(page, token);
  return token;
}

/** The page's app token: the one in its storage, or, before it has loaded the site, the one `logIn` placed. */
export async function appToken(page: Page): Promise<string> {
  const token = page.url().startsWith(urls.shell)
    ? await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)
    : (placedTokens.get(page) ?? null);
  if (!token) throw new Error('not signed in');
  return token;
}

export interface ApiRoom {
  _id: string;
  name: string;
  capacity: number;
  bookedDates: string[];
  // No userEmail: a public read names no reviewer (docs/product.md §3 "Review").
  reviews: Array<{ comment: string; rating: number }>;
}

export async function getRoom(id: string): Promise<ApiRoom> {
  const res = await fetch(`${urls.api}/rooms/${id}`);
  return (await res.json()) as ApiRoom;
}

export async function getRooms(): Promise<ApiRoom[]> {
  return (await (await fetch(`${urls.api}/rooms`)).json()) as ApiRoom[];
}

/** A booking made straight through the API (to seed, e.g., a booking for tomorrow, or a stay of `nights`). */
export async function bookThroughApi(
  token: string,
  roomId: string,
  bookingDate: string,
  api = urls.api,
  nights?: number,
): Promise<Response> {
  return fetch(`${api}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ roomId, bookingDate, guests: 1, ...(nights ? { nights } : {}) }),
  });
}

/** YYYY-MM-DD, `n` days after today in the hotel's time zone (the stack's "today"). */
export const dayFromToday = (n: number): string => hotelDay(n);

/**
 * The rooms this worker books: every other room of the list, by worker (two workers share one
 * stack, so their bookings never meet on a room).
 */
export async function workerRooms(): Promise<ApiRoom[]> {
  const { parallelIndex, config } = test.info();
  return (await getRooms()).filter((_, i) => i % config.workers === parallelIndex);
}

/** A room of this worker's (sleeping at least `sleeps` guests), a different one each call, in turn. */
let nextRoom = 0;
export async function freshRoom({ sleeps = 1 }: { sleeps?: number } = {}): Promise<ApiRoom> {
  const rooms = (await workerRooms()).filter((r) => r.capacity >= sleeps);
  return rooms[(nextRoom++ + 1) % rooms.length]!;
}

/** A free date of the room at least `from` days ahead. */
export function freeDate(room: ApiRoom, from: number): string {
  for (let n = from; ; n++) {
    const d = dayFromToday(n);
    if (!room.bookedDates.includes(d)) return d;
  }
}

/**
 * A staff member: an account at the Auth emulator with the custom claim `staff: true` and a verified e-mail, set through
 * the emulator's admin REST call as `npm run staff -- add` sets it with the Admin SDK.
 */
export async function createStaff(label: string, name: string): Promise<Guest> {
  const staff = await createGuest(label, name);
  const project = `${urls.auth}/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT_ID}`;
  const admin = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const found = await fetch(`${project}/accounts:lookup`, { method: 'POST', headers: admin, body: JSON.stringify({ email: [staff.email] }) });
  const localId = ((await found.json()) as { users?: Array<{ localId: string }> }).users?.[0]?.localId;
  const set = await fetch(`${project}/accounts:update`, {
    method: 'POST',
    headers: admin,
    // The staff role needs a verified e-mail too (the emulator's admin update can mark it).
    body: JSON.stringify({ localId, emailVerified: true, customAttributes: JSON.stringify({ staff: true }) }),
  });
  if (!set.ok) throw new Error(`could not make ${staff.email} staff: ${set.status} ${await set.text()}`);
  return staff;
}

/** A call of the API with the signed-in page's app token (a staff member's, for the front desk's routes). */
export async function apiAs(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${urls.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await appToken(page)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A room of the test's own, made through the API by the staff member signed in on `page`; archive it at the end. */
export async function createRoom(page: Page, fields: { name: string; description: string; price: number }): Promise<{ _id: string; name: string }> {
  const created = await apiAs(page, 'POST', '/rooms', {
    type: 'Loft',
    location: 'Long Beach, CA',
    image: 'harbor-view-king.svg',
    discountPrice: null,
    capacity: 2,
    beds: 1,
    size: 400,
    amenities: ['wifi'],
    ...fields,
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { _id: string; name: string };
}

// Guests for the booking specs: accounts made at the Auth emulator, signed in through the site's
// own login page, and the API calls a test uses to seed or check state (with the guest's app token).
import { expect, test, type Page } from '@playwright/test';
import { AUTH_PROJECT_ID, clearAuthAccounts, closeOffersForToday, hotelDay, urls } from './stack';

export const PASSWORD = 'Harbor1view';
export const TOKEN_KEY = 'harborview-token';

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

/** Each test of the spec starts with no guest accounts, and the special-offers pop-up kept closed. */
export function startEachTestAsANewVisitor(): void {
  test.beforeEach(async ({ page }) => {
    await clearAuthAccounts();
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

export async function logIn(page: Page, guest: Guest): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, guest);
  await expect(page).toHaveURL(`${urls.shell}/`);
}

export async function appToken(page: Page): Promise<string> {
  const token = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  if (!token) throw new Error('not signed in');
  return token;
}

export interface ApiRoom {
  _id: string;
  name: string;
  capacity: number;
  bookedDates: string[];
  reviews: Array<{ comment: string; userEmail: string; rating: number }>;
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

/** A room (sleeping at least `sleeps` guests) and a run of dates nobody else in this run uses (each test takes its own room). */
let nextRoom = 0;
export async function freshRoom({ sleeps = 1 }: { sleeps?: number } = {}): Promise<ApiRoom> {
  const rooms = (await getRooms()).filter((r) => r.capacity >= sleeps);
  const room = rooms[(nextRoom++ + 3) % rooms.length]!;
  return room;
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

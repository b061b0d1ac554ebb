// Firebase Auth emulator for the /jwt tests on its own port (9199 by default, so a developer's or
// another run's emulator on 9099 is left alone). Reuses one that already answers.
import { clearAuthAccounts, startAuthEmulator } from '../../../tools/auth-emulator/emulator.cjs';
import { AUTH_PROJECT_ID, url } from '../../../tools/stack/parts.cjs';
import { waitFor } from '../../../tools/stack/runner.cjs';

export { AUTH_PROJECT_ID };

export const EMULATOR_PORT = Number(process.env.HV_TEST_AUTH_PORT ?? 9199);
export const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;

/** Spawns the emulator (detached, own process group) unless one answers; returns its pid or null. */
export async function spawnEmulator(): Promise<number | null> {
  return (await startAuthEmulator({ port: EMULATOR_PORT, detached: true })).pid;
}

export const waitForEmulator = (timeoutMs = 180_000): Promise<void> => waitFor(url(EMULATOR_PORT), { timeoutMs, intervalMs: 300 });

export const clearAccounts = (): Promise<void> => clearAuthAccounts(EMULATOR_PORT);

const IDENTITY = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

async function identity<T>(call: string, body: object): Promise<T> {
  const res = await fetch(`${IDENTITY}/${call}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = (await res.json()) as T & { error?: unknown };
  if (!res.ok) throw new Error(`${call} failed: ${JSON.stringify(json)}`);
  return json;
}

/** Saves the account's display name, as a client's updateProfile does (its current ID token stays nameless). */
export async function setDisplayName(idToken: string, displayName: string): Promise<void> {
  await identity('accounts:update', { idToken, displayName });
}

/** Signs in again: a fresh ID token, carrying the account's profile and custom claims as they are now. */
export async function signIn(email: string, password: string): Promise<string> {
  return (await identity<{ idToken: string }>('accounts:signInWithPassword', { email, password })).idToken;
}

/** Creates an account and returns its ID token. */
export async function signUp(email: string, password: string, displayName?: string): Promise<string> {
  const api = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
  const res = await fetch(`${api}/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  if (!displayName) return body.idToken;
  await fetch(`${api}/accounts:update?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: body.idToken, displayName, returnSecureToken: true }),
  });
  const signIn = await fetch(`${api}/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const s = (await signIn.json()) as { idToken?: string };
  if (!s.idToken) throw new Error('signIn failed');
  return s.idToken;
}

/** The emulator's admin REST API (as the Admin SDK calls it; the emulator takes `Bearer owner`). */
async function admin<T>(call: string, body: object): Promise<T> {
  const res = await fetch(`${IDENTITY}/projects/${AUTH_PROJECT_ID}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${call} failed: ${JSON.stringify(json)}`);
  return json;
}

/** The account's uid (localId). */
export async function uidOf(email: string): Promise<string> {
  const found = await admin<{ users?: Array<{ localId: string }> }>('accounts:lookup', { email: [email] });
  const uid = found.users?.[0]?.localId;
  if (!uid) throw new Error(`no account ${email}`);
  return uid;
}

/** Changes the account as the Admin SDK's updateUser does: `emailVerified`, `disableUser`, `customAttributes`. */
export async function updateAccount(email: string, fields: { emailVerified?: boolean; disableUser?: boolean; customAttributes?: string }) {
  await admin('accounts:update', { localId: await uidOf(email), ...fields });
}

/** Deletes the account (its e-mail may then be registered again, by anyone). */
export async function deleteAccount(email: string): Promise<void> {
  await admin('accounts:delete', { localId: await uidOf(email) });
}

/**
 * Resolves once the clock is past the whole second `epochSeconds`: Firebase compares a sign-in's
 * auth_time with a revocation in whole seconds, so a revocation in the sign-in's own second revokes nothing.
 */
export async function secondAfter(epochSeconds: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (Math.floor(Date.now() / 1000) <= epochSeconds) {
    if (Date.now() > deadline) throw new Error(`the clock did not pass ${epochSeconds}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

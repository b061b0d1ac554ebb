// Firebase Auth emulator for the /jwt tests on its own port (9199 by default, so a developer's or
// another run's emulator on 9099 is left alone). Reuses one that already answers.
import { AUTH_PROJECT_ID, clearAuthAccounts, startAuthEmulator, url, waitFor } from '../../../scripts/lib/stack.cjs';

export { AUTH_PROJECT_ID };

export const EMULATOR_PORT = Number(process.env.HV_TEST_AUTH_PORT ?? 9199);
export const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;

/** Spawns the emulator (detached, own process group) unless one answers; returns its pid or null. */
export async function spawnEmulator(): Promise<number | null> {
  return (await startAuthEmulator({ port: EMULATOR_PORT, detached: true })).pid;
}

export const waitForEmulator = (timeoutMs = 180_000): Promise<void> => waitFor(url(EMULATOR_PORT), { timeoutMs, intervalMs: 300 });

export const clearAccounts = (): Promise<void> => clearAuthAccounts(EMULATOR_PORT);

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

/** Signs an existing account in: a fresh ID token, carrying the custom claims set since. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`signIn failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

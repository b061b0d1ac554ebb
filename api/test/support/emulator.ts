// Firebase Auth emulator for the /jwt tests on its own port (9199 by default, so a developer's or
// another run's emulator on 9099 is left alone). Reuses one that already answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const AUTH_PROJECT_ID = 'demo-harborview';
export const EMULATOR_PORT = Number(process.env.HV_TEST_AUTH_PORT ?? 9199);
export const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;
const FIREBASE = join(__dirname, '..', '..', '..', 'tools', 'auth-emulator', 'node_modules', '.bin', 'firebase');

export async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`http://${EMULATOR_HOST}/`)).ok;
  } catch {
    return false;
  }
}

/** Spawns the emulator (detached, own process group) unless one answers; returns its pid or null. */
export async function spawnEmulator(): Promise<number | null> {
  if (await isUp()) return null;
  if (!existsSync(FIREBASE)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hv-auth-emu-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port: EMULATOR_PORT }, ui: { enabled: false }, singleProjectMode: true } }),
  );
  const child = spawn(FIREBASE, ['emulators:start', '--only', 'auth', '--project', AUTH_PROJECT_ID, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  return child.pid ?? null;
}

export async function waitForEmulator(timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp())) {
    if (Date.now() > deadline) throw new Error(`Auth emulator on ${EMULATOR_HOST} did not answer`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function clearAccounts(): Promise<void> {
  await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${AUTH_PROJECT_ID}/accounts`, { method: 'DELETE' });
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

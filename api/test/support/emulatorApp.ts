// The app that verifies ID tokens with the real Firebase Auth emulator (firebase-admin), for the
// suites that sign people in through POST /jwt: one set-up, so the suites differ only in what they test.
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/app';
import { bearer, makeApp, openTestDb, type DbKind, type TestDb } from '../helpers';
import { loadNative } from '../native';
import type * as Routes from '../../src/routes/auth';
import { AUTH_PROJECT_ID, clearAccounts, signIn, signUp, updateAccount, waitForEmulator } from './emulator';

/** An app token's payload, unverified (what the tests assert on). */
export const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/**
 * In a `describe`: the emulator answers with no accounts, and `t.app` verifies its ID tokens and
 * re-reads its accounts (on PGlite unless `kind` says; `now`: the app's clock, which a test moves;
 * `more`: other options, read when the app is made, after the describe's earlier beforeAll hooks).
 */
export function useEmulatorApp(
  kind: DbKind = 'pglite',
  now?: () => Date,
  more?: () => Partial<AppOptions>,
): { app: FastifyInstance; tdb: TestDb } {
  const t = {} as { app: FastifyInstance; tdb: TestDb };
  beforeAll(async () => {
    const { firebaseIdentity } = loadNative<typeof Routes>('../src/routes/auth.ts');
    await waitForEmulator();
    await clearAccounts();
    t.tdb = await openTestDb(kind);
    t.app = await makeApp(t.tdb.db, { ...firebaseIdentity(AUTH_PROJECT_ID), ...(now ? { now } : {}), ...more?.() });
  }, 200_000);
  afterAll(async () => {
    await t.app?.close();
    await t.tdb?.close();
  });
  return t;
}

/** POST /jwt with the ID token: the app token (the exchange must succeed). */
export async function exchange(app: FastifyInstance, email: string, idToken: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

/** A verified staff account, signed in: its ID token and app token. */
export async function staffMember(app: FastifyInstance, email: string) {
  await signUp(email, 'Secret123', 'Desk');
  await updateAccount(email, { emailVerified: true, customAttributes: JSON.stringify({ staff: true }) });
  const idToken = await signIn(email, 'Secret123');
  const token = await exchange(app, email, idToken);
  expect(claims(token)).toMatchObject({ role: 'staff' });
  return { idToken, token };
}

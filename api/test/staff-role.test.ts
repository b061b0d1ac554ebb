// The staff role end to end against the real Firebase Auth emulator: `npm run staff` (the Admin SDK,
// tools/staff/staff.mjs) sets and clears the custom claim; POST /jwt turns it into role "staff" at
// the next exchange of an account with a verified e-mail; `remove` revokes the person's sessions; the
// local stack's demo staff account (tools/staff/demo-account.mjs) signs in as staff.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { bearer } from './helpers';
import { EMULATOR_HOST, EMULATOR_PORT, secondAfter, signIn, signUp } from './support/emulator';
import { claims, useEmulatorApp } from './support/emulatorApp';

const ROOT = join(__dirname, '..', '..');

/** `npm run staff -- <args>` against the test emulator: exit code and output. */
function staffCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(ROOT, 'tools', 'staff', 'staff.mjs'), ...args],
      { env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, GOOGLE_APPLICATION_CREDENTIALS: '' }, timeout: 60_000 },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

describe('the staff role (Auth emulator, Admin SDK)', () => {
  const t = useEmulatorApp();

  const exchange = async (email: string, idToken: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const today = (token: string) => t.app.inject({ method: 'GET', url: '/hotel/today', headers: bearer(token) });

  test('a grant takes effect at the next exchange of a verified account; a removal revokes the sessions and the old sign-in does not come back', async () => {
    const email = 'desk.clerk@example.com';
    const first = await signUp(email, 'Secret123', 'Desk Clerk');
    const asGuest = await exchange(email, first);
    expect(claims(asGuest)).toMatchObject({ email, name: 'Desk Clerk', role: 'guest' });
    expect((await today(asGuest)).statusCode).toBe(403);

    const granted = await staffCli('add', 'Desk.Clerk@example.com');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain(`${email} is now staff in the Auth emulator at ${EMULATOR_HOST}`);
    // The role needs a verified e-mail; the emulator sends none, so a local grant marks it (a real
    // project's user follows Firebase's link; revocation.test.ts: the claim unverified is a guest).
    expect(granted.out).toContain('Its e-mail is now marked verified');
    expect((await staffCli('list')).out).toContain(email);
    // The ID token from before the grant has no claim: still a guest.
    expect(claims(await exchange(email, first)).role).toBe('guest');
    const idToken = await signIn(email, 'Secret123');
    const asStaff = await exchange(email, idToken);
    expect(claims(asStaff)).toMatchObject({ email, role: 'staff' });
    expect((await today(asStaff)).statusCode).toBe(200);

    // A revocation counts whole seconds (auth_time): remove in a later second than the sign-in.
    await secondAfter(Number(claims(asStaff).auth_time));
    const removed = await staffCli('remove', email);
    expect(removed).toMatchObject({ code: 0 });
    expect(removed.out).toContain('is no longer staff');
    expect(removed.out).toContain('Their sessions are revoked');
    expect((await staffCli('list')).out).not.toContain(email);
    // The old ID token (valid for an hour) is not exchanged again: no fresh staff token from it.
    const again = await t.app.inject({ method: 'POST', url: '/jwt', headers: bearer(idToken), payload: { email } });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'SESSION_ENDED' });
    // Signing in again makes a guest of them.
    const after = await exchange(email, await signIn(email, 'Secret123'));
    expect(claims(after).role).toBe('guest');
    const refused = await today(after);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_ONLY' });
  }, 120_000);

  test('the CLI: an unknown e-mail and a bad command are clear errors (exit 1), changing nothing', async () => {
    const unknown = await staffCli('add', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No user with the e-mail nobody@example.com');
    const usage = await staffCli('promote', 'x@example.com');
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('Usage: npm run staff -- add <email> | remove <email> | list');
    expect((await staffCli('list')).out).not.toContain('nobody@example.com');
  }, 120_000);

  test('the demo staff account of the local stack signs in as staff (created twice: the second run resets it)', async () => {
    // As `npm start` runs it (an ES module, run by Node itself).
    const ensureDemoStaff = () =>
      new Promise<string>((resolve, reject) => {
        const script = `import('${join(ROOT, 'tools', 'staff', 'demo-account.mjs')}').then((m) => m.ensureDemoStaff(${EMULATOR_PORT})).then(console.log)`;
        execFile(process.execPath, ['-e', script], { timeout: 60_000 }, (error, out) => (error ? reject(error) : resolve(out)));
      });
    const DEMO_STAFF = { email: 'frontdesk@harborview.test', password: 'Frontdesk1' };
    expect(await ensureDemoStaff()).toContain('frontdesk@harborview.test / Frontdesk1');
    expect(await ensureDemoStaff()).toContain('frontdesk@harborview.test');
    const token = await exchange(DEMO_STAFF.email, await signIn(DEMO_STAFF.email, DEMO_STAFF.password));
    expect(claims(token)).toMatchObject({ email: 'frontdesk@harborview.test', name: 'Front Desk', role: 'staff' });
    expect((await today(token)).statusCode).toBe(200);
  }, 120_000);
});

#!/usr/bin/env node
// `npm run staff -- add <email> | remove <email> | list`: grants and revokes the front desk's staff
// role, the Firebase custom claim `staff: true` (docs/architecture.md §6 "The staff role"), with the
// Admin SDK. Where it acts:
//   - FIREBASE_AUTH_EMULATOR_HOST set: that Auth emulator (project FIREBASE_PROJECT_ID, default demo-harborview);
//   - else GOOGLE_APPLICATION_CREDENTIALS set: the real project of those credentials (docs/deploying.md);
//   - else the local stack's emulator (`npm start`, 127.0.0.1:9099 + HV_PORT_SHIFT).
// The role needs a verified e-mail too (the API checks both). A grant takes effect at the user's next
// sign-in (token exchange, POST /jwt). A removal also revokes every session of the person
// (revokeRefreshTokens): each API process refuses their app token within 30 s (it re-reads the
// account, api/src/auth.ts), and their old sign-ins cannot be exchanged again.
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { AUTH_PROJECT_ID, HOST, ports } = require('../stack/parts.cjs');

const USAGE = 'Usage: npm run staff -- add <email> | remove <email> | list';

export class StaffError extends Error {}

/** Where the command acts, from the environment (see above). */
export function target(env = process.env) {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    return { emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST, projectId: env.FIREBASE_PROJECT_ID || AUTH_PROJECT_ID };
  }
  if (env.GOOGLE_APPLICATION_CREDENTIALS) return { emulatorHost: null, projectId: env.FIREBASE_PROJECT_ID || undefined };
  return { emulatorHost: `${HOST}:${ports().auth}`, projectId: env.FIREBASE_PROJECT_ID || AUTH_PROJECT_ID };
}

const describeTarget = (t) =>
  t.emulatorHost ? `the Auth emulator at ${t.emulatorHost} (project ${t.projectId})` : `Firebase project ${t.projectId ?? '(from the credentials)'}`;

/** The Admin SDK's Auth for the target, and the grant/revoke/list operations on it. */
export async function staffAdmin(t = target()) {
  if (t.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = t.emulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const { initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const app = initializeApp(
    t.emulatorHost ? { projectId: t.projectId } : { credential: applicationDefault(), projectId: t.projectId },
    `harborview-staff-${process.pid}-${Date.now()}`,
  );
  const auth = getAuth(app);

  const explain = (err, email) => {
    const code = err?.errorInfo?.code ?? err?.code ?? '';
    if (code === 'auth/user-not-found') {
      return new StaffError(`No user with the e-mail ${email} in ${describeTarget(t)}. They sign up on the site first, then run this again.`);
    }
    if (code === 'auth/invalid-email') return new StaffError(`"${email}" is not an e-mail address.`);
    if (code === 'app/network-error' || /ECONNREFUSED|fetch failed|network/i.test(String(err?.message))) {
      return new StaffError(
        t.emulatorHost
          ? `Cannot reach the Auth emulator at ${t.emulatorHost}: start the local stack (npm start, same HV_PORT_SHIFT) or set FIREBASE_AUTH_EMULATOR_HOST.`
          : `Cannot reach Firebase: ${err.message}`,
      );
    }
    return err;
  };

  const setStaff = async (email, staff) => {
    try {
      const user = await auth.getUserByEmail(email.trim());
      const { staff: _old, ...claims } = user.customClaims ?? {};
      await auth.setCustomUserClaims(user.uid, staff ? { ...claims, staff: true } : claims);
      // Signed out everywhere: an app token or ID token of theirs from before stops working.
      if (!staff) await auth.revokeRefreshTokens(user.uid);
      // The emulator sends no verification e-mail, so locally the grant marks the address verified
      // (as for the demo account); a real project's user follows Firebase's link.
      const markVerified = staff && t.emulatorHost !== null && !user.emailVerified;
      if (markVerified) await auth.updateUser(user.uid, { emailVerified: true });
      return { uid: user.uid, email: user.email, was: _old === true, verified: user.emailVerified || markVerified, markVerified };
    } catch (err) {
      throw explain(err, email);
    }
  };

  return {
    target: t,
    /** Grants the role; `was` says whether the user already had it. */
    add: (email) => setStaff(email, true),
    /** Revokes the role (other claims kept) and every session of the person. */
    remove: (email) => setStaff(email, false),
    /** Every user with the claim: [{uid, email, name}], by e-mail. */
    async list() {
      const staff = [];
      try {
        let pageToken;
        do {
          const page = await auth.listUsers(1000, pageToken);
          for (const u of page.users) if (u.customClaims?.staff === true) staff.push({ uid: u.uid, email: u.email ?? '', name: u.displayName ?? '' });
          pageToken = page.pageToken;
        } while (pageToken);
      } catch (err) {
        throw explain(err, '');
      }
      return staff.sort((a, b) => a.email.localeCompare(b.email));
    },
    close: () => app.delete(),
  };
}

async function main(argv) {
  const [command, email, ...rest] = argv;
  if (!['add', 'remove', 'list'].includes(command) || (command !== 'list' && !email) || rest.length > 0 || (command === 'list' && email)) {
    throw new StaffError(USAGE);
  }
  const admin = await staffAdmin();
  try {
    const where = describeTarget(admin.target);
    if (command === 'list') {
      const staff = await admin.list();
      if (staff.length === 0) console.log(`No staff in ${where}.`);
      else {
        console.log(`Staff in ${where}:`);
        for (const s of staff) console.log(`  ${s.email}${s.name ? ` (${s.name})` : ''}`);
      }
      return;
    }
    const r = await admin[command](email);
    const role = command === 'add' ? (r.was ? 'was already staff' : 'is now staff') : r.was ? 'is no longer staff' : 'was not staff';
    const changed = command === 'add' ? !r.was : r.was;
    console.log(`${r.email} ${role} in ${where}.`);
    if (command === 'remove') {
      console.log('Their sessions are revoked: the API refuses their sign-in within 30 s, and they sign in again as a guest.');
    } else if (changed) console.log('It takes effect at their next sign-in.');
    if (r.markVerified) console.log(`Its e-mail is now marked verified (the emulator sends no verification e-mail).`);
    if (command === 'add' && !r.verified) {
      console.log(`${r.email} has not verified the e-mail address yet: the staff role needs a verified one (the link Firebase e-mails).`);
    }
  } finally {
    await admin.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err instanceof StaffError ? err.message : `staff: ${err?.message ?? err}`);
    process.exit(1);
  });
}

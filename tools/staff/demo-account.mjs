// The local stack's demo staff account (`npm start`): frontdesk@harborview.test / Frontdesk1, with the
// custom claim staff: true and its e-mail marked verified (the role needs both), created (or reset) in the local Auth emulator through its REST API. It
// only ever talks to the emulator at the given local port: never to a real Firebase project.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { AUTH_PROJECT_ID, url } = require('../stack/parts.cjs');

export const DEMO_STAFF = { email: 'frontdesk@harborview.test', password: 'Frontdesk1', displayName: 'Front Desk' };

async function call(base, path, body, admin = false) {
  const res = await fetch(`${base}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, body: await res.json().catch(() => ({})) };
}

/** Creates the demo staff account in the emulator on `authPort` (or resets it); returns the line to print. */
export async function ensureDemoStaff(authPort) {
  const base = url(authPort);
  const project = `projects/${AUTH_PROJECT_ID}`;
  const { email, password, displayName } = DEMO_STAFF;
  const created = await call(base, 'accounts:signUp?key=demo-key', { email, password, displayName });
  let localId = created.body.localId;
  if (!localId) {
    const found = await call(base, `${project}/accounts:lookup`, { email: [email] }, true);
    localId = found.body.users?.[0]?.localId;
  }
  if (!localId) throw new Error(`could not create ${email} in the Auth emulator: ${JSON.stringify(created.body)}`);
  const updated = await call(
    base,
    `${project}/accounts:update`,
    { localId, password, displayName, emailVerified: true, customAttributes: JSON.stringify({ staff: true }) },
    true,
  );
  if (!updated.ok) throw new Error(`could not make ${email} staff: ${JSON.stringify(updated.body)}`);
  return `  Front desk (staff): sign in as ${email} / ${password} and open /hotel`;
}

/** ensureDemoStaff for `npm start`: the line to print, or why there is no demo staff account (the site works without it). */
export async function demoStaffLine(authPort) {
  try {
    return await ensureDemoStaff(authPort);
  } catch (err) {
    return `  No demo staff account (${err.message}); create one with npm run staff -- add <email>`;
  }
}

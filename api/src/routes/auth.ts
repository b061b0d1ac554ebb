// POST /jwt: exchanges a Firebase ID token (Authorization: Bearer …) for our own app token. The
// Firebase custom claim `staff: true` (set by `npm run staff -- add`) on an account whose e-mail is
// verified becomes `role: "staff"`. A revoked sign-in or a disabled or deleted account gets no token,
// and every token is checked against the account again later (src/auth.ts, ACCOUNT_RECHECK_MS).
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { cleanDisplayName } from '@hotel/shared/checks';
import { isStaffAccount, type LookupAccount } from '../auth';
import type { RateLimitRule } from '../context';
import { forbidden, HttpError, unauthorized } from '../lib/errors';
import { errors, type RoutePlugin } from '../schemas';

export interface IdTokenClaims {
  uid: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  /** The custom claim `staff` is exactly true. */
  staff: boolean;
  /** When the user signed in (s): a revocation ends the sessions of sign-ins before it. */
  authTime: number;
}
export type VerifyIdToken = (idToken: string) => Promise<IdTokenClaims>;

/** Why an ID token was refused: the session is over (revoked, disabled, deleted), or the token is no good. */
const SESSION_OVER = new Set(['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found']);

/**
 * firebase-admin's Auth for the project: verifies ID tokens, checking revocation and disabled
 * accounts (verifyIdToken(token, true) reads the account), and looks accounts up. Emulator-aware:
 * with FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the emulator's unsigned tokens (which
 * config.ts refuses in production). Against a real project both need the Admin SDK's credentials
 * (GOOGLE_APPLICATION_CREDENTIALS or the platform's). projectId is always passed (else it probes a
 * cloud metadata address). Loaded lazily, once.
 */
export function firebaseIdentity(projectId: string): { verifyIdToken: VerifyIdToken; lookupAccount: LookupAccount } {
  let auth: Promise<Auth> | null = null;
  const admin = () =>
    (auth ??= (async () => {
      const { initializeApp } = await import('firebase-admin/app');
      const { getAuth } = await import('firebase-admin/auth');
      return getAuth(initializeApp({ projectId }, `harborview-${randomBytes(4).toString('hex')}`));
    })());
  return {
    async verifyIdToken(idToken) {
      const d = await (await admin()).verifyIdToken(idToken, true);
      return {
        uid: d.uid,
        email: d.email,
        emailVerified: d.email_verified === true,
        name: typeof d.name === 'string' ? d.name : undefined,
        staff: d.staff === true,
        authTime: d.auth_time,
      };
    },
    async lookupAccount(uid) {
      try {
        const u = await (await admin()).getUser(uid);
        return {
          email: u.email,
          emailVerified: u.emailVerified,
          disabled: u.disabled,
          staff: u.customClaims?.staff === true,
          validAfterMs: u.tokensValidAfterTime ? Date.parse(u.tokensValidAfterTime) : 0,
          createdMs: Date.parse(u.metadata.creationTime),
        };
      } catch (err) {
        if ((err as { code?: string }).code === 'auth/user-not-found') return null;
        throw err;
      }
    },
  };
}

export const authRoutes: RoutePlugin<{ verifyIdToken: VerifyIdToken; rateLimit: RateLimitRule }> = async (app, opts) => {
  app.post(
    '/jwt',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a Firebase ID token (Authorization: Bearer <idToken>) for an app token',
        description:
          'The app token carries `email`, `name`, `uid` and `role`: "staff" when the account has the custom claim `staff: true` and a verified e-mail, else "guest". ' +
          'A revoked sign-in or a disabled or deleted account → 401 SESSION_ENDED. Every app token is checked against the account again at most every 30 s: ' +
          'a removed role acts as a guest, revoked sessions and disabled or deleted accounts get 401 SESSION_ENDED.',
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
        },
        response: {
          200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
          ...errors(400, 401, 403, 429, 503),
        },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!m) throw unauthorized('A Firebase ID token is required (Authorization: Bearer <idToken>)');
      let claims: IdTokenClaims;
      try {
        claims = await opts.verifyIdToken(m[1]!);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (SESSION_OVER.has(code)) throw unauthorized('This sign-in is no longer valid. Please sign in again.', 'SESSION_ENDED');
        if (code === 'app/network-error') throw new HttpError(503, 'Sign-in cannot be checked right now. Please try again in a moment.', 'AUTH_UNAVAILABLE');
        throw unauthorized('Invalid identity token', 'INVALID_ID_TOKEN');
      }
      const email = claims.email?.trim().toLowerCase();
      if (!email) throw unauthorized('The identity token carries no e-mail', 'INVALID_ID_TOKEN');
      if (email !== request.body.email.trim().toLowerCase()) throw forbidden('E-mail does not match the identity token', 'EMAIL_MISMATCH');
      // No name yet (the account saves it after this exchange): the token carries none, and a booking
      // or review takes the name its body sends (guestOf, src/auth.ts).
      const name = cleanDisplayName(claims.name) ?? undefined;
      // The account as it is now replaces what this process remembered of it (a new grant acts at once).
      await app.ctx.accounts.read(claims.uid).catch(() => undefined);
      const role = isStaffAccount(claims) ? 'staff' : 'guest';
      return { token: await app.ctx.tokens.sign({ email, name, role, uid: claims.uid, authTime: claims.authTime }) };
    },
  );
};

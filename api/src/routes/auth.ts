// POST /jwt: exchanges a Firebase ID token (Authorization: Bearer …) for our own app token. The
// Firebase custom claim `staff: true` (set by `npm run staff -- add`) becomes `role: "staff"`; it is
// read at each exchange, so a grant or a revocation takes effect at the user's next one.
import { randomBytes } from 'node:crypto';
import { cleanDisplayName } from '@hotel/shared/checks';
import type { RateLimitRule } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { errors, type RoutePlugin } from '../schemas';

export interface IdTokenClaims {
  email?: string;
  name?: string;
  /** The custom claim `staff` is exactly true. */
  staff?: boolean;
}
export type VerifyIdToken = (idToken: string) => Promise<IdTokenClaims>;

/**
 * firebase-admin verifier. Emulator-aware: with FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin
 * accepts the emulator's unsigned tokens. projectId is always passed (else it probes a cloud
 * metadata address). Loaded lazily: firebase-admin is only needed by this route.
 */
export function firebaseVerifier(projectId: string): VerifyIdToken {
  let auth: Promise<{ verifyIdToken(t: string): Promise<{ email?: string; name?: unknown; staff?: unknown }> }> | null = null;
  return async (idToken) => {
    auth ??= (async () => {
      const { initializeApp } = await import('firebase-admin/app');
      const { getAuth } = await import('firebase-admin/auth');
      return getAuth(initializeApp({ projectId }, `harborview-${randomBytes(4).toString('hex')}`));
    })();
    const decoded = await (await auth).verifyIdToken(idToken);
    return { email: decoded.email, name: typeof decoded.name === 'string' ? decoded.name : undefined, staff: decoded.staff === true };
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
          'The app token carries `email`, `name` and `role`: "staff" when the ID token has the custom claim `staff: true`, else "guest". ' +
          'The claim is read at every exchange: a grant or a revocation takes effect at the next one (an app token already issued keeps its role until it expires, JWT_TTL_SECONDS).',
        headers: { type: 'object', properties: { authorization: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
        },
        response: {
          200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
          ...errors(400, 401, 403, 429),
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
      } catch {
        throw unauthorized('Invalid identity token', 'INVALID_ID_TOKEN');
      }
      const email = claims.email?.trim().toLowerCase();
      if (!email) throw unauthorized('The identity token carries no e-mail', 'INVALID_ID_TOKEN');
      if (email !== request.body.email.trim().toLowerCase()) throw forbidden('E-mail does not match the identity token', 'EMAIL_MISMATCH');
      // No name yet (the account saves it after this exchange): the token carries none, and a booking
      // or review takes the name its body sends (guestOf, src/auth.ts).
      const name = cleanDisplayName(claims.name) ?? undefined;
      return { token: await app.ctx.tokens.sign({ email, name, role: claims.staff === true ? 'staff' : 'guest' }) };
    },
  );
};

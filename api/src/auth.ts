// App session tokens: HS256 JWTs signed with JWT_SECRET (jose), carrying the e-mail, the account's
// display name when it has one, and the role, ≤ 24 h. `requireUser` is the preHandler of every
// booking, review and date route; `requireStaff` of every front-desk route (docs/architecture.md §6,
// "The staff role").
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppRole } from '@hotel/shared/domain';
import { cleanDisplayName } from '@hotel/shared/checks';
import { HttpError, unauthorized } from './lib/errors';

export interface AuthUser {
  email: string;
  /** The account's display name; the e-mail when the token carries none. */
  name: string;
  /** Whether `name` is the account's own (false: the e-mail stands in for it). */
  named: boolean;
  /** 'staff' only when the Firebase user had the custom claim `staff: true` at the token exchange. */
  role: AppRole;
}

export const STAFF_ONLY_MESSAGE = 'This page is for hotel staff.';
export const staffOnly = () => new HttpError(403, STAFF_ONLY_MESSAGE, 'STAFF_ONLY');

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export const JWT_ISSUER = 'harborview-api';
export const JWT_AUDIENCE = 'harborview';
const MAX_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface TokenService {
  /** `name`: the account's display name, if it has one (else the token carries none). */
  sign(user: { email: string; name?: string; role: AppRole }): Promise<string>;
  verify(token: string): Promise<AuthUser>;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** requireUser, then 403 STAFF_ONLY unless the token carries role "staff". */
  requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createTokenService(secret: string, ttlSeconds = 12 * 60 * 60): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const key = new TextEncoder().encode(secret);
  const ttl = Math.min(Math.max(60, Math.floor(ttlSeconds)), MAX_TOKEN_TTL_SECONDS);

  const verify = async (token: string): Promise<AuthUser> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithms: ['HS256'] });
      const email = payload.email;
      if (typeof email !== 'string' || email === '') throw unauthorized('Invalid token', 'INVALID_TOKEN');
      // Tokens signed before names became optional carry the e-mail as the name: no name either.
      const name = typeof payload.name === 'string' ? payload.name.trim() : '';
      const named = name !== '' && name.toLowerCase() !== email.toLowerCase();
      const role: AppRole = payload.role === 'staff' ? 'staff' : 'guest';
      return { email: email.toLowerCase(), name: named ? name : email.toLowerCase(), named, role };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Token expired', 'TOKEN_EXPIRED');
      throw unauthorized('Invalid token', 'INVALID_TOKEN');
    }
  };

  const requireUser = async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    if (typeof header !== 'string' || header === '') throw unauthorized();
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw unauthorized('Invalid authorization header', 'INVALID_TOKEN');
    request.user = await verify(m[1]!);
  };

  return {
    sign: (user) =>
      new SignJWT({ email: user.email.toLowerCase(), ...(user.name ? { name: user.name } : {}), role: user.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.email.toLowerCase())
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(key),
    verify,
    requireUser,
    async requireStaff(request) {
      await requireUser(request);
      if (request.user?.role !== 'staff') throw staffOnly();
    },
  };
}

/** Who a write is stored under: the caller's e-mail and the name it shows (guestOf). */
export interface Guest {
  email: string;
  name: string;
}

/** The verified user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const isStaff = (user: AuthUser | undefined): boolean => user?.role === 'staff';

export const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The name a booking or review is stored and shown under (docs/product.md §7, "Names"): the
 * account's, from the token; when the token carries none (the client exchanged its
 * ID token before it saved the display name), the name the client sent (`userName`, review `name`),
 * cleaned by cleanDisplayName; else the e-mail.
 */
export function guestOf(user: AuthUser, sentName: unknown): Guest {
  if (user.named) return { email: user.email, name: user.name };
  return { email: user.email, name: cleanDisplayName(sentName) ?? user.email };
}

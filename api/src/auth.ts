// App session tokens: HS256 JWTs signed with JWT_SECRET (jose), carrying email, name and role, ≤ 24 h.
// `requireUser` is the preHandler of every booking, review and date route; `requireStaff` of every
// front-desk route (docs/architecture.md §6, "The staff role").
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRole } from '@hotel/shared/domain';
import { HttpError, unauthorized } from './lib/errors';

export interface AuthUser {
  email: string;
  name: string;
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
  sign(user: AuthUser): Promise<string>;
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
      const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name : email;
      return { email: email.toLowerCase(), name, role: payload.role === 'staff' ? 'staff' : 'guest' };
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
      new SignJWT({ email: user.email.toLowerCase(), name: user.name, role: user.role })
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

/** The verified user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const isStaff = (user: AuthUser | undefined): boolean => user?.role === 'staff';

export const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

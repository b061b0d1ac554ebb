// App session tokens: HS256 JWTs signed with JWT_SECRET (jose), carrying the e-mail, the account's
// display name when it has one, the role, the Firebase uid and when that sign-in happened, ≤ 24 h.
// `requireUser` is the preHandler of every booking, review and date route; `requireStaff` of every
// front-desk route (docs/architecture.md §6, "The staff role"). A token outlives what it says (a
// removed role, a disabled or deleted account, revoked sessions), so each one is checked against the
// Firebase account itself, re-read at most every ACCOUNT_RECHECK_MS per user and process.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppRole } from '@hotel/shared/domain';
import { cleanDisplayName } from '@hotel/shared/checks';
import { HttpError, unauthorized } from './lib/errors';

export interface AuthUser {
  email: string;
  /** The Firebase account's uid; absent only in a guest token signed before uids were (≤ 24 h old). */
  uid?: string;
  /** The account's display name; the e-mail when the token carries none. */
  name: string;
  /** Whether `name` is the account's own (false: the e-mail stands in for it). */
  named: boolean;
  /** 'staff' only while the Firebase account has the custom claim `staff: true` and a verified e-mail. */
  role: AppRole;
  /**
   * The account has proved its e-mail is its own (Firebase's emailVerified, as re-read with the role);
   * false for a token without a uid. Only then may the hotel's e-mails carry text the account chose.
   */
  emailVerified: boolean;
}

/** What the API reads of a Firebase account (firebase-admin `getUser`); null when there is none. */
export interface AccountState {
  email?: string;
  emailVerified: boolean;
  disabled: boolean;
  /** The custom claim `staff` is exactly true. */
  staff: boolean;
  /** Sign-ins before this (ms) are revoked: tokensValidAfterTime, moved by revokeRefreshTokens. */
  validAfterMs: number;
  /** When the account was created (ms): what an e-mail's older rows cannot be (src/repositories/owners.ts). */
  createdMs: number;
}
export type LookupAccount = (uid: string) => Promise<AccountState | null>;

/**
 * How stale an account's state may be (per user, per process): a removed role, revoked sessions, a
 * disabled or deleted account reach every API process within this. Firebase holds the truth, so no
 * process keeps state a removal cannot reach; a lookup per active user per 30 s is cheap, and the
 * window is under the 60 s the hotel asked for (docs/architecture.md §5, "Revocation").
 */
export const ACCOUNT_RECHECK_MS = 30_000;
const MAX_CACHED_ACCOUNTS = 10_000;

/** The staff role as the account has it now: the claim, and an e-mail the person proved is theirs. */
export const isStaffAccount = (a: Pick<AccountState, 'staff' | 'emailVerified'>) => a.staff && a.emailVerified;

/** Per-process memo of account lookups, each at most ACCOUNT_RECHECK_MS old (`now`: the app's clock). */
export function accountCache(lookup: LookupAccount, now: () => Date) {
  const entries = new Map<string, { at: number; state: Promise<AccountState | null> }>();
  const put = (uid: string, state: Promise<AccountState | null>) => {
    entries.delete(uid); // re-inserted last: the Map's order is the entries' age
    entries.set(uid, { at: now().getTime(), state });
    if (entries.size > MAX_CACHED_ACCOUNTS) entries.delete(entries.keys().next().value!);
    // A failed lookup is not remembered: the next request asks again.
    state.catch(() => entries.get(uid)?.state === state && entries.delete(uid));
    return state;
  };
  return {
    get(uid: string): Promise<AccountState | null> {
      const hit = entries.get(uid);
      return hit && now().getTime() - hit.at < ACCOUNT_RECHECK_MS ? hit.state : put(uid, lookup(uid));
    },
    /** Reads the account now (a sign-in: a role just granted must not wait for the window). */
    read: (uid: string): Promise<AccountState | null> => put(uid, lookup(uid)),
  };
}
export type AccountCache = ReturnType<typeof accountCache>;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

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
  /**
   * `name`: the account's display name, if it has one (else the token carries none); `authTime`: when
   * the Firebase sign-in happened (s, the ID token's auth_time), which a revocation compares with.
   */
  sign(user: { email: string; name?: string; role: AppRole; uid: string; authTime: number }): Promise<string>;
  verify(token: string): Promise<AuthUser>;
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** requireUser, then 403 STAFF_ONLY unless the token carries role "staff". */
  requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createTokenService(secret: string, ttlSeconds: number | undefined, accounts: AccountCache): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const key = new TextEncoder().encode(secret);
  const ttl = Math.min(Math.max(60, Math.floor(ttlSeconds ?? 12 * 60 * 60)), MAX_TOKEN_TTL_SECONDS);

  const decode = async (token: string) => {
    try {
      return (await jwtVerify(token, key, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithms: ['HS256'] })).payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Token expired', 'TOKEN_EXPIRED');
      throw unauthorized('Invalid token', 'INVALID_TOKEN');
    }
  };

  /**
   * The role the token may still act in and whether its e-mail is verified, given the account as it
   * is now; 401 when the session is over.
   */
  const accountNow = async (uid: string, email: string, role: AppRole, authTime: number) => {
    let account: AccountState | null;
    try {
      account = await accounts.get(uid);
    } catch {
      // Fail closed: a session we cannot check is not honoured (Firebase down is rare and brief).
      throw new HttpError(503, 'Sign-in cannot be checked right now. Please try again in a moment.', 'AUTH_UNAVAILABLE');
    }
    // Deleted, disabled, signed out everywhere (revokeRefreshTokens) since this sign-in, or its e-mail
    // changed (the data is keyed by it).
    if (!account || account.disabled || account.validAfterMs > authTime * 1000 || !sameEmail(account.email, email)) {
      throw unauthorized(SESSION_ENDED_MESSAGE, 'SESSION_ENDED');
    }
    // A removed role leaves a guest: their own bookings still work, the front desk answers 403.
    const now: AppRole = role === 'staff' && isStaffAccount(account) ? 'staff' : 'guest';
    return { role: now, emailVerified: account.emailVerified };
  };

  const verify = async (token: string): Promise<AuthUser> => {
    const payload = await decode(token);
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (email === '') throw unauthorized('Invalid token', 'INVALID_TOKEN');
    // Tokens signed before names became optional carry the e-mail as the name: no name either.
    const name = typeof payload.name === 'string' ? payload.name.trim() : '';
    const named = name !== '' && name.toLowerCase() !== email;
    const claimed: AppRole = payload.role === 'staff' ? 'staff' : 'guest';
    const user = { email, name: named ? name : email, named };
    if (typeof payload.uid !== 'string' || payload.uid === '') {
      // Signed before tokens carried the uid: a guest's lapses by itself (≤ 24 h); a staff role must
      // be re-checkable, so the client exchanges again (its 401 handling) for a token that is.
      if (claimed === 'staff') throw unauthorized(SESSION_ENDED_MESSAGE, 'SESSION_ENDED');
      return { ...user, role: 'guest', emailVerified: false };
    }
    const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : (payload.iat ?? 0);
    return { ...user, uid: payload.uid, ...(await accountNow(payload.uid, email, claimed, authTime)) };
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
      new SignJWT({
        email: user.email.toLowerCase(),
        ...(user.name ? { name: user.name } : {}),
        role: user.role,
        uid: user.uid,
        auth_time: user.authTime,
      })
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

/**
 * Who a write is stored under: the caller's e-mail, account (uid) and the name it shows (guestOf),
 * and whether the e-mail was verified then (a booking's e-mails greet by name only if so).
 */
export interface Guest {
  email: string;
  uid?: string;
  name: string;
  emailVerified: boolean;
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
  const who = { email: user.email, uid: user.uid, emailVerified: user.emailVerified };
  if (user.named) return { ...who, name: user.name };
  return { ...who, name: cleanDisplayName(sentName) ?? user.email };
}

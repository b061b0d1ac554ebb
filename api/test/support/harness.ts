// Test helpers: a fresh database per test file (PGlite from the snapshot; PostgreSQL as its own
// throwaway database when TEST_DATABASE_URL is set), the app over it, and app tokens.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DEFAULT_HOTEL_TIME_ZONE } from '@hotel/shared/domain';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { openPglite, openPostgres, type Database } from '../../src/db/index';
import { prepareDatabase } from '../../src/db/migrate';
import { JWT_AUDIENCE, JWT_ISSUER, type LookupAccount } from '../../src/auth';

export type DbKind = 'pglite' | 'postgres';
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const PG_URL = process.env.TEST_DATABASE_URL;
export const DB_KINDS: DbKind[] = PG_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  db: Database;
  url?: string;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new empty PostgreSQL database (no migrations); returns its URL and a drop function. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(PG_URL, name),
    async drop() {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function openTestDb(kind: DbKind): Promise<TestDb> {
  if (kind === 'pglite') {
    const file = process.env.HV_PGLITE_SNAPSHOT;
    if (!file) throw new Error('HV_PGLITE_SNAPSHOT missing: run through jest (globalSetup)');
    const db = await openPglite({ loadDataDir: new Blob([readFileSync(file)]) });
    await prepareDatabase(db, { timeZone: DEFAULT_HOTEL_TIME_ZONE });
    return { db, close: () => db.close() };
  }
  const created = await createPgDatabase();
  const db = await openPostgres(created.url, { max: 20 });
  await prepareDatabase(db, { timeZone: DEFAULT_HOTEL_TIME_ZONE });
  return {
    db,
    url: created.url,
    async close() {
      await db.close();
      await created.drop();
    },
  };
}

/** The uid tokenFor gives a staff token, and the account standInAccount answers for it. */
const TEST_UID_PREFIX = 'test-account:';

/** Without an identity provider: every uid tokenFor makes is an active staff account with a verified e-mail. */
const standInAccount: LookupAccount = async (uid) => ({
  email: uid.slice(TEST_UID_PREFIX.length),
  emailVerified: true,
  disabled: false,
  staff: true,
  validAfterMs: 0,
  createdMs: 0,
});

export async function makeApp(db: Database, overrides: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({
    db,
    jwtSecret: TEST_SECRET,
    publicUrl: 'http://127.0.0.1:4000',
    rateLimits: {
      jwt: { max: 10_000, timeWindow: '1 minute' },
      contact: { max: 10_000, timeWindow: '1 minute' },
      beacon: { max: 10_000, timeWindow: '1 minute' },
    },
    verifyIdToken: async () => {
      throw new Error('no identity provider in this test');
    },
    lookupAccount: standInAccount,
    ...overrides,
  });
}

/**
 * An app token signed with the test secret; expiresIn in seconds (negative = already expired); role
 * 'staff' for a staff member's, which carries a uid (a staff role is always re-checked: makeApp's
 * standInAccount answers for it). A guest's carries none unless given, so it is never looked up.
 */
export async function tokenFor(
  email: string,
  name = email,
  opts: { expiresIn?: number; secret?: string; role?: 'staff' | 'guest'; uid?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const uid = opts.uid ?? (opts.role === 'staff' ? `${TEST_UID_PREFIX}${email.toLowerCase()}` : undefined);
  return new SignJWT({ email, name, ...(opts.role ? { role: opts.role } : {}), ...(uid ? { uid } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now + (opts.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(opts.secret ?? TEST_SECRET));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOTEL_TIME_ZONE, addDays, todayIn } from '@hotel/shared/domain';
import type { AppOptions } from '../src/app';
import { loadNative } from './native';
import type * as Harness from './support/harness';
import type { DbKind, TestDb } from './support/harness';
import { fastMail, startSmtp, type TestSmtp } from './support/smtp';

export type { DbKind, TestDb };
const h = loadNative<typeof Harness>('./support/harness.ts');
/** The hotel's today plus `n` days (YYYY-MM-DD): the seed's dates are relative to it. */
export const day = (n: number) => addDays(todayIn(DEFAULT_HOTEL_TIME_ZONE), n);

export const { TEST_SECRET, PG_URL, DB_KINDS, createPgDatabase, openTestDb, makeApp, tokenFor, bearer } = h;

/**
 * A fresh database of `kind` and the app over it for the enclosing describe block: opened before its
 * tests, closed after them. The tests read `t.app` (set once beforeAll has run). Here, not in the
 * harness: beforeAll/afterAll exist only inside Jest's sandbox.
 */
export function useApp(kind: DbKind, overrides?: Partial<AppOptions>): { app: FastifyInstance; tdb: TestDb } {
  const t = {} as { app: FastifyInstance; tdb: TestDb };
  beforeAll(async () => {
    t.tdb = await h.openTestDb(kind);
    t.app = await h.makeApp(t.tdb.db, overrides);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.tdb?.close();
  });
  return t;
}

/**
 * useApp with a real SMTP server on loopback (support/smtp.ts) that the app's outbox sends through,
 * started before the app and closed after it: the tests read `t.app`, `t.smtp` and `t.tdb`.
 */
export function useMailApp(kind: DbKind, smtpOptions?: Parameters<typeof startSmtp>[0]): { app: FastifyInstance; tdb: TestDb; smtp: TestSmtp } {
  const t = {} as { app: FastifyInstance; tdb: TestDb; smtp: TestSmtp };
  beforeAll(async () => {
    t.tdb = await h.openTestDb(kind);
    t.smtp = await startSmtp(smtpOptions);
    t.app = await h.makeApp(t.tdb.db, { mail: fastMail(t.smtp.url) });
  });
  afterAll(async () => {
    await t.app?.close();
    await t.smtp?.close();
    await t.tdb?.close();
  });
  return t;
}

/**
 * Guests signed in for the enclosing describe block: each one's Authorization header by name (set
 * once beforeAll has run), e.g. `useGuests({ alice: ['alice@example.com', 'Alice Liddell'] })`.
 */
export function useGuests<N extends string>(guests: Record<N, [email: string, name: string]>): Record<N, Record<string, string>> {
  const headers = {} as Record<N, Record<string, string>>;
  beforeAll(async () => {
    for (const [n, [email, name]] of Object.entries(guests) as [N, [string, string]][]) headers[n] = h.bearer(await h.tokenFor(email, name));
  });
  return headers;
}

/** `t.app.inject` as a test says it: method, URL, headers and a JSON body (`useApp`'s app, once beforeAll has run). */
export const callerOf =
  (t: { app: FastifyInstance }) =>
  (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/**
 * The demo front desk's Authorization header for the enclosing describe block (a staff token,
 * frontdesk@harborview.test), filled in once beforeAll has run: pass it as the headers.
 */
export function useStaff(): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => void Object.assign(headers, h.bearer(await h.tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }))));
  return headers;
}

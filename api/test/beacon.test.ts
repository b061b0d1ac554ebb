// The load beacon (issue 41), on PGlite and PostgreSQL: POST /beacon as browsers send it (text/plain
// from sendBeacon, or JSON), its limits and refusals in words, the one-minute buckets it adds to, the
// staff read and the same JSON on the metrics listener (the release guard's), and
// harborview_remote_loads_total in /metrics, the database's totals whichever process is scraped.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Beacon, RemoteLoads } from '@hotel/shared/config/beacon';
import { DB_KINDS, bearer, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';

const STABLE = '0.1.0-3fa9c2d1';
const CANARY = '0.1.1-77b0e4aa';
const T0 = new Date('2026-11-28T09:30:10.000Z');

const load = (over: Partial<Beacon['loads'][number]> = {}): Beacon['loads'][number] => ({
  remote: 'catalog',
  release: STABLE,
  phase: 'factory',
  outcome: 'loaded',
  ms: 120,
  rendered: true,
  ...over,
});

/** A sample's value from the exposition text (0 when absent), labels matched exactly in any order. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (m?.[1] === name && (m[2] ?? '').split(',').sort().join(',') === want) return Number(m[3]);
  }
  return 0;
}

describe.each(DB_KINDS)('the load beacon on %s', (kind) => {
  let tdb: TestDb;
  let app: FastifyInstance;
  let other: FastifyInstance; // a second API process on the same database
  let clock = T0;
  let staff: Record<string, string>;
  let guest: Record<string, string>;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    app = await makeApp(tdb.db, { now: () => clock, metrics: { port: 0 } });
    other = await makeApp(tdb.db, { now: () => clock, metrics: { port: 0 } });
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    guest = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
  });
  afterAll(async () => {
    await other?.close();
    await app?.close();
    await tdb?.close();
  });

  const send = (body: unknown, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }, to = app) =>
    to.inject({ method: 'POST', url: '/beacon', headers, payload: typeof body === 'string' ? body : JSON.stringify(body) } as InjectOptions);
  const read = async (since = '2026-11-28T09:00:00Z') => {
    const res = await app.inject({ method: 'GET', url: `/hotel/remote-loads?since=${encodeURIComponent(since)}`, headers: staff });
    expect(res.statusCode).toBe(200);
    return res.json<RemoteLoads>();
  };
  const rows = async () => (await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM remote_loads'))[0]!.n;

  test('a beacon sent as text/plain (sendBeacon) or JSON is counted in its minute, 204; the same minute adds up, from either process', async () => {
    const first = await send({ v: 1, loads: [load(), load(), load({ remote: 'marketing', ms: 80 })] });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    const json = await send({ v: 1, loads: [load()] }, { 'content-type': 'application/json' }, other);
    expect(json.statusCode).toBe(204);
    clock = new Date('2026-11-28T09:31:02.000Z');
    expect((await send({ v: 1, loads: [load({ release: CANARY, outcome: 'failed', phase: 'expose', code: 'RUNTIME-008', rendered: false })] })).statusCode).toBe(204);

    const got = await read();
    expect(got.now).toBe('2026-11-28T09:31:02.000Z');
    expect(got.buckets).toEqual([
      { minute: '2026-11-28T09:30:00.000Z', remote: 'catalog', release: STABLE, outcome: 'loaded', count: 3 },
      { minute: '2026-11-28T09:30:00.000Z', remote: 'marketing', release: STABLE, outcome: 'loaded', count: 1 },
      { minute: '2026-11-28T09:31:00.000Z', remote: 'catalog', release: CANARY, outcome: 'failed', count: 1 },
    ]);
    // The failure keeps its phase and code in the database, for whoever looks into it.
    expect(await tdb.db.query("SELECT phase, code FROM remote_loads WHERE outcome = 'failed'")).toEqual([{ phase: 'expose', code: 'RUNTIME-008' }]);
    // `since` is inclusive of its minute, and leaves out the minutes before it.
    expect((await read('2026-11-28T09:31:59Z')).buckets.map((b) => b.minute)).toEqual(['2026-11-28T09:31:00.000Z']);
  });

  test('nothing of the visitor is stored: the rows are counts by minute, remote, release and outcome only', async () => {
    const before = await rows();
    const res = await app.inject({
      method: 'POST',
      url: '/beacon?room=6650a1c0e4b0f1a2b3c40002&email=alice@example.com',
      headers: { 'content-type': 'text/plain', ...guest, 'x-forwarded-for': '198.51.100.7', referer: 'http://127.0.0.1:3000/rooms?q=alice' },
      payload: JSON.stringify({ v: 1, loads: [load({ remote: 'account', release: 'unreleased' })], user: 'alice@example.com' }),
      remoteAddress: '203.0.113.5',
    });
    expect(res.statusCode).toBe(204);
    expect(await rows()).toBe(before + 1);
    const columns = await tdb.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('remote_loads', 'remote_vitals') ORDER BY table_name, ordinal_position`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      ...['minute', 'remote', 'release', 'outcome', 'phase', 'code', 'count'].map((c) => `remote_loads.${c}`),
      ...['minute', 'remote', 'release', 'name', 'bucket', 'count'].map((c) => `remote_vitals.${c}`),
    ]);
    const dump = JSON.stringify(await tdb.db.query('SELECT * FROM remote_loads'));
    for (const personal of ['alice', '203.0.113.5', '198.51.100.7', '6650a1c0e4b0f1a2b3c40002']) expect(dump).not.toContain(personal);
  });

  test('refusals in words, each counting nothing: unknown remote, bad release id, unknown phase, not JSON, too large', async () => {
    const before = await rows();
    const cases: Array<[unknown, number, string]> = [
      [{ v: 1, loads: [load({ remote: 'checkout' })] }, 400, 'loads[0].remote names a remote this site does not have (it has catalog, booking, account, marketing).'],
      [{ v: 1, loads: [load(), load({ release: 'latest' })] }, 400, 'loads[1].release is not a release id (<version>-<8 hex digits>, as npm run release names it, or unreleased).'],
      [{ v: 1, loads: [load({ phase: 'render' as never })] }, 400, 'loads[0].phase must be one of manifest, remoteEntry, init, expose, factory.'],
      [{ v: 2, loads: [] }, 400, 'v must be one of 1.'],
      [{ v: 1 }, 400, 'The beacon lacks loads.'],
      [{ v: 1, loads: [load()], vitals: [{ name: 'LCP', value: 900, releases: { shop: STABLE } }] }, 400, 'vitals[0].releases names a remote this site does not have (it has catalog, booking, account, marketing).'],
      ['{"v":1,"loads":[', 400, 'The beacon must be JSON: { "v": 1, "loads": [...] }.'],
      [{ v: 1, loads: [load({ code: 'x'.repeat(9000) })] }, 413, 'A beacon is at most 8192 bytes: send the reports in several.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(body);
      expect(`${res.statusCode} ${res.json<{ message: string }>().message}`).toBe(`${status} ${message}`);
    }
    expect(await rows()).toBe(before);
  });

  test('vitals: each release that drew the page gets the value; the read gives p75 within 5 % and n', async () => {
    clock = new Date('2026-11-28T10:00:30.000Z');
    const lcps = [1000, 1200, 1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800, 3000, 3200];
    for (const value of lcps) {
      const res = await send({ v: 1, loads: [], vitals: [{ name: 'LCP', value, releases: { catalog: CANARY, marketing: STABLE } }, { name: 'INP', value: 40, releases: { catalog: CANARY } }] });
      expect(res.statusCode).toBe(204);
    }
    const { vitals } = await read('2026-11-28T10:00:00Z');
    // The exact p75 of the twelve: the 9th value, 2600 ms.
    expect(vitals).toEqual([
      { remote: 'catalog', release: CANARY, name: 'INP', p75: expect.any(Number), n: 12 },
      { remote: 'catalog', release: CANARY, name: 'LCP', p75: expect.any(Number), n: 12 },
      { remote: 'marketing', release: STABLE, name: 'LCP', p75: expect.any(Number), n: 12 },
    ]);
    for (const v of vitals) {
      const exact = v.name === 'LCP' ? 2600 : 40;
      expect(Math.abs(v.p75 - exact) / exact).toBeLessThanOrEqual(0.05);
    }
  });

  test('the staff read refuses visitors (401) and guests (403), and a bad `since` in words', async () => {
    expect((await app.inject({ method: 'GET', url: '/hotel/remote-loads' })).statusCode).toBe(401);
    const asGuest = await app.inject({ method: 'GET', url: '/hotel/remote-loads', headers: guest });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toEqual({ message: 'This page is for hotel staff.', code: 'STAFF_ONLY' });
    for (const since of ['yesterday', '2026-11-28', '2026-10-01T00:00:00Z']) {
      const res = await app.inject({ method: 'GET', url: `/hotel/remote-loads?since=${since}`, headers: staff });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_SINCE', message: expect.stringMatching(/^since must be /) });
    }
    // Without `since`: the last hour, from the minute an hour ago (09:31 at 10:31:30; 09:30 is older).
    clock = new Date('2026-11-28T10:31:30.000Z');
    const lastHour = (await app.inject({ method: 'GET', url: '/hotel/remote-loads', headers: staff })).json<RemoteLoads>();
    expect([...new Set(lastHour.buckets.map((b) => b.minute))]).toEqual(['2026-11-28T09:31:00.000Z']);
  });

  test("the metrics listener answers the staff read's JSON without a token at /remote-loads, and its 400 alike", async () => {
    const base = app.metrics!.url().replace(/\/metrics$/, '');
    const since = '2026-11-28T09:00:00Z';
    const res = await fetch(`${base}/remote-loads?since=${since}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(await read(since));
    const bad = await fetch(`${base}/remote-loads?since=soon`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_SINCE' });
  });

  test('/metrics: harborview_remote_loads_total is the database\'s total, the same from both processes', async () => {
    const scrape = async (a: FastifyInstance) => (await fetch(a.metrics!.url())).text();
    const stable = { remote: 'catalog', release: STABLE, outcome: 'loaded' };
    const failed = { remote: 'catalog', release: CANARY, outcome: 'failed' };
    const before = await scrape(app);
    expect(before).toContain('# TYPE harborview_remote_loads_total counter');
    expect(sample(before, 'harborview_remote_loads_total', stable)).toBe(3);
    expect((await send({ v: 1, loads: [load(), load({ release: CANARY, outcome: 'failed', phase: 'manifest', code: 'RUNTIME-003', rendered: false })] }, undefined, other)).statusCode).toBe(204);
    for (const a of [app, other]) {
      const text = await scrape(a);
      expect(sample(text, 'harborview_remote_loads_total', stable)).toBe(4);
      expect(sample(text, 'harborview_remote_loads_total', failed)).toBe(2);
    }
  });

  test('rate limited per client: the 4th beacon in a minute from one address is 429, another address is still counted', async () => {
    const limited = await makeApp(tdb.db, { now: () => clock, rateLimits: { beacon: { max: 3, timeWindow: '1 minute' } } });
    try {
      const from = (remoteAddress: string) =>
        limited.inject({ method: 'POST', url: '/beacon', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ v: 1, loads: [load()] }), remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.1')).statusCode).toBe(204);
      const refused = await from('203.0.113.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests, retry in /) });
      expect((await from('203.0.113.2')).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });

  test('the OpenAPI document has POST /beacon as a public route (no security) and the read as a staff one', async () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { security?: unknown; 'x-staff'?: boolean; responses: object }>> };
    expect(doc.paths['/beacon']?.post?.security).toBeUndefined();
    expect(Object.keys(doc.paths['/beacon']!.post!.responses).sort()).toEqual(['204', '400', '413', '429']);
    expect(doc.paths['/hotel/remote-loads']?.get?.['x-staff']).toBe(true);
  });
});

// Prometheus metrics (issue 39), on PGlite and PostgreSQL, read as Prometheus would: GET /metrics on
// the metrics listener (never the API's own port). Request durations by route pattern, bookings
// created/cancelled/moved by who did it, e-mails sent and failed through a real SMTP server and the
// outbox's depth, live streams open, the PostgreSQL pool, the process's own.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Booking } from '@hotel/shared/domain';
import { DB_KINDS, bearer, day, makeApp, openTestDb, tokenFor, type TestDb } from './helpers';
import { startSmtp, type TestSmtp } from './support/smtp';
import { openStream } from './support/sse';
import { until } from './support/until';

const ROOM = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks

/** A sample's value from the exposition text (0 when absent), labels matched exactly in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(',');
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = (m[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean).sort().join(',');
    if (got === want) return Number(m[3]);
  }
  return 0;
}

describe.each(DB_KINDS)('metrics on %s', (kind) => {
  let tdb: TestDb;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let api: string;
  let guest: Record<string, string>;
  let staff: Record<string, string>;
  const scrape = async () => {
    const res = await fetch(app.metrics!.url());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    smtp = await startSmtp({ refuse: /refused/ });
    app = await makeApp(tdb.db, {
      metrics: { port: 0 },
      mail: { smtpUrl: smtp.url, from: 'Harborview <info@harborview.example>', pollMs: 100, backoffMs: 50, backoffCapMs: 200, leaseMs: 3000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    guest = bearer(await tokenFor('metrics-guest@example.com', 'Mira Guest'));
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await tdb?.close();
  });

  test('the metrics listen on loopback, on their own port: the API port has no /metrics', async () => {
    expect(app.metrics!.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(app.metrics!.url()).port).not.toBe(new URL(api).port);
    const viaApi = await fetch(`${api}/metrics`);
    expect(viaApi.status).toBe(404);
    expect(await viaApi.text()).not.toMatch(/http_request_duration_seconds/);
    const text = await scrape();
    // The process's own: CPU, memory, event-loop lag.
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds'])
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
  });

  test('request durations are labelled by route pattern, never by the raw URL', async () => {
    const before = await scrape();
    const room = { method: 'GET', route: '/rooms/:id', status_code: '200' };
    const missing = { method: 'GET', route: '/rooms/:id', status_code: '404' };
    const unmatched = { method: 'GET', route: '(unmatched)', status_code: '404' };
    for (let i = 0; i < 3; i++) expect((await fetch(`${api}/rooms/${ROOM}`)).status).toBe(200);
    expect((await fetch(`${api}/rooms/000000000000000000000000`)).status).toBe(404);
    expect((await fetch(`${api}/no/such/path/${Date.now()}`)).status).toBe(404);
    const after = await scrape();
    const count = (text: string, labels: Record<string, string>) => sample(text, 'http_request_duration_seconds_count', labels);
    expect(count(after, room) - count(before, room)).toBe(3);
    expect(count(after, missing) - count(before, missing)).toBe(1);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    // Buckets are cumulative: a loopback read of the cached room is under 10 s, all of them.
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...room, le: '10' })).toBe(count(after, room));
    expect(after).not.toContain(ROOM);
    expect(after).not.toContain('/no/such/path');
  });

  test('bookings created, moved and cancelled, by the guest or the front desk; a replay is not a booking', async () => {
    const before = await scrape();
    const delta = (after: string, name: string, by: string) => sample(after, name, { by }) - sample(before, name, { by });
    const book = (date: string, key: string) =>
      app.inject({ method: 'POST', url: '/bookings', headers: { ...guest, 'idempotency-key': key }, payload: { roomId: ROOM, bookingDate: date, guests: 1 } });
    const first = await book(day(300), `metrics-${kind}-1`);
    expect(first.statusCode).toBe(201);
    expect((await book(day(300), `metrics-${kind}-1`)).headers['idempotent-replayed']).toBe('true');
    const second = await book(day(310), `metrics-${kind}-2`);
    expect(second.statusCode).toBe(201);
    expect((await book(day(310), `metrics-${kind}-3`)).statusCode).toBe(409); // taken: no booking
    const [a, b] = [first.json<Booking>(), second.json<Booking>()];
    expect((await app.inject({ method: 'PATCH', url: `/bookings/${a._id}`, headers: guest, payload: { bookingDate: day(320) } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/hotel/bookings/${b._id}/move`, headers: staff, payload: { bookingDate: day(330), nights: 2 } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/bookings/${a._id}`, headers: guest })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/hotel/bookings/${b._id}/cancel`, headers: staff, payload: { reason: 'Boiler repair' } })).statusCode).toBe(200);
    const after = await scrape();
    expect(delta(after, 'harborview_bookings_created_total', 'guest')).toBe(2);
    expect(delta(after, 'harborview_bookings_moved_total', 'guest')).toBe(1);
    expect(delta(after, 'harborview_bookings_moved_total', 'hotel')).toBe(1);
    expect(delta(after, 'harborview_bookings_cancelled_total', 'guest')).toBe(1);
    expect(delta(after, 'harborview_bookings_cancelled_total', 'hotel')).toBe(1);
  });

  test('e-mails sent and failed by kind, and the outbox back to empty once they are out', async () => {
    const before = await scrape();
    const message = { name: 'Ola Nordmann', message: 'Do you have a cot for a baby?', inquiryType: 'general' };
    expect((await app.inject({ method: 'POST', url: '/contact', payload: { ...message, email: 'ola@example.com' } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/contact', payload: { ...message, email: 'refused@example.com' } })).statusCode).toBe(201);
    const received = { kind: 'contact.received' };
    const delta = (t: string, name: string) => sample(t, name, received) - sample(before, name, received);
    // Both handled (in either order), then nothing left waiting.
    const after = await until(
      async () => {
        const t = await scrape();
        return delta(t, 'harborview_mail_sent_total') + delta(t, 'harborview_mail_failed_total') >= 2 && t;
      },
      10_000,
      'both e-mails handled',
    );
    expect(delta(after, 'harborview_mail_sent_total')).toBe(1);
    expect(delta(after, 'harborview_mail_failed_total')).toBe(1);
    await until(async () => /^harborview_mail_outbox_depth 0$/m.test(await scrape()), 10_000, 'an empty outbox');
  });

  test("the outbox's depth counts what waits, whichever process will send it", async () => {
    // A second app on the same database without a sender; the first one's sender stopped (as when
    // its process drains): what is queued waits, and either process's gauge shows it.
    await app.mailSender!.stop();
    const quiet = await makeApp(tdb.db, { metrics: { port: 0 } });
    try {
      const depth = async () => sample(await (await fetch(quiet.metrics!.url())).text(), 'harborview_mail_outbox_depth');
      expect(await depth()).toBe(0);
      for (const email of ['a@example.com', 'b@example.com'])
        expect((await quiet.inject({ method: 'POST', url: '/contact', payload: { name: 'A', email, message: 'Hello there', inquiryType: 'general' } })).statusCode).toBe(201);
      expect(await depth()).toBe(2);
      expect(sample(await scrape(), 'harborview_mail_outbox_depth')).toBe(2);
    } finally {
      await quiet.close();
    }
  });

  test('live streams open, up and down', async () => {
    const open = async () => sample(await scrape(), 'harborview_live_streams_open');
    expect(await open()).toBe(0);
    const streams = await Promise.all([openStream(api, `/rooms/${ROOM}/events`), openStream(api, `/rooms/${ROOM}/events`)]);
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'dates')));
    expect(await open()).toBe(2);
    streams[0]!.close();
    await until(async () => (await open()) === 1, 10_000, 'one stream open');
    streams[1]!.close();
    await until(async () => (await open()) === 0, 10_000, 'no stream open');
    // A stream lasts minutes: it is no request duration.
    expect(await scrape()).not.toContain('route="/rooms/:id/events"');
  });

  test(kind === 'postgres' ? 'the PostgreSQL pool: its size, connections in use and idle, waiting queries' : 'PGlite has no pool to report', async () => {
    const text = await scrape();
    if (kind === 'pglite') {
      expect(text).not.toMatch(/^harborview_db_pool/m);
      return;
    }
    expect(sample(text, 'harborview_db_pool_max')).toBe(20); // openTestDb's pool
    expect(sample(text, 'harborview_db_pool_waiting')).toBe(0);
    expect(sample(text, 'harborview_db_pool_connections', { state: 'idle' })).toBeGreaterThan(0);
    // 30 reads at once on 20 connections: some wait; the gauges are read while they run.
    const held = Array.from({ length: 30 }, () => tdb.db.query('SELECT pg_sleep(0.3)'));
    const busy = await until(
      async () => {
        const t = await scrape();
        return sample(t, 'harborview_db_pool_waiting') > 0 && t;
      },
      10_000,
      'queries waiting for a connection',
    );
    expect(sample(busy, 'harborview_db_pool_connections', { state: 'in_use' })).toBe(20);
    await Promise.all(held);
  });
});

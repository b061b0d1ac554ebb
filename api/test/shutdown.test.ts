// Graceful shutdown of a real API process (issue 39), on PGlite and PostgreSQL: with a booking in
// flight (its headers read by the server, its body held back by the client) and a live stream open,
// SIGTERM turns /ready 503 at once while the process still serves for its grace; then the listener
// refuses new connections, the held booking completes 201, the stream ends with a `retry:` hint,
// the mail sender stops cleanly (nothing logged at warn or above) and the process exits 0 within 10 s.
import http from 'node:http';
import net from 'node:net';
import { DB_KINDS, bearer, day, tokenFor } from './helpers';
import { request, startServer } from './support/proc';
import { useProcessEnv } from './support/processEnv';
import { until } from './support/until';

const ROOM = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const GRACE_MS = 3000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A POST whose headers (Expect: 100-continue) the server has answered with 100 Continue, so it is
 * routed and in flight, and whose body is held until `finish()`.
 */
function heldPost(base: string, path: string, body: unknown, headers: Record<string, string>): Promise<{ finish(): Promise<Answer> }> {
  const data = JSON.stringify(body);
  return new Promise((resolveHeld, reject) => {
    let answered: (a: Answer) => void;
    const answer = new Promise<Answer>((r) => (answered = r));
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      agent: false,
      headers: { ...headers, expect: '100-continue', 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
    });
    req.on('continue', () => resolveHeld({ finish: () => (req.end(data), answer) }));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => answered({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

/** A raw event stream: its whole text, once the first event is in, and when the server ends it. */
function rawStream(base: string, path: string): Promise<{ text: () => string; ended: Promise<string> }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
        let text = '';
        const ended = new Promise<string>((r) => res.on('end', () => r(text)));
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          const first = text === '';
          text += c;
          if (first) resolve({ text: () => text, ended });
        });
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused (the listener closed). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

describe.each(DB_KINDS)('graceful shutdown on %s', (kind) => {
  const t = useProcessEnv(kind, 'drain');

  test('SIGTERM: /ready 503 while still serving, then in-flight requests finish 2xx, streams end with a retry hint, exit 0 within 10 s', async () => {
    const server = (t.server = await startServer({ ...t.env, SHUTDOWN_GRACE_MS: String(GRACE_MS), LOG_LEVEL: 'info' }));
    const { url, port, child } = server;
    const auth = bearer(await tokenFor('drain@example.com', 'Dana Drain'));
    expect((await request(url, 'GET', '/ready')).status).toBe(200);

    const stream = await rawStream(url, `/rooms/${ROOM}/events`);
    expect(stream.text()).toMatch(/event: dates/);
    const held = await heldPost(url, '/bookings', { roomId: ROOM, bookingDate: day(60), guests: 1 }, auth);

    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
    const signalled = Date.now();
    child.kill('SIGTERM');

    // Draining: /ready turns 503 while everything else is still served, each answer closing its connection.
    const ready = await until(
      async () => {
        const r = await request(url, 'GET', '/ready');
        return r.status === 503 && r;
      },
      5000,
      '/ready 503',
    );
    expect(JSON.parse(ready.body)).toMatchObject({ code: 'DRAINING' });
    const during = await request(url, 'POST', '/bookings', { roomId: ROOM, bookingDate: day(61), guests: 1 }, auth);
    expect(during.status).toBe(201);

    // After the grace: no new connections; the held request is still in flight and completes.
    await until(() => refused(port), 8000, 'the listener to close');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(GRACE_MS);
    const booked = await held.finish();
    expect(booked.status).toBe(201);
    expect(JSON.parse(booked.body)).toMatchObject({ roomId: ROOM, bookingDate: day(60) });

    // The live stream ended, its last words a reconnect delay for the browser.
    const text = await stream.ended;
    expect(text).toMatch(/\nretry: \d{4}\n\n$/);

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    t.server = undefined;
    const log = server.log();

    // JSON lines; the drain logged in order; nothing at warn or above from the signal on (the mail sender
    // stopped before the database closed). Before it, start-up may warn of what a laptop allows.
    const entries = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });
    const messages = entries.map((e) => e.msg);
    const drained = messages.indexOf('draining: /ready is 503, still serving');
    expect(drained).toBeGreaterThanOrEqual(0);
    expect(drained).toBeLessThan(messages.indexOf('shutting down: no new connections, finishing in-flight requests'));
    expect(entries.slice(drained).filter((e) => e.level >= 40)).toEqual([]);
  }, 60_000);
});

// Partner webhooks (issue 43, docs/architecture.md §7 "Partners"), on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, with a real receiver on loopback started here: a partner booking's
// event reaches the partner's server with the booking's receipt and a valid Harborview-Signature
// after the server answered 500 once, and is delivered exactly once; a cancellation (by the guest)
// and a move (by the front desk) each send their own signed event; a receiver that keeps failing ends
// in the front desk's failed deliveries with the start of its answer; a redirect is not followed; in
// production mode loopback is refused, as a URL and as an address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Booking } from '@hotel/shared/domain';
import { PARTNER_MESSAGES, type FailedDelivery, type PartnerWithSecret } from '@hotel/shared/front-desk/partners';
import { DB_KINDS, bearer, callerOf, day, makeApp, tokenFor, useApp, useGuests, useStaff } from './helpers';
import { until } from './support/until';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006';
const ROOM11 = '6650a1c0e4b0f1a2b3c4000b';
const ROOM13 = '6650a1c0e4b0f1a2b3c4000d';
const ORIGIN = 'https://hooks-venue.example';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  status: number;
}

/** A partner's server on loopback: answers each request with the next of `statuses` (the last one repeats). */
async function receiver(statuses: number[], body = 'ok'): Promise<{ url: string; got: Received[]; close(): Promise<void>; server: Server }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const status = statuses[Math.min(got.length, statuses.length - 1)]!;
      got.push({ headers: req.headers, raw, status });
      res.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:9/elsewhere' } : { 'content-type': 'text/plain' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/harborview`,
    got,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a partner does with a delivery: check the signature against its secret, refuse a stale t. */
function verifySignature(r: Received, secret: string): boolean {
  const header = String(r.headers['harborview-signature'] ?? '');
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!m) return false;
  const t = Number(m[1]);
  if (Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${m[1]}.${r.raw}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'));
}

const FAST = { pollMs: 100, backoffMs: 50, backoffCapMs: 200, maxAttempts: 3, timeoutMs: 2000 };

describe.each(DB_KINDS)('partner webhooks on %s', (kind) => {
  const t = useApp(kind, { webhooks: FAST });
  const staff = useStaff();
  const guests = useGuests({ bea: ['bea@example.com', 'Bea Hooks'] });
  const call = callerOf(t);
  const addPartner = async (name: string, webhookUrl: string) => {
    const res = await call('POST', '/hotel/partners', staff, { name, allowedOrigins: [ORIGIN], webhookUrl });
    expect(res.statusCode).toBe(201);
    return res.json<PartnerWithSecret>();
  };
  const bookThrough = async (partner: PartnerWithSecret, roomId: string, first: string) => {
    const res = await call('POST', '/bookings', guests.bea, { roomId, bookingDate: first, guests: 1, nights: 2, partnerId: partner._id, partnerOrigin: ORIGIN });
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };
  const outbox = (bookingId: string) =>
    t.tdb.db.query<{ type: string; state: string; attempts: number }>(
      'SELECT type, state, attempts FROM webhook_outbox WHERE booking_id = $1 ORDER BY created_at',
      [bookingId],
    );
  const receiptOf = async (token: string) => {
    const jwks = createLocalJWKSet((await call('GET', '/.well-known/jwks.json')).json());
    return (await jwtVerify(token, jwks)).payload as JWTPayload & Record<string, unknown>;
  };

  test('the booking’s event arrives signed, with its receipt, after a 500; delivered once. A cancellation sends its own', async () => {
    const hook = await receiver([500, 200]);
    try {
      const partner = await addPartner('Signed Venue', hook.url);
      const booking = await bookThrough(partner, ROOM6, day(50));
      await until(() => hook.got.length >= 2, 15_000, 'the retry after the 500');
      await until(async () => (await outbox(booking._id))[0]?.state === 'sent', 15_000, 'the event marked sent');
      const [first, second] = hook.got;
      // The same bytes on every try, each signed with the partner's secret at the time of its try.
      expect(second!.raw).toBe(first!.raw);
      expect(verifySignature(first!, partner.webhookSecret)).toBe(true);
      expect(verifySignature(second!, partner.webhookSecret)).toBe(true);
      expect(verifySignature(second!, 'whsec_another-partners-secret')).toBe(false);
      expect(verifySignature({ ...second!, raw: second!.raw.replace('"guests":1', '"guests":2') }, partner.webhookSecret)).toBe(false);
      expect(second!.headers['content-type']).toBe('application/json');
      const event = JSON.parse(second!.raw);
      expect(event).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        type: 'booking.created',
        receipt: booking.receipt,
        booking: {
          id: booking._id,
          confirmationCode: booking.confirmationCode,
          partnerId: partner._id,
          roomId: ROOM6,
          roomName: booking.roomName,
          checkIn: day(50),
          checkOut: day(52),
          nights: 2,
          guests: 1,
          total: booking.price,
          currency: 'USD',
          createdAt: booking.createdAt,
        },
      });
      // Nothing of the guest's person reaches the partner.
      expect(second!.raw).not.toContain('bea@example.com');
      expect(second!.raw).not.toContain('Bea Hooks');
      expect(await receiptOf(event.receipt)).toMatchObject({ confirmationCode: booking.confirmationCode, partnerId: partner._id, total: booking.price });

      // The guest cancels: its own event, signed, its receipt stating the cancellation.
      expect((await call('DELETE', `/bookings/${booking._id}`, guests.bea)).statusCode).toBe(200);
      await until(() => hook.got.length >= 3, 15_000, 'the cancellation event');
      const cancelled = hook.got[2]!;
      expect(verifySignature(cancelled, partner.webhookSecret)).toBe(true);
      const cancelEvent = JSON.parse(cancelled.raw);
      expect(cancelEvent.type).toBe('booking.cancelled');
      expect(cancelEvent.booking.confirmationCode).toBe(booking.confirmationCode);
      expect(await receiptOf(cancelEvent.receipt)).toMatchObject({ confirmationCode: booking.confirmationCode, cancelled: true });
      await until(async () => (await outbox(booking._id)).every((r) => r.state === 'sent'), 15_000, 'both events sent');
      // Exactly once: the created event succeeded on its second try and was never sent again.
      expect(hook.got.map((g) => [JSON.parse(g.raw).type, g.status])).toEqual([
        ['booking.created', 500],
        ['booking.created', 200],
        ['booking.cancelled', 200],
      ]);
      expect((await outbox(booking._id)).map((r) => [r.type, r.state, r.attempts])).toEqual([
        ['booking.created', 'sent', 2],
        ['booking.cancelled', 'sent', 1],
      ]);
    } finally {
      await hook.close();
    }
  });

  test('a move at the front desk sends its own event, with a receipt for the new dates', async () => {
    const hook = await receiver([200]);
    try {
      const partner = await addPartner('Moving Venue', hook.url);
      const booking = await bookThrough(partner, ROOM11, day(60));
      await until(() => hook.got.length >= 1, 15_000, 'the booking event');
      const moved = await call('POST', `/hotel/bookings/${booking._id}/move`, staff, { bookingDate: day(62), reason: 'The guest asked by phone' });
      expect(moved.statusCode).toBe(200);
      await until(() => hook.got.length >= 2, 15_000, 'the move event');
      const event = JSON.parse(hook.got[1]!.raw);
      expect(event.type).toBe('booking.moved');
      expect(verifySignature(hook.got[1]!, partner.webhookSecret)).toBe(true);
      expect(event.booking).toMatchObject({ checkIn: day(62), checkOut: day(64) });
      expect(await receiptOf(event.receipt)).toMatchObject({ confirmationCode: booking.confirmationCode, checkIn: day(62), checkOut: day(64) });
    } finally {
      await hook.close();
    }
  });

  test('a receiver that keeps failing (or redirects) ends in the failed deliveries, with the start of its answer only', async () => {
    const failing = await receiver([500], `Internal error ${'x'.repeat(5000)}`);
    const redirecting = await receiver([302]);
    try {
      const a = await addPartner('Broken Venue', failing.url);
      const b = await addPartner('Redirecting Venue', redirecting.url);
      const first = await bookThrough(a, ROOM13, day(70));
      const second = await bookThrough(b, ROOM13, day(74));
      const failed = await until(
        async () => {
          const list = (await call('GET', '/hotel/partners/deliveries?state=failed', staff)).json<FailedDelivery[]>();
          const mine = list.filter((d) => d.bookingId === first._id || d.bookingId === second._id);
          return mine.length === 2 && mine;
        },
        20_000,
        'both deliveries failed',
      );
      const broken = failed.find((d) => d.bookingId === first._id)!;
      expect(broken).toMatchObject({ partnerId: a._id, partnerName: 'Broken Venue', type: 'booking.created', confirmationCode: first.confirmationCode, attempts: 3 });
      expect(broken.error).toBe(`HTTP 500: Internal error ${'x'.repeat(200 - 'Internal error '.length)}`);
      expect(failing.got).toHaveLength(3);
      // The redirect's target was never asked: a 3xx is a failure like any other answer.
      expect(failed.find((d) => d.bookingId === second._id)!.error).toBe('HTTP 302: ok');
      expect(redirecting.got).toHaveLength(3);
    } finally {
      await failing.close();
      await redirecting.close();
    }
  });
});

describe('partner webhooks in production mode (NODE_ENV=production: webhooksToLoopback off)', () => {
  const t = useApp('pglite', { webhooks: FAST, webhooksToLoopback: false });
  test('an http or loopback URL is refused in words; one already stored is never called', async () => {
    const staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
    const guest = bearer(await tokenFor('cy@example.com', 'Cy'));
    const hook = await receiver([200]);
    try {
      const refused = await t.app.inject({ method: 'POST', url: '/hotel/partners', headers: staff, payload: { name: 'Laptop', webhookUrl: hook.url } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PARTNER_MESSAGES.webhookUrl);
      // One stored before (a data directory brought from a laptop): its tries are refused, never sent.
      const made = await t.app.inject({ method: 'POST', url: '/hotel/partners', headers: staff, payload: { name: 'Moved here', allowedOrigins: [ORIGIN] } });
      const partner = made.json<PartnerWithSecret>();
      await t.tdb.db.query('UPDATE partners SET webhook_url = $2 WHERE id = $1', [partner._id, 'https://127.0.0.1:1/hooks']);
      const res = await t.app.inject({
        method: 'POST',
        url: '/bookings',
        headers: guest,
        payload: { roomId: ROOM6, bookingDate: day(80), guests: 1, partnerId: partner._id, partnerOrigin: ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      const failed = await until(
        async () => (await t.app.inject({ method: 'GET', url: '/hotel/partners/deliveries', headers: staff })).json<FailedDelivery[]>().find((d) => d.partnerId === partner._id),
        20_000,
        'the delivery refused',
      );
      expect(failed.error).toBe('refused: a private or loopback address');
      expect(hook.got).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });

  test('the sender refuses a name that resolves to loopback, at connect time', async () => {
    const app = await makeApp(t.tdb.db, { webhooks: FAST, webhooksToLoopback: false });
    try {
      const staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
      const guest = bearer(await tokenFor('di@example.com', 'Di'));
      const made = await app.inject({ method: 'POST', url: '/hotel/partners', headers: staff, payload: { name: 'Localhost by name', allowedOrigins: [ORIGIN], webhookUrl: 'https://localhost:1/hooks' } });
      expect(made.statusCode).toBe(201);
      const partner = made.json<PartnerWithSecret>();
      await app.inject({ method: 'POST', url: '/bookings', headers: guest, payload: { roomId: ROOM11, bookingDate: day(84), guests: 1, partnerId: partner._id, partnerOrigin: ORIGIN } });
      const failed = await until(
        async () => (await app.inject({ method: 'GET', url: '/hotel/partners/deliveries', headers: staff })).json<FailedDelivery[]>().find((d) => d.partnerId === partner._id),
        20_000,
        'the delivery refused',
      );
      expect(failed.error).toBe('localhost resolves to a private or loopback address: refused');
    } finally {
      await app.close();
    }
  });
});

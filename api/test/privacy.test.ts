// Bad input and privacy (issue 39, item 4), on PGlite and PostgreSQL, with a real SMTP server on
// loopback (support/smtp.ts): the contact form's acknowledgement echoes nothing of the sender's to
// the address they typed; addresses the calendar library refuses never fail a booking; a reviewer's
// e-mail reaches only its author and staff; stays are taken only within the booking horizon.
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOTEL_TIME_ZONE,
  addDays,
  bookingHorizon,
  formatBookingDate,
  todayIn,
  type Booking,
  type FailedMail,
  type InboxMessage,
  type LatestReviews,
  type Room,
} from '@hotel/shared/domain';
import { DB_KINDS, bearer, makeApp, openTestDb, tokenFor, day, type TestDb } from './helpers';
import { openStream } from './support/sse';
import { addressOf, startSmtp, type TestSmtp } from './support/smtp';

const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // seed reviews by other guests
const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const ROOM7 = '6650a1c0e4b0f1a2b3c40007';

const horizon = () => bookingHorizon(todayIn(DEFAULT_HOTEL_TIME_ZONE));
const horizonWords = () => `Bookings open up to 18 months ahead: choose a stay before ${formatBookingDate(horizon())}.`;

describe.each(DB_KINDS)('bad input and privacy on %s', (kind) => {
  let tdb: TestDb;
  let smtp: TestSmtp;
  let app: FastifyInstance;
  const logs: string[] = [];
  const as: Record<'alice' | 'carol' | 'bob' | 'staff', Record<string, string>> = { alice: {}, carol: {}, bob: {}, staff: {} };

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    smtp = await startSmtp();
    app = await makeApp(tdb.db, {
      mail: { smtpUrl: smtp.url, from: 'Harborview <info@harborview.example>', pollMs: 100, backoffMs: 50, backoffCapMs: 200, leaseMs: 3000 },
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
    as.alice = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
    as.carol = bearer(await tokenFor('carol@example.com', 'Carol Danvers'));
    as.bob = bearer(await tokenFor('bob@example.com', 'Bob Builder'));
    as.staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await tdb?.close();
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });

  test('the contact acknowledgement echoes nothing the sender typed; the hotel keeps the whole message', async () => {
    const lure = { name: 'Prize Desk', subject: 'You won a cruise', message: 'Claim it at http://phish.example/win today' };
    const sent = await call('POST', '/contact', {}, { ...lure, email: `victim.${kind}@example.com`, inquiryType: 'general' });
    expect(sent.statusCode).toBe(201);

    const ack = await smtp.waitFor((m) => addressOf(m) === `victim.${kind}@example.com`);
    expect(ack.subject).toBe('We received your message to Harborview Hotel');
    expect(ack.text).toContain('The front desk will reply by e-mail');
    for (const part of [ack.subject ?? '', ack.text ?? '', String(ack.html)]) {
      for (const typed of [lure.name, lure.subject, 'phish.example', 'cruise']) expect(part).not.toContain(typed);
    }

    const inbox = (await call('GET', '/contact', as.staff)).json<InboxMessage[]>();
    expect(inbox.find((m) => m._id === sent.json<{ _id: string }>()._id)).toMatchObject({
      ...lure,
      email: `victim.${kind}@example.com`,
    });
  });

  test.each(['ü@example.com', 'a@exa_mple.test'])(
    'a guest signed in as %s books, moves and cancels; the e-mails go without the calendar file, and the log says why',
    async (email) => {
      const guest = bearer(await tokenFor(email, 'Odd Address'));
      const offset = email.startsWith('a@') ? 0 : 10;
      const booked = await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(30 + offset), guests: 1, nights: 2 });
      expect(booked.statusCode).toBe(201);
      const b = booked.json<Booking>();
      expect((await call('PATCH', `/bookings/${b._id}`, guest, { bookingDate: day(33 + offset) })).statusCode).toBe(200);
      expect((await call('DELETE', `/bookings/${b._id}`, guest, {})).statusCode).toBe(200);

      const rows = await tdb.db.query<{ kind: string; ics: string | null; body_text: string }>(
        'SELECT kind, ics, body_text FROM mail_outbox WHERE booking_id = $1 ORDER BY created_at, id',
        [b._id],
      );
      expect(rows.map((r) => r.kind)).toEqual(['booking.confirmed', 'booking.moved', 'booking.cancelled']);
      for (const r of rows) {
        expect(r.ics).toBeNull();
        expect(r.body_text).toContain(b.confirmationCode);
        expect(r.body_text).not.toContain('calendar file'); // it says nothing of a file it does not attach
      }
      const warnings = logs.filter((l) => l.includes('calendar file not made') && l.includes(b._id));
      expect(warnings).toHaveLength(3);

      if (email.startsWith('ü')) {
        // An SMTPUTF8 mail server takes the internationalised address: the confirmation arrives.
        const confirmed = await smtp.waitFor((m) => m.subject?.startsWith('Booking confirmed') === true && m.subject.includes(b.confirmationCode));
        expect(addressOf(confirmed)).toBe(email);
        expect(confirmed.attachments).toEqual([]);
      } else {
        // No host name has an underscore: the mail server refuses the address (501), and the front
        // desk's list of undelivered e-mails shows all three, the booking's code in each subject.
        let failed: FailedMail[] = [];
        const deadline = Date.now() + 15_000;
        while (failed.length < 3 && Date.now() < deadline) {
          failed = (await call('GET', '/hotel/mail?state=failed', as.staff)).json<FailedMail[]>().filter((m) => m.bookingId === b._id);
          if (failed.length < 3) await new Promise((r) => setTimeout(r, 50));
        }
        expect(failed.map((m) => [m.to, m.kind])).toEqual(
          ['booking.cancelled', 'booking.moved', 'booking.confirmed'].map((k) => [email, k]),
        );
        expect(failed[0]!.error).toMatch(/501/);
      }
    },
  );

  describe("a reviewer's e-mail reaches only its author and staff", () => {
    beforeAll(async () => {
      for (const [who, date] of [['alice', day(200)], ['carol', day(202)]] as const) {
        expect((await call('POST', '/bookings', as[who], { roomId: ROOM2, bookingDate: date, guests: 1 })).statusCode).toBe(201);
        const review = { rating: 5, comment: `${who} liked the harbour view` };
        expect((await call('PATCH', `/rooms/${ROOM2}/review`, as[who], { review })).statusCode).toBe(201);
      }
    });
    const reviewsOf = (body: string) => JSON.parse(body) as Room;

    test('visitors, other guests and bad tokens read no reviewer’s e-mail on any public read', async () => {
      const rooms = (await call('GET', '/rooms')).json<Room[]>();
      const urls = [
        '/rooms',
        '/rooms?minPrice=0&maxPrice=100000',
        `/rooms?checkIn=${day(300)}&checkOut=${day(302)}&guests=1`,
        '/reviews/latest?limit=24',
        ...rooms.map((r) => `/rooms/${r._id}`),
      ];
      const readers = { visitor: {}, bob: as.bob, garbage: { authorization: 'Bearer not-a-token' } };
      for (const [who, headers] of Object.entries(readers)) {
        for (const url of urls) {
          const res = await call('GET', url, headers);
          expect({ who, url, status: res.statusCode }).toEqual({ who, url, status: 200 });
          expect({ who, url, leaks: /userEmail|@example\.com/.test(res.body) }).toEqual({ who, url, leaks: false });
        }
      }
      // The lists are one answer for everyone, signed or not.
      expect((await call('GET', '/rooms', as.alice)).body).toBe((await call('GET', '/rooms')).body);
    });

    test("the author reads their own review's e-mail (the contract client's Edit Review), and no one else's", async () => {
      const res = await call('GET', `/rooms/${ROOM2}`, as.alice);
      expect(res.headers.vary).toMatch(/Authorization/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const room = reviewsOf(res.body);
      expect(room.reviews.filter((r) => r.userEmail !== undefined)).toEqual([
        expect.objectContaining({ userEmail: 'alice@example.com', comment: 'alice liked the harbour view' }),
      ]);
      expect(room.reviews.length).toBeGreaterThan(2);
      const latest = (await call('GET', '/reviews/latest?limit=24', as.alice)).json<LatestReviews>();
      expect(latest.reviews.filter((r) => r.userEmail !== undefined).map((r) => r.userEmail)).toEqual(['alice@example.com']);
      // A visitor's answer to the same room is marked as depending on the reader too.
      expect((await call('GET', `/rooms/${ROOM2}`)).headers.vary).toMatch(/Authorization/);
    });

    test('staff read every reviewer’s e-mail', async () => {
      const room = reviewsOf((await call('GET', `/rooms/${ROOM2}`, as.staff)).body);
      expect(room.reviews.length).toBeGreaterThan(2);
      for (const r of room.reviews) expect(r.userEmail).toMatch(/@/);
      const latest = (await call('GET', '/reviews/latest', as.staff)).json<LatestReviews>();
      for (const r of latest.reviews) expect(r.userEmail).toMatch(/@/);
    });

    test('a live room page hears of a new review without its author', async () => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openStream(address, `/rooms/${ROOM2}/events`);
      try {
        const update = { userEmail: 'carol@example.com', review: { rating: 4, comment: 'carol came back' } };
        expect((await call('PATCH', `/rooms/${ROOM2}/review/update`, as.carol, update)).statusCode).toBe(200);
        const event = await stream.next((e) => e.event === 'room' && e.data.includes('carol came back'));
        expect(event.data).not.toMatch(/userEmail|@example\.com/);
      } finally {
        stream.close();
      }
    });
  });

  describe('stays are taken only within the booking horizon, 18 months ahead', () => {
    test('POST /bookings: a stay ending on the horizon is booked; one night more, or 9999-12-31, is 400 in words', async () => {
      const last = addDays(horizon(), -2);
      const ok = await call('POST', '/bookings', as.bob, { roomId: ROOM7, bookingDate: last, guests: 1, nights: 2 });
      expect(ok.statusCode).toBe(201);
      const count = async () => (await tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]!.n;
      const before = await count();
      for (const [bookingDate, nights] of [[last, 3], [horizon(), 1], ['9999-12-31', 1]] as const) {
        const res = await call('POST', '/bookings', as.bob, { roomId: ROOM6, bookingDate, guests: 1, nights });
        expect({ bookingDate, nights, status: res.statusCode, body: res.json() }).toEqual({
          bookingDate,
          nights,
          status: 400,
          body: expect.objectContaining({ message: horizonWords(), details: [{ field: 'bookingDate', message: horizonWords() }] }),
        });
      }
      expect(await count()).toBe(before);

      // Moving it past the horizon: the guest's move and the front desk's (with a new length) alike.
      const b = ok.json<Booking>();
      const moved = await call('PATCH', `/bookings/${b._id}`, as.bob, { bookingDate: addDays(last, 1) });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({ message: horizonWords() });
      const longer = await call('POST', `/hotel/bookings/${b._id}/move`, as.staff, { bookingDate: addDays(last, -1), nights: 4 });
      expect(longer.statusCode).toBe(400);
      expect(longer.json()).toMatchObject({ message: horizonWords() });
    });

    test('the stay search and the quote refuse a stay past the horizon with the same words', async () => {
      const search = await call('GET', `/rooms?checkIn=9999-12-30&checkOut=9999-12-31&guests=1`);
      expect(search.statusCode).toBe(400);
      expect(search.json()).toMatchObject({ code: 'INVALID_STAY', message: horizonWords(), details: [{ field: 'checkIn' }] });
      const quote = await call('GET', `/rooms/${ROOM6}/quote?checkIn=${addDays(horizon(), -1)}&checkOut=${addDays(horizon(), 1)}&guests=1`);
      expect(quote.statusCode).toBe(400);
      expect(quote.json()).toMatchObject({ message: horizonWords(), details: [{ field: 'checkOut' }] });
      expect((await call('GET', `/rooms?checkIn=${addDays(horizon(), -1)}&checkOut=${horizon()}&guests=1`)).statusCode).toBe(200);
    });
  });
});

// Mail (issue 31, docs/architecture.md §6 "Mail"), on PGlite and PostgreSQL, through a real SMTP
// server on loopback (support/smtp.ts), the calendar files read by node-ical: every booking, move
// and cancellation e-mails the guest with its .ics; a message is acknowledged and answered from the
// front desk; the outbox row commits with its change or not at all; a mail server that is down
// costs a booking nothing; a refused address is failed, shown at the front desk, never retried.
import ical, { type VEvent } from 'node-ical';
import { HOTEL_INFO, type Booking, type ContactReply, type FailedMail, type InboxMessage } from '@hotel/shared/domain';
import { CONFIRMATION_CODE_RE } from '@hotel/shared/confirmation';
import { DB_KINDS, bearer, makeApp, openTestDb, tokenFor, day, useMailApp } from './helpers';
import { addressOf, fastMail, icsOf, startSmtp, type TestSmtp } from './support/smtp';
import { until } from './support/until';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks

function eventOf(ics: string): VEvent & { method?: string } {
  const parsed = ical.sync.parseICS(ics);
  const ev = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
  const method = /^METHOD:(\w+)/m.exec(ics)?.[1];
  return Object.assign(ev, { method });
}
/** The calendar's date as written (an all-day VALUE=DATE), YYYY-MM-DD. */
const ymd = (d: Date | undefined) =>
  d === undefined
    ? ''
    : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe.each(DB_KINDS)('mail on %s', (kind) => {
  const t = useMailApp(kind, { refuse: /refused/ });
  let guest: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    guest = bearer(await tokenFor('mia@example.com', 'Mia Chen'));
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
  });

  const call = (method: string, url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const outboxCount = async () =>
    (await t.tdb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;

  test('book, move, cancel: each e-mails the guest with the calendar file of the same UID', async () => {
    const res = await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(20), guests: 2, nights: 2 });
    expect(res.statusCode).toBe(201);
    const b = res.json<Booking>();
    expect(b.confirmationCode).toMatch(CONFIRMATION_CODE_RE);

    const confirmed = await t.smtp.waitFor(
      (m) => m.subject?.includes(b.confirmationCode) === true && m.subject.startsWith('Booking confirmed'),
    );
    expect(confirmed.to && 'text' in confirmed.to ? confirmed.to.text : '').toContain('mia@example.com');
    expect(confirmed.text).toContain(`Confirmation code: ${b.confirmationCode}`);
    expect(confirmed.text).toContain(HOTEL_INFO.address);
    expect(confirmed.text).toContain(HOTEL_INFO.phone);
    expect(confirmed.html).toContain('<html lang="en">');
    expect(confirmed.html).toContain('<h1');
    const ics0 = icsOf(confirmed);
    expect(ics0).toMatch(/^DTSTART;VALUE=DATE:/m);
    expect(ics0).toMatch(/^DTEND;VALUE=DATE:/m);
    const e0 = eventOf(ics0);
    expect(e0.method).toBe('REQUEST');
    expect(ymd(e0.start)).toBe(b.bookingDate);
    expect(ymd(e0.end)).toBe(b.checkOut);
    expect(Number(e0.sequence)).toBe(0);
    expect(e0.location).toBe(HOTEL_INFO.address);
    expect(e0.uid).toContain(b._id);

    const moved = (await call('PATCH', `/bookings/${b._id}`, guest, { bookingDate: day(25) })).json<Booking>();
    expect(moved.confirmationCode).toBe(b.confirmationCode);
    const movedMail = await t.smtp.waitFor(
      (m) => m.subject?.startsWith('New dates') === true && m.subject.includes(b.confirmationCode),
    );
    const e1 = eventOf(icsOf(movedMail));
    expect(e1.method).toBe('REQUEST');
    expect(e1.uid).toBe(e0.uid);
    expect(Number(e1.sequence)).toBe(1);
    expect(ymd(e1.start)).toBe(day(25));
    expect(ymd(e1.end)).toBe(day(27));

    // The front desk moves it again, then cancels it with a reason: the guest hears both, and why.
    expect((await call('POST', `/hotel/bookings/${b._id}/move`, staff, { bookingDate: day(30) })).statusCode).toBe(200);
    const byHotel = await t.smtp.waitFor(
      (m) =>
        m.subject?.includes(day(30).slice(0, 4)) === true &&
        m.subject.startsWith('New dates') &&
        m.text?.includes('The front desk has changed') === true,
    );
    expect(Number(eventOf(icsOf(byHotel)).sequence)).toBe(2);
    expect((await call('POST', `/hotel/bookings/${b._id}/cancel`, staff, { reason: 'Water damage in the room' })).statusCode).toBe(
      200,
    );
    const cancelled = await t.smtp.waitFor(
      (m) => m.subject?.startsWith('Booking cancelled') === true && m.subject.includes(b.confirmationCode),
    );
    expect(cancelled.text).toContain('Water damage in the room');
    const e3 = eventOf(icsOf(cancelled));
    expect(e3.method).toBe('CANCEL');
    expect(e3.uid).toBe(e0.uid);
    expect(Number(e3.sequence)).toBe(3);
    // Each e-mail has its own Message-ID.
    const ids = [confirmed, movedMail, byHotel, cancelled].map((m) => m.messageId);
    expect(new Set(ids).size).toBe(4);
  });

  test("the guest's own cancellation e-mails a CANCEL too", async () => {
    const b = (
      await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(40), guests: 1 })
    ).json<Booking>();
    expect((await call('DELETE', `/bookings/${b._id}`, guest)).statusCode).toBe(200);
    const m = await t.smtp.waitFor(
      (x) => x.subject?.startsWith('Booking cancelled') === true && x.subject.includes(b.confirmationCode),
    );
    expect(m.text).toContain('as you asked');
    expect(eventOf(icsOf(m)).method).toBe('CANCEL');
  });

  test('the front desk finds a stay by its confirmation code, typed in any case', async () => {
    const b = (
      await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(45), guests: 1 })
    ).json<Booking>();
    const res = await call(
      'GET',
      `/hotel/bookings?from=${day(44)}&to=${day(47)}&q=${b.confirmationCode.toLowerCase()}`,
      staff,
    );
    expect(res.json<Booking[]>().map((x) => x._id)).toEqual([b._id]);
  });

  test('a change that rolls back leaves no e-mail', async () => {
    const before = await outboxCount();
    // A move onto a taken night is refused (409) after its new nights were tried: nothing commits.
    const a = (
      await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(50), guests: 1 })
    ).json<Booking>();
    const c = (
      await call('POST', '/bookings', guest, { roomId: ROOM6, bookingDate: day(52), guests: 1 })
    ).json<Booking>();
    expect(await outboxCount()).toBe(before + 2);
    expect((await call('PATCH', `/bookings/${a._id}`, guest, { bookingDate: day(52) })).statusCode).toBe(409);
    expect(await outboxCount()).toBe(before + 2);
    // A write that throws after queueing its e-mail: the row goes with the rollback.
    const { createWrite } = await import('../src/repositories/write');
    const write = createWrite(t.tdb.db, () => undefined);
    await expect(
      write(async (tx, _changed, mail) => {
        await tx.query(`UPDATE bookings SET guests = 2 WHERE id = $1`, [c._id]);
        await mail({ kind: 'booking.moved', to: 'x@example.com', subject: 's', text: 't', html: 'h' });
        throw new Error('refused after queueing');
      }),
    ).rejects.toThrow('refused after queueing');
    expect(await outboxCount()).toBe(before + 2);
  });

  test('a message is acknowledged; the front desk replies from the product and the message is handled', async () => {
    const sent = await call(
      'POST',
      '/contact',
      {},
      {
        name: 'Noor',
        email: 'noor@example.com',
        subject: 'Parking',
        message: 'Is there parking for a van?',
        inquiryType: 'general',
      },
    );
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ _id: string }>()._id;
    const ack = await t.smtp.waitFor((m) => addressOf(m) === 'noor@example.com');
    expect(ack.text).toContain('The front desk will reply by e-mail');

    expect((await call('POST', `/contact/${id}/replies`, staff, { body: '   ' })).json()).toMatchObject({
      message: 'Please write a reply.',
    });
    const res = await call('POST', `/contact/${id}/replies`, staff, { body: 'Yes: free parking behind the hotel.' });
    expect(res.statusCode).toBe(201);
    const reply = await t.smtp.waitFor((m) => m.subject === 'Re: Parking');
    expect(reply.text).toContain('Yes: free parking behind the hotel.');
    expect(reply.text).toContain('Is there parking for a van?');

    const inbox = (await call('GET', '/contact', staff)).json<InboxMessage[]>();
    expect(inbox.find((m) => m._id === id)?.state).toBe('handled');
    const thread = (await call('GET', `/contact/${id}/replies`, staff)).json<ContactReply[]>();
    expect(thread).toEqual([
      expect.objectContaining({
        body: 'Yes: free parking behind the hotel.',
        author: 'frontdesk@harborview.test',
        mailState: 'sent',
      }),
    ]);
    const audit = (await call('GET', '/hotel/activity', staff)).json<Array<{ action: string; targetId: string }>>();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'contact.reply', targetId: id }));
    expect((await call('POST', `/contact/${'f'.repeat(24)}/replies`, staff, { body: 'Hello' })).statusCode).toBe(404);
  });

  test('an address the mail server refuses is failed at once, shown at the front desk, not retried', async () => {
    const sent = await call(
      'POST',
      '/contact',
      {},
      { name: 'Ghost', email: 'refused@example.com', message: 'Hello there', inquiryType: 'general' },
    );
    expect(sent.statusCode).toBe(201);
    const failed = await until(
      async () => {
        const list = (await call('GET', '/hotel/mail?state=failed', staff)).json<FailedMail[]>();
        return list.length > 0 && list;
      },
      10_000,
      'a failed e-mail at the front desk',
      50,
    );
    expect(failed).toEqual([
      expect.objectContaining({ to: 'refused@example.com', kind: 'contact.received', attempts: 1 }),
    ]);
    expect(failed[0]!.error).toMatch(/550|no such user/i);
    expect((await call('GET', '/hotel/mail?state=failed', guest)).statusCode).toBe(403);
  });
});

describe.each(DB_KINDS)('a mail server that is down on %s', (kind) => {
  test('costs the booking nothing; the e-mail arrives once the server is back', async () => {
    const tdb = await openTestDb(kind);
    // A port nobody listens on yet.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const app = await makeApp(tdb.db, { mail: fastMail(`smtp://127.0.0.1:${port}`) });
    let smtp: TestSmtp | undefined;
    try {
      const guest = bearer(await tokenFor('ines@example.com', 'Ines'));
      const t0 = Date.now();
      const res = await app.inject({
        method: 'POST',
        url: '/bookings',
        headers: guest,
        payload: { roomId: ROOM6, bookingDate: day(60), guests: 1 },
      });
      expect(res.statusCode).toBe(201);
      expect(Date.now() - t0).toBeLessThan(2000);
      const code = res.json<Booking>().confirmationCode;
      // Tried and refused by the closed port at least once.
      const attempts = await until(
        async () => {
          const [row] = await tdb.db.query<{ attempts: number }>('SELECT attempts FROM mail_outbox WHERE recipient = $1', [
            'ines@example.com',
          ]);
          return row && row.attempts > 0 && row.attempts;
        },
        5000,
        'a first attempt at the closed port',
        50,
      );
      expect(attempts).toBeGreaterThan(0);
      smtp = await startSmtp({ port });
      const m = await smtp.waitFor((x) => x.subject?.includes(code) === true);
      expect(m.subject).toMatch(/^Booking confirmed/);
    } finally {
      await app.close();
      await smtp?.close();
      await tdb.close();
    }
  });
});

// Anything a stranger can make the hotel send is a relay (issue 39): Firebase asks for no proof of
// an address, so anyone can register someone else's with a display name of their choosing (a link, a
// phishing line) and book. A stay's e-mails (booked, moved, cancelled; by the guest or the front
// desk) name the guest only if the address was verified when booked; else they greet "Dear guest,"
// and carry nothing the account typed, calendar file included. Against the real Auth emulator and a
// real SMTP server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import type { ParsedMail } from 'mailparser';
import type { Booking } from '@hotel/shared/domain';
import { DB_KINDS, bearer, day } from './helpers';
import { signUp, signIn, updateAccount } from './support/emulator';
import { claims, exchange, staffMember, useEmulatorApp } from './support/emulatorApp';
import { icsOf, startSmtp, type TestSmtp } from './support/smtp';
import { until } from './support/until';

const ROOM6 = '6650a1c0e4b0f1a2b3c40006'; // no seed bookings or blocks
const PASSWORD = 'Secret123';
/** What a stranger would put in the display name of an account of someone else's address. */
const LURE = 'Claim your refund at refund-harborview.example now';

describe.each(DB_KINDS)('the name in a stay’s e-mails, on %s', (kind) => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const t = useEmulatorApp(kind, undefined, () => ({
    mail: { smtpUrl: smtp.url, from: 'Harborview <info@harborview.example>', pollMs: 100, backoffMs: 50, backoffCapMs: 200, leaseMs: 3000 },
  }));

  const call = (token: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  let desk: string | undefined;
  const frontDesk = async () => (desk ??= (await staffMember(t.app, 'desk@example.com')).token);

  /** The `n`th e-mail (1-based) about the booking of `code`, once it has arrived. */
  const nthMail = (code: string, n: number) =>
    until(() => smtp.mails.filter((m) => m.subject?.includes(`(${code})`))[n - 1], 15_000, `e-mail ${n} of ${code}`);

  /**
   * Books a stay as `token` and has it e-mailed through its life: the guest moves it, the front
   * desk moves it and cancels it; a second stay the guest cancels. Every e-mail, in that order.
   */
  async function stayMails(token: string, first: number): Promise<ParsedMail[]> {
    const book = async (d: number) => {
      const res = await call(token, 'POST', '/bookings', { roomId: ROOM6, bookingDate: day(d), guests: 1, nights: 2 });
      expect(res.statusCode).toBe(201);
      return res.json<Booking>();
    };
    const a = await book(first);
    const booked = await nthMail(a.confirmationCode, 1);
    expect((await call(token, 'PATCH', `/bookings/${a._id}`, { bookingDate: day(first + 3) })).statusCode).toBe(200);
    const movedByGuest = await nthMail(a.confirmationCode, 2);
    const staff = await frontDesk();
    expect((await call(staff, 'POST', `/hotel/bookings/${a._id}/move`, { bookingDate: day(first + 6), nights: 3 })).statusCode).toBe(200);
    const movedByHotel = await nthMail(a.confirmationCode, 3);
    expect((await call(staff, 'POST', `/hotel/bookings/${a._id}/cancel`, { reason: 'Water damage in the room' })).statusCode).toBe(200);
    const cancelledByHotel = await nthMail(a.confirmationCode, 4);
    const b = await book(first + 20);
    await nthMail(b.confirmationCode, 1);
    expect((await call(token, 'DELETE', `/bookings/${b._id}`, {})).statusCode).toBe(200);
    const cancelledByGuest = await nthMail(b.confirmationCode, 2);
    const mails = [booked, movedByGuest, movedByHotel, cancelledByHotel, cancelledByGuest];
    expect(mails.map((m) => m.subject?.split(':')[0])).toEqual([
      'Booking confirmed',
      'New dates for your stay',
      'New dates for your stay',
      'Booking cancelled',
      'Booking cancelled',
    ]);
    return mails;
  }

  /** The calendar file with its folded lines (RFC 5545, at 75 octets) joined again, as a calendar reads it. */
  const calendarOf = (m: ParsedMail) => icsOf(m).replace(/\r?\n[ \t]/g, '');
  /** Everything of the e-mail a mail client shows or imports: plain text, HTML, the calendar file. */
  const wholeOf = (m: ParsedMail) => [m.subject ?? '', m.text ?? '', String(m.html), calendarOf(m)].join('\n');

  test('an unverified address hears "Dear guest," and nothing the account typed, however the stay changes', async () => {
    const email = 'someone.else@example.com';
    const token = await exchange(t.app, email, await signUp(email, PASSWORD, LURE));
    expect(claims(token)).toMatchObject({ name: LURE }); // the account does have the name…
    for (const m of await stayMails(token, 30)) {
      expect(m.text).toContain('Dear guest,');
      expect(m.html).toContain('<p>Dear guest,</p>');
      expect(calendarOf(m)).toMatch(/^ATTENDEE;.*CN="Guest":mailto:someone\.else@example\.com\r?$/m);
      expect(wholeOf(m)).not.toContain(LURE); // …and no e-mail carries it
      expect(wholeOf(m)).not.toContain(`Dear ${LURE}`);
    }
  });

  test('a verified address is greeted by the account’s name, in the text and the calendar file', async () => {
    const email = 'ada@example.com';
    await signUp(email, PASSWORD, 'Ada Lovelace');
    await updateAccount(email, { emailVerified: true });
    const token = await exchange(t.app, email, await signIn(email, PASSWORD));
    for (const m of await stayMails(token, 70)) {
      expect(m.text).toContain('Dear Ada Lovelace,');
      expect(m.html).toContain('<p>Dear Ada Lovelace,</p>');
      expect(calendarOf(m)).toMatch(/^ATTENDEE;.*CN="Ada Lovelace":mailto:ada@example.com\r?$/m);
      expect(wholeOf(m)).not.toContain('Dear guest,');
    }
  });
});

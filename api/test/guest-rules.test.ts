// What a guest notices at the API (issue 30), on PGlite and (when TEST_DATABASE_URL is set)
// PostgreSQL: a booking for more guests than the room sleeps is refused in the select's words, and
// the contact form's limits come back in the form's words, never the schema library's.
import { CONTACT_LIMITS, MESSAGES, type Booking } from '@hotel/shared/domain';
import { DB_KINDS, bearer, tokenFor, useApp, day } from './helpers';
import { CHECK_MESSAGES } from '@hotel/shared/checks';

const ROOM2 = '6650a1c0e4b0f1a2b3c40002'; // capacity 2
const ROOM4 = '6650a1c0e4b0f1a2b3c40004'; // capacity 3
const ROOM9 = '6650a1c0e4b0f1a2b3c40009'; // capacity 1

describe.each(DB_KINDS)('guest rules on %s', (kind) => {
  const t = useApp(kind);
  let alice: Record<string, string>;
  beforeAll(async () => {
    alice = bearer(await tokenFor('alice@example.com', 'Alice Liddell'));
  });
  const book = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/bookings', headers: alice, payload: body });
  const contact = (over: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/contact', payload: { name: 'Ann', email: 'ann@example.com', message: 'Hello', ...over } });

  describe('guests never more than the room sleeps', () => {
    test('3 guests in a room for 2 → 400 "This room sleeps 2 guests.", and no night is held', async () => {
      const res = await book({ roomId: ROOM2, bookingDate: day(40), nights: 2, guests: 3 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This room sleeps 2 guests.', details: [{ field: 'guests', message: 'This room sleeps 2 guests.' }] });
      const room = (await t.app.inject({ method: 'GET', url: `/rooms/${ROOM2}` })).json<{ bookedDates: string[] }>();
      expect(room.bookedDates).not.toContain(day(40));
    });

    test('2 guests in a room for 1 → 400 "This room sleeps 1 guest."', async () => {
      const res = await book({ roomId: ROOM9, bookingDate: day(41), guests: 2 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This room sleeps 1 guest.');
    });

    test('as many guests as the room sleeps are booked; 4 are refused with the product rule', async () => {
      const full = await book({ roomId: ROOM4, bookingDate: day(42), guests: 3 });
      expect(full.statusCode).toBe(201);
      expect(full.json<Booking>().guests).toBe(3);
      const four = await book({ roomId: ROOM4, bookingDate: day(43), guests: 4 });
      expect(four.statusCode).toBe(400);
      expect(four.json().message).toBe(MESSAGES.guestsOutOfRange);
    });

    test('a first night in the past is worded as everywhere else', async () => {
      const res = await book({ roomId: ROOM4, bookingDate: day(-1), guests: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Check-in cannot be in the past.');
    });
  });

  describe('POST /contact answers in our words', () => {
    test.each([
      ['an over-long message', { message: 'x'.repeat(CONTACT_LIMITS.message + 1) }, 'Message must be 5000 characters or fewer.'],
      ['an over-long name', { name: 'n'.repeat(CONTACT_LIMITS.name + 1) }, 'Name must be 100 characters or fewer.'],
      ['an over-long subject', { subject: 's'.repeat(CONTACT_LIMITS.subject + 1) }, 'Subject must be 200 characters or fewer.'],
      ['an over-long phone', { phone: '1'.repeat(CONTACT_LIMITS.phone + 1) }, 'Phone must be 30 characters or fewer.'],
      ['a phone that is a number', { phone: 12345 }, 'Phone must be text.'],
      ['a malformed e-mail', { email: 'not an email' }, MESSAGES.invalidEmail],
      ['no e-mail', { email: undefined }, CHECK_MESSAGES.contactEmailRequired],
      ['an unknown inquiry type', { inquiryType: 'spam' }, CHECK_MESSAGES.contactInquiryTypeInvalid],
    ])('%s → 400 %j', async (_what, over, message) => {
      const res = await contact(over);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().message).not.toMatch(/Invalid request|must NOT/);
    });

    test('a body that is no object → 400 "Invalid contact message."', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/json' }, payload: '[1]' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CHECK_MESSAGES.contactBodyInvalid);
    });

    test.each(['me@localhost', 'first.last+tag@sub.example.org'])('the browser accepts %s, so do we (201)', async (email) => {
      const res = await contact({ email });
      expect(res.statusCode).toBe(201);
    });

    test('exactly the limits are accepted', async () => {
      const res = await contact({ name: 'n'.repeat(CONTACT_LIMITS.name), message: 'm'.repeat(CONTACT_LIMITS.message) });
      expect(res.statusCode).toBe(201);
    });
  });
});

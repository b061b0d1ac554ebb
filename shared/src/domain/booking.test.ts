import { cleanDisplayName, validateRoomGuests } from './checks';
import { buildNewBooking, bookingUserName, guestOptions, isPastStay, roomGuestsMax, roomSleepsNote, upcomingBookedDates } from './booking';
import { MESSAGES } from './messages';
import { GUESTS_DEFAULT, INQUIRY_TYPES } from './constants';
import { TOKEN_STORAGE_KEY } from '../auth/session';

describe('buildNewBooking', () => {
  const room = { _id: 'r1', name: 'Suite', image: '/s.webp', price: 200, discountPrice: 160 };
  it('computes the total and sets status confirmed', () => {
    const b = buildNewBooking(room, {
      bookingDate: '2026-06-10',
      guests: 2,
      user: { email: 'a@x.com', displayName: 'Ann' },
      now: new Date('2026-06-01T10:00:00Z'),
    });
    expect(b).toEqual({
      roomImage: '/s.webp',
      roomId: 'r1',
      roomName: 'Suite',
      price: 200,
      bookingDate: '2026-06-10',
      guests: 2,
      userEmail: 'a@x.com',
      userName: 'Ann',
      createdAt: '2026-06-01T10:00:00.000Z',
      status: 'confirmed',
    });
    expect(b).not.toHaveProperty('nights');
  });
  it('a stay sends its nights and costs the stay total', () => {
    const b = buildNewBooking(room, { bookingDate: '2026-06-10', guests: 2, nights: 3, user: { email: 'a@x.com', displayName: 'Ann' } });
    expect(b).toMatchObject({ bookingDate: '2026-06-10', nights: 3, price: 600 });
  });
  it('userName falls back to the e-mail', () => {
    expect(bookingUserName({ email: 'a@x.com', displayName: null })).toBe('a@x.com');
    expect(bookingUserName({ email: 'a@x.com', displayName: ' ' })).toBe('a@x.com');
  });
});

describe('cleanDisplayName (the name the API stores from a body)', () => {
  it('trims, makes runs of spaces and control characters one space, and cuts at 100 characters', () => {
    expect(cleanDisplayName('  Grace   Hopper \n')).toBe('Grace Hopper');
    expect(cleanDisplayName('Ada\u0000\tLovelace')).toBe('Ada Lovelace');
    expect(cleanDisplayName('é'.repeat(150))).toBe('é'.repeat(100));
    expect(cleanDisplayName(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });
  it('is null for nothing usable', () => {
    expect(cleanDisplayName('   ')).toBeNull();
    expect(cleanDisplayName(undefined)).toBeNull();
    expect(cleanDisplayName(42)).toBeNull();
  });
});

describe('constants and messages', () => {
  it('quotes the docs/product.md strings exactly', () => {
    expect(MESSAGES.cancelTooLate).toBe("You can't cancel a booking less than 24 hours before the scheduled date");
    expect(MESSAGES.contactSuccess).toBe("Message sent successfully! We'll get back to you within 24 hours.");
    expect(MESSAGES.logoutSuccess).toBe('Logout successful!.');
  });
  it('has the five inquiry types and the token key', () => {
    expect(INQUIRY_TYPES.map((t) => t.label)).toEqual(['General Inquiry', 'Reservation', 'Events & Meetings', 'Feedback', 'Support']);
    expect(TOKEN_STORAGE_KEY).toBe('harborview-token');
  });
});

describe('upcomingBookedDates', () => {
  it('keeps today and later, soonest first, without duplicates, at most `limit`', () => {
    const dates = ['2026-06-12', '2026-06-01', '2026-06-10', '2026-06-10', '2026-06-11', '2026-06-15', '2026-06-20', '2026-07-01'];
    expect(upcomingBookedDates(dates, '2026-06-10')).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-15', '2026-06-20']);
    expect(upcomingBookedDates(dates, '2026-06-16', 2)).toEqual(['2026-06-20', '2026-07-01']);
    expect(upcomingBookedDates([], '2026-06-10')).toEqual([]);
  });
});

describe('guestOptions (the guests select)', () => {
  it("offers 1 up to the room's capacity", () => {
    expect(guestOptions(1)).toEqual([1]);
    expect(guestOptions(2)).toEqual([1, 2]);
    expect(guestOptions(3)).toEqual([1, 2, 3]);
  });
  it('never more than 3, whatever the capacity', () => {
    expect(guestOptions(4)).toEqual([1, 2, 3]);
    expect(guestOptions(10)).toEqual([1, 2, 3]);
  });
  it('a room without a usable capacity counts as the default 2', () => {
    expect(guestOptions(undefined)).toEqual([1, 2]);
    expect(guestOptions(0)).toEqual([1, 2]);
    expect(guestOptions(2.5)).toEqual([1, 2]);
  });
});

describe('one guests rule: roomGuestsMax, roomSleepsNote, validateRoomGuests', () => {
  it('a room takes up to its capacity, never more than 3', () => {
    expect([1, 2, 3, 6].map(roomGuestsMax)).toEqual([1, 2, 3, 3]);
  });
  it('below 3 the select says why it stops, in the words the API refuses with', () => {
    expect(roomSleepsNote(1)).toBe('This room sleeps 1 guest.');
    expect(roomSleepsNote(2)).toBe('This room sleeps 2 guests.');
    expect(roomSleepsNote(3)).toBeNull();
    expect(roomSleepsNote(5)).toBeNull();
  });
  it('refuses more guests than the room sleeps, and anything outside 1-3 with the product rule', () => {
    expect(validateRoomGuests(2, 2)).toBeNull();
    expect(validateRoomGuests(3, 2)).toBe('This room sleeps 2 guests.');
    expect(validateRoomGuests(2, 1)).toBe('This room sleeps 1 guest.');
    expect(validateRoomGuests(4, 6)).toBe(MESSAGES.guestsOutOfRange);
    expect(validateRoomGuests(0, 2)).toBe(MESSAGES.guestsOutOfRange);
    expect(validateRoomGuests(1.5, 2)).toBe(MESSAGES.guestsOutOfRange);
  });
  it('every guests field starts at the one default, which every room takes', () => {
    expect(GUESTS_DEFAULT).toBe(1);
    expect(validateRoomGuests(GUESTS_DEFAULT, 1)).toBeNull();
  });
});

describe('isPastStay (My Bookings\' "Past stays")', () => {
  it('a stay whose first night is before the hotel\'s today has begun or ended', () => {
    expect(isPastStay({ bookingDate: '2026-06-09' }, '2026-06-10')).toBe(true);
    expect(isPastStay({ bookingDate: '2026-06-10' }, '2026-06-10')).toBe(false);
    expect(isPastStay({ bookingDate: '2026-06-11' }, '2026-06-10')).toBe(false);
  });
});

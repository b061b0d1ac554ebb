import { validateNights } from './checks';
import { roomPath, roomsPath, stayQuery } from '../routes';
import { MESSAGES } from './messages';
import { bookingHorizon, checkOutFor, horizonRefusal, nightsBetween, nightsFree, stayFromSearch, stayNights, stayTotal, validateStay } from './stay';
import { addDays, formatBookingDate } from './dates';

const today = '2026-06-01';

describe('stay dates', () => {
  it('a stay of N nights checks out N days after check-in, across months and years', () => {
    expect(checkOutFor('2026-06-10', 1)).toBe('2026-06-11');
    expect(checkOutFor('2026-06-29', 3)).toBe('2026-07-02');
    expect(checkOutFor('2026-12-31', 2)).toBe('2027-01-02');
    expect(nightsBetween('2026-06-29', '2026-07-02')).toBe(3);
    expect(nightsBetween('2026-06-10', '2026-06-10')).toBe(0);
  });

  it('holds every night but not the check-out day', () => {
    expect(stayNights('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(stayNights('2026-06-10', 1)).toEqual(['2026-06-10']);
    expect(stayNights('2026-06-10', 0)).toEqual([]);
  });
});

describe('stayTotal', () => {
  it('is the nightly total (rate + 25% per extra guest, whole dollars) times the nights', () => {
    expect(stayTotal({ price: 200, discountPrice: null }, 2, 3)).toBe(750);
    expect(stayTotal({ price: 200, discountPrice: 160 }, 1, 2)).toBe(320);
    // Rounded per night, as a one-night booking is, so N nights cost N one-night totals.
    expect(stayTotal({ price: 99, discountPrice: null }, 2, 3)).toBe(124 * 3);
  });
});

describe('validateNights', () => {
  it('absent means the one night of a booking without nights', () => {
    expect(validateNights(undefined)).toEqual({ ok: true, value: 1 });
  });
  it('accepts 1 to 14', () => {
    expect(validateNights(1)).toEqual({ ok: true, value: 1 });
    expect(validateNights(14)).toEqual({ ok: true, value: 14 });
  });
  it.each([0, 15, 2.5, 'x', '3', null, -1, Number.NaN])('refuses %p with the nights message', (value) => {
    expect(validateNights(value)).toMatchObject({ ok: false, message: 'Nights must be a whole number from 1 to 14.' });
  });
});

describe('validateStay', () => {
  const stay = { checkIn: '2026-06-10', checkOut: '2026-06-13', guests: 2 };
  it('accepts a stay and reads guests from a query string', () => {
    expect(validateStay(stay, today)).toEqual({ ok: true, value: stay });
    expect(validateStay({ ...stay, guests: '2' }, today)).toEqual({ ok: true, value: stay });
    expect(validateStay({ checkIn: today, checkOut: '2026-06-15', guests: 3 }, today).ok).toBe(true);
  });
  it.each([
    [{ checkIn: '2026-6-10' }, MESSAGES.checkInInvalid, 'checkIn'],
    [{ checkIn: '2026-02-30' }, MESSAGES.checkInInvalid, 'checkIn'],
    [{ checkIn: undefined }, MESSAGES.checkInInvalid, 'checkIn'],
    [{ checkOut: 'tomorrow' }, MESSAGES.checkOutInvalid, 'checkOut'],
    [{ checkOut: '2026-06-10' }, MESSAGES.checkOutNotAfterCheckIn, 'checkOut'],
    [{ checkOut: '2026-06-09' }, MESSAGES.checkOutNotAfterCheckIn, 'checkOut'],
    [{ checkIn: '2026-05-31' }, MESSAGES.checkInPast, 'checkIn'],
    [{ checkOut: '2026-06-25' }, MESSAGES.stayTooLong, 'checkOut'],
    [{ guests: 0 }, MESSAGES.guestsOutOfRange, 'guests'],
    [{ guests: 4 }, MESSAGES.guestsOutOfRange, 'guests'],
    [{ guests: '1.5' }, MESSAGES.guestsOutOfRange, 'guests'],
    [{ guests: undefined }, MESSAGES.guestsOutOfRange, 'guests'],
  ])('%p → %s', (change, message, field) => {
    expect(validateStay({ ...stay, ...change }, today)).toEqual({ ok: false, message, details: [{ field, message }] });
  });
  it('says clearly what is wrong', () => {
    expect(MESSAGES.checkOutNotAfterCheckIn).toBe('Check-out must be after check-in.');
    expect(MESSAGES.checkInPast).toBe('Check-in cannot be in the past.');
    expect(MESSAGES.stayTooLong).toBe('A stay can be at most 14 nights.');
  });
  it('14 nights is the longest stay', () => {
    expect(validateStay({ ...stay, checkOut: '2026-06-24' }, today).ok).toBe(true);
  });
  it('takes stays ending by the booking horizon, 18 months after today, and says the date in words', () => {
    const horizon = bookingHorizon(today);
    const message = `Bookings open up to 18 months ahead: choose a stay before ${formatBookingDate(horizon)}.`;
    expect(validateStay({ ...stay, checkIn: addDays(horizon, -3), checkOut: horizon }, today).ok).toBe(true);
    expect(validateStay({ ...stay, checkIn: addDays(horizon, -3), checkOut: addDays(horizon, 1) }, today)).toEqual({
      ok: false,
      message,
      details: [{ field: 'checkOut', message }],
    });
    expect(validateStay({ ...stay, checkIn: '9999-12-30', checkOut: '9999-12-31' }, today)).toMatchObject({
      message,
      details: [{ field: 'checkIn' }],
    });
    // A link read back is not held against any day: the page says what is wrong.
    expect(stayFromSearch('checkIn=9999-12-30&checkOut=9999-12-31&guests=1')).toEqual({ checkIn: '9999-12-30', checkOut: '9999-12-31', guests: 1 });
  });
});

describe('bookingHorizon', () => {
  it('is 18 calendar months on, the last day of a shorter month when the day is missing', () => {
    expect(bookingHorizon('2026-06-09')).toBe('2027-12-09');
    expect(bookingHorizon('2026-08-31')).toBe('2028-02-29');
    expect(bookingHorizon('2026-07-31')).toBe('2028-01-31');
    expect(horizonRefusal('2027-12-08', 1, '2026-06-09')).toBeNull();
    expect(horizonRefusal('2027-12-08', 2, '2026-06-09')).toBe(MESSAGES.beyondHorizon('Thu, Dec 9, 2027'));
  });
});

describe('nightsFree', () => {
  const booked = ['2026-06-12', '2026-06-20'];
  it('is true only when every night is free; the check-out day may be booked', () => {
    expect(nightsFree(booked, '2026-06-10', 2)).toBe(true); // nights 10, 11; checks out on the 12th
    expect(nightsFree(booked, '2026-06-10', 3)).toBe(false);
    expect(nightsFree(booked, '2026-06-12', 1)).toBe(false);
  });
  it("ignores the moved booking's own nights", () => {
    const own = ['2026-06-12', '2026-06-13'];
    expect(nightsFree([...booked, '2026-06-13'], '2026-06-13', 2)).toBe(false);
    expect(nightsFree([...booked, '2026-06-13'], '2026-06-13', 2, own)).toBe(true);
    expect(nightsFree(booked, '2026-06-19', 2, own)).toBe(false);
  });
});

describe('stay in URLs', () => {
  const stay = { checkIn: '2026-06-10', checkOut: '2026-06-13', guests: 2 };
  it('writes the stay into the rooms and room links', () => {
    expect(stayQuery(stay)).toBe('?checkIn=2026-06-10&checkOut=2026-06-13&guests=2');
    expect(roomsPath(stay)).toBe('/rooms?checkIn=2026-06-10&checkOut=2026-06-13&guests=2');
    expect(roomsPath()).toBe('/rooms');
    expect(roomPath('a b', stay)).toBe('/room-details/a%20b?checkIn=2026-06-10&checkOut=2026-06-13&guests=2');
    expect(roomPath('r1')).toBe('/room-details/r1');
  });
  it('carries a promo code after the stay, or alone', () => {
    expect(roomPath('r1', stay, 'SUMMER10')).toBe('/room-details/r1?checkIn=2026-06-10&checkOut=2026-06-13&guests=2&promo=SUMMER10');
    expect(roomsPath(null, 'SUMMER10')).toBe('/rooms?promo=SUMMER10');
    expect(roomPath('r1', null, '')).toBe('/room-details/r1');
  });
  it('reads it back from a link, with or without the leading ?', () => {
    expect(stayFromSearch(stayQuery(stay))).toEqual(stay);
    expect(stayFromSearch(new URLSearchParams('guests=2&checkOut=2026-06-13&checkIn=2026-06-10&minPrice=5'))).toEqual(stay);
  });
  it('is null for a query without a stay or with one that cannot be', () => {
    expect(stayFromSearch('')).toBeNull();
    expect(stayFromSearch('?minPrice=50')).toBeNull();
    expect(stayFromSearch('?checkIn=2026-06-10&checkOut=2026-06-13')).toBeNull();
    expect(stayFromSearch('?checkIn=2026-06-13&checkOut=2026-06-10&guests=2')).toBeNull();
    expect(stayFromSearch('?checkIn=2026-06-10&checkOut=2026-07-10&guests=2')).toBeNull();
    expect(stayFromSearch('?checkIn=2026-06-10&checkOut=2026-06-13&guests=9')).toBeNull();
  });
});

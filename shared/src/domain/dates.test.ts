import {
  addDays,
  daysBetween,
  formatBookingDate,
  isBookableDate,
  isIsoDate,
  isValidTimeZone,
  shortBookingId,
  startOfDayIn,
  toIsoDate,
  todayIn,
} from './dates';

describe('isIsoDate', () => {
  it.each(['2026-01-01', '2026-12-31', '2028-02-29'])('accepts %s', (d) => expect(isIsoDate(d)).toBe(true));
  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-01', '26-01-01', '', 'tomorrow'])(
    'rejects %s',
    (d) => expect(isIsoDate(d)).toBe(false),
  );
  it('rejects non-strings', () => {
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('todayIn', () => {
  const now = new Date('2026-06-09T02:00:00Z');
  it("defaults to the hotel's zone (Los Angeles, UTC-7 in June)", () => expect(todayIn(undefined, now)).toBe('2026-06-08'));
  // docs/product.md §5: at 18:30 in Long Beach it is already 02:30 UTC the next day; the hotel's day
  // is still the 24th, so tonight can be booked.
  it('an evening in California is still that day', () => {
    const evening = new Date('2026-11-25T02:30:00Z');
    expect(todayIn(undefined, evening)).toBe('2026-11-24');
    expect(todayIn('UTC', evening)).toBe('2026-11-25');
  });
  it('is the previous day west of UTC across midnight', () => expect(todayIn('America/New_York', now)).toBe('2026-06-08'));
  it('is the next day east of UTC across midnight', () => expect(todayIn('Asia/Tokyo', new Date('2026-06-09T16:00:00Z'))).toBe('2026-06-10'));
  it('handles year boundaries', () => expect(todayIn('Pacific/Auckland', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01'));
});

describe('startOfDayIn', () => {
  it('is midnight UTC in UTC', () => expect(startOfDayIn('2026-06-10', 'UTC').toISOString()).toBe('2026-06-10T00:00:00.000Z'));
  it("defaults to the hotel's zone (midnight Pacific)", () => expect(startOfDayIn('2026-11-25').toISOString()).toBe('2026-11-25T08:00:00.000Z'));
  it('applies the zone offset', () => {
    expect(startOfDayIn('2026-06-10', 'America/New_York').toISOString()).toBe('2026-06-10T04:00:00.000Z');
    expect(startOfDayIn('2026-01-10', 'America/New_York').toISOString()).toBe('2026-01-10T05:00:00.000Z');
    expect(startOfDayIn('2026-06-10', 'Asia/Tokyo').toISOString()).toBe('2026-06-09T15:00:00.000Z');
  });
  it('is right around a DST change', () => {
    expect(startOfDayIn('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
  it('throws on an invalid date', () => expect(() => startOfDayIn('2026-02-30')).toThrow(RangeError));
});

describe('date arithmetic', () => {
  it('addDays crosses months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('daysBetween counts calendar days', () => {
    expect(daysBetween('2026-06-07', '2026-06-10')).toBe(3);
    expect(daysBetween('2026-06-10', '2026-06-07')).toBe(-3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
  it('toIsoDate takes the date part', () => {
    expect(toIsoDate('2026-05-01T10:00:00Z')).toBe('2026-05-01');
    expect(toIsoDate('garbage')).toBeNull();
  });
  // A canonical name (from Intl's list) and an alias (asked of a formatter) are both zones.
  it.each(['Europe/Lisbon', 'US/Pacific'])('isValidTimeZone: %j is a time zone', (zone) => expect(isValidTimeZone(zone)).toBe(true));
  it.each(['Mars/Olympus', ''])('isValidTimeZone: %j is not', (zone) => expect(isValidTimeZone(zone)).toBe(false));
  it('formatBookingDate does not drift with the local zone', () => {
    expect(formatBookingDate('2026-06-01')).toBe('Mon, Jun 1, 2026');
  });
});

describe('isBookableDate', () => {
  const today = '2026-06-09';
  const bookedDates = ['2026-06-12'];
  it('accepts today and later free dates', () => {
    expect(isBookableDate('2026-06-09', { bookedDates, today })).toBe(true);
    expect(isBookableDate('2026-06-13', { bookedDates, today })).toBe(true);
  });
  it('rejects past, booked and invalid dates', () => {
    expect(isBookableDate('2026-06-08', { bookedDates, today })).toBe(false);
    expect(isBookableDate('2026-06-12', { bookedDates, today })).toBe(false);
    expect(isBookableDate('2026-06-31', { bookedDates, today })).toBe(false);
    expect(isBookableDate('', { bookedDates, today })).toBe(false);
  });
});

describe('shortBookingId', () => {
  it('keeps the last 6 characters', () => {
    expect(shortBookingId('64f1a2b3c4d5e6f7a8b9c0d1')).toBe('b9c0d1');
    expect(shortBookingId('abc')).toBe('abc');
  });
});

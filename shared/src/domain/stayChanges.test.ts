import {
  canCheckIn,
  canCheckOut,
  canMarkNoShow,
  canUndo,
  checkInRefusal,
  checkOutRefusal,
  earlyDeparture,
  freedNightsNote,
  noShowArrivalsThrough,
  noShowRefusal,
  parseNoShowAt,
  undoRefusal,
  type StayState,
} from './stayChanges';

// A 3-night stay: arrives Tue Dec 8, leaves Fri Dec 11.
const stay = (more: Partial<StayState> = {}): StayState => ({ bookingDate: '2026-12-08', nights: 3, checkOut: '2026-12-11', status: 'confirmed', ...more });
const LA = 'America/Los_Angeles';

describe('check-in: from the arrival day, before the departure day, only a confirmed stay', () => {
  test('the day before arrival is refused in words', () => {
    expect(checkInRefusal(stay(), '2026-12-07')).toBe('Check-in opens on the arrival day, Tue, Dec 8, 2026.');
  });
  test('the arrival day and the nights after it are accepted (a guest arriving late)', () => {
    expect(canCheckIn(stay(), '2026-12-08')).toBe(true);
    expect(canCheckIn(stay(), '2026-12-10')).toBe(true);
  });
  test('the departure day is too late', () => {
    expect(checkInRefusal(stay(), '2026-12-11')).toBe('This stay ended on Fri, Dec 11, 2026: it can no longer be checked in.');
  });
  test('a stay already checked in, or a no-show, cannot be checked in', () => {
    expect(checkInRefusal(stay({ status: 'checked-in' }), '2026-12-08')).toBe('This stay is already checked in: only a confirmed stay can be checked in.');
    expect(canCheckIn(stay({ status: 'no-show' }), '2026-12-08')).toBe(false);
  });
});

describe('check-out: only a guest checked in', () => {
  test('a checked-in stay may check out; a confirmed one may not', () => {
    expect(canCheckOut(stay({ status: 'checked-in' }))).toBe(true);
    expect(checkOutRefusal(stay())).toBe('This stay is not checked in yet: only a guest who is checked in can be checked out.');
  });
  test('an early departure frees the nights from today on and keeps the ones slept', () => {
    expect(earlyDeparture(stay(), '2026-12-09')).toEqual({ nights: 1, freed: ['2026-12-09', '2026-12-10'] });
    expect(earlyDeparture(stay(), '2026-12-10')).toEqual({ nights: 2, freed: ['2026-12-10'] });
  });
  test('leaving on the arrival day keeps the first night; leaving on the departure day frees nothing', () => {
    expect(earlyDeparture(stay(), '2026-12-08')).toEqual({ nights: 1, freed: ['2026-12-09', '2026-12-10'] });
    expect(earlyDeparture(stay(), '2026-12-11')).toBeNull();
    expect(earlyDeparture(stay(), '2026-12-12')).toBeNull();
  });
  test('the answer says which nights are on sale again', () => {
    expect(freedNightsNote(['2026-12-09', '2026-12-10'])).toBe('2 nights (Wed, Dec 9, 2026 to Fri, Dec 11, 2026) are on sale again.');
    expect(freedNightsNote(['2026-12-10'])).toBe('1 night (Thu, Dec 10, 2026 to Fri, Dec 11, 2026) is on sale again.');
  });
});

describe('no-show: a confirmed stay, from its arrival day', () => {
  test('before the arrival day it is refused in words; from it on it is allowed', () => {
    expect(noShowRefusal(stay(), '2026-12-07')).toBe('A no-show can be marked from the arrival day, Tue, Dec 8, 2026.');
    expect(canMarkNoShow(stay(), '2026-12-08')).toBe(true);
  });
  test('a guest checked in is not a no-show', () => {
    expect(noShowRefusal(stay({ status: 'checked-in' }), '2026-12-08')).toBe(
      'This stay is already checked in: only a confirmed stay can be marked as a no-show.',
    );
  });
});

describe('undo: the last change, on the hotel day it was made', () => {
  // 2026-12-08 23:30 in Los Angeles is 2026-12-09 07:30 UTC.
  const changed = stay({ status: 'checked-in', previousStatus: 'confirmed', statusChangedAt: '2026-12-09T07:30:00.000Z' });
  test('the same hotel day, even past midnight UTC, may undo', () => {
    expect(canUndo(changed, new Date('2026-12-09T07:59:00Z'), LA)).toBe(true);
  });
  test('the next hotel day may not, in words', () => {
    expect(undoRefusal(changed, new Date('2026-12-09T08:00:00Z'), LA)).toBe('A change can be undone only on the day it was made (Tue, Dec 8, 2026).');
  });
  test('a stay never changed, or already undone, has nothing to undo', () => {
    expect(undoRefusal(stay(), new Date('2026-12-09T07:59:00Z'), LA)).toBe('There is nothing to undo on this stay.');
  });
});

describe('the automatic no-show (NO_SHOW_AT, hotel time, the day after arrival)', () => {
  test('before 02:00 on Dec 9 the stays arriving Dec 8 are still awaited; from 02:00 they are no-shows', () => {
    expect(noShowArrivalsThrough(new Date('2026-12-09T09:59:00Z'), LA)).toBe('2026-12-07'); // 01:59 PST
    expect(noShowArrivalsThrough(new Date('2026-12-09T10:00:00Z'), LA)).toBe('2026-12-08'); // 02:00 PST
  });
  test('the hotel may set another time', () => {
    expect(noShowArrivalsThrough(new Date('2026-12-09T10:00:00Z'), LA, '11:00')).toBe('2026-12-07');
    expect(noShowArrivalsThrough(new Date('2026-12-09T19:00:00Z'), LA, '11:00')).toBe('2026-12-08');
  });
  test('the time is HH:MM on 24 hours', () => {
    expect(parseNoShowAt('02:00')).toBe('02:00');
    expect(parseNoShowAt('23:59')).toBe('23:59');
    for (const bad of ['2:00', '24:00', '02:60', '2am', '']) expect(parseNoShowAt(bad)).toBeNull();
  });
});

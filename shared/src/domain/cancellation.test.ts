import { canCancel, cancellationCutoff, cancellationHint, daysLeftToCancel } from './cancellation';

const at = (iso: string) => new Date(iso);

describe('canCancel (exactly 24 h before the start of the booking day, hotel time zone)', () => {
  it('is allowed at the exact cut-off and 1 ms before it', () => {
    expect(canCancel('2026-06-10', at('2026-06-09T00:00:00.000Z'), 'UTC')).toBe(true);
    expect(canCancel('2026-06-10', at('2026-06-08T23:59:59.999Z'), 'UTC')).toBe(true);
  });
  it('is refused 1 ms after the cut-off', () => {
    expect(canCancel('2026-06-10', at('2026-06-09T00:00:00.001Z'), 'UTC')).toBe(false);
  });
  it('is refused for today and past bookings', () => {
    expect(canCancel('2026-06-09', at('2026-06-09T00:00:00Z'), 'UTC')).toBe(false);
    expect(canCancel('2026-06-01', at('2026-06-09T00:00:00Z'), 'UTC')).toBe(false);
  });
  it('uses the hotel time zone (New York, UTC-4 in June)', () => {
    // start of 2026-06-10 in New York = 04:00Z, cut-off 2026-06-09T04:00Z
    expect(cancellationCutoff('2026-06-10', 'America/New_York').toISOString()).toBe('2026-06-09T04:00:00.000Z');
    const now = at('2026-06-09T03:59:00Z');
    expect(canCancel('2026-06-10', now, 'America/New_York')).toBe(true);
    expect(canCancel('2026-06-10', now, 'UTC')).toBe(false);
  });
  it('uses the hotel time zone (Tokyo, UTC+9)', () => {
    const now = at('2026-06-08T15:30:00Z'); // already 2026-06-09 00:30 in Tokyo
    expect(canCancel('2026-06-10', now, 'Asia/Tokyo')).toBe(false);
    expect(canCancel('2026-06-10', now, 'UTC')).toBe(true);
  });
  it('defaults to UTC and refuses invalid dates', () => {
    expect(canCancel('2026-06-10', at('2026-06-08T12:00:00Z'))).toBe(true);
    expect(canCancel('2026-02-30', at('2026-01-01T00:00:00Z'))).toBe(false);
  });
  it('accepts an ISO timestamp booking date (date part used)', () => {
    expect(canCancel('2026-06-10T00:00:00.000Z', at('2026-06-08T12:00:00Z'), 'UTC')).toBe(true);
  });
});

describe('cancellationHint', () => {
  const now = at('2026-06-07T12:00:00Z');
  it('null with more than 2 days left (booking 4 days ahead)', () => {
    expect(cancellationHint('2026-06-11', now, 'UTC')).toBeNull();
    expect(daysLeftToCancel('2026-06-11', now, 'UTC')).toBe(3);
  });
  it('"2 days left to cancel" for a booking 3 days ahead', () => {
    expect(cancellationHint('2026-06-10', now, 'UTC')).toBe('2 days left to cancel');
  });
  it('"1 day left to cancel" for a booking 2 days ahead', () => {
    expect(cancellationHint('2026-06-09', now, 'UTC')).toBe('1 day left to cancel');
  });
  it('"No longer cancellable" for tomorrow, today and the past', () => {
    expect(cancellationHint('2026-06-08', now, 'UTC')).toBe('No longer cancellable');
    expect(cancellationHint('2026-06-07', now, 'UTC')).toBe('No longer cancellable');
    expect(cancellationHint('2026-05-01', now, 'UTC')).toBe('No longer cancellable');
  });
  it('the exact cut-off instant counts as 1 day left; 1 ms later it is over', () => {
    expect(cancellationHint('2026-06-10', at('2026-06-09T00:00:00.000Z'), 'UTC')).toBe('1 day left to cancel');
    expect(cancellationHint('2026-06-10', at('2026-06-09T00:00:00.001Z'), 'UTC')).toBe('No longer cancellable');
  });
  it('counts days in the hotel time zone', () => {
    // 2026-06-07T23:30Z is already 2026-06-08 in Tokyo: the booking of 06-11 is 3 days ahead there.
    const late = at('2026-06-07T23:30:00Z');
    expect(cancellationHint('2026-06-11', late, 'UTC')).toBeNull();
    expect(cancellationHint('2026-06-11', late, 'Asia/Tokyo')).toBe('2 days left to cancel');
  });
});

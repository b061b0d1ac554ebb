import { canCancel, canChangeDate, cancellationCutoff, cancellationDeadline, cancellationHint, daysLeftToCancel, hotelClockTime } from './cancellation';

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
  it("defaults to the hotel's zone and refuses invalid dates", () => {
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

// The hotel is in Long Beach, California (docs/product.md §3). 18:30 there on 2026-11-24 is 02:30 UTC
// on the 25th: with "today" in UTC the cut-off and the hint flipped at 4 PM Pacific.
describe('an evening at the hotel (18:30 Pacific = 02:30 UTC the next day), default zone', () => {
  const evening = at('2026-11-25T02:30:00Z');
  it('a booking for the day after tomorrow can still be cancelled, with 1 day left', () => {
    expect(canCancel('2026-11-26', evening)).toBe(true);
    expect(cancellationHint('2026-11-26', evening)).toBe('1 day left to cancel');
    expect(cancellationHint('2026-11-27', evening)).toBe('2 days left to cancel');
    expect(cancellationHint('2026-11-26', evening, 'UTC')).toBe('No longer cancellable');
  });
  it("tomorrow's booking is past the cut-off (midnight tonight, Pacific)", () => {
    expect(canCancel('2026-11-25', evening)).toBe(false);
    expect(cancellationCutoff('2026-11-25').toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});

describe('canChangeDate (a date change follows the cancellation window)', () => {
  const now = at('2026-06-07T12:00:00Z');
  it('is allowed while a cancellation would be', () => {
    expect(canChangeDate('2026-06-09', now, 'UTC')).toBe(true);
    expect(canChangeDate('2026-06-30', now, 'UTC')).toBe(true);
  });
  it("is refused for tomorrow's booking, today's and a past one", () => {
    expect(canChangeDate('2026-06-08', now, 'UTC')).toBe(false);
    expect(canChangeDate('2026-06-07', now, 'UTC')).toBe(false);
    expect(canChangeDate('2026-05-01', now, 'UTC')).toBe(false);
  });
  it('is the same rule as cancelling at every instant around the cut-off', () => {
    for (const iso of ['2026-06-08T23:59:59.999Z', '2026-06-09T00:00:00.000Z', '2026-06-09T00:00:00.001Z']) {
      expect(canChangeDate('2026-06-10', at(iso), 'UTC')).toBe(canCancel('2026-06-10', at(iso), 'UTC'));
    }
  });
});

describe("the cut-off a guest reads: its clock time in the hotel's zone", () => {
  it('"Free cancellation until Dec 11, 12:00 AM Pacific time" for a first night on Dec 12', () => {
    expect(cancellationDeadline('2026-12-12', at('2026-12-01T12:00:00Z'))).toBe('Free cancellation until Dec 11, 12:00 AM Pacific time');
  });
  it('in the zone the hotel is configured with, whatever the browser', () => {
    expect(cancellationDeadline('2026-12-12', at('2026-12-01T12:00:00Z'), 'Europe/Berlin')).toBe(
      'Free cancellation until Dec 11, 12:00 AM Central European time',
    );
    expect(hotelClockTime(at('2026-07-01T19:30:00Z'), 'America/New_York')).toBe('Jul 1, 3:30 PM Eastern time');
  });
  it('past the cut-off: "No longer cancellable"', () => {
    expect(cancellationDeadline('2026-12-12', at('2026-12-11T08:00:01Z'))).toBe('No longer cancellable');
  });
});

import { BOOKING_STATUSES, guestMayChange } from './stayStates';
import type { StayState } from './stayChanges';

// A 3-night stay: arrives Tue Dec 8, leaves Fri Dec 11.
const stay = (more: Partial<StayState> = {}): StayState => ({ bookingDate: '2026-12-08', nights: 3, checkOut: '2026-12-11', status: 'confirmed', ...more });
const LA = 'America/Los_Angeles';

test('a booking is in one of five states, in the order a stay goes through them', () => {
  expect(BOOKING_STATUSES).toEqual(['confirmed', 'checked-in', 'checked-out', 'no-show', 'cancelled']);
});

describe("the guest's own changes: one rule", () => {
  const now = new Date('2026-12-01T12:00:00Z');
  test('a confirmed stay before its cut-off may be cancelled or moved', () => {
    expect(guestMayChange(stay(), now, LA)).toBe(true);
  });
  test('a stay that has begun may not, whatever its dates', () => {
    for (const status of ['checked-in', 'checked-out', 'no-show', 'cancelled'] as const) expect(guestMayChange(stay({ status }), now, LA)).toBe(false);
  });
  test('a confirmed stay past its cut-off may not', () => {
    expect(guestMayChange(stay(), new Date('2026-12-07T12:00:00Z'), LA)).toBe(false);
  });
});

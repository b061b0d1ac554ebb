import { maxDiscount, selectOffers } from './offers';
import { withRoomDefaults } from './roomDefaults';
import type { Room } from './types';

const room = (id: string, price: number, discountPrice?: number | null): Room =>
  withRoomDefaults({ _id: id, price, discountPrice });

describe('selectOffers', () => {
  it('keeps only discounted rooms, adds discountPercentage, sorts descending, max 6', () => {
    const rooms = [
      room('none', 100),
      room('equal', 100, 100),
      room('above', 100, 120),
      room('r10', 100, 90),
      room('r50', 100, 50),
      room('r20', 100, 80),
      room('r40', 100, 60),
      room('r5', 100, 95),
      room('r30', 100, 70),
      room('r25', 100, 75),
      room('nullish', 100, null),
    ];
    const offers = selectOffers(rooms);
    expect(offers.map((o) => o._id)).toEqual(['r50', 'r40', 'r30', 'r25', 'r20', 'r10']);
    expect(offers.map((o) => o.discountPercentage)).toEqual([50, 40, 30, 25, 20, 10]);
    expect(maxDiscount(offers)).toBe(50);
  });
  it('returns [] and max 0 with nothing discounted', () => {
    expect(selectOffers([room('a', 100)])).toEqual([]);
    expect(selectOffers(undefined)).toEqual([]);
    expect(maxDiscount([])).toBe(0);
  });
  it('keeps input order for equal percentages', () => {
    const offers = selectOffers([room('a', 100, 80), room('b', 200, 160)]);
    expect(offers.map((o) => o._id)).toEqual(['a', 'b']);
  });
});

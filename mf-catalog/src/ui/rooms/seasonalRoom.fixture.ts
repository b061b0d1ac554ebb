// Test data of the card's rates tests (the rooms page and the embed share the card): a room at $160
// (discounted from $200) with a season of three nights from day 10 at $300 for one guest.
import { addDays, todayIn, type Room } from '@hotel/shared';
import { testRatePeriod, testRoom } from '@hotel/shared/testing';

export const day = (n: number) => addDays(todayIn(), n);

export const seasonal: Room = testRoom({
  _id: 'r1',
  name: 'Harbour Suite',
  price: 200,
  discountPrice: 160,
  rates: { weekendPrice: null, periods: [testRatePeriod({ _id: 's1', from: day(10), to: day(13) })] },
});

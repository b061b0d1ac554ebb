import fc from 'fast-check';
import { bookingTotal } from './pricing';
import {
  isWeekendNight,
  lowestRate,
  nightRate,
  pricesVary,
  quoteStay,
  roomCalendar,
  ruleDate,
  stayRefusal,
  type Pricing,
} from './ratePricing';
import type { RatePeriod } from './rates';
import { addDays } from './dates';
import { stayTotal } from './stay';

const period = (p: Partial<RatePeriod> & Pick<RatePeriod, 'from' | 'to' | 'price'>): RatePeriod => ({
  _id: `p-${p.from}`,
  discountPrice: null,
  minNights: null,
  closedToArrival: false,
  ...p,
});

// 2026-12-11 is a Friday; the season covers Dec 18 up to, not including, Jan 2.
const room: Pricing = {
  price: 200,
  discountPrice: 150,
  rates: {
    weekendPrice: 240,
    periods: [period({ from: '2026-12-18', to: '2027-01-02', price: 400, discountPrice: 350, minNights: 3 })],
  },
};

describe('nightRate', () => {
  it('prices a weeknight outside every period at the default rate, discount taken', () => {
    expect(nightRate(room, '2026-12-10')).toBe(150); // Thu
  });
  it('prices Friday and Saturday nights at the weekend price', () => {
    expect(isWeekendNight('2026-12-11')).toBe(true);
    expect(isWeekendNight('2026-12-12')).toBe(true);
    expect(isWeekendNight('2026-12-13')).toBe(false);
    expect(nightRate(room, '2026-12-11')).toBe(240);
    expect(nightRate(room, '2026-12-12')).toBe(240);
    expect(nightRate(room, '2026-12-13')).toBe(150); // Sun
  });
  it("prices a period's nights at its price, discount taken, weekends included, up to but not its last day", () => {
    expect(nightRate(room, '2026-12-18')).toBe(350); // a Friday in the season
    expect(nightRate(room, '2027-01-01')).toBe(350);
    expect(nightRate(room, '2027-01-02')).toBe(240); // the day after: a Saturday, so the weekend price
  });
  it('ignores a period discount that is not lower', () => {
    const r: Pricing = { price: 100, rates: { weekendPrice: null, periods: [period({ from: '2026-01-01', to: '2026-02-01', price: 90, discountPrice: 95 })] } };
    expect(nightRate(r, '2026-01-05')).toBe(90);
  });
  it('prices a room without rates as the specification does', () => {
    expect(nightRate({ price: 200, discountPrice: 150 }, '2026-12-11')).toBe(150);
    expect(nightRate({ price: 200, discountPrice: null }, '2026-12-11')).toBe(200);
  });
});

describe('quoteStay', () => {
  it('lists each night with its rate and its total for the party, and sums them', () => {
    const q = quoteStay(room, '2026-12-10', 3, 2); // Thu, Fri, Sat
    expect(q.nights).toEqual([
      { date: '2026-12-10', rate: 150, total: 188 }, // 187.5 rounds up
      { date: '2026-12-11', rate: 240, total: 300 },
      { date: '2026-12-12', rate: 240, total: 300 },
    ]);
    expect(q.total).toBe(788);
    expect(q.currency).toBe('USD');
  });
  it('prices a room without rates as bookingTotal × nights, and stayTotal agrees', () => {
    const plain = { price: 199, discountPrice: 141 };
    expect(quoteStay(plain, '2026-03-06', 4, 3).total).toBe(bookingTotal(plain, 3) * 4);
    expect(stayTotal(plain, 3, 4)).toBe(bookingTotal(plain, 3) * 4);
    expect(stayTotal(room, 2, 3, '2026-12-10')).toBe(788);
  });
});

describe('stayRefusal', () => {
  it("refuses a stay shorter than the arrival night's minimum, naming the night", () => {
    expect(ruleDate('2026-12-18')).toBe('Fri, Dec 18');
    expect(stayRefusal(room, '2026-12-18', 2)).toBe('This room has a 3-night minimum for arrivals on Fri, Dec 18.');
    expect(stayRefusal(room, '2026-12-18', 3)).toBeNull();
  });
  it('applies the minimum to arrivals only: a stay arriving before the period may run into it', () => {
    expect(stayRefusal(room, '2026-12-17', 2)).toBeNull();
  });
  it('refuses arrivals on a closed night', () => {
    const r: Pricing = { price: 100, rates: { weekendPrice: null, periods: [period({ from: '2026-12-24', to: '2026-12-26', price: 100, closedToArrival: true })] } };
    expect(stayRefusal(r, '2026-12-24', 5)).toBe('This room does not take arrivals on Thu, Dec 24.');
    expect(stayRefusal(r, '2026-12-23', 5)).toBeNull();
  });
  it('refuses nothing for a room without rates', () => {
    expect(stayRefusal({ price: 100 }, '2026-12-24', 1)).toBeNull();
  });
});

describe('lowestRate / pricesVary', () => {
  it('finds the lowest rate of any night, periods that ended left out', () => {
    const r: Pricing = {
      price: 200,
      rates: { weekendPrice: 260, periods: [period({ from: '2026-01-05', to: '2026-01-10', price: 120 }), period({ from: '2026-06-01', to: '2026-06-10', price: 300 })] },
    };
    expect(lowestRate(r)).toBe(120);
    expect(lowestRate(r, '2026-01-10')).toBe(200);
    expect(pricesVary(r)).toBe(true);
    expect(lowestRate({ price: 200, rates: { weekendPrice: 180, periods: [] } })).toBe(180);
  });
  it('says prices do not vary when every night costs the default rate', () => {
    expect(pricesVary({ price: 200, discountPrice: 150 })).toBe(false);
    expect(lowestRate({ price: 200, discountPrice: 150 })).toBe(150);
    expect(pricesVary({ price: 200, discountPrice: 150, rates: { weekendPrice: 150, periods: [period({ from: '2026-01-01', to: '2026-01-03', price: 150 })] } })).toBe(false);
    expect(pricesVary({ price: 200, rates: { weekendPrice: null, periods: [period({ from: '2026-01-01', to: '2026-01-03', price: 150 })] } }, '2026-01-03')).toBe(false);
  });
});

describe('roomCalendar', () => {
  it("gives each night its rate, whether it is free, and its period's arrival rules", () => {
    const cal = roomCalendar(room, '2026-12-17', '2026-12-19', ['2026-12-18']);
    expect(cal).toEqual({
      from: '2026-12-17',
      to: '2026-12-19',
      nights: [
        { date: '2026-12-17', rate: 150, free: true, minNights: null, closedToArrival: false },
        { date: '2026-12-18', rate: 350, free: false, minNights: 3, closedToArrival: false },
      ],
    });
  });
});

// One truth (docs/product.md "Rates"): the calendar's night rates, each totalled for the party and
// summed, are the quote's total; a room without rates prices as the specification always did.
describe('property: calendar sum = quote total', () => {
  const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2026-11-01', n));
  const amount = fc.integer({ min: 1, max: 100_000 });
  const periodsArb = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 20 }), amount, fc.option(amount, { nil: null }), fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }), fc.boolean()), { maxLength: 6 })
    .map((raw) => {
      // Lay the periods end to end from their random starts so none overlap.
      const periods: RatePeriod[] = [];
      let cursor = '2026-10-01';
      for (const [start, len, price, discountPrice, minNights, closedToArrival] of raw.sort((a, b) => a[0] - b[0])) {
        const from = addDays('2026-11-01', start) > cursor ? addDays('2026-11-01', start) : cursor;
        const to = addDays(from, len);
        periods.push({ _id: from, from, to, price, discountPrice, minNights, closedToArrival });
        cursor = to;
      }
      return periods;
    });
  const pricingArb = fc.record({
    price: amount,
    discountPrice: fc.option(amount, { nil: null }),
    rates: fc.option(fc.record({ weekendPrice: fc.option(amount, { nil: null }), periods: periodsArb }), { nil: undefined }),
  });

  it('holds over 1,000 random stays and rate sets', () => {
    fc.assert(
      fc.property(pricingArb, day, fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 3 }), (pricing, checkIn, nights, guests) => {
        const cal = roomCalendar(pricing, checkIn, addDays(checkIn, nights), []);
        const quote = quoteStay(pricing, checkIn, nights, guests);
        const sum = cal.nights.reduce((s, n) => s + bookingTotal({ price: n.rate, discountPrice: null }, guests), 0);
        expect(quote.nights).toHaveLength(nights);
        expect(quote.total).toBe(sum);
        expect(stayTotal(pricing, guests, nights, checkIn)).toBe(quote.total);
        const plain = { price: pricing.price, discountPrice: pricing.discountPrice };
        expect(quoteStay(plain, checkIn, nights, guests).total).toBe(bookingTotal(plain, guests) * nights);
        expect(quote.nights.every((n) => n.rate >= lowestRate(pricing, checkIn))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

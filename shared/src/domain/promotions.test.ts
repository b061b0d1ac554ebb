import fc from 'fast-check';
import { addDays } from './dates';
import { PROMO_MESSAGES, promoRefusal, formatPromoDiscount, type Promotion } from './promotions';
import { quoteStay, type Pricing } from './ratePricing';

const promo = (p: Partial<Promotion> = {}): Promotion => ({
  _id: 'a'.repeat(24),
  code: 'SUMMER10',
  percentOff: 10,
  amountOff: null,
  stayFrom: '2026-07-01',
  stayTo: '2026-08-31',
  bookFrom: null,
  bookTo: null,
  minNights: null,
  maxUses: null,
  roomIds: [],
  uses: 0,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...p,
});

// 2026-07-06 is a Monday; Friday and Saturday nights cost the weekend price.
const room: Pricing = { price: 199, discountPrice: null, rates: { weekendPrice: 249, periods: [] } };
const stay = { roomId: 'r1', checkIn: '2026-07-06', nights: 3, today: '2026-06-01' };

describe('quoteStay with a promotion', () => {
  it('takes the percentage off each night, to the cent, and says the total before, the discount and after', () => {
    const q = quoteStay(room, '2026-07-09', 3, 2, promo({ percentOff: 15 })); // Thu, Fri, Sat; 2 guests
    expect(q.nights).toEqual([
      { date: '2026-07-09', rate: 199, before: 249, discount: 37.35, total: 211.65 },
      { date: '2026-07-10', rate: 249, before: 311, discount: 46.65, total: 264.35 },
      { date: '2026-07-11', rate: 249, before: 311, discount: 46.65, total: 264.35 },
    ]);
    expect(q).toMatchObject({ before: 871, discount: 130.65, total: 740.35, promo: { code: 'SUMMER10', terms: { percentOff: 15, stayTo: '2026-08-31' } } });
  });

  it('discounts only the nights from stayFrom to stayTo, both included', () => {
    const q = quoteStay(room, '2026-08-30', 4, 1, promo({ amountOff: 40, percentOff: null }));
    expect(q.nights.map((n) => n.discount)).toEqual([40, 40, 0, 0]);
    expect(q.discount).toBe(80);
    expect(formatPromoDiscount(q.discount!, 'SUMMER10')).toBe('−$80.00 SUMMER10');
  });

  it('never takes more off a night than it costs', () => {
    const q = quoteStay(room, '2026-07-06', 2, 1, promo({ amountOff: 500, percentOff: null }));
    expect(q.nights.map((n) => n.total)).toEqual([0, 0]);
    expect(q).toMatchObject({ before: 398, discount: 398, total: 0 });
  });

  it('leaves a quote without a promotion as it was', () => {
    expect(quoteStay(room, '2026-07-06', 1, 1)).toEqual({ nights: [{ date: '2026-07-06', rate: 199, total: 199 }], total: 199, currency: 'USD' });
  });

  const terms = fc.record({
    percentOff: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    cents: fc.integer({ min: 1, max: 10_000_000 }),
    from: fc.integer({ min: 0, max: 20 }),
    length: fc.integer({ min: 0, max: 20 }),
  });
  const pricing = fc.record({
    price: fc.integer({ min: 1, max: 100_000 }),
    weekend: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
  });

  it('property: the discount is never more than the total, no night goes below 0, and everything is in whole cents', () => {
    fc.assert(
      fc.property(terms, pricing, fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 3 }), (t, p, nights, guests) => {
        const checkIn = '2026-07-01';
        const terms = promo({
          percentOff: t.percentOff,
          amountOff: t.percentOff === null ? t.cents / 100 : null,
          stayFrom: addDays(checkIn, t.from),
          stayTo: addDays(checkIn, t.from + t.length),
        });
        const q = quoteStay({ price: p.price, discountPrice: null, rates: { weekendPrice: p.weekend, periods: [] } }, checkIn, nights, guests, terms);
        const plain = quoteStay({ price: p.price, discountPrice: null, rates: { weekendPrice: p.weekend, periods: [] } }, checkIn, nights, guests);
        const wholeCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
        expect(q.before).toBe(plain.total);
        expect(q.discount!).toBeLessThanOrEqual(q.before!);
        expect(q.discount!).toBeGreaterThanOrEqual(0);
        expect(Math.round(q.total * 100)).toBe(Math.round(q.before! * 100) - Math.round(q.discount! * 100));
        q.nights.forEach((n, i) => {
          expect(n.total).toBeGreaterThanOrEqual(0);
          expect(n.before).toBe(plain.nights[i]!.total);
          expect([n.total, n.discount!].every(wholeCents)).toBe(true);
          // A percentage rounds half up to the cent; an amount is the amount, capped at the night.
          const expected = t.percentOff !== null ? Math.round(n.before! * t.percentOff) / 100 : Math.min(n.before!, t.cents / 100);
          const covered = terms.stayFrom <= n.date && n.date <= terms.stayTo;
          expect(n.discount).toBe(covered ? expected : 0);
        });
        expect(Math.round(q.nights.reduce((s, n) => s + n.total, 0) * 100)).toBe(Math.round(q.total * 100));
      }),
    );
  });
});

describe('promoRefusal', () => {
  it('applies a promotion whose every rule the stay meets', () => {
    expect(promoRefusal('summer10', promo({ minNights: 3, maxUses: 5, uses: 4, roomIds: ['r1'] }), stay)).toBeNull();
  });

  it('refuses in words: unknown, not yet, expired, room, dates, length, used up', () => {
    expect(promoRefusal(' nope ', undefined, stay)).toBe(PROMO_MESSAGES.unknown('NOPE'));
    expect(promoRefusal('summer10', promo({ bookFrom: '2026-06-15' }), stay)).toBe('SUMMER10 can be used from Mon, Jun 15, 2026.');
    expect(promoRefusal('summer10', promo({ bookTo: '2026-05-31' }), stay)).toBe('SUMMER10 has expired.');
    expect(promoRefusal('summer10', promo({ stayTo: '2026-05-31', stayFrom: '2026-05-01' }), stay)).toBe('SUMMER10 has expired.');
    expect(promoRefusal('summer10', promo({ roomIds: ['r2'] }), stay)).toBe('SUMMER10 is not for this room.');
    expect(promoRefusal('summer10', promo({ stayFrom: '2026-07-10' }), stay)).toBe(
      'SUMMER10 is for nights from Fri, Jul 10, 2026 to Mon, Aug 31, 2026; this stay has none of them.',
    );
    expect(promoRefusal('summer10', promo({ minNights: 4 }), stay)).toBe('SUMMER10 is for stays of 4 nights or more.');
    expect(promoRefusal('summer10', promo({ maxUses: 2, uses: 2 }), stay)).toBe('SUMMER10 has been used as many times as it can be.');
  });
});

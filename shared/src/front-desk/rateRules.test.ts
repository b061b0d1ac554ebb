import { overlapsPeriod, RATE_MESSAGES, validateRatePeriod } from './rateRules';

const good = {
  from: '2026-12-18',
  to: '2027-01-02',
  price: 400,
  discountPrice: 350,
  minNights: 3,
  closedToArrival: false,
};

describe('validateRatePeriod', () => {
  it('accepts a whole period, and fills the optional rules', () => {
    expect(validateRatePeriod(good)).toEqual({ ok: true, value: good });
    expect(validateRatePeriod({ from: '2026-12-18', to: '2026-12-19', price: 1 })).toEqual({
      ok: true,
      value: {
        from: '2026-12-18',
        to: '2026-12-19',
        price: 1,
        discountPrice: null,
        minNights: null,
        closedToArrival: false,
      },
    });
  });
  it.each([
    ['price 0', { price: 0 }, 'price', RATE_MESSAGES.price],
    ['price above 100,000', { price: 100_001 }, 'price', RATE_MESSAGES.price],
    ['a fractional price', { price: 10.5 }, 'price', RATE_MESSAGES.price],
    ['a discount not below the price', { discountPrice: 400 }, 'discountPrice', RATE_MESSAGES.discountPrice],
    ['from = to', { to: '2026-12-18' }, 'to', RATE_MESSAGES.toNotAfterFrom],
    ['from after to', { from: '2027-01-03' }, 'to', RATE_MESSAGES.toNotAfterFrom],
    ['a malformed from', { from: '2026-02-30' }, 'from', RATE_MESSAGES.from],
    ['a malformed to', { to: '12/31/2026' }, 'to', RATE_MESSAGES.to],
    ['minNights 0', { minNights: 0 }, 'minNights', RATE_MESSAGES.minNights],
    ['minNights 15', { minNights: 15 }, 'minNights', RATE_MESSAGES.minNights],
    ['closedToArrival not a boolean', { closedToArrival: 'yes' }, 'closedToArrival', RATE_MESSAGES.closedToArrival],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    expect(validateRatePeriod({ ...good, ...change })).toEqual({ ok: false, message, details: [{ field, message }] });
  });
  it('checks a partial change against the period it changes', () => {
    expect(validateRatePeriod({ price: 300 }, good)).toMatchObject({
      ok: false,
      details: [{ field: 'discountPrice' }],
    });
    expect(validateRatePeriod({ minNights: null }, good)).toEqual({ ok: true, value: { ...good, minNights: null } });
  });
  it('names every wrong field', () => {
    const r = validateRatePeriod({});
    expect(r.ok).toBe(false);
    expect(!r.ok && r.details?.map((d) => d.field)).toEqual(['from', 'to', 'price']);
  });
});

describe('overlapsPeriod', () => {
  const periods = [
    { _id: 'a', from: '2026-12-01', to: '2026-12-10' },
    { _id: 'b', from: '2026-12-20', to: '2026-12-24' },
  ];
  it('finds a period sharing a night, and lets periods touch', () => {
    expect(overlapsPeriod(periods, { from: '2026-12-09', to: '2026-12-12' })?._id).toBe('a');
    expect(overlapsPeriod(periods, { from: '2026-11-01', to: '2027-01-01' })?._id).toBe('a');
    expect(overlapsPeriod(periods, { from: '2026-12-10', to: '2026-12-20' })).toBeUndefined();
  });
  it('leaves out the period being changed', () => {
    expect(overlapsPeriod(periods, { from: '2026-12-02', to: '2026-12-11' }, 'a')).toBeUndefined();
  });
  it('says which period in its message', () => {
    expect(RATE_MESSAGES.overlap(periods[0]!)).toBe(
      'These nights overlap the period from Tue, Dec 1, 2026 to Thu, Dec 10, 2026. Change or delete that period first.',
    );
  });
});

import { PROMO_RULE_MESSAGES, validatePromotion } from './promotionRules';

const good = {
  code: 'summer-10',
  percentOff: 10,
  stayFrom: '2026-07-01',
  stayTo: '2026-08-31',
};

describe('validatePromotion', () => {
  it('accepts a promotion, upper-cases its code and fills the optional rules', () => {
    expect(validatePromotion(good)).toEqual({
      ok: true,
      value: {
        code: 'SUMMER-10',
        percentOff: 10,
        amountOff: null,
        stayFrom: '2026-07-01',
        stayTo: '2026-08-31',
        bookFrom: null,
        bookTo: null,
        minNights: null,
        maxUses: null,
        roomIds: [],
      },
    });
  });

  it.each([
    ['a code with a space', { code: 'SUMMER 10' }, 'code', PROMO_RULE_MESSAGES.code],
    ['both kinds of discount', { amountOff: 20 }, 'amountOff', PROMO_RULE_MESSAGES.percentOrAmount],
    ['neither kind', { percentOff: null }, 'percentOff', PROMO_RULE_MESSAGES.percentOrAmount],
    ['101 percent', { percentOff: 101 }, 'percentOff', PROMO_RULE_MESSAGES.percentOff],
    ['an amount in fractions of a cent', { percentOff: null, amountOff: 12.345 }, 'amountOff', PROMO_RULE_MESSAGES.amountOff],
    ['a stay ending before it starts', { stayTo: '2026-06-30' }, 'stayTo', PROMO_RULE_MESSAGES.stayTo],
    ['booking dates out of order', { bookFrom: '2026-06-10', bookTo: '2026-06-01' }, 'bookTo', PROMO_RULE_MESSAGES.bookTo],
    ['15 minimum nights', { minNights: 15 }, 'minNights', PROMO_RULE_MESSAGES.minNights],
    ['0 uses', { maxUses: 0 }, 'maxUses', PROMO_RULE_MESSAGES.maxUses],
    ['rooms not a list', { roomIds: 'r1' }, 'roomIds', PROMO_RULE_MESSAGES.roomIds],
  ])('refuses %s, naming the field', (_, change, field, message) => {
    expect(validatePromotion({ ...good, ...change })).toEqual({ ok: false, message, details: [{ field, message }] });
  });

  it('checks a change on the promotion as it will be (an amount replaces a percentage when the percentage is cleared)', () => {
    const base = validatePromotion(good);
    if (!base.ok) throw new Error('base');
    expect(validatePromotion({ percentOff: null, amountOff: 12.5 }, base.value)).toMatchObject({ ok: true, value: { percentOff: null, amountOff: 12.5 } });
    expect(validatePromotion({ amountOff: 12.5 }, base.value)).toMatchObject({ ok: false, message: PROMO_RULE_MESSAGES.percentOrAmount });
  });
});

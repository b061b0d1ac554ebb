import { bookingTotal, discountPercentage, formatPrice, hasDiscount, isHotDeal, nightlyRate } from './pricing';

describe('nightlyRate / hasDiscount', () => {
  it('uses the discount price when set and lower', () => {
    expect(nightlyRate({ price: 200, discountPrice: 150 })).toBe(150);
    expect(hasDiscount({ price: 200, discountPrice: 150 })).toBe(true);
  });
  it('uses the price when the discount equals the price (no discount)', () => {
    expect(nightlyRate({ price: 200, discountPrice: 200 })).toBe(200);
    expect(hasDiscount({ price: 200, discountPrice: 200 })).toBe(false);
  });
  it('uses the price when the discount is above the price', () => {
    expect(nightlyRate({ price: 200, discountPrice: 250 })).toBe(200);
    expect(hasDiscount({ price: 200, discountPrice: 250 })).toBe(false);
  });
  it('uses the price when the discount is missing or null', () => {
    expect(nightlyRate({ price: 120 })).toBe(120);
    expect(nightlyRate({ price: 120, discountPrice: null })).toBe(120);
  });
  it('treats a zero discount price as a (100%) discount and negative as none', () => {
    expect(nightlyRate({ price: 100, discountPrice: 0 })).toBe(0);
    expect(hasDiscount({ price: 100, discountPrice: -5 })).toBe(false);
  });
});

describe('bookingTotal', () => {
  const room = { price: 200, discountPrice: 150 };
  it('first guest is free', () => expect(bookingTotal(room, 1)).toBe(150));
  it('each extra guest adds 25% of the rate', () => {
    expect(bookingTotal(room, 2)).toBe(188); // 187.5 rounds up
    expect(bookingTotal(room, 3)).toBe(225);
  });
  it('rounds to whole dollars', () => {
    expect(bookingTotal({ price: 99 }, 2)).toBe(124); // 123.75
    expect(bookingTotal({ price: 101 }, 3)).toBe(152); // 151.5
    expect(bookingTotal({ price: 97 }, 2)).toBe(121); // 121.25
  });
  it('uses the price when there is no real discount', () => {
    expect(bookingTotal({ price: 100, discountPrice: 120 }, 3)).toBe(150);
  });
});

describe('discountPercentage / isHotDeal', () => {
  it('is 0 without a discount', () => {
    expect(discountPercentage({ price: 100 })).toBe(0);
    expect(discountPercentage({ price: 100, discountPrice: 100 })).toBe(0);
    expect(discountPercentage({ price: 100, discountPrice: 130 })).toBe(0);
  });
  it('rounds the percent off', () => {
    expect(discountPercentage({ price: 300, discountPrice: 200 })).toBe(33); // 33.33
    expect(discountPercentage({ price: 300, discountPrice: 100 })).toBe(67); // 66.67
  });
  it('29.5% rounds to 30 and is a HOT DEAL', () => {
    const room = { price: 200, discountPrice: 141 };
    expect(discountPercentage(room)).toBe(30);
    expect(isHotDeal(room)).toBe(true);
  });
  it('29.4% rounds to 29 and is not a HOT DEAL', () => {
    const room = { price: 500, discountPrice: 353 }; // 29.4
    expect(discountPercentage(room)).toBe(29);
    expect(isHotDeal(room)).toBe(false);
  });
  it('exactly 30% is a HOT DEAL, no discount is not', () => {
    expect(isHotDeal({ price: 100, discountPrice: 70 })).toBe(true);
    expect(isHotDeal({ price: 100 })).toBe(false);
  });
});

describe('formatPrice', () => {
  it('formats whole dollars', () => {
    expect(formatPrice(1234.4)).toBe('$1,234');
    expect(formatPrice(0)).toBe('$0');
  });
});

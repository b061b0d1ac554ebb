import { convert, formatMoneyIn, minorUnits, roundTo } from './currency';

describe('currencies', () => {
  it('rounds by each currency’s own minor units (JPY has none)', () => {
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(roundTo(1.005, 'EUR')).toBe(1.01);
    expect(roundTo(1234.5, 'JPY')).toBe(1235);
    expect(convert(880, { currency: 'EUR', rate: 0.9232 })).toBe(812.42);
    expect(convert(880, { currency: 'JPY', rate: 156.37 })).toBe(137606);
  });

  it('formats in the page’s language', () => {
    expect(formatMoneyIn(812.4, 'EUR', 'en')).toBe('€812.40');
    expect(formatMoneyIn(812.4, 'EUR', 'es').replace(/\s/g, ' ')).toBe('812,40 €');
    expect(formatMoneyIn(137606, 'JPY', 'en')).toBe('¥137,606');
  });
});

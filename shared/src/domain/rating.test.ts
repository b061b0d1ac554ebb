import { averageRating, bedsLabel, formatRating, guestsLabel, nightsLabel, ratingStars, reviewCountLabel } from './rating';

describe('averageRating / formatRating', () => {
  it('is 0 with no reviews', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating(undefined)).toBe(0);
    expect(formatRating(averageRating([]))).toBe('0.0');
  });
  it('averages and formats to one decimal', () => {
    const reviews = [{ rating: 5 }, { rating: 4 }, { rating: 4 }];
    expect(averageRating(reviews)).toBeCloseTo(4.3333, 3);
    expect(formatRating(averageRating(reviews))).toBe('4.3');
  });
  it('rounds half up on the decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4.75)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
  });
  it('ignores non-numeric ratings', () => {
    expect(averageRating([{ rating: 4 }, { rating: Number.NaN }])).toBe(4);
  });
  it('stars are rounded and clamped', () => {
    expect(ratingStars(4.5)).toBe(5);
    expect(ratingStars(4.4)).toBe(4);
    expect(ratingStars(0)).toBe(0);
  });
});

describe('labels', () => {
  it('review count singular/plural', () => {
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(2)).toBe('2 reviews');
  });
  it('beds singular/plural', () => {
    expect(bedsLabel(1)).toBe('1 Bed');
    expect(bedsLabel(2)).toBe('2 Beds');
  });
  it('guests singular/plural', () => {
    expect(guestsLabel(1)).toBe('1 Guest');
    expect(guestsLabel(3)).toBe('3 Guests');
  });
  it('nights singular/plural', () => {
    expect(nightsLabel(1)).toBe('1 night');
    expect(nightsLabel(3)).toBe('3 nights');
  });
});

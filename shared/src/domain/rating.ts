import type { Review } from './types';

/** Mean rating of the reviews with a numeric rating; 0 when there are none. Unrounded. */
export function averageRating(reviews: ReadonlyArray<Pick<Review, 'rating'>> | null | undefined): number {
  const ratings = (reviews ?? []).map((r) => Number(r?.rating)).filter((n) => Number.isFinite(n));
  if (ratings.length === 0) return 0;
  return ratings.reduce((a, b) => a + b, 0) / ratings.length;
}

/** One decimal: 4.25 → "4.3", 0 → "0.0". */
export function formatRating(n: number): string {
  const v = Number.isFinite(n) ? n : 0;
  // Round half up on the decimal (toFixed alone gives 4.25 → "4.2" due to binary floats).
  return (Math.round(v * 10 + Number.EPSILON) / 10).toFixed(1);
}

/** Whole stars to fill for a rating (stars are rounded, docs/product.md §9). */
export function ratingStars(n: number): number {
  return Math.min(5, Math.max(0, Math.round(Number.isFinite(n) ? n : 0)));
}

/** "1 review" / "N reviews" (0 → "0 reviews"). */
export function reviewCountLabel(n: number): string {
  return n === 1 ? '1 review' : `${n} reviews`;
}

/** "1 Bed" / "N Beds". */
export function bedsLabel(n: number): string {
  return n === 1 ? '1 Bed' : `${n} Beds`;
}

/** "1 Guest" / "N Guests". */
export function guestsLabel(n: number): string {
  return n === 1 ? '1 Guest' : `${n} Guests`;
}

/** "1 night" / "N nights": a stay's length as the booking screens and room cards say it. */
export function nightsLabel(n: number): string {
  return n === 1 ? '1 night' : `${n} nights`;
}

import { EXTRA_GUEST_SHARE, HOT_DEAL_PERCENT } from './constants';
import type { Room } from './types';

type Priced = Pick<Room, 'price' | 'discountPrice'>;

const isPositiveNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** True when discountPrice is set and strictly lower than price (docs/product.md §7/§9). */
export function hasDiscount(room: Priced): boolean {
  return isPositiveNumber(room.discountPrice) && isPositiveNumber(room.price) && room.discountPrice < room.price;
}

/** Dollars per night: discountPrice when it is set and lower than price, else price. */
export function nightlyRate(room: Priced): number {
  return hasDiscount(room) ? (room.discountPrice as number) : room.price;
}

/**
 * Total for one night: rate + 25% of rate × (guests − 1), rounded to whole dollars.
 * The guest count is not clamped here; validate it with validateGuests.
 */
export function bookingTotal(room: Priced, guests: number): number {
  const rate = nightlyRate(room);
  const extra = Math.max(0, guests - 1);
  return Math.round(rate + rate * EXTRA_GUEST_SHARE * extra);
}

/** Rounded percent off (Math.round, so 29.5 → 30); 0 when there is no discount. */
export function discountPercentage(room: Priced): number {
  if (!hasDiscount(room)) return 0;
  // Multiply before dividing so e.g. (200 − 141) × 100 / 200 is exactly 29.5.
  return Math.round(((room.price - (room.discountPrice as number)) * 100) / room.price);
}

/** HOT DEAL badge: rounded discount of 30% or more. */
export function isHotDeal(room: Priced): boolean {
  return discountPercentage(room) >= HOT_DEAL_PERCENT;
}

/** "$1,234" (whole dollars, en-US). */
export function formatPrice(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

/** "$40.00": dollars and cents, as a discount and a total after one read. */
export const formatMoney = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "$318" or "$79.50": a total that has cents only once a promo code took some off. */
export const formatAmount = (amount: number): string => (Number.isInteger(amount) ? formatPrice(amount) : formatMoney(amount));

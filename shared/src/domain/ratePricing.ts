// The one pricing function (docs/product.md "Rates"): the API's quote, calendar and booking price and
// every page's prices come from here, so what a guest is shown is what they are charged.
import { addDays, daysBetween } from './dates';
import { MESSAGES } from './messages';
import { bookingTotal, nightlyRate } from './pricing';
import { nightDiscountCents, toCents, type PromotionTerms } from './promotions';
import type { CalendarNight, Quote, RatePeriod, RoomCalendar, RoomRates } from './rates';
import type { Room } from './types';

/** What prices a room's nights: its default rate and, when it has any, its rates. */
export type Pricing = Pick<Room, 'price' | 'discountPrice'> & { rates?: RoomRates };

/** Friday and Saturday nights (the weekend price's nights); `date` is YYYY-MM-DD. */
export function isWeekendNight(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/** The period covering the night `date` ([from, to)), if any. Periods never overlap. */
export function periodFor(pricing: Pricing, date: string): RatePeriod | undefined {
  return pricing.rates?.periods.find((p) => p.from <= date && date < p.to);
}

/**
 * A night's rate for one guest, whole dollars: the period's price (its discount taken where lower),
 * else the weekend price on Friday and Saturday nights, else the room's default (its discount taken
 * where lower). The room's discount belongs to its default price; a weekend price is a rate as typed.
 */
export function nightRate(pricing: Pricing, date: string): number {
  const period = periodFor(pricing, date);
  if (period) return nightlyRate(period);
  const weekend = pricing.rates?.weekendPrice;
  if (weekend != null && isWeekendNight(date)) return weekend;
  return nightlyRate(pricing);
}

/** A night's total for the party: the rate + 25 % of it per extra guest, whole dollars (bookingTotal). */
export function nightTotal(rate: number, guests: number): number {
  return bookingTotal({ price: rate, discountPrice: null }, guests);
}

/** Only the terms of a promotion (a whole one may be passed): what a quote tells the pages. */
const termsOf = ({ code, percentOff, amountOff, stayFrom, stayTo, minNights }: PromotionTerms): PromotionTerms => ({
  code,
  percentOff,
  amountOff,
  stayFrom,
  stayTo,
  minNights,
});

/**
 * The stay's price, night by night: each night's rate and its total for the guests, and the sum.
 * A room without rates prices every night as the specification does (bookingTotal × nights). With a
 * promotion (one that applies: promoRefusal), each night it covers takes its discount, to the cent,
 * and the quote says the total before, the discount and the total after; sums are added in cents.
 */
export function quoteStay(pricing: Pricing, checkIn: string, nights: number, guests: number, promotion?: PromotionTerms): Quote {
  const list = Array.from({ length: Math.max(0, nights) }, (_, i) => {
    const date = addDays(checkIn, i);
    const rate = nightRate(pricing, date);
    return { date, rate, total: nightTotal(rate, guests) };
  });
  const total = list.reduce((sum, n) => sum + n.total, 0);
  if (!promotion) return { nights: list, total, currency: 'USD' };
  const discounted = list.map((n) => {
    const off = nightDiscountCents(promotion, n.date, n.total);
    return { ...n, before: n.total, discount: off / 100, total: (toCents(n.total) - off) / 100 };
  });
  const discountCents = discounted.reduce((sum, n) => sum + toCents(n.discount), 0);
  return {
    nights: discounted,
    before: total,
    discount: discountCents / 100,
    total: (toCents(total) - discountCents) / 100,
    currency: 'USD',
    promo: { code: promotion.code, terms: termsOf(promotion) },
  };
}

/** The arrival rules of the night `date`: its period's minimum stay and closed-to-arrival flag. */
export function arrivalRules(pricing: Pricing, date: string): Pick<CalendarNight, 'minNights' | 'closedToArrival'> {
  const period = periodFor(pricing, date);
  return { minNights: period?.minNights ?? null, closedToArrival: period?.closedToArrival ?? false };
}

/** "Fri, Dec 12": how a rule names a night. */
export function ruleDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * Why the rules refuse a stay of `nights` nights arriving on `checkIn`, in words a guest can read, or
 * null. Only the arrival night's period rules: taken nights and the 14-night limit are checked where
 * they always were (nightsFree, validateStay).
 */
export function stayRefusal(pricing: Pricing, checkIn: string, nights: number): string | null {
  const { minNights, closedToArrival } = arrivalRules(pricing, checkIn);
  if (closedToArrival) return MESSAGES.closedToArrival(ruleDate(checkIn));
  if (minNights !== null && nights < minNights) return MESSAGES.minNightsArrival(minNights, ruleDate(checkIn));
  return null;
}

/** The periods that still price a night on or after `from` (all of them without `from`). */
function periodsFrom(pricing: Pricing, from?: string): RatePeriod[] {
  const periods = pricing.rates?.periods ?? [];
  return from === undefined ? periods : periods.filter((p) => p.to > from);
}

/**
 * The lowest one-guest rate of any night from `from` on ("from $X / night"). Periods end, so the
 * default rate and the weekend price always price some later night.
 */
export function lowestRate(pricing: Pricing, from?: string): number {
  const rates = [nightlyRate(pricing), ...periodsFrom(pricing, from).map(nightlyRate)];
  const weekend = pricing.rates?.weekendPrice;
  if (weekend != null) rates.push(weekend);
  return Math.min(...rates);
}

/** True when some night from `from` on costs other than the default rate (the card says "from $X / night"). */
export function pricesVary(pricing: Pricing, from?: string): boolean {
  const base = nightlyRate(pricing);
  const weekend = pricing.rates?.weekendPrice;
  return (weekend != null && weekend !== base) || periodsFrom(pricing, from).some((p) => nightlyRate(p) !== base);
}

/**
 * The nights [from, to) with their rate, whether they are free, and their arrival rules (GET
 * /rooms/:id/calendar answers this; a page may build it from a room it has read).
 */
export function roomCalendar(pricing: Pricing, from: string, to: string, bookedDates: Iterable<string>): RoomCalendar {
  const taken = new Set(bookedDates);
  const nights = Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => {
    const date = addDays(from, i);
    return { date, rate: nightRate(pricing, date), free: !taken.has(date), ...arrivalRules(pricing, date) };
  });
  return { from, to, nights };
}

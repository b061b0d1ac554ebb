// Nightly rates (docs/product.md "Rates"): the contract between the API, the guest pages and the front
// desk. Types only; the one pricing function lives beside them (ratePricing.ts) and is used by all three.
import type { PromotionTerms } from './promotions';
import type { DisplayEstimate } from './currency';

/**
 * A rate period: the nights in [from, to) cost `price` (or `discountPrice` where it is lower), and
 * stays that arrive on one of them follow its rules. Periods of one room never overlap.
 */
export interface RatePeriod {
  _id: string;
  /** YYYY-MM-DD, the first night covered. */
  from: string;
  /** YYYY-MM-DD, the first night no longer covered (exclusive). */
  to: string;
  /** Whole dollars per night, 1-100,000. */
  price: number;
  /** Lower than price, or null for none. */
  discountPrice: number | null;
  /** The shortest stay that may arrive on a night of the period (1-14), or null for no rule. */
  minNights: number | null;
  /** True when no stay may arrive on a night of the period. */
  closedToArrival: boolean;
}

/** POST /rooms/:id/rates and PATCH /rooms/:id/rates/:rateId (partial) bodies. */
export type RatePeriodInput = Omit<RatePeriod, '_id'>;

/**
 * What prices a room's nights: its default (price, discountPrice), its Friday and Saturday price,
 * and its periods. GET /rooms/:id/rates answers it; every Room carries it.
 */
export interface RoomRates {
  /** Whole dollars for Friday and Saturday nights outside a period, or null for the default. */
  weekendPrice: number | null;
  /** Sorted by `from`; only periods that have not ended (to > the hotel's today) on guest reads. */
  periods: RatePeriod[];
}

/**
 * One night of a quote: its rate (discount taken) and its total for the party (whole dollars). Priced
 * with a promotion, `before` is the night's total without it, `discount` what it takes off (to the
 * cent) and `total` what is left.
 */
export interface QuoteNight {
  /** YYYY-MM-DD */
  date: string;
  rate: number;
  total: number;
  before?: number;
  discount?: number;
}

/**
 * GET /rooms/:id/quote?checkIn=&checkOut=&guests=[&promo=]; POST /bookings stores `total` as the
 * booking's price. Priced with a promotion: `before` (the sum without it), `discount` and `promo`.
 */
export interface Quote {
  nights: QuoteNight[];
  total: number;
  currency: 'USD';
  before?: number;
  discount?: number;
  /** The code that priced it; or, with `refusal`, the code asked for and why it does not apply. */
  promo?: QuotePromo;
  /** With `?currency=` other than USD and a rate published for it: `total` estimated in that currency (docs/product.md "Currencies"). */
  estimate?: DisplayEstimate;
}

/**
 * The promo code of a quote: applied (its `terms`, no `refusal`), or refused in words (the stay
 * priced without it).
 */
export interface QuotePromo {
  code: string;
  refusal?: string;
  terms?: PromotionTerms;
}

/** One night of GET /rooms/:id/calendar?from=&to= (at most 62 nights). */
export interface CalendarNight {
  /** YYYY-MM-DD */
  date: string;
  /** The night's rate for one guest (discount taken). */
  rate: number;
  /** False when a booking holds the night. */
  free: boolean;
  /** The shortest stay arriving on this night, or null. */
  minNights: number | null;
  closedToArrival: boolean;
}

export interface RoomCalendar {
  from: string;
  to: string;
  nights: CalendarNight[];
}

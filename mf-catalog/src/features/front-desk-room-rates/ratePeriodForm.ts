import type { RatePeriod, RatePeriodInput } from '@hotel/shared';
import type { RatePeriodField } from '@hotel/shared/front-desk';
import { fieldErrorsOf, numberOrText } from '../../ui/front-desk';

/** A period's form as typed: numbers stay text until Save, so nothing typed is lost to a rule. */
export interface RatePeriodForm {
  from: string;
  to: string;
  price: string;
  discountPrice: string;
  minNights: string;
  closedToArrival: boolean;
}

export type RateErrors = Partial<Record<RatePeriodField, string>>;

/** Field order on screen: the first wrong one takes focus. */
export const RATE_FIELDS: readonly RatePeriodField[] = [
  'from',
  'to',
  'price',
  'discountPrice',
  'minNights',
  'closedToArrival',
];

export const RATE_LABELS: Record<RatePeriodField, string> = {
  from: 'From',
  to: 'To',
  price: 'Price',
  discountPrice: 'Discount price',
  minNights: 'Minimum nights',
  closedToArrival: 'Closed to arrival',
};

export const EMPTY_RATE_FORM: RatePeriodForm = {
  from: '',
  to: '',
  price: '',
  discountPrice: '',
  minNights: '',
  closedToArrival: false,
};

const text = (n: number | null) => (n === null ? '' : String(n));

export const formOfPeriod = (p: RatePeriod): RatePeriodForm => ({
  from: p.from,
  to: p.to,
  price: text(p.price),
  discountPrice: text(p.discountPrice),
  minNights: text(p.minNights),
  closedToArrival: p.closedToArrival,
});


/** The raw input validateRatePeriod checks (the API checks the same). */
export const rawOfForm = (f: RatePeriodForm): Record<string, unknown> => ({
  from: f.from,
  to: f.to,
  price: numberOrText(f.price) ?? '',
  discountPrice: numberOrText(f.discountPrice),
  minNights: numberOrText(f.minNights),
  closedToArrival: f.closedToArrival,
});

/** A PATCH's body: only the fields that differ from the period as kept. */
export function changedRateFields(before: RatePeriod, after: RatePeriodInput): Partial<RatePeriodInput> {
  const out: Partial<RatePeriodInput> = {};
  for (const f of RATE_FIELDS) if (before[f] !== after[f]) (out as Record<string, unknown>)[f] = after[f];
  return out;
}

/** The errors by field of a validation or a 400's details. */
export const rateErrorsOf = (details: { field?: string; message: string }[] | undefined): RateErrors => fieldErrorsOf(RATE_FIELDS, details);

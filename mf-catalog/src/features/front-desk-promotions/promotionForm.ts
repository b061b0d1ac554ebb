import type { PromotionField } from '@hotel/shared/front-desk';
import type { Promotion, PromotionInput } from '@hotel/shared/promotions';
import { numberOrText } from '../../ui/front-desk';

/** A promotion's form as typed: numbers stay text until Save, so nothing typed is lost to a rule. */
export interface PromotionForm {
  code: string;
  kind: 'percent' | 'amount';
  /** The percentage or the amount, as typed. */
  off: string;
  stayFrom: string;
  stayTo: string;
  bookFrom: string;
  bookTo: string;
  minNights: string;
  maxUses: string;
  /** Empty: every room. */
  roomIds: string[];
}

export type PromotionErrors = Partial<Record<PromotionField, string>>;

/** Field order on screen: the first wrong one takes focus. */
export const PROMOTION_FIELDS: readonly PromotionField[] = [
  'code',
  'percentOff',
  'amountOff',
  'stayFrom',
  'stayTo',
  'bookFrom',
  'bookTo',
  'minNights',
  'maxUses',
  'roomIds',
];

export const EMPTY_PROMOTION_FORM: PromotionForm = {
  code: '',
  kind: 'percent',
  off: '',
  stayFrom: '',
  stayTo: '',
  bookFrom: '',
  bookTo: '',
  minNights: '',
  maxUses: '',
  roomIds: [],
};

const text = (n: number | null) => (n === null ? '' : String(n));

export const formOfPromotion = (p: Promotion): PromotionForm => ({
  code: p.code,
  kind: p.percentOff !== null ? 'percent' : 'amount',
  off: text(p.percentOff ?? p.amountOff),
  stayFrom: p.stayFrom,
  stayTo: p.stayTo,
  bookFrom: p.bookFrom ?? '',
  bookTo: p.bookTo ?? '',
  minNights: text(p.minNights),
  maxUses: text(p.maxUses),
  roomIds: p.roomIds,
});

/** The raw input validatePromotion checks (the API checks the same): the other kind of discount is null. */
export const rawOfForm = (f: PromotionForm): Record<string, unknown> => {
  const off = numberOrText(f.off) ?? '';
  return {
    code: f.code,
    percentOff: f.kind === 'percent' ? off : null,
    amountOff: f.kind === 'amount' ? off : null,
    stayFrom: f.stayFrom,
    stayTo: f.stayTo,
    bookFrom: f.bookFrom || null,
    bookTo: f.bookTo || null,
    minNights: numberOrText(f.minNights),
    maxUses: numberOrText(f.maxUses),
    roomIds: f.roomIds,
  };
};

/** A PATCH's body: only the fields that differ from the promotion as kept. */
export function changedPromotionFields(before: Promotion, after: PromotionInput): Partial<PromotionInput> {
  const out: Record<string, unknown> = {};
  for (const f of PROMOTION_FIELDS) if (JSON.stringify(before[f]) !== JSON.stringify(after[f])) out[f] = after[f];
  return out as Partial<PromotionInput>;
}

/** The errors by field of a validation or a 400's details. */
export function promotionErrorsOf(details: { field?: string; message: string }[] | undefined): PromotionErrors {
  const out: PromotionErrors = {};
  for (const d of details ?? []) {
    if (d.field && (PROMOTION_FIELDS as readonly string[]).includes(d.field)) out[d.field as PromotionField] ??= d.message;
  }
  return out;
}

import type { Partner, PartnerField, PartnerInput } from '@hotel/shared/front-desk';
import { fieldErrorsOf } from '../../ui/front-desk';

/** A partner's form as typed: the origins one a line, the commission as text until Save (nothing typed is lost). */
export interface PartnerForm {
  name: string;
  allowedOrigins: string;
  webhookUrl: string;
  commissionPercent: string;
  active: boolean;
}

export type PartnerErrors = Partial<Record<PartnerField, string>>;

/** Field order on screen: the first wrong one takes focus. */
export const PARTNER_FIELDS: readonly PartnerField[] = ['name', 'allowedOrigins', 'webhookUrl', 'commissionPercent', 'active'];

export const EMPTY_PARTNER_FORM: PartnerForm = { name: '', allowedOrigins: '', webhookUrl: '', commissionPercent: '0', active: true };

export const formOfPartner = (p: Partner): PartnerForm => ({
  name: p.name,
  allowedOrigins: p.allowedOrigins.join('\n'),
  webhookUrl: p.webhookUrl ?? '',
  commissionPercent: String(p.commissionPercent),
  active: p.active,
});

/** The raw input validatePartner checks (the API checks the same): a commission that is not a number stays text, and the rule names it. */
export const rawOfForm = (f: PartnerForm): Record<string, unknown> => {
  const commission = f.commissionPercent.trim();
  return {
    name: f.name,
    allowedOrigins: f.allowedOrigins.split(/[\s,]+/).filter(Boolean),
    webhookUrl: f.webhookUrl.trim() === '' ? null : f.webhookUrl.trim(),
    commissionPercent: /^\d+(\.\d+)?$/.test(commission) ? Number(commission) : commission,
    active: f.active,
  };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A PATCH's body: only the fields that differ from the partner as kept. */
export function changedPartnerFields(before: Partner, after: PartnerInput): Partial<PartnerInput> {
  return Object.fromEntries(PARTNER_FIELDS.filter((f) => !same(before[f], after[f])).map((f) => [f, after[f]]));
}

/** The errors by field of a validation or a 400's details. */
export const partnerErrorsOf = (details: { field?: string; message: string }[] | undefined): PartnerErrors =>
  fieldErrorsOf(PARTNER_FIELDS, details);

import { toApiRequestError, useAction } from '@hotel/shared';
import { frontDeskApi, validatePartner, type Partner, type PartnerField, type PartnerInput, type PartnerWithSecret } from '@hotel/shared/front-desk';
import { Dialog } from '@hotel/shared/ui';
import fields from '@hotel/shared/ui/fields.module.css';
import type { FormEvent, ReactNode } from 'react';
import { FormEnd, useFieldForm } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskPartnersPage.module.css';
import {
  changedPartnerFields,
  EMPTY_PARTNER_FORM,
  formOfPartner,
  PARTNER_FIELDS,
  partnerErrorsOf,
  rawOfForm,
  type PartnerForm,
} from './partnerForm';

export const PARTNER_TEXTS = {
  fixFields: 'Please correct the marked fields.',
  added: (name: string) => `${name} added.`,
  changed: (name: string) => `${name} saved.`,
  noChanges: 'No changes to save.',
  saveFailed: 'Failed to save the partner. Please try again.',
} as const;

const LABELS: Record<Exclude<PartnerField, 'active'>, string> = {
  name: 'Name',
  allowedOrigins: 'Allowed sites',
  webhookUrl: 'Webhook URL',
  commissionPercent: 'Commission (%)',
};

const HELP: Record<Exclude<PartnerField, 'active'>, string> = {
  name: 'As staff and the booking frame call the partner.',
  allowedOrigins: 'One per line: the scheme and the host of each page that embeds our rooms, e.g. https://venue.example (no path).',
  webhookUrl: 'Optional: where the partner’s server hears of its bookings (https://). Empty for none.',
  commissionPercent: 'What the partner earns of a booking’s total, 0-100.',
};

const controlId = (f: PartnerField) => `partner-${f}`;

type Save = { kind: 'add'; partner: PartnerInput } | { kind: 'change'; id: string; patch: Partial<PartnerInput> };

interface Props {
  /** The partner to change; absent: a new one. */
  partner?: Partner;
  onClose: () => void;
  /** The API's answer: a new partner carries its webhook secret. */
  onSaved: (saved: Partner | PartnerWithSecret) => void;
}

/**
 * Add or change a partner (docs/product.md "Partners"): checked with validatePartner first (the
 * rule's message at each wrong field, the first one focused, nothing sent); the API's 400 details
 * show the same way (an http webhook in production is refused there). Nothing typed is lost.
 */
export function PartnerDialog({ partner, onClose, onSaved }: Props) {
  const { form, errors, setErrors, showErrors, set, formRef } = useFieldForm<PartnerForm, PartnerField>(
    () => (partner ? formOfPartner(partner) : EMPTY_PARTNER_FORM),
    PARTNER_FIELDS,
    controlId,
  );

  const save = useAction(
    (s: Save): Promise<Partner | PartnerWithSecret> =>
      s.kind === 'add' ? frontDeskApi.addPartner(s.partner) : frontDeskApi.changePartner(s.id, s.patch),
    {
      success: (saved, s) => (s.kind === 'add' ? PARTNER_TEXTS.added(saved.name) : PARTNER_TEXTS.changed(saved.name)),
      failure: PARTNER_TEXTS.saveFailed,
      showError: 'inline',
      onSuccess: onSaved,
      onError: (e) => showErrors(partnerErrorsOf(toApiRequestError(e).details)),
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // http://127.0.0.1 passes here (a laptop); the API refuses it in production, in the same words.
    const checked = validatePartner(rawOfForm(form), true);
    save.setError(null);
    if (!checked.ok) return showErrors(partnerErrorsOf(checked.details));
    setErrors({});
    if (!partner) return void save.run({ kind: 'add', partner: checked.value });
    const patch = changedPartnerFields(partner, checked.value);
    if (Object.keys(patch).length === 0) return save.setError(PARTNER_TEXTS.noChanges);
    void save.run({ kind: 'change', id: partner._id, patch });
  };

  const field = (f: Exclude<PartnerField, 'active'>, control: (props: object) => ReactNode) => {
    const error = errors[f];
    return (
      <div className={`${fields.field} ${f === 'commissionPercent' ? '' : styles.full}`}>
        <label htmlFor={controlId(f)} className={fields.label}>
          {LABELS[f]}
        </label>
        {control({
          id: controlId(f),
          className: fields.input,
          value: form[f],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [`${controlId(f)}-help`, error && `${controlId(f)}-error`].filter(Boolean).join(' '),
          onChange: (e: { target: { value: string } }) => set(f, e.target.value),
        })}
        <p id={`${controlId(f)}-help`} className={desk.fieldHelp}>
          {HELP[f]}
        </p>
        {error && (
          <p id={`${controlId(f)}-error`} className={desk.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const wrong = PARTNER_FIELDS.some((f) => errors[f]);
  const message = wrong ? PARTNER_TEXTS.fixFields : save.error;
  return (
    <Dialog open onClose={onClose} title={partner ? `Change ${partner.name}` : 'Add a partner'} dismissible={!save.busy}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Partner">
        <div className={desk.formGrid}>
          {field('name', (p) => <input {...p} type="text" autoComplete="off" />)}
          {field('allowedOrigins', (p) => <textarea {...p} rows={3} spellCheck={false} />)}
          {field('webhookUrl', (p) => <input {...p} type="url" inputMode="url" spellCheck={false} />)}
          {field('commissionPercent', (p) => <input {...p} type="text" inputMode="decimal" />)}
          <label className={desk.check}>
            <input
              id={controlId('active')}
              type="checkbox"
              checked={form.active}
              onChange={(e) => set('active', e.target.checked)}
            />
            Active (its pages may open the booking frame)
          </label>
        </div>
        <FormEnd message={message} busy={save.busy} onCancel={onClose} submitLabel={partner ? 'Save partner' : 'Add partner'} />
      </form>
    </Dialog>
  );
}

import { toApiRequestError, useAction, type RatePeriod, type RatePeriodInput } from '@hotel/shared';
import { frontDeskApi, validateRatePeriod, type RatePeriodField } from '@hotel/shared/front-desk';
import { Dialog } from '@hotel/shared/ui';
import { type FormEvent } from 'react';
import { FormFooter, useFieldForm } from '../../ui/front-desk';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskRoomRatesPage.module.css';
import {
  changedRateFields,
  EMPTY_RATE_FORM,
  formOfPeriod,
  RATE_FIELDS,
  RATE_LABELS,
  rateErrorsOf,
  rawOfForm,
  type RatePeriodForm,
} from './ratePeriodForm';

export const RATE_TEXTS = {
  fixFields: 'Please correct the fields marked below.',
  added: 'Rate period added.',
  changed: 'Rate period saved.',
  noChanges: 'No changes to save.',
  saveFailed: 'Failed to save the rate period. Please try again.',
} as const;

const HELP: Partial<Record<RatePeriodField, string>> = {
  from: 'The first night the period prices.',
  to: 'The first night it no longer prices (the last night is the day before).',
  price: 'Dollars per night for one guest.',
  discountPrice: 'Optional: below the price. Empty for none.',
  minNights: 'Optional: the shortest stay arriving on one of these nights (1-14). Empty for none.',
};

const controlId = (f: RatePeriodField) => `rate-${f}`;
const helpId = (f: RatePeriodField) => `rate-${f}-help`;
const errorId = (f: RatePeriodField) => `rate-${f}-error`;

type Save = { kind: 'add'; period: RatePeriodInput } | { kind: 'change'; id: string; patch: Partial<RatePeriodInput> };

interface Props {
  roomId: string;
  /** The period to change; absent: a new one. */
  period?: RatePeriod;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add or change a rate period (docs/product.md "Rates"): checked with validateRatePeriod first (the
 * rule's message at each wrong field, the first one focused, nothing sent); the API's 400 details
 * show the same way, and its 409 (an overlap) above the buttons. Nothing typed is lost.
 */
export function RatePeriodDialog({ roomId, period, onClose, onSaved }: Props) {
  const { form, errors, setErrors, showErrors, set, formRef } = useFieldForm<RatePeriodForm, RatePeriodField>(
    () => (period ? formOfPeriod(period) : EMPTY_RATE_FORM),
    RATE_FIELDS,
    controlId,
  );

  const save = useAction(
    (s: Save) =>
      s.kind === 'add' ? frontDeskApi.addRate(roomId, s.period) : frontDeskApi.changeRate(roomId, s.id, s.patch),
    {
      success: (_r, s) => (s.kind === 'add' ? RATE_TEXTS.added : RATE_TEXTS.changed),
      failure: RATE_TEXTS.saveFailed,
      showError: 'inline',
      stales: ['rooms'],
      onSuccess: onSaved,
      onError: (e) => showErrors(rateErrorsOf(toApiRequestError(e).details)),
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateRatePeriod(rawOfForm(form));
    save.setError(null);
    if (!checked.ok) return showErrors(rateErrorsOf(checked.details));
    setErrors({});
    if (!period) return void save.run({ kind: 'add', period: checked.value });
    const patch = changedRateFields(period, checked.value);
    if (Object.keys(patch).length === 0) return save.setError(RATE_TEXTS.noChanges);
    void save.run({ kind: 'change', id: period._id, patch });
  };

  const field = (f: Exclude<RatePeriodField, 'closedToArrival'>, type: 'date' | 'number') => {
    const error = errors[f];
    const describedBy = [HELP[f] && helpId(f), error && errorId(f)].filter(Boolean).join(' ') || undefined;
    return (
      <div className={fields.field}>
        <label htmlFor={controlId(f)} className={fields.label}>
          {RATE_LABELS[f]}
        </label>
        <input
          id={controlId(f)}
          className={fields.input}
          // Numbers as text (digits keyboard): what was typed stays, and the rule names what is wrong.
          type={type === 'date' ? 'date' : 'text'}
          inputMode={type === 'number' ? 'numeric' : undefined}
          value={form[f]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(f, e.target.value)}
        />
        {HELP[f] && (
          <p id={helpId(f)} className={styles.help}>
            {HELP[f]}
          </p>
        )}
        {error && (
          <p id={errorId(f)} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const wrong = RATE_FIELDS.some((f) => errors[f]);
  const message = wrong ? RATE_TEXTS.fixFields : save.error;
  return (
    <Dialog
      open
      onClose={onClose}
      title={period ? 'Change the rate period' : 'Add a rate period'}
      dismissible={!save.busy}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Rate period">
        <div className={styles.formGrid}>
          {field('from', 'date')}
          {field('to', 'date')}
          {field('price', 'number')}
          {field('discountPrice', 'number')}
          {field('minNights', 'number')}
          <label className={styles.check}>
            <input
              id={controlId('closedToArrival')}
              type="checkbox"
              checked={form.closedToArrival}
              onChange={(e) => set('closedToArrival', e.target.checked)}
            />
            Closed to arrival (no stay may arrive on these nights)
          </label>
        </div>
        <FormFooter message={message} busy={save.busy} submitLabel={period ? 'Save period' : 'Add period'} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

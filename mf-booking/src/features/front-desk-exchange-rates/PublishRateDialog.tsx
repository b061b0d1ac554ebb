import { toApiRequestError, useAction } from '@hotel/shared';
import { HOTEL_CURRENCY } from '@hotel/shared/currency';
import {
  EXCHANGE_RATE_LIMITS,
  RATE_CURRENCIES,
  frontDeskApi,
  validateExchangeRate,
  type ExchangeRateField,
  type ExchangeRateInput,
  type PublishedRate,
} from '@hotel/shared/front-desk';
import { Dialog, DialogActions } from '@hotel/shared/ui';
import fields from '@hotel/shared/ui/fields.module.css';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { deskStyles } from '../../ui/front-desk';
import styles from './FrontDeskExchangeRates.module.css';

export const PUBLISH_TEXTS = {
  published: (c: string) => `${c} rate published: guests see it from now on.`,
  failed: 'Failed to publish the rate. Please try again.',
  fixFields: 'Please correct the fields marked below.',
} as const;

type Form = Record<ExchangeRateField, string>;
type Errors = Partial<Record<ExchangeRateField, string>>;
const FIELDS: readonly ExchangeRateField[] = ['currency', 'rate', 'date', 'source'];

const LABELS: Record<ExchangeRateField, string> = { currency: 'Currency', rate: `1 ${HOTEL_CURRENCY} buys`, date: 'Date of the rate', source: 'Source' };
const HELP: Record<ExchangeRateField, string> = {
  currency: `The hotel charges in ${HOTEL_CURRENCY}; guests see estimates in these.`,
  rate: 'How much of the currency one US dollar buys, as the source publishes it (e.g. 0.9234).',
  date: 'The day the source published it: today or before.',
  source: 'Where it comes from, as guests will read it (e.g. European Central Bank reference rate).',
};

/** A number when the text is one ("0.92"); else the text, so the rule's words say what is wrong ("0,92"). */
const numberOrText = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function errorsOf(details: { field?: string; message: string }[] | undefined): Errors {
  const out: Errors = {};
  for (const d of details ?? []) if (d.field && (FIELDS as readonly string[]).includes(d.field)) out[d.field as ExchangeRateField] ??= d.message;
  return out;
}

interface Props {
  /** The hotel's today (YYYY-MM-DD): the date's default and its latest. */
  today: string;
  onClose: () => void;
  onPublished: (rate: PublishedRate) => void;
}

/**
 * Publish a rate (docs/product.md "Currencies"): checked with validateExchangeRate first (the rule's
 * words at each wrong field, the first one focused, nothing sent); the API's 400 details show the
 * same way. Nothing typed is lost. A rate is never changed: a wrong one is put right by a new one.
 */
export function PublishRateDialog({ today, onClose, onPublished }: Props) {
  const [form, setForm] = useState<Form>({ currency: RATE_CURRENCIES[0]!, rate: '', date: today, source: '' });
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const showErrors = (e: Errors) => {
    setErrors(e);
    const first = FIELDS.find((f) => e[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#fx-${first}`)?.focus();
  };
  const publish = useAction((rate: ExchangeRateInput) => frontDeskApi.publishExchangeRate(rate), {
    success: (r) => PUBLISH_TEXTS.published(r.currency),
    failure: PUBLISH_TEXTS.failed,
    showError: 'inline',
    onSuccess: onPublished,
    onError: (e) => showErrors(errorsOf(toApiRequestError(e).details)),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    publish.setError(null);
    const checked = validateExchangeRate({ ...form, rate: numberOrText(form.rate) }, today);
    if (!checked.ok) return showErrors(errorsOf(checked.details));
    setErrors({});
    void publish.run(checked.value);
  };

  const set = (f: ExchangeRateField, value: string) => setForm((old) => ({ ...old, [f]: value }));
  const field = (f: ExchangeRateField, control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby': string }) => ReactElement) => {
    const id = `fx-${f}`;
    const error = errors[f];
    return (
      <div className={fields.field}>
        <label htmlFor={id} className={fields.label}>
          {LABELS[f]}
        </label>
        {control({ id, ...(error ? { 'aria-invalid': true } : {}), 'aria-describedby': [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') })}
        <p id={`${id}-help`} className={styles.help}>
          {HELP[f]}
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const wrong = FIELDS.some((f) => errors[f]);
  const message = wrong ? PUBLISH_TEXTS.fixFields : publish.error;
  return (
    <Dialog open onClose={onClose} title="Publish a rate" dismissible={!publish.busy}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Exchange rate" className={styles.form}>
        <div className={styles.pair}>
          {field('currency', (p) => (
            <select {...p} className={fields.input} value={form.currency} onChange={(e) => set('currency', e.target.value)}>
              {RATE_CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          ))}
          {field('rate', (p) => <input {...p} className={fields.input} inputMode="decimal" autoComplete="off" value={form.rate} onChange={(e) => set('rate', e.target.value)} />)}
        </div>
        {field('date', (p) => <input {...p} className={fields.input} type="date" max={today} value={form.date} onChange={(e) => set('date', e.target.value)} />)}
        {field('source', (p) => (
          <input {...p} className={fields.input} maxLength={EXCHANGE_RATE_LIMITS.sourceMax} value={form.source} onChange={(e) => set('source', e.target.value)} />
        ))}
        {message && (
          <p className={styles.formError} role="alert">
            {message}
          </p>
        )}
        <DialogActions>
          <button type="button" className={deskStyles.secondary} disabled={publish.busy} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={deskStyles.primary} disabled={publish.busy}>
            {publish.busy ? 'Publishing…' : 'Publish rate'}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

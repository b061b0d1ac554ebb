import { toApiRequestError, useAction, type HotelRoom } from '@hotel/shared';
import { frontDeskApi, validatePromotion, type PromotionField } from '@hotel/shared/front-desk';
import type { Promotion, PromotionInput } from '@hotel/shared/promotions';
import { Dialog } from '@hotel/shared/ui';
import fields from '@hotel/shared/ui/fields.module.css';
import { type FormEvent } from 'react';
import { FormEnd, useFieldForm } from '../../ui/front-desk';
import desk from '../../ui/front-desk/desk.module.css';
import styles from './FrontDeskPromotions.module.css';
import {
  changedPromotionFields,
  EMPTY_PROMOTION_FORM,
  formOfPromotion,
  PROMOTION_FIELDS,
  promotionErrorsOf,
  rawOfForm,
  type PromotionForm,
} from './promotionForm';

export const PROMOTION_TEXTS = {
  fixFields: 'Please correct the fields marked below.',
  added: 'Promo code created.',
  changed: 'Promo code saved.',
  noChanges: 'No changes to save.',
  saveFailed: 'Failed to save the promo code. Please try again.',
} as const;

type TextField = 'code' | 'off' | 'stayFrom' | 'stayTo' | 'bookFrom' | 'bookTo' | 'minNights' | 'maxUses';

const LABELS: Record<TextField, string> = {
  code: 'Code',
  off: 'Off',
  stayFrom: 'Stay from',
  stayTo: 'Stay to',
  bookFrom: 'Book from',
  bookTo: 'Book to',
  minNights: 'Minimum nights',
  maxUses: 'Uses',
};

const HELP: Partial<Record<TextField, string>> = {
  code: 'Letters, digits and "-"; guests may type it in any case.',
  stayFrom: 'The first night it takes money off.',
  stayTo: 'The last night it takes money off (included).',
  bookFrom: 'Optional: the first day guests may use it.',
  bookTo: 'Optional: the last day guests may use it.',
  minNights: 'Optional: the shortest stay it is for (1-14).',
  maxUses: 'Optional: how many bookings may use it. A cancelled booking gives its use back.',
};

/** The rule's field each form field answers for (the percentage or the amount is one field on screen). */
const ruleField = (f: TextField, kind: PromotionForm['kind']): PromotionField =>
  f === 'off' ? (kind === 'percent' ? 'percentOff' : 'amountOff') : f;

const controlId = (f: PromotionField) => (f === 'percentOff' || f === 'amountOff' ? 'promo-off' : `promo-${f}`);

type Save = { kind: 'add'; promotion: PromotionInput } | { kind: 'change'; id: string; patch: Partial<PromotionInput> };

interface Props {
  /** The promotion to change; absent: a new one. */
  promotion?: Promotion;
  rooms: readonly HotelRoom[];
  onClose: () => void;
  onSaved: (saved: Promotion) => void;
}

/**
 * Create or change a promo code (docs/product.md "Promo codes"): checked with validatePromotion
 * first (the rule's words at each wrong field, the first one focused, nothing sent); the API's 400
 * details show the same way, its 409 (a code taken) above the buttons. Nothing typed is lost.
 */
export function PromotionDialog({ promotion, rooms, onClose, onSaved }: Props) {
  const { form, errors, setErrors, showErrors, set, formRef } = useFieldForm<PromotionForm, PromotionField>(
    () => (promotion ? formOfPromotion(promotion) : EMPTY_PROMOTION_FORM),
    PROMOTION_FIELDS,
    controlId,
  );

  const save = useAction(
    (s: Save) => (s.kind === 'add' ? frontDeskApi.addPromotion(s.promotion) : frontDeskApi.changePromotion(s.id, s.patch)),
    {
      success: (_p, s) => (s.kind === 'add' ? PROMOTION_TEXTS.added : PROMOTION_TEXTS.changed),
      failure: PROMOTION_TEXTS.saveFailed,
      showError: 'inline',
      onSuccess: onSaved,
      onError: (e) => showErrors(promotionErrorsOf(toApiRequestError(e).details)),
    },
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validatePromotion(rawOfForm(form));
    save.setError(null);
    if (!checked.ok) return showErrors(promotionErrorsOf(checked.details));
    setErrors({});
    if (!promotion) return void save.run({ kind: 'add', promotion: checked.value });
    const patch = changedPromotionFields(promotion, checked.value);
    if (Object.keys(patch).length === 0) return save.setError(PROMOTION_TEXTS.noChanges);
    void save.run({ kind: 'change', id: promotion._id, patch });
  };

  const field = (f: TextField, type: 'text' | 'date' | 'number', label = LABELS[f]) => {
    const rule = ruleField(f, form.kind);
    const error = errors[rule];
    const id = controlId(rule);
    const describedBy = [HELP[f] && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className={fields.field}>
        <label htmlFor={id} className={fields.label}>
          {label}
        </label>
        <input
          id={id}
          className={fields.input}
          type={type === 'date' ? 'date' : 'text'}
          inputMode={type === 'number' ? 'decimal' : undefined}
          autoCapitalize={f === 'code' ? 'characters' : undefined}
          value={form[f]}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => set(f, e.target.value)}
        />
        {HELP[f] && (
          <p id={`${id}-help`} className={desk.fieldHelp}>
            {HELP[f]}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={desk.fieldError} role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  const toggleRoom = (id: string, on: boolean) =>
    set('roomIds', on ? [...form.roomIds, id] : form.roomIds.filter((r) => r !== id));
  const wrong = PROMOTION_FIELDS.some((f) => errors[f]);
  const message = wrong ? PROMOTION_TEXTS.fixFields : save.error;
  return (
    <Dialog open onClose={onClose} title={promotion ? `Change ${promotion.code}` : 'Create a promo code'} dismissible={!save.busy}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Promo code">
        <div className={desk.formGrid}>
          {field('code', 'text')}
          <fieldset className={styles.kind}>
            <legend>Discount</legend>
            <label className={styles.choice}>
              <input type="radio" name="promo-kind" checked={form.kind === 'percent'} onChange={() => set('kind', 'percent')} />
              Percent off each night
            </label>
            <label className={styles.choice}>
              <input type="radio" name="promo-kind" checked={form.kind === 'amount'} onChange={() => set('kind', 'amount')} />
              Amount off each night
            </label>
          </fieldset>
          {field('off', 'number', form.kind === 'percent' ? 'Percent off (1-100)' : 'Amount off per night ($)')}
          {field('maxUses', 'number')}
          {field('stayFrom', 'date')}
          {field('stayTo', 'date')}
          {field('bookFrom', 'date')}
          {field('bookTo', 'date')}
          {field('minNights', 'number')}
          <fieldset className={styles.rooms} aria-describedby="promo-rooms-help">
            <legend>Rooms</legend>
            <p id="promo-rooms-help" className={desk.fieldHelp}>
              None ticked: every room.
            </p>
            <div className={styles.roomList}>
              {rooms.map((r) => (
                <label key={r._id} className={styles.choice}>
                  <input type="checkbox" checked={form.roomIds.includes(r._id)} onChange={(e) => toggleRoom(r._id, e.target.checked)} />
                  {r.name}
                </label>
              ))}
            </div>
            {errors.roomIds && (
              <p className={desk.fieldError} role="alert">
                {errors.roomIds}
              </p>
            )}
          </fieldset>
        </div>
        <FormEnd message={message} busy={save.busy} onCancel={onClose} submitLabel={promotion ? 'Save code' : 'Create code'} />
      </form>
    </Dialog>
  );
}

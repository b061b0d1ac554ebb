import { formatBookingDate, formatPrice, notify, toApiRequestError, useAction, type RatePeriod } from '@hotel/shared';
import { frontDeskApi, validateWeekendPrice } from '@hotel/shared/front-desk';
import { useId, useState, type FormEvent } from 'react';
import desk from '../../ui/front-desk/desk.module.css';
import fields from '@hotel/shared/ui/fields.module.css';
import styles from './FrontDeskRoomRatesPage.module.css';
import { ConfirmDialog, numberOrText } from '../../ui/front-desk';

export const WEEKEND_TEXTS = {
  saved: (price: number | null) =>
    price === null ? 'Weekend price removed.' : `Weekend price set to ${formatPrice(price)}.`,
  failed: 'Failed to save the weekend price. Please try again.',
  deleted: 'Rate period deleted.',
  deleteFailed: 'Failed to delete the rate period. Please try again.',
} as const;

/** "Dec 1, 2026 to Dec 4, 2026": a period as staff typed it (the nights up to, not including, `to`). */
export const periodNights = (p: Pick<RatePeriod, 'from' | 'to'>) =>
  `${formatBookingDate(p.from)} to ${formatBookingDate(p.to)}`;

/** The weekend price: Friday and Saturday nights outside a period; empty is none (the default price). */
export function WeekendPriceForm({ roomId, weekendPrice }: { roomId: string; weekendPrice: number | null }) {
  const id = useId();
  const [value, setValue] = useState(weekendPrice === null ? '' : String(weekendPrice));
  const [error, setError] = useState<string | null>(null);
  const save = useAction((price: number | null) => frontDeskApi.setWeekendPrice(roomId, price), {
    success: (_r, price) => WEEKEND_TEXTS.saved(price),
    failure: WEEKEND_TEXTS.failed,
    stales: ['rooms'],
    // A 400 names the field in the rule's words: show them at the field too.
    onError: (e) => setError(toApiRequestError(e).details?.find((d) => d.field === 'weekendPrice')?.message ?? null),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const price = numberOrText(value);
    const wrong = validateWeekendPrice(price);
    if (wrong) return setError(wrong);
    setError(null);
    if (price === weekendPrice) return void notify('info', 'No changes to save.');
    void save.run(price as number | null);
  };
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Weekend price
      </h2>
      <div className={styles.inline}>
        <div className={fields.field}>
          <label htmlFor={id} className={fields.label}>
            Friday and Saturday nights
          </label>
          <input
            id={id}
            className={fields.input}
            type="text"
            inputMode="numeric"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
        </div>
        <button type="submit" className={desk.primary} disabled={save.busy}>
          Save weekend price
        </button>
      </div>
      <p id={`${id}-help`} className={styles.help}>
        Dollars per night outside a rate period. Empty: the default price.
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** "Delete this rate period?" and DELETE /rooms/{id}/rates/{rateId}. */
export function DeleteRateDialog({
  roomId,
  period,
  onClose,
}: {
  roomId: string;
  period: RatePeriod;
  onClose: () => void;
}) {
  const remove = useAction(() => frontDeskApi.deleteRate(roomId, period._id), {
    success: WEEKEND_TEXTS.deleted,
    failure: WEEKEND_TEXTS.deleteFailed,
    stales: ['rooms'],
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      title="Delete this rate period?"
      busy={remove.busy}
      danger
      confirmLabel="Delete period"
      onClose={onClose}
      onConfirm={() => void remove.run()}
    >
      <p className={desk.dialogText}>
        The nights from {periodNights(period)} go back to the default and weekend prices, and their rules end. Bookings
        already made keep their price.
      </p>
    </ConfirmDialog>
  );
}

import { formatPromoDiscount } from '@hotel/shared/promotions';
import { CircleAlert, CircleCheck, Tag } from 'lucide-react';
import { sharedText, t } from '@hotel/shared';
import { useId, useState } from 'react';
import styles from './BookingPanel.module.css';
import type { PromoState } from './usePromo';

interface Props {
  promo: PromoState;
  /** What the code takes off the stay shown (0 when it takes nothing off). */
  discount: number;
}

/**
 * "Have a promo code?": collapsed until asked for, open when the page's link carried one. Apply asks
 * the API whether it applies to the stay; under the field, what it takes off ("−$40.00 SUMMER10") or
 * why it does not apply, in the API's words.
 */
export function PromoCodeField({ promo, discount }: Props) {
  const [open, setOpen] = useState(promo.code !== '');
  const id = useId();
  const statusId = useId();
  if (!open) {
    return (
      <button type="button" className={styles.promoToggle} aria-expanded="false" onClick={() => setOpen(true)}>
        <Tag aria-hidden="true" size={16} /> {t('booking.promo.toggle')}
      </button>
    );
  }
  const applied = promo.code !== '' && promo.terms !== undefined && !promo.checking;
  return (
    <form
      className={styles.promo}
      onSubmit={(e) => {
        e.preventDefault();
        promo.apply();
      }}
    >
      <label className={styles.label} htmlFor={id}>
        <Tag aria-hidden="true" size={18} /> {t('booking.promo.label')}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className={styles.input}
          value={promo.draft}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          onChange={(e) => promo.setDraft(e.target.value)}
        />
        <button type="submit" className={styles.secondary} disabled={promo.draft.trim() === ''}>
          {t('booking.promo.apply')}
        </button>
        {promo.code !== '' && (
          <button type="button" className={styles.secondary} onClick={promo.remove}>
            {t('booking.promo.remove')}
          </button>
        )}
      </div>
      <p id={statusId} role="status" className={promo.refusal ? styles.bad : applied ? styles.ok : styles.note}>
        {promo.refusal ? (
          <>
            <CircleAlert aria-hidden="true" size={16} />
            {sharedText(promo.refusal)}
          </>
        ) : applied && discount > 0 ? (
          <>
            <CircleCheck aria-hidden="true" size={16} />
            {formatPromoDiscount(discount, promo.code)}
          </>
        ) : promo.checking ? (
          t('booking.promo.checking')
        ) : promo.code !== '' ? (
          t('booking.promo.pickDates')
        ) : (
          ''
        )}
      </p>
    </form>
  );
}

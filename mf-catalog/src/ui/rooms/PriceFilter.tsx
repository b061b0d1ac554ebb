// The page's translations (the shell's singleton runtime); a partner page's own (embed.tsx).
import { t, type RoomsQuery } from '@hotel/shared';
import { validatePriceFilter } from '@hotel/shared/domain';
import { FormError } from '@hotel/shared/ui';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import styles from './rooms.module.css';
import { useCheckedSubmit } from './useCheckedSubmit';

interface Props {
  onApply: (query: RoomsQuery) => void;
  busy?: boolean;
  /** Values the inputs start with (the partner embed's presets). */
  initial?: RoomsQuery;
}

interface PriceFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
  /** The shown error's id: the field is then invalid and described by it. */
  errorId?: string;
}

/** A whole-dollar amount, 0 or more; the browser's number keyboard on phones. */
function PriceField({ id, label, placeholder, value, onValue, errorId }: PriceFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

/**
 * Price filter (docs/product.md §2, §5): minimum and maximum in dollars (numeric, minimum 0, a value applies
 * only if non-empty), Apply and Clear; collapsible on small screens. Validation is @hotel/shared's.
 */
export function PriceFilter({ onApply, busy, initial }: Props) {
  const [min, setMin] = useState(initial?.minPrice === undefined ? '' : String(initial.minPrice));
  const [max, setMax] = useState(initial?.maxPrice === undefined ? '' : String(initial.maxPrice));
  const [open, setOpen] = useState(false);
  const { id, error, setError, errorId, describedBy: shownErrorId, submit } = useCheckedSubmit(
    () => validatePriceFilter({ min, max }),
    onApply,
  );

  const clear = () => {
    setMin('');
    setMax('');
    setError(null);
    onApply({});
  };

  return (
    <section className={styles.filter} aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} />
        <span id={`${id}-title`}>{t('catalog.price.title')}</span>
        <ChevronDown aria-hidden="true" size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <form id={`${id}-form`} className={open ? `${styles.filterForm} ${styles.filterOpen}` : styles.filterForm} onSubmit={submit} noValidate>
        <PriceField id={`${id}-min`} label={t('catalog.price.min')} placeholder="0" value={min} onValue={setMin} errorId={shownErrorId} />
        <PriceField id={`${id}-max`} label={t('catalog.price.max')} placeholder={t('catalog.price.any')} value={max} onValue={setMax} errorId={shownErrorId} />
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('catalog.price.apply')}
          </button>
          <button type="button" className={styles.secondary} onClick={clear}>
            {t('catalog.price.clear')}
          </button>
        </div>
        <FormError id={errorId} message={error} />
      </form>
    </section>
  );
}

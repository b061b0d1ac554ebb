import type { RoomsQuery } from '@hotel/shared';
import { validatePriceFilter } from '@hotel/shared/domain';
import { ChevronDown, CircleAlert, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styles from './rooms.module.css';

interface Props {
  onApply: (query: RoomsQuery) => void;
  busy?: boolean;
  /** Values the inputs start with (the partner embed's presets). */
  initial?: RoomsQuery;
}

/**
 * Price filter (spec §2, §5): minimum and maximum in dollars (numeric, minimum 0, a value applies
 * only if non-empty), Apply and Clear; collapsible on small screens. Validation is @hotel/shared's.
 */
export function PriceFilter({ onApply, busy, initial }: Props) {
  const [min, setMin] = useState(initial?.minPrice === undefined ? '' : String(initial.minPrice));
  const [max, setMax] = useState(initial?.maxPrice === undefined ? '' : String(initial.maxPrice));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const result = validatePriceFilter({ min, max });
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onApply(result.value);
  };

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
        <span id={`${id}-title`}>Filter by price</span>
        <ChevronDown aria-hidden="true" size={18} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <form id={`${id}-form`} className={open ? `${styles.filterForm} ${styles.filterOpen}` : styles.filterForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-min`}>Min price ($)</label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-max`}>Max price ($)</label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Any"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            Apply
          </button>
          <button type="button" className={styles.secondary} onClick={clear}>
            Clear
          </button>
        </div>
        {error && (
          <p id={errorId} className={styles.fieldError} role="alert">
            <CircleAlert aria-hidden="true" size={16} />
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

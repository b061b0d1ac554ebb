import { addDays, bookingHorizon, checkOutFor, GUESTS_DEFAULT, lastArrival, validateStay, type Stay } from '@hotel/shared/domain';
// The page's translations (the shell's singleton runtime); a partner page's own (embed.tsx).
import { t } from '@hotel/shared';
import { DateField, FormError, GuestsField } from '@hotel/shared/ui';
import { CalendarSearch } from 'lucide-react';
import { useState } from 'react';
import styles from './rooms.module.css';
import { useCheckedSubmit } from './useCheckedSubmit';

/** What the fields hold, as typed (a URL or a partner's preset may hold anything); validateStay reads it. */
export type StayFields = Record<'checkIn' | 'checkOut' | 'guests', string>;

interface Props {
  /** The fields' first values: the URL's stay on /rooms, the partner's presets in the embed. */
  initial: StayFields;
  /** The hotel's today (`YYYY-MM-DD`): the earliest check-in. */
  today: string;
  /** A problem with `initial` to show at once (a stale link's past check-in, a bad preset). */
  initialError?: string | null;
  /** A stay is searched (or refused, on /rooms): "Clear dates" shows. */
  active: boolean;
  busy?: boolean;
  onSearch: (stay: Stay) => void;
  onClear: () => void;
}

/** Two guests unless the guest says otherwise: the most common stay (docs/product.md §2 Rooms). */
export const DEFAULT_GUESTS = String(GUESTS_DEFAULT);

/**
 * Search by stay (docs/product.md §2 Rooms, §5 "A stay"): Check-in, Check-out, Guests and Search.
 * validateStay of @hotel/shared decides, and its message shows under the fields, which keep what the
 * guest typed.
 */
export function StaySearch({ initial, today, initialError = null, active, busy, onSearch, onClear }: Props) {
  const [fields, setFields] = useState(initial);
  const { id, error, setError, errorId, describedBy, submit } = useCheckedSubmit(
    () => validateStay(fields, today),
    onSearch,
    initialError,
  );
  const set = (patch: Partial<StayFields>) => setFields((f) => ({ ...f, ...patch }));

  const clear = () => {
    setFields({ checkIn: '', checkOut: '', guests: DEFAULT_GUESTS });
    setError(null);
    onClear();
  };

  return (
    <section className={styles.stay} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.stayTitle}>
        <CalendarSearch aria-hidden="true" size={18} />
        {t('catalog.search.title')}
      </h2>
      <form className={styles.stayForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <DateField
            label={t('catalog.search.checkIn')}
            value={fields.checkIn}
            min={today}
            max={lastArrival(today)}
            describedBy={describedBy}
            // A first check-in proposes one night; the guest's own check-out is never overwritten.
            onChange={(checkIn) =>
              set(fields.checkOut || !checkIn ? { checkIn } : { checkIn, checkOut: checkOutFor(checkIn, 1) })
            }
          />
        </div>
        <div className={styles.field}>
          <DateField
            label={t('catalog.search.checkOut')}
            value={fields.checkOut}
            min={addDays(fields.checkIn || today, 1)}
            max={bookingHorizon(today)}
            describedBy={describedBy}
            onChange={(checkOut) => set({ checkOut })}
          />
        </div>
        <div className={`${styles.field} ${styles.guestsField}`}>
          <GuestsField value={fields.guests} onChange={(guests) => set({ guests })} describedBy={describedBy} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('catalog.search.submit')}
          </button>
          {active && (
            <button type="button" className={styles.secondary} onClick={clear}>
              {t('catalog.search.clear')}
            </button>
          )}
        </div>
        <FormError id={errorId} message={error} />
      </form>
    </section>
  );
}

// From the shared singleton the shell has already loaded, not bundled from @hotel/shared/domain (a
// second copy of the rules and messages, 3.8 KB gzip, for the home; docs/architecture.md §10). The
// shell ships this @hotel/shared first (docs/deploying.md).
import { addDays, checkOutFor, GUESTS_DEFAULT, roomsPath, t, todayIn, useRuntimeConfig, validateStay } from '@hotel/shared';
// The booking horizon is a newer rule: bundled from /domain, it works under an older shared singleton.
import { bookingHorizon, lastArrival } from '@hotel/shared/domain';
import { DateField, FormError, GuestsField } from '@hotel/shared/ui';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './HeroStaySearch.module.css';

/**
 * The hero's call to action as a search (docs/product.md §2 Home): Check-in, Check-out and Guests,
 * checked by validateStay, then /rooms with the stay in the URL, where the rooms page searches it.
 * It comes with the sections below the hero (HomeSections), after the first content.
 */
export default function HeroStaySearch() {
  const today = todayIn(useRuntimeConfig().hotelTimeZone);
  const navigate = useNavigate();
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState(String(GUESTS_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const result = validateStay({ checkIn, checkOut, guests }, today);
    if (!result.ok) return setError(result.message);
    void navigate(roomsPath(result.value));
  };

  return (
    <section className={styles.band} aria-labelledby={`${id}-title`}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          {t('marketing.search.title')}
        </h2>
        <div className={styles.field}>
          <DateField
            label={t('marketing.search.checkIn')}
            value={checkIn}
            min={today}
            max={lastArrival(today)}
            describedBy={describedBy}
            onChange={(v) => {
              setCheckIn(v);
              // A first check-in proposes one night; a check-out the guest chose stays.
              if (v && !checkOut) setCheckOut(checkOutFor(v, 1));
            }}
          />
        </div>
        <div className={styles.field}>
          <DateField
            label={t('marketing.search.checkOut')}
            value={checkOut}
            min={addDays(checkIn || today, 1)}
            max={bookingHorizon(today)}
            describedBy={describedBy}
            onChange={setCheckOut}
          />
        </div>
        <div className={`${styles.field} ${styles.guests}`}>
          <GuestsField value={guests} onChange={setGuests} describedBy={describedBy} />
        </div>
        <button type="submit" className={styles.submit}>
          <Search aria-hidden="true" size={18} />
          {t('marketing.search.submit')}
        </button>
        <FormError id={errorId} message={error} />
      </form>
    </section>
  );
}

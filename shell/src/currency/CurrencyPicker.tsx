import { setDisplayCurrency, t, useDisplayCurrency } from '@hotel/shared';
import { CURRENCY_PARAM, DISPLAY_CURRENCIES, isDisplayCurrency } from '@hotel/shared/currency';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from './CurrencyPicker.module.css';

/**
 * The display currency (docs/product.md "Currencies"), beside the language switch; in the menu on a
 * small screen. The choice lives in @hotel/shared, so every price on the page changes with it; a
 * shared link's `?currency=` gives way to it (the link keeps the rest of its query). In the `choices`
 * chunk, after the first content: `CurrencySlot` and the top bar hold its place until then.
 */
export function CurrencyPicker({ className, labelShown }: { className?: string; labelShown?: boolean }) {
  const { currency } = useDisplayCurrency();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const pick = (code: string) => {
    if (!isDisplayCurrency(code)) return;
    setDisplayCurrency(code);
    const query = new URLSearchParams(location.search);
    if (!query.has(CURRENCY_PARAM)) return;
    query.delete(CURRENCY_PARAM);
    const search = query.toString();
    navigate({ search: search && `?${search}`, hash: location.hash }, { replace: true, state: location.state });
  };
  return (
    <div className={[className, labelShown && styles.labelled].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={labelShown ? undefined : styles.srOnly}>
        {t('shell.currency.label')}
      </label>
      <select id={id} className={styles.select} value={currency} onChange={(e) => pick(e.target.value)}>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}

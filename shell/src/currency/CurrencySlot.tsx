import { LazyPart } from '@hotel/shared/ui';
import styles from './CurrencyPicker.module.css';

/**
 * The currency picker is not content: its code (and its private copy of @hotel/shared's currency
 * list) loads in the `choices` chunk after the first content, with the language switch
 * (docs/architecture.md §15, "What waits for the first content").
 */
const loadCurrencyPicker = () => import(/* webpackChunkName: "choices" */ './CurrencyPicker').then((m) => ({ default: m.CurrencyPicker }));

/**
 * The picker's place while its code loads: its box (`className`) holding the list's fixed size,
 * empty, so nothing moves when it comes in (CLS 0); `aria-busy`, so the first view's picture and
 * its hand-over wait for the picker (docs/architecture.md §14).
 */
export function CurrencyReserve({ className }: { className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <span className={styles.reserve} />
    </div>
  );
}

/** The picker where it is not in the top bar's row (the phone menu, the partner frame): loads when it mounts. */
export function CurrencySlot({ className, labelShown }: { className?: string; labelShown?: boolean }) {
  return <LazyPart load={loadCurrencyPicker} props={{ className, labelShown }} loading={<CurrencyReserve className={className} />} />;
}

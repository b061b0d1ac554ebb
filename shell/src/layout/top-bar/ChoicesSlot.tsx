import { LOCALES } from '@hotel/shared';
import { LazyPart } from '@hotel/shared/ui';
import { CurrencyReserve } from '../../currency/CurrencySlot';
import styles from './TopBar.module.css';

/** The `choices` chunk (./Choices.tsx): the language switch, the display currency, the alternates. */
const loadBarChoices = () => import(/* webpackChunkName: "choices" */ './Choices').then((m) => ({ default: m.BarChoices }));

/**
 * Their places until then: the switch's links (each of the links' minimum width) and the list's
 * box, empty, so nothing in the bar moves when they come in (no layout shift); busy, as every part
 * still loading (docs/architecture.md §3).
 */
const reserve = (
  <>
    <div className={styles.language} aria-busy="true">
      {LOCALES.map((l) => (
        <span key={l} className={styles.languageLink} />
      ))}
    </div>
    <CurrencyReserve className={styles.currency} />
  </>
);

/** In the bar: their places before the first content, the choices after it. */
export function BarChoicesSlot({ contentIn }: { contentIn: boolean }) {
  return contentIn ? <LazyPart load={loadBarChoices} props={{}} loading={reserve} /> : reserve;
}

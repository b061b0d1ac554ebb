import { LOCALES } from '@hotel/shared';
import { LazyPart } from '@hotel/shared/ui';
import { CurrencyReserve } from '../../currency/CurrencySlot';
import styles from './TopBar.module.css';

/** The `choices` chunk (./Choices.tsx): the language switch, the display currency, the alternates. */
const loadBarChoices = () => import(/* webpackChunkName: "choices" */ './Choices').then((m) => ({ default: m.BarChoices }));

/** Their places until then: the switch's links and the list's box, empty and of their size (no layout shift). */
function Reserve() {
  return (
    <>
      <div className={styles.language} aria-busy="true">
        {LOCALES.map((l) => (
          <span key={l} className={styles.languageLink} />
        ))}
      </div>
      <CurrencyReserve className={styles.currency} />
    </>
  );
}

/** In the bar: their places before the first content, the choices after it. */
export function BarChoicesSlot({ contentIn }: { contentIn: boolean }) {
  return contentIn ? <LazyPart load={loadBarChoices} props={{}} loading={<Reserve />} /> : <Reserve />;
}

import { LazyPart, useAfterPaint } from '@hotel/shared/ui';
import Hero from './Hero';
import styles from './HomePage.module.css';

// Below the hero: its own chunk, requested once the hero has painted (first-load JS of /). A failed
// download costs these sections only; the hero stays (docs/architecture.md §3).
const loadSections = () => import(/* webpackChunkName: "home-sections" */ './HomeSections');

/** Home (docs/product.md §2): the hero carousel first, then the sections below it (the search by stay first). */
export default function HomePage() {
  const rest = useAfterPaint();
  // Holds the fold until the sections arrive, so the footer never shows up under the hero and then
  // jumps. Busy: the first view's picture and hand-over wait for the sections (docs/architecture.md §10).
  const holder = <div className={styles.holder} aria-busy="true" />;
  return (
    <div className={styles.page}>
      <Hero />
      {rest ? (
        <LazyPart load={loadSections} props={{}} loading={holder} />
      ) : (
        holder
      )}
    </div>
  );
}

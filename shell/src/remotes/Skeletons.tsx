import { t } from '@hotel/shared';
import type { SkeletonKind } from '@hotel/shared';
import type { ReactElement } from 'react';
import styles from './remotes.module.css';

/** Generic page skeleton: a title bar and a few text lines (keeps the footer from jumping). */
export function PageSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" aria-live="polite" data-skeleton="page">
      <span className={styles.srOnly}>{t('shell.loading')}</span>
      <div className={`${styles.bone} ${styles.title}`} />
      <div className={`${styles.bone} ${styles.line}`} />
      <div className={`${styles.bone} ${styles.line} ${styles.short}`} />
    </div>
  );
}

/** The rooms grid while the catalog loads: matches RoomsPage's filter bar + cards. */
export function GridSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className={styles.page} aria-busy="true" aria-live="polite" data-skeleton="grid">
      <span className={styles.srOnly}>{t('shell.loadingRooms')}</span>
      <div className={`${styles.bone} ${styles.title}`} />
      <div className={`${styles.bone} ${styles.filter}`} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className={styles.card}>
            <div className={`${styles.bone} ${styles.media}`} />
            <div className={`${styles.bone} ${styles.line}`} />
            <div className={`${styles.bone} ${styles.line} ${styles.short}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Hero-sized block for the home page. */
export function HeroSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" data-skeleton="hero">
      <span className={styles.srOnly}>{t('shell.loading')}</span>
      <div className={`${styles.bone} ${styles.hero}`} />
    </div>
  );
}

/**
 * A panel-sized block (the booking panel inside room details). Busy like the others, so the room
 * page counts as loaded only once the panel is in (the first view waits for it too).
 */
export function PanelSkeleton() {
  return (
    <div className={`${styles.bone} ${styles.panel}`} aria-busy="true" aria-live="polite" data-skeleton="panel">
      <span className={styles.srOnly}>{t('shell.loading')}</span>
    </div>
  );
}

/** The skeleton a page table names (`skeleton: 'grid'`), as data-skeleton on its box. */
export const SKELETONS: Record<SkeletonKind, () => ReactElement> = {
  page: PageSkeleton,
  grid: () => <GridSkeleton />,
  hero: HeroSkeleton,
  panel: PanelSkeleton,
};

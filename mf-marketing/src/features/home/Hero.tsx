import { t } from '@hotel/shared';
import { LazyPart, useAfterPaint } from '@hotel/shared/ui';
import HeroSlideContent from './HeroSlideContent';
import { HERO_SLIDES } from './heroSlides';
import styles from './Hero.module.css';

// Swiper's code and CSS are a separate chunk, requested only after the first slide has painted. If it
// fails to download, the first slide stays, with Retry (docs/architecture.md §3).
const loadCarousel = () => import(/* webpackChunkName: "hero-carousel" */ './HeroCarousel');

/**
 * The hero (docs/product.md §2): the first slide as plain markup, which is the page's first content;
 * the Swiper carousel replaces it, in the same box, once its chunk has loaded.
 */
export default function Hero() {
  const carousel = useAfterPaint();

  const first = (
    <div className={styles.static}>
      <HeroSlideContent slide={HERO_SLIDES[0]} headingLevel={1} />
    </div>
  );
  return (
    <section className={styles.hero} aria-roledescription={t('marketing.hero.role')} aria-label={t('marketing.hero.label')}>
      {carousel ? (
        <LazyPart load={loadCarousel} props={{}} loading={first} failed={first} noticeClassName={styles.notice} />
      ) : (
        first
      )}
    </section>
  );
}

import { ROUTES, t } from '@hotel/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { HeroSlide } from './heroSlides';
import styles from './Hero.module.css';

/** One slide's face: the same markup before and after the carousel takes over (no layout shift). */
export default function HeroSlideContent({ slide, headingLevel }: { slide: HeroSlide; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.slide} style={{ background: slide.gradient }}>
      <div className={styles.inner}>
        <Heading className={styles.title}>{t(slide.title)}</Heading>
        <p className={styles.text}>{t(slide.description)}</p>
        <Link to={ROUTES.rooms} className={styles.cta}>
          {t(slide.buttonText)}
          <ArrowRight aria-hidden="true" size={20} />
        </Link>
      </div>
    </div>
  );
}

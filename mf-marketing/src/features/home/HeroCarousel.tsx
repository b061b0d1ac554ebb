import { useState } from 'react';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { heroSwiperOptions, prefersReducedMotion } from './heroCarouselConfig';
import HeroSlideContent from './HeroSlideContent';
import { HERO_SLIDES } from './heroSlides';
import styles from './Hero.module.css';

type AutoplayState = 'running' | 'paused' | 'off';

/** The three slides in Swiper (loaded lazily by Hero). */
export default function HeroCarousel() {
  const [options] = useState(() => heroSwiperOptions({ reducedMotion: prefersReducedMotion() }));
  const [autoplay, setAutoplay] = useState<AutoplayState>(options.autoplay ? 'running' : 'off');
  return (
    <Swiper
      {...options}
      modules={[EffectFade, Autoplay, Navigation, Pagination, A11y]}
      className={styles.carousel}
      data-autoplay={autoplay}
      onAutoplayPause={() => setAutoplay('paused')}
      onAutoplayResume={() => setAutoplay('running')}
    >
      {HERO_SLIDES.map((slide, i) => (
        <SwiperSlide key={slide.id}>
          {/* The first slide keeps the page's h1; the others are h2 under it. */}
          <HeroSlideContent slide={slide} headingLevel={i === 0 ? 1 : 2} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

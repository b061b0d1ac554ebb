import { afterPaint } from '@hotel/shared/ui';
import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { heroSwiperOptions, prefersReducedMotion } from './heroCarouselConfig';
import HeroSlideContent from './HeroSlideContent';
import { HERO_SLIDES } from './heroSlides';
import styles from './Hero.module.css';

type AutoplayState = 'running' | 'paused' | 'off';

/**
 * The three slides in Swiper (loaded lazily by Hero). Swiper's core over our own markup rather than
 * its React component, which starts Swiper inside React's commit: there its measurements forced the
 * style and layout of the whole page, just restyled by Swiper's CSS, in one task of 82-355 ms on the
 * bench's phone (bench/README.md). Here React commits the slides, the browser styles and paints
 * them (the first slide where the static one was), and Swiper starts in a task of its own after
 * that paint (docs/architecture.md §10, "Rendering in pieces").
 */
export default function HeroCarousel() {
  const [options] = useState(() => heroSwiperOptions({ reducedMotion: prefersReducedMotion() }));
  const [autoplay, setAutoplay] = useState<AutoplayState>(options.autoplay ? 'running' : 'off');
  const root = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let swiper: Swiper | undefined;
    let task: ReturnType<typeof setTimeout> | undefined;
    // After the paint, in tasks of their own: not in the frame that paints (its rendering would
    // follow in the same task), and Swiper's set-up (its modules, listeners) apart from its start
    // (the slides measured, the loop and the dots made): each half is a shorter task on a slow phone.
    const cancel = afterPaint(() => (task = setTimeout(create)));
    const create = () => {
      if (!root.current) return;
      swiper = new Swiper(root.current, {
        ...options,
        init: false,
        modules: [EffectFade, Autoplay, Navigation, Pagination, A11y],
        navigation: { prevEl: prev.current, nextEl: next.current },
        pagination: { clickable: true, el: dots.current },
        on: {
          autoplayPause: () => setAutoplay('paused'),
          autoplayResume: () => setAutoplay('running'),
        },
      });
      task = setTimeout(() => swiper?.init());
    };
    return () => {
      cancel();
      clearTimeout(task);
      swiper?.destroy(true, true);
    };
  }, [options]);
  return (
    <div ref={root} className={`swiper ${styles.carousel}`} data-autoplay={autoplay}>
      <div className="swiper-wrapper">
        {HERO_SLIDES.map((slide, i) => (
          <div className="swiper-slide" key={slide.id}>
            {/* The first slide keeps the page's h1; the others are h2 under it. */}
            <HeroSlideContent slide={slide} headingLevel={i === 0 ? 1 : 2} />
          </div>
        ))}
      </div>
      <div ref={prev} className="swiper-button-prev" />
      <div ref={next} className="swiper-button-next" />
      <div ref={dots} className="swiper-pagination" />
    </div>
  );
}

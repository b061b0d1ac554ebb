import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from '@hotel/shared';
import type { SwiperOptions } from 'swiper/types';

/**
 * The carousel's Swiper options (docs/product.md §4, §9): fade (linear easing: Hero.module.css), 500 ms, infinite loop, arrows and
 * clickable dots; autoplay every 4000 ms, paused while a mouse hovers, and none under
 * prefers-reduced-motion.
 */
export function heroSwiperOptions({ reducedMotion }: { reducedMotion: boolean }): SwiperOptions {
  return {
    effect: 'fade',
    fadeEffect: { crossFade: true },
    speed: HERO_TRANSITION_MS,
    loop: true,
    navigation: true,
    pagination: { clickable: true },
    autoplay: reducedMotion ? false : { delay: HERO_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false },
    a11y: { enabled: true },
  };
}

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

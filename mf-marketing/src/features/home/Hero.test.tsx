import { screen, waitFor, within } from '@testing-library/react';
import { t } from '@hotel/shared';
import { renderRemote } from '@hotel/shared/testing';
import Hero from './Hero';
import { heroSwiperOptions } from './heroCarouselConfig';
import { HERO_SLIDES } from './heroSlides';

describe('hero carousel configuration', () => {
  it('fades in 500 ms, loops forever, has arrows and clickable dots, autoplays every 4000 ms and pauses on hover', () => {
    expect(heroSwiperOptions({ reducedMotion: false })).toMatchObject({
      effect: 'fade',
      speed: 500,
      loop: true,
      navigation: true,
      pagination: { clickable: true },
      autoplay: { delay: 4000, pauseOnMouseEnter: true, disableOnInteraction: false },
    });
  });

  it('under prefers-reduced-motion there is no autoplay (the rest is the same)', () => {
    const still = heroSwiperOptions({ reducedMotion: true });
    expect(still.autoplay).toBe(false);
    expect(still).toMatchObject({ effect: 'fade', speed: 500, loop: true, navigation: true });
  });

  it('the three slides of the product, in order, each with a gradient', () => {
    expect(HERO_SLIDES.map((s) => [t(s.title), t(s.buttonText)])).toEqual([
      ['Discover Your Perfect Stay', 'Explore Rooms'],
      ['Luxury Redefined', 'View Suites'],
      ['Unforgettable Experiences', 'Book Now'],
    ]);
    for (const s of HERO_SLIDES) expect(s.gradient).toMatch(/^linear-gradient\(/);
    expect(new Set(HERO_SLIDES.map((s) => s.id)).size).toBe(3);
  });
});

describe('Hero', () => {
  it('paints the first slide as plain markup, then Swiper takes over with all three slides linking to /rooms', async () => {
    renderRemote(<Hero />);
    // First render: the first slide only, no Swiper yet.
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Your Perfect Stay' })).toBeInTheDocument();
    expect(document.querySelector('.swiper')).toBeNull();

    const carousel = screen.getByRole('region', { name: 'Featured' });
    // Two animation frames, then the lazy chunk (compiled on first use here: slow on a busy machine).
    await screen.findByRole('heading', { name: 'Luxury Redefined' }, { timeout: 30_000 });
    expect(carousel.querySelector('.swiper')).not.toBeNull();
    expect(within(carousel).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const s of HERO_SLIDES) {
      expect(within(carousel).getByText(t(s.description))).toBeInTheDocument();
      const links = within(carousel).getAllByRole('link', { name: t(s.buttonText), hidden: true });
      for (const l of links) expect(l).toHaveAttribute('href', '/rooms');
    }
    expect(carousel.querySelector('.swiper-button-next')).not.toBeNull();
    expect(carousel.querySelector('.swiper-button-prev')).not.toBeNull();
    // Swiper itself starts after the slides' paint (HeroCarousel): its dots come then.
    await waitFor(() => expect(carousel.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(3));
  }, 40_000);
});

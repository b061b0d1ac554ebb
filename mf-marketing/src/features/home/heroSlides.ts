/** A hero slide (docs/product.md §3): static content as message ids; every button goes to /rooms. */
export interface HeroSlide {
  id: number;
  title: string;
  description: string;
  /** CSS background of the slide. */
  gradient: string;
  buttonText: string;
}

export const HERO_SLIDES: readonly [HeroSlide, ...HeroSlide[]] = [
  {
    id: 1,
    title: 'marketing.hero.1.title',
    description: 'marketing.hero.1.text',
    gradient: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #0e7490 100%)',
    buttonText: 'marketing.hero.1.button',
  },
  {
    id: 2,
    title: 'marketing.hero.2.title',
    description: 'marketing.hero.2.text',
    gradient: 'linear-gradient(135deg, #4c1d95 0%, #7c3aed 55%, #be185d 100%)',
    buttonText: 'marketing.hero.2.button',
  },
  {
    id: 3,
    title: 'marketing.hero.3.title',
    description: 'marketing.hero.3.text',
    gradient: 'linear-gradient(135deg, #064e3b 0%, #047857 55%, #0e7490 100%)',
    buttonText: 'marketing.hero.3.button',
  },
];

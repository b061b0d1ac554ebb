/** A hero slide (docs/product.md §3): static content; every button goes to /rooms. */
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
    title: 'Discover Your Perfect Stay',
    description: 'Premium hotel rooms with world-class amenities and exceptional service.',
    gradient: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #0e7490 100%)',
    buttonText: 'Explore Rooms',
  },
  {
    id: 2,
    title: 'Luxury Redefined',
    description: 'Unparalleled comfort with accommodations designed for the modern traveler.',
    gradient: 'linear-gradient(135deg, #4c1d95 0%, #7c3aed 55%, #be185d 100%)',
    buttonText: 'View Suites',
  },
  {
    id: 3,
    title: 'Unforgettable Experiences',
    description: 'Create lasting memories with premium hospitality services and breathtaking accommodations.',
    gradient: 'linear-gradient(135deg, #064e3b 0%, #047857 55%, #0e7490 100%)',
    buttonText: 'Book Now',
  },
];

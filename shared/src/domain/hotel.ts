// No imports: the e2e suite (plain Node) reads it through `@hotel/shared/hotel` too.

/** Hotel info (docs/product.md §3): the one hard-coded copy, read by the footer, contact and the map. */
export interface HotelInfo {
  name: string;
  /** One line, as printed. */
  address: string;
  /** As printed; `telHref` makes the dialable link. */
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

/** Sample placeholders (docs/product.md §2: the contact details are placeholders). */
export const HOTEL_INFO: Readonly<HotelInfo> = Object.freeze({
  name: 'Harborview Hotel',
  address: '123 Harbor Street, Seaside City, CA 90210',
  phone: '+1 (555) 123-4567',
  email: 'info@harborview.example',
  latitude: 33.7701,
  longitude: -118.1937,
});

/** `tel:` link of a printed phone number: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** An external maps directions page ending at the given coordinates. */
export function directionsUrl({ latitude, longitude }: Pick<HotelInfo, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'linkedin';

/**
 * The four social links, in display order. Placeholders (docs/product.md §2): the hotel has no
 * accounts yet, so each goes nowhere (a fragment of the page, like the footer's policy links) rather
 * than to a network's home page.
 */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'facebook', label: 'Facebook', href: '#facebook' },
  { network: 'x', label: 'X (Twitter)', href: '#x' },
  { network: 'instagram', label: 'Instagram', href: '#instagram' },
  { network: 'linkedin', label: 'LinkedIn', href: '#linkedin' },
];

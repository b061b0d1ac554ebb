import { AMENITY_ICONS_MAX, AMENITY_KEYS, DEFAULT_HOTEL_TIME_ZONE } from './constants';
import { isIsoDate } from './dates';
import type { AmenityKey, Review, Room, RoomPhoto } from './types';

/** Fallbacks of docs/product.md §3. */
export const ROOM_DEFAULTS = {
  name: 'Unnamed Room',
  location: 'Location not specified',
  type: 'Standard',
  capacity: 2,
  beds: 1,
  size: 300,
  description:
    'Experience comfort and elegance in this well-appointed room, featuring modern amenities and thoughtful touches for a relaxing stay.',
  amenitiesCard: ['wifi', 'ac'] as readonly AmenityKey[],
  amenitiesDetails: ['wifi', 'ac', 'parking'] as readonly AmenityKey[],
} as const;

export const REVIEW_DEFAULTS = {
  name: 'Anonymous Guest',
  comment: 'Great stay!',
  date: 'Recent stay',
} as const;

/** Neutral inline SVG (4:3) used when a room image is missing or fails to load. */
export const ROOM_IMAGE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">' +
      '<rect width="800" height="600" fill="#e5e7eb"/>' +
      '<path d="M250 420l110-140 80 100 60-70 110 110z" fill="#9ca3af"/>' +
      '<circle cx="530" cy="220" r="40" fill="#9ca3af"/></svg>',
  );

/** Neutral inline SVG avatar used when a profile picture is missing or broken. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      '<rect width="64" height="64" rx="32" fill="#9ca3af"/>' +
      '<circle cx="32" cy="25" r="11" fill="#f3f4f6"/>' +
      '<path d="M12 54c3-11 12-16 20-16s17 5 20 16" fill="#f3f4f6"/></svg>',
  );

export type RoomScreen = 'card' | 'details';

const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isAmenity = (v: unknown): v is AmenityKey => typeof v === 'string' && (AMENITY_KEYS as readonly string[]).includes(v);

/** A review with the fallbacks of docs/product.md §3 applied (name, comment, date); timestamps kept. */
export function withReviewDefaults(review: Partial<Review> | null | undefined): Review {
  const r = review ?? {};
  const rating = Number(r.rating);
  return {
    name: nonBlank(r.name) ? r.name : REVIEW_DEFAULTS.name,
    rating: Number.isFinite(rating) ? rating : 0,
    comment: nonBlank(r.comment) ? r.comment : REVIEW_DEFAULTS.comment,
    date: nonBlank(r.date) ? r.date : REVIEW_DEFAULTS.date,
    ...(typeof r.userEmail === 'string' ? { userEmail: r.userEmail } : {}),
    ...(nonBlank(r.createdAt) ? { createdAt: r.createdAt } : {}),
    ...(nonBlank(r.updatedAt) ? { updatedAt: r.updatedAt } : {}),
  };
}

/**
 * When a review was last written, in ms, for ordering (newest first): its machine timestamps, else
 * its date read as a date; -Infinity when there is none.
 */
export function reviewTime(review: Pick<Review, 'date' | 'createdAt' | 'updatedAt'>): number {
  for (const v of [review.updatedAt, review.createdAt, review.date]) {
    const t = nonBlank(v) ? Date.parse(v) : NaN;
    if (!Number.isNaN(t)) return t;
  }
  return -Infinity;
}

const hasSizes = (p: RoomPhoto | null | undefined): p is RoomPhoto => Array.isArray(p?.sizes) && p.sizes.length > 0;

/**
 * A complete Room from a possibly partial one, with every fallback of docs/product.md §3. The default amenity
 * list (used when amenities are missing or empty after dropping unknown keys) is wifi + ac, plus
 * parking on the room details screen (`screen: 'details'`). Image: placeholder when missing.
 */
export function withRoomDefaults(room: Partial<Room> | null | undefined, opts: { screen?: RoomScreen } = {}): Room {
  const r = room ?? {};
  const screen = opts.screen ?? 'card';
  const price = Number(r.price);
  const discount = r.discountPrice == null ? null : Number(r.discountPrice);
  const amenities = Array.isArray(r.amenities) ? [...new Set(r.amenities.filter(isAmenity))] : [];
  return {
    _id: typeof r._id === 'string' ? r._id : '',
    name: nonBlank(r.name) ? r.name : ROOM_DEFAULTS.name,
    location: nonBlank(r.location) ? r.location : ROOM_DEFAULTS.location,
    type: nonBlank(r.type) ? r.type : ROOM_DEFAULTS.type,
    image: nonBlank(r.image) ? r.image : ROOM_IMAGE_PLACEHOLDER,
    price: Number.isFinite(price) ? price : 0,
    discountPrice: discount !== null && Number.isFinite(discount) ? discount : null,
    capacity: positive(r.capacity) ? r.capacity : ROOM_DEFAULTS.capacity,
    beds: positive(r.beds) ? r.beds : ROOM_DEFAULTS.beds,
    size: positive(r.size) ? r.size : ROOM_DEFAULTS.size,
    description: nonBlank(r.description) ? r.description : ROOM_DEFAULTS.description,
    amenities: amenities.length > 0 ? amenities : [...(screen === 'details' ? ROOM_DEFAULTS.amenitiesDetails : ROOM_DEFAULTS.amenitiesCard)],
    bookedDates: Array.isArray(r.bookedDates) ? r.bookedDates.filter((d): d is string => typeof d === 'string') : [],
    reviews: Array.isArray(r.reviews) ? r.reviews.map(withReviewDefaults) : [],
    // Kept as the API sent it: every price shown is the shared pricing's of these (docs/product.md "Rates").
    ...(r.rates && Array.isArray(r.rates.periods) ? { rates: r.rates } : {}),
    // The staff's photos, each with at least one size (a photo with none would show nothing).
    ...(Array.isArray(r.photos) && r.photos.some(hasSizes) ? { photos: r.photos.filter(hasSizes) } : {}),
  };
}

/**
 * A review's date for display (docs/product.md §3): a date such as "Nov 5, 2026", else "Recent stay".
 * The one format of every page that shows a review (home, room details), and the one the API writes
 * into a review's `date` (so its answers show as written). An ISO timestamp
 * ("2026-11-05T15:00:00.000Z", as the API wrote `date` before it wrote the human date) is the day it
 * was in the hotel's time zone; a calendar day ("2026-11-05") is that day, never shifted; a date
 * already written as text is shown as written.
 */
export function formatReviewDate(
  date: string | null | undefined,
  timeZone: string = DEFAULT_HOTEL_TIME_ZONE,
  locale = 'en-US',
): string {
  if (!nonBlank(date)) return REVIEW_DEFAULTS.date;
  const s = date.trim();
  if (!/^\d{4}-\d{2}-\d{2}(T|$)/.test(s)) return s;
  const t = Date.parse(s);
  if (Number.isNaN(t)) return REVIEW_DEFAULTS.date;
  return new Date(t).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: isIsoDate(s) ? 'UTC' : timeZone,
  });
}

/** Room card: at most 5 amenity icons, then "+N more". */
export function amenitiesPreview<T>(amenities: ReadonlyArray<T> | null | undefined): { shown: T[]; moreCount: number } {
  const list = amenities ?? [];
  return { shown: list.slice(0, AMENITY_ICONS_MAX), moreCount: Math.max(0, list.length - AMENITY_ICONS_MAX) };
}

/** "+N more" or null. */
export function moreAmenitiesLabel(moreCount: number): string | null {
  return moreCount > 0 ? `+${moreCount} more` : null;
}

import type { AmenityKey, InquiryType } from './types';

/** Business constants of docs/product.md §9. */

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 3;
/** Where every guests field starts: the room page's select and the stay searches (docs/product.md §5). */
export const GUESTS_DEFAULT = 1;
/** A stay is 1 to 14 nights (our rule beyond the spec, docs/product.md §9); a booking without `nights` is one. */
export const STAY_NIGHTS_MIN = 1;
export const STAY_NIGHTS_MAX = 14;
/**
 * Stays are taken up to this many months ahead of the hotel's today (docs/product.md §5 "A stay"):
 * next year's same season and half a year more, about what hotels open (~550 days); the rates
 * (seasons, weekend prices) are not set further out.
 */
export const BOOKING_HORIZON_MONTHS = 18;
/** GET /rooms/:id/calendar answers at most this many nights (two months of day cells). */
export const CALENDAR_NIGHTS_MAX = 62;
/** Each guest after the first adds this share of the nightly rate. */
export const EXTRA_GUEST_SHARE = 0.25;

export const HOT_DEAL_PERCENT = 30;
export const OFFERS_MAX = 6;
export const OFFERS_AUTO_OPEN_MS = 2000;

export const AMENITY_ICONS_MAX = 5;
export const AMENITY_KEYS: readonly AmenityKey[] = ['wifi', 'parking', 'pool', 'ac', 'coffee'];
export const AMENITY_LABELS: Readonly<Record<AmenityKey, string>> = {
  wifi: 'Free WiFi',
  parking: 'Parking',
  pool: 'Swimming Pool',
  ac: 'Air Conditioning',
  coffee: 'Coffee Maker',
};

export const PASSWORD_MIN_LENGTH = 6;
/** A guest's display name as the API stores it with a booking or review: longer names are cut. */
export const DISPLAY_NAME_MAX = 100;

/** Cancellation allowed only when the booking day starts at least this many days (×24 h) after now. */
export const CANCEL_MIN_DAYS_AHEAD = 1;
/** The "N day(s) left to cancel" hint shows when this many days or fewer are left. */
export const CANCEL_WARNING_DAYS = 2;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 5;
export const REVIEW_COMMENT_MAX = 2000;

/** Booking ids are displayed as their last N characters. */
export const BOOKING_ID_DISPLAY_LENGTH = 6;

export const INQUIRY_TYPES: ReadonlyArray<{ value: InquiryType; label: string }> = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'reservation', label: 'Reservation' },
  { value: 'events', label: 'Events & Meetings' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'support', label: 'Support' },
];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general';

/** Contact form length limits: the form's maxLength and the API's schema and validator (docs/product.md §5). */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

/**
 * IANA time zone of the hotel used for "today", date minimums, the cancellation window and the offers'
 * once-a-day flag: the hotel's own (it is in Long Beach, California, `HOTEL_INFO`), so a guest can
 * book tonight until midnight there. Configurable: `hotelTimeZone` in the runtime config, the API's
 * `HOTEL_TIME_ZONE`.
 */
export const DEFAULT_HOTEL_TIME_ZONE = 'America/Los_Angeles';

/** Toasts: position everywhere. */
export const TOAST_POSITION = 'top-right';
/** Toasts on the booking screens (room details, my bookings). */
export const TOAST_BOOKING_MS = 3000;
/** Layout-level toast container defaults (react-toastify option names). */
export const TOAST_LAYOUT_DEFAULTS = {
  position: TOAST_POSITION,
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  /** react-toastify expresses the 80% dismiss distance as draggablePercent. */
  draggablePercent: 80,
  /** Keyboard shortcut to focus notifications (named in the toast region's label). */
  hotkey: 'Alt+T',
} as const;

/** Hero carousel. */
export const HERO_TRANSITION_MS = 500;
export const HERO_AUTOPLAY_MS = 4000;

/** Location map. */
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 400;

/** Design breakpoints (docs/design.md). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Domain types shared by the API (Node) and every front end. No runtime code here. */
import type { DisplayCurrency, DisplayEstimate } from './currency';
import type { RoomRates } from './rates';

export type AmenityKey = 'wifi' | 'parking' | 'pool' | 'ac' | 'coffee';

export interface Review {
  name: string;
  /** 1-5 */
  rating: number;
  comment: string;
  /**
   * The human date of the last write, e.g. "Nov 24, 2026" (the day in the hotel's time zone), set by
   * the server (docs/product.md §3); fallback "Recent stay". What a client sends is ignored.
   */
  date: string;
  /**
   * The author's e-mail, only for the author (a request with their app token) and for staff: the
   * public reads leave it out (docs/product.md §3 "Review").
   */
  userEmail?: string;
  /**
   * Set only in the author's own copy (My Bookings): staff hid it from the room page and the
   * averages (docs/product.md "Front desk").
   */
  hidden?: boolean;
  /** ISO timestamp of the first write (set by the server; absent on reviews not from our API). */
  createdAt?: string;
  /** ISO timestamp of the last edit, absent until the review is edited. */
  updatedAt?: string;
}

/** A review with its room, as GET /reviews/latest lists it. */
export type RoomReview = Review & { roomId: string; roomName: string };

/** GET /reviews/latest: the newest reviews across rooms, and totals over every review. */
export interface LatestReviews {
  reviews: RoomReview[];
  /** Every review of every room. */
  count: number;
  /** Their mean rating to one decimal; 0 with none. */
  averageRating: number;
}

export interface Room {
  /** 24-hex id */
  _id: string;
  name: string;
  location: string;
  type: string;
  image: string;
  /** Dollars per night. */
  price: number;
  /** Discounted dollars per night; only meaningful when set and lower than price. */
  discountPrice?: number | null;
  capacity: number;
  beds: number;
  /** Square feet. */
  size: number;
  description: string;
  amenities: AmenityKey[];
  /** YYYY-MM-DD dates already taken. */
  bookedDates: string[];
  reviews: Review[];
  /** True when the hotel took the room off sale: it leaves every list, and its page says so. */
  archived?: boolean;
  /** What prices each night beyond price/discountPrice (docs/product.md "Rates"); absent = none. */
  rates?: RoomRates;
  /** The staff's photos in their order (the first is `image` too); absent when the room has none. */
  photos?: RoomPhoto[];
}

/** One size of an uploaded photo, served from the API's origin under a content-hashed URL. */
export interface RoomPhotoSize {
  url: string;
  /** Pixels; the browser picks a size by it (srcset's `w`). */
  width: number;
}

/** A room photo uploaded by staff (docs/product.md "Photos"). */
export interface RoomPhoto {
  _id: string;
  /** What the photo shows, for screen readers. */
  alt: string;
  /** The photo's own pixels once upright: the page reserves its box from these (no layout shift). */
  width: number;
  height: number;
  /** Every size made, narrowest first (WebP). */
  sizes: RoomPhotoSize[];
}

/** A room that the special-offers pop-up shows (docs/product.md §7). */
export type Offer = Room & { discountPercentage: number };

/**
 * Where a stay is (docs/product.md "A stay's states"): confirmed → checked-in → checked-out, or
 * confirmed → no-show; the rules that move it are in stayStates.ts. `cancelled` is a state the type
 * (and the database's CHECK) knows, but a cancellation still deletes the booking and frees its nights.
 */
export type BookingStatus = 'confirmed' | 'checked-in' | 'checked-out' | 'no-show' | 'cancelled';

export interface Booking {
  _id: string;
  /** What the guest quotes, e.g. HV-7K3M9Q (confirmation.ts); set by the API. */
  confirmationCode: string;
  roomId: string;
  roomName: string;
  roomImage: string;
  /** Total for the stay: the server's quote (quoteStay) when booked or last moved, whole dollars; kept when rates change. */
  price: number;
  /** YYYY-MM-DD, the first night (the check-in day). */
  bookingDate: string;
  /** Nights held from bookingDate on, 1-14 (1 for a booking made without `nights`). */
  nights: number;
  /** YYYY-MM-DD, the day after the last night (the check-out day, not held). */
  checkOut: string;
  guests: number;
  userEmail: string;
  /** Display name, or e-mail if none. */
  userName: string;
  /** ISO timestamp */
  createdAt: string;
  status: BookingStatus;
  /** ISO timestamp, set on date change. */
  updatedAt?: string;
  /** ISO timestamp of the last change of `status` (staff or the automatic no-show); absent while never changed. */
  statusChangedAt?: string;
  /** The state before the last change, while it can be undone (canUndo); absent otherwise. */
  previousStatus?: BookingStatus;
  /** The partner whose page it was booked through (docs/architecture.md §7); absent for our own site's. */
  partnerId?: string;
  /**
   * Only in POST /bookings' answer, for a partner booking: the hotel's signed receipt (a compact JWS,
   * checked against GET /.well-known/jwks.json).
   */
  receipt?: string;
  /** The promo code it was booked with (docs/product.md "Promo codes"); absent without one. */
  promoCode?: string;
  /** What the promo code took off `price` (already taken off), dollars and cents; with promoCode. */
  discount?: number;
  /**
   * The estimate in the guest's currency it was booked with (docs/product.md "Currencies"): `price`
   * at the rate the guest was shown, kept through date changes (recomputed at that rate); absent for USD.
   */
  estimate?: DisplayEstimate;
}

/**
 * The POST /bookings payload (docs/product.md §7): a booking before the API gives it an id. `nights`
 * is optional (one night when absent); the API derives `checkOut`.
 */
export type NewBooking = Omit<
  Booking,
  '_id' | 'confirmationCode' | 'updatedAt' | 'nights' | 'checkOut' | 'statusChangedAt' | 'previousStatus' | 'receipt' | 'promoCode' | 'discount' | 'estimate'
> & {
  nights?: number;
  /** With `partnerId`: the partner's page the booking frame was opened on (its postMessage origin). */
  partnerOrigin?: string;
  /** A promo code (docs/product.md "Promo codes"): it must apply, or nothing is booked. */
  promo?: string;
  /** The guest's display currency and the rate its estimate was shown at: the booking keeps them (409 RATE_CHANGED when superseded). */
  currency?: DisplayCurrency;
  rateId?: string;
};

export type InquiryType = 'general' | 'reservation' | 'events' | 'feedback' | 'support';

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  inquiryType: InquiryType;
}

/** The user as held by the client. */
export interface User {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export interface ApiErrorDetail {
  field?: string;
  message: string;
}

/** The one JSON error shape of the API (docs/architecture.md §6). */
export interface ApiError {
  message: string;
  code?: string;
  details?: ApiErrorDetail[];
}

/** Result of a validator that also normalises its input. */
export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; details?: ApiErrorDetail[] };

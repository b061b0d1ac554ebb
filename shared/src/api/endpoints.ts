import type { Booking, ContactMessage, LatestReviews, NewBooking, Review, Room } from '../domain/types';
import { STAY_PARAMS } from '../routes';
import { request } from './client';
import { API_PATHS } from './paths';

/** Typed calls for every endpoint of docs/product.md §7 (+ /health). All reject with ApiRequestError. */

/** Per call: `signal` aborts it (it then rejects with code ERR_CANCELED). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** GET /rooms filters: a price range, a stay (all three of checkIn, checkOut and guests), or both. */
export interface RoomsQuery {
  minPrice?: number;
  maxPrice?: number;
  /** YYYY-MM-DD, the first night. */
  checkIn?: string;
  /** YYYY-MM-DD, the day after the last night. */
  checkOut?: string;
  guests?: number;
}

/** A partner as its embed's frame learns it (GET /partners/by-origin). */
export interface PartnerSummary {
  id: string;
  name: string;
}

export interface HealthStatus {
  status: string;
  [key: string]: unknown;
}

const seg = (s: string) => encodeURIComponent(s);

export const api = {
  /** GET /rooms, optional minPrice/maxPrice and stay (checkIn, checkOut, guests: the rooms free every night). */
  async getRooms(query: RoomsQuery = {}, { signal }: CallOptions = {}): Promise<Room[]> {
    const params: Record<string, string | number> = {};
    if (query.minPrice !== undefined && query.minPrice !== null && Number.isFinite(query.minPrice))
      params.minPrice = query.minPrice;
    if (query.maxPrice !== undefined && query.maxPrice !== null && Number.isFinite(query.maxPrice))
      params.maxPrice = query.maxPrice;
    if (query.checkIn) params[STAY_PARAMS.checkIn] = query.checkIn;
    if (query.checkOut) params[STAY_PARAMS.checkOut] = query.checkOut;
    if (query.guests !== undefined && query.guests !== null) params[STAY_PARAMS.guests] = query.guests;
    return request<Room[]>('GET', '/rooms', { query: params, signal });
  },

  /** GET /rooms/{id}; a 404 rejects with status 404 ("Room not found"). */
  async getRoom(id: string, { signal }: CallOptions = {}): Promise<Room> {
    return request<Room>('GET', `/rooms/${seg(id)}`, { signal });
  },

  /**
   * GET /reviews/latest: the newest reviews across rooms (each with roomId and roomName), newest
   * first, and the count and mean rating of every review. `limit` 1-24 (the API's default is 6).
   */
  async getLatestReviews(query: { limit?: number } = {}, { signal }: CallOptions = {}): Promise<LatestReviews> {
    const params: Record<string, number> = {};
    if (query.limit !== undefined && Number.isFinite(query.limit)) params.limit = query.limit;
    return request<LatestReviews>('GET', '/reviews/latest', { query: params, signal });
  },

  /**
   * GET /partners/by-origin?origin=: the partner whose embed may book from that page's origin (the
   * partner frame's check, docs/architecture.md §7); a 404 says in words that the origin is no partner's.
   */
  async getPartnerByOrigin(origin: string, { signal }: CallOptions = {}): Promise<PartnerSummary> {
    return request<PartnerSummary>('GET', '/partners/by-origin', { query: { origin }, signal });
  },

  /** POST /jwt {email} with the Firebase ID token in Authorization → the app token. */
  async exchangeToken(email: string, firebaseIdToken: string): Promise<{ token: string }> {
    return request<{ token: string }>('POST', '/jwt', {
      json: { email },
      headers: { Authorization: `Bearer ${firebaseIdToken}` },
      skipAuthRetry: true,
    });
  },

  /** POST /bookings (with `nights` when the payload has it); `idempotencyKey` is sent as the Idempotency-Key header. */
  async createBooking(booking: NewBooking, opts: { idempotencyKey?: string } = {}): Promise<Booking> {
    const headers: Record<string, string> = {};
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    return request<Booking>('POST', '/bookings', { json: booking, headers });
  },

  /** PATCH /rooms/{id}/book-date {date} */
  async bookDate(roomId: string, date: string): Promise<unknown> {
    return request<unknown>('PATCH', `/rooms/${seg(roomId)}/book-date`, { json: { date } });
  },

  /** GET /bookings/{email} */
  async getBookings(email: string, { signal }: CallOptions = {}): Promise<Booking[]> {
    return request<Booking[]>('GET', API_PATHS.bookings(email), { signal });
  },

  /** DELETE /bookings/{id} with JSON {userEmail}. */
  async cancelBooking(id: string, userEmail: string): Promise<unknown> {
    return request<unknown>('DELETE', `/bookings/${seg(id)}`, { json: { userEmail } });
  },

  /** PATCH /bookings/{id} {bookingDate, updatedAt}. */
  async updateBookingDate(id: string, bookingDate: string, now: Date = new Date()): Promise<unknown> {
    return request<unknown>('PATCH', `/bookings/${seg(id)}`, { json: { bookingDate, updatedAt: now.toISOString() } });
  },

  /** PATCH /rooms/{roomId}/review {review} (creates). */
  async createReview(roomId: string, review: Review): Promise<unknown> {
    return request<unknown>('PATCH', `/rooms/${seg(roomId)}/review`, { json: { review } });
  },

  /** PATCH /rooms/{roomId}/review/update {userEmail, review} (replaces the user's review). */
  async updateReview(roomId: string, userEmail: string, review: Review): Promise<unknown> {
    return request<unknown>('PATCH', `/rooms/${seg(roomId)}/review/update`, { json: { userEmail, review } });
  },

  /** GET /reviews/mine: the caller's own reviews with their room; `hidden: true` on those the hotel hid. */
  async myReviews({ signal }: CallOptions = {}): Promise<Array<Review & { roomId: string }>> {
    return request<Array<Review & { roomId: string }>>('GET', '/reviews/mine', { signal });
  },

  /** POST /contact; resolves only on HTTP 201 (body not read). */
  async sendContact(message: ContactMessage): Promise<void> {
    await request<unknown>('POST', '/contact', { json: message, expectStatus: 201 });
  },

  /** GET /health */
  async health(): Promise<HealthStatus> {
    return request<HealthStatus>('GET', '/health');
  },
};

export type Api = typeof api;

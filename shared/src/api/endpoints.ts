import type { Booking, ContactMessage, NewBooking, Review, Room } from '../domain/types';
import { http, SKIP_AUTH_RETRY } from './client';

/** Typed calls for every endpoint of spec §7 (+ /health). All reject with ApiRequestError. */

export interface RoomsQuery {
  minPrice?: number;
  maxPrice?: number;
}

export interface HealthStatus {
  status: string;
  [key: string]: unknown;
}

const seg = (s: string) => encodeURIComponent(s);

export const api = {
  /** GET /rooms, optional minPrice/maxPrice. */
  async getRooms(query: RoomsQuery = {}): Promise<Room[]> {
    const params: Record<string, number> = {};
    if (query.minPrice !== undefined && query.minPrice !== null && Number.isFinite(query.minPrice)) params.minPrice = query.minPrice;
    if (query.maxPrice !== undefined && query.maxPrice !== null && Number.isFinite(query.maxPrice)) params.maxPrice = query.maxPrice;
    const { data } = await http.get<Room[]>('/rooms', { params });
    return data;
  },

  /** GET /rooms/{id}; a 404 rejects with status 404 ("Room not found"). */
  async getRoom(id: string): Promise<Room> {
    const { data } = await http.get<Room>(`/rooms/${seg(id)}`);
    return data;
  },

  /** POST /jwt {email} with the Firebase ID token in Authorization → the app token. */
  async exchangeToken(email: string, firebaseIdToken: string): Promise<{ token: string }> {
    const { data } = await http.post<{ token: string }>(
      '/jwt',
      { email },
      { headers: { Authorization: `Bearer ${firebaseIdToken}` }, ...SKIP_AUTH_RETRY },
    );
    return data;
  },

  /** POST /bookings; `idempotencyKey` is sent as the Idempotency-Key header. */
  async createBooking(booking: NewBooking, opts: { idempotencyKey?: string } = {}): Promise<Booking> {
    const headers: Record<string, string> = {};
    if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    const { data } = await http.post<Booking>('/bookings', booking, { headers });
    return data;
  },

  /** PATCH /rooms/{id}/book-date {date} */
  async bookDate(roomId: string, date: string): Promise<unknown> {
    const { data } = await http.patch<unknown>(`/rooms/${seg(roomId)}/book-date`, { date });
    return data;
  },

  /** PATCH /rooms/{id}/remove-date {date} */
  async removeDate(roomId: string, date: string): Promise<unknown> {
    const { data } = await http.patch<unknown>(`/rooms/${seg(roomId)}/remove-date`, { date });
    return data;
  },

  /** GET /bookings/{email} */
  async getBookings(email: string): Promise<Booking[]> {
    const { data } = await http.get<Booking[]>(`/bookings/${seg(email)}`);
    return data;
  },

  /** DELETE /bookings/{id} with JSON {userEmail}. */
  async cancelBooking(id: string, userEmail: string): Promise<unknown> {
    const { data } = await http.delete<unknown>(`/bookings/${seg(id)}`, {
      data: { userEmail },
      headers: { 'Content-Type': 'application/json' },
    });
    return data;
  },

  /** PATCH /bookings/{id} {bookingDate, updatedAt}. */
  async updateBookingDate(id: string, bookingDate: string, now: Date = new Date()): Promise<unknown> {
    const { data } = await http.patch<unknown>(`/bookings/${seg(id)}`, { bookingDate, updatedAt: now.toISOString() });
    return data;
  },

  /** PATCH /rooms/{roomId}/review {review} (creates). */
  async createReview(roomId: string, review: Review): Promise<unknown> {
    const { data } = await http.patch<unknown>(`/rooms/${seg(roomId)}/review`, { review });
    return data;
  },

  /** PATCH /rooms/{roomId}/review/update {userEmail, review} (replaces the user's review). */
  async updateReview(roomId: string, userEmail: string, review: Review): Promise<unknown> {
    const { data } = await http.patch<unknown>(`/rooms/${seg(roomId)}/review/update`, { userEmail, review });
    return data;
  },

  /** POST /contact; resolves only on HTTP 201 (body not read). */
  async sendContact(message: ContactMessage): Promise<void> {
    await http.post('/contact', message, { validateStatus: (s) => s === 201 });
  },

  /** GET /health */
  async health(): Promise<HealthStatus> {
    const { data } = await http.get<HealthStatus>('/health');
    return data;
  },
};

export type Api = typeof api;

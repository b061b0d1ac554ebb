// Typed calls of the staff routes (docs/architecture.md §6, "Front desk"). They go through the
// singleton's one HTTP client (`request` of `@hotel/shared`), so they carry the signed-in staff
// member's app token and its 401 re-exchange like every other call.
import { request, type CallOptions } from '@hotel/shared';
import type { StayAction } from '@hotel/shared/stay-changes';
import type {
  AuditEntry,
  Booking,
  ContactReply,
  FailedMail,
  HotelBookingsQuery,
  HotelReview,
  HotelRoom,
  HotelToday,
  HousekeepingAnswer,
  HousekeepingState,
  StayChange,
  InboxMessage,
  InboxQuery,
  MessageState,
  RatePeriod,
  RatePeriodInput,
  ReviewModeration,
  RoomInput,
  RoomPhoto,
  RoomRates,
} from '@hotel/shared';
import type { Promotion, PromotionInput } from '../domain/promotions';
import type { Report, ReportQuery } from './reports';
import type { ExchangeRateInput, ExchangeRatesHistory, PublishedRate } from './exchangeRates';
import type { FailedDelivery, Partner, PartnerInput, PartnerWithSecret } from './partners';

const seg = (s: string) => encodeURIComponent(s);

export const frontDeskApi = {
  /** GET /rooms?archived=include: every room, archived ones too (staff only). */
  rooms({ signal }: CallOptions = {}): Promise<HotelRoom[]> {
    return request<HotelRoom[]>('GET', '/rooms', { query: { archived: 'include' }, signal });
  },
  /** POST /rooms → the new room. */
  createRoom(room: RoomInput): Promise<HotelRoom> {
    return request<HotelRoom>('POST', '/rooms', { json: room });
  },
  /** PATCH /rooms/{id}: any subset of the room's fields, and `archived` to archive or unarchive. */
  updateRoom(id: string, patch: Partial<RoomInput> & { archived?: boolean }): Promise<HotelRoom> {
    return request<HotelRoom>('PATCH', `/rooms/${seg(id)}`, { json: patch });
  },
  /** POST /rooms/{id}/images (multipart: `alt`, `file`) → the photo with its sizes. A large file on a slow line takes time. */
  uploadPhoto(roomId: string, file: Blob, alt: string): Promise<RoomPhoto> {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    return request<RoomPhoto>('POST', `/rooms/${seg(roomId)}/images`, { form, timeout: 120_000 });
  },
  /** DELETE /rooms/{id}/images/{photoId} */
  deletePhoto(roomId: string, photoId: string): Promise<unknown> {
    return request<unknown>('DELETE', `/rooms/${seg(roomId)}/images/${seg(photoId)}`);
  },
  /** PUT /rooms/{id}/images/order {ids} → the room's photos in their new order. */
  orderPhotos(roomId: string, ids: string[]): Promise<RoomPhoto[]> {
    return request<RoomPhoto[]>('PUT', `/rooms/${seg(roomId)}/images/order`, { json: { ids } });
  },
  /** GET /rooms/{id}/rates: the weekend price and every period (docs/product.md "Rates"). */
  rates(roomId: string, { signal }: CallOptions = {}): Promise<RoomRates> {
    return request<RoomRates>('GET', `/rooms/${seg(roomId)}/rates`, { signal });
  },
  /** POST /rooms/{id}/rates → the new period; an overlap is 409, a wrong field 400 with `details`. */
  addRate(roomId: string, period: RatePeriodInput): Promise<RatePeriod> {
    return request<RatePeriod>('POST', `/rooms/${seg(roomId)}/rates`, { json: period });
  },
  /** PATCH /rooms/{id}/rates/{rateId}: any subset of the period's fields. */
  changeRate(roomId: string, rateId: string, patch: Partial<RatePeriodInput>): Promise<RatePeriod> {
    return request<RatePeriod>('PATCH', `/rooms/${seg(roomId)}/rates/${seg(rateId)}`, { json: patch });
  },
  /** GET /hotel/promotions: every promo code, newest first, with its uses (docs/product.md "Promo codes"). */
  promotions({ signal }: CallOptions = {}): Promise<Promotion[]> {
    return request<Promotion[]>('GET', '/hotel/promotions', { signal });
  },
  /** POST /hotel/promotions → the new promotion; a wrong field is 400 with `details`, a code taken 409. */
  addPromotion(promotion: PromotionInput): Promise<Promotion> {
    return request<Promotion>('POST', '/hotel/promotions', { json: promotion });
  },
  /** PATCH /hotel/promotions/{id}: any subset of its fields. */
  changePromotion(id: string, patch: Partial<PromotionInput>): Promise<Promotion> {
    return request<Promotion>('PATCH', `/hotel/promotions/${seg(id)}`, { json: patch });
  },
  /** DELETE /hotel/promotions/{id}: bookings made with it keep their price. */
  deletePromotion(id: string): Promise<unknown> {
    return request<unknown>('DELETE', `/hotel/promotions/${seg(id)}`);
  },
  /** DELETE /rooms/{id}/rates/{rateId} */
  deleteRate(roomId: string, rateId: string): Promise<unknown> {
    return request<unknown>('DELETE', `/rooms/${seg(roomId)}/rates/${seg(rateId)}`);
  },
  /** PATCH /rooms/{id} {weekendPrice}: Friday and Saturday nights' price, or null for the default. */
  setWeekendPrice(roomId: string, weekendPrice: number | null): Promise<HotelRoom> {
    return request<HotelRoom>('PATCH', `/rooms/${seg(roomId)}`, { json: { weekendPrice } });
  },
  /**
   * PATCH /rooms/{id}/housekeeping: the room's state; out of order with its nights [from, to) and a
   * reason. `dryRun` writes nothing and lists the bookings it would overlap; a write refuses (409) while
   * one holds a night unless its id is in `acceptOverlaps` (docs/product.md "Housekeeping").
   */
  setHousekeeping(
    id: string,
    change: { state: HousekeepingState; from?: string; to?: string; reason?: string; dryRun?: boolean; acceptOverlaps?: string[] },
  ): Promise<HousekeepingAnswer> {
    return request<HousekeepingAnswer>('PATCH', `/rooms/${seg(id)}/housekeeping`, { json: change });
  },
  /** GET /hotel/today */
  today({ signal }: CallOptions = {}): Promise<HotelToday> {
    return request<HotelToday>('GET', '/hotel/today', { signal });
  },
  /** POST /hotel/bookings/{id}/check-in | check-out | no-show | undo: the stay's next state, and what happened in words. */
  changeStay(id: string, action: StayAction): Promise<StayChange> {
    // An empty JSON body: a POST without one goes out as a form, which the API refuses (415).
    return request<StayChange>('POST', `/hotel/bookings/${seg(id)}/${action}`, { json: {} });
  },
  /** GET /hotel/bookings?from=&to=&q=: stays overlapping [from, to). */
  bookings(query: HotelBookingsQuery, { signal }: CallOptions = {}): Promise<Booking[]> {
    const q: Record<string, string> = { from: query.from, to: query.to };
    if (query.q?.trim()) q.q = query.q.trim();
    return request<Booking[]>('GET', '/hotel/bookings', { query: q, signal });
  },
  /** POST /hotel/bookings/{id}/cancel {reason}: the hotel cancels a guest's stay (any time before its first night). */
  cancelBooking(id: string, reason: string): Promise<Booking> {
    return request<Booking>('POST', `/hotel/bookings/${seg(id)}/cancel`, { json: { reason } });
  },
  /** POST /hotel/bookings/{id}/move {bookingDate, nights?}: moves a guest's stay (availability checked as for the guest). */
  moveBooking(id: string, bookingDate: string, nights?: number): Promise<Booking> {
    const json: Record<string, unknown> = { bookingDate };
    if (nights !== undefined) json.nights = nights;
    return request<Booking>('POST', `/hotel/bookings/${seg(id)}/move`, { json });
  },
  /** GET /contact?state=&type=: the inbox, newest first. */
  messages(query: InboxQuery = {}, { signal }: CallOptions = {}): Promise<InboxMessage[]> {
    const q: Record<string, string> = {};
    if (query.state) q.state = query.state;
    if (query.type) q.type = query.type;
    return request<InboxMessage[]>('GET', '/contact', { query: q, signal });
  },
  /** PATCH /contact/{id} {state} */
  setMessageState(id: string, state: MessageState): Promise<InboxMessage> {
    return request<InboxMessage>('PATCH', `/contact/${seg(id)}`, { json: { state } });
  },
  /** GET /contact/{id}/replies: the hotel's answers to a message, oldest first. */
  replies(id: string, { signal }: CallOptions = {}): Promise<ContactReply[]> {
    return request<ContactReply[]>('GET', `/contact/${seg(id)}/replies`, { signal });
  },
  /** POST /contact/{id}/replies {body}: e-mails the answer to the guest; the message becomes handled. */
  reply(id: string, body: string): Promise<ContactReply> {
    return request<ContactReply>('POST', `/contact/${seg(id)}/replies`, { json: { body } });
  },
  /** GET /hotel/mail?state=failed: the e-mails that could not be delivered, newest first. */
  failedMail({ signal }: CallOptions = {}): Promise<FailedMail[]> {
    return request<FailedMail[]>('GET', '/hotel/mail', { query: { state: 'failed' }, signal });
  },
  /** GET /hotel/partners: every partner, by name (never a webhook secret). */
  partners({ signal }: CallOptions = {}): Promise<Partner[]> {
    return request<Partner[]>('GET', '/hotel/partners', { signal });
  },
  /** POST /hotel/partners → the partner with its webhookSecret, shown this once. */
  addPartner(partner: PartnerInput): Promise<PartnerWithSecret> {
    return request<PartnerWithSecret>('POST', '/hotel/partners', { json: partner });
  },
  /** PATCH /hotel/partners/{id}: the fields that changed. */
  changePartner(id: string, patch: Partial<PartnerInput>): Promise<Partner> {
    return request<Partner>('PATCH', `/hotel/partners/${seg(id)}`, { json: patch });
  },
  /** POST /hotel/partners/{id}/rotate-secret → the partner with its new webhookSecret, shown this once. */
  rotatePartnerSecret(id: string): Promise<PartnerWithSecret> {
    return request<PartnerWithSecret>('POST', `/hotel/partners/${seg(id)}/rotate-secret`);
  },
  /** GET /hotel/partners/deliveries?state=failed: the webhook deliveries that gave up, newest first. */
  failedDeliveries({ signal }: CallOptions = {}): Promise<FailedDelivery[]> {
    return request<FailedDelivery[]>('GET', '/hotel/partners/deliveries', { query: { state: 'failed' }, signal });
  },
  /** GET /hotel/exchange-rates: the rate guests see per currency and every rate published (docs/product.md "Currencies"). */
  exchangeRates({ signal }: CallOptions = {}): Promise<ExchangeRatesHistory> {
    return request<ExchangeRatesHistory>('GET', '/hotel/exchange-rates', { signal });
  },
  /** POST /hotel/exchange-rates → the new rate, which guests see from now on; a wrong field is 400 with `details`. */
  publishExchangeRate(rate: ExchangeRateInput): Promise<PublishedRate> {
    return request<PublishedRate>('POST', '/hotel/exchange-rates', { json: rate });
  },
  /** GET /hotel/reviews: the latest reviews across rooms, hidden ones included. */
  reviews({ signal }: CallOptions = {}): Promise<HotelReview[]> {
    return request<HotelReview[]>('GET', '/hotel/reviews', { signal });
  },
  /** PATCH /rooms/{id}/reviews/moderation {userEmail, hidden, reason} */
  moderateReview(roomId: string, moderation: ReviewModeration): Promise<HotelReview> {
    return request<HotelReview>('PATCH', `/rooms/${seg(roomId)}/reviews/moderation`, { json: moderation });
  },
  /** GET /hotel/reports?from&to&by&basis: occupancy, ADR, RevPAR, room revenue or pick-up per period. */
  report(query: ReportQuery, { signal }: CallOptions = {}): Promise<Report> {
    return request<Report>('GET', '/hotel/reports', { query: { ...query }, signal });
  },
  /** GET /hotel/activity: the audit log, newest first. */
  activity({ signal }: CallOptions = {}): Promise<AuditEntry[]> {
    return request<AuditEntry[]>('GET', '/hotel/activity', { signal });
  },
};

export type FrontDeskApi = typeof frontDeskApi;

// Shared JSON schemas (validation + the OpenAPI document at /docs/json).
import {
  AMENITY_KEYS,
  BOOKING_STATUSES,
  GUESTS_MAX,
  GUESTS_MIN,
  INQUIRY_TYPES,
  RATING_MAX,
  RATING_MIN,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
} from '@hotel/shared/domain';
import { CONFIRMATION_CODE_RE } from '@hotel/shared/confirmation';
import { DISPLAY_CURRENCIES } from '@hotel/shared/currency';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { errorSchema } from './lib/errors';

/** An object schema of these properties, all optional (a response's fields; a body's are checked by the shared rules). */
export const object = <const P extends Record<string, object>>(properties: P) => ({ type: 'object', properties }) as const;

/** A shared object schema, added to the app (src/plugins/swagger.ts) and `$ref`d by its $id ('Room#'). */
const named = <const Id extends string, const P extends Record<string, object>, const More extends object = Record<never, never>>(
  $id: Id,
  properties: P,
  more?: More,
) => ({ $id, ...more, ...object(properties) }) as { $id: Id; type: 'object'; properties: P } & More;

const reviewProperties = {
  name: { type: 'string' },
  rating: { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
  comment: { type: 'string' },
  date: {
    type: 'string',
    description: 'the day of the last write in the hotel time zone, as people write it ("Nov 24, 2026"); set by the server',
  },
  userEmail: {
    type: 'string',
    description: "the author's e-mail: only for the author (a request with their app token) and for staff; public reads leave it out",
  },
  createdAt: { type: 'string', format: 'date-time', description: 'when the review was written (set by the server)' },
  updatedAt: { type: 'string', format: 'date-time', description: 'when it was last edited; absent until then' },
} as const;

export const reviewSchema = named('Review', reviewProperties);

export const roomReviewSchema = named('RoomReview', { ...reviewProperties, roomId: { type: 'string' }, roomName: { type: 'string' } });

export const roomPhotoSchema = named(
  'RoomPhoto',
  {
    _id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    alt: { type: 'string', description: 'what the photo shows, for screen readers' },
    width: { type: 'integer', description: 'pixels, upright: with height, the box the page reserves' },
    height: { type: 'integer' },
    sizes: {
      type: 'array',
      description: 'every size made (WebP), narrowest first: an img srcset; each URL is content-hashed and cached for a year',
      items: { type: 'object', properties: { url: { type: 'string', format: 'uri' }, width: { type: 'integer' } } },
    },
  },
  { description: 'A room photo uploaded by staff (POST /rooms/{id}/images)' },
);

export const roomSchema = named('Room', {
  _id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
  name: { type: 'string' },
  location: { type: 'string' },
  type: { type: 'string' },
  image: { type: 'string', format: 'uri' },
  price: { type: 'number' },
  discountPrice: { type: 'number', nullable: true },
  capacity: { type: 'integer' },
  beds: { type: 'integer' },
  size: { type: 'integer' },
  description: { type: 'string' },
  amenities: { type: 'array', items: { type: 'string', enum: [...AMENITY_KEYS] } },
  bookedDates: { type: 'array', items: { type: 'string', format: 'date' }, description: 'every night a booking holds and every blocked date' },
  reviews: { type: 'array', items: { $ref: 'Review#' } },
  archived: {
    type: 'boolean',
    description: 'true when the hotel took the room off sale (present only then, except in the staff list, where every room has it)',
  },
  rates: { $ref: 'RoomRates#' },
  housekeeping: { $ref: 'Housekeeping#', description: "staff reads only (the staff list, the room editor's answers): guests' answers never carry it" },
  photos: {
    type: 'array',
    description: "the staff's photos in their order, the first also as `image` (present only when the room has any)",
    items: { $ref: 'RoomPhoto#' },
  },
});

export const housekeepingSchema = named(
  'Housekeeping',
  {
    state: { type: 'string', enum: ['clean', 'dirty', 'inspected', 'out-of-order'] },
    from: { type: 'string', format: 'date', description: 'out of order only: the first night closed' },
    to: { type: 'string', format: 'date', description: 'out of order only: the first night open again (exclusive)' },
    reason: { type: 'string', description: 'out of order only: why' },
  },
  { description: 'Where a room stands with housekeeping (docs/product.md "Housekeeping")' },
);

const ratePeriodProperties = {
  from: { type: 'string', format: 'date', description: 'the first night covered' },
  to: { type: 'string', format: 'date', description: 'the first night no longer covered (exclusive)' },
  price: { type: 'number', description: 'whole dollars per night, 1-100,000' },
  discountPrice: { type: 'number', nullable: true, description: 'lower than price, or null' },
  minNights: { type: 'integer', nullable: true, description: 'the shortest stay arriving on a night of the period (1-14), or null' },
  closedToArrival: { type: 'boolean', description: 'no stay may arrive on a night of the period' },
} as const;

export const ratePeriodSchema = named('RatePeriod', { _id: { type: 'string', pattern: '^[0-9a-f]{24}$' }, ...ratePeriodProperties });

export const roomRatesSchema = named(
  'RoomRates',
  {
    weekendPrice: { type: 'number', nullable: true, description: 'Friday and Saturday nights outside a period, or null for the default' },
    periods: { type: 'array', items: { $ref: 'RatePeriod#' }, description: 'by `from`; guests read only those not yet ended' },
  },
  { description: "What prices a room's nights beyond its price and discountPrice (docs/product.md \"Rates\")" },
);

/** A stay's or a calendar's nights, in date order: each a date and what else the answer says of it. */
const nightsOf = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'array', items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, ...properties } } }) as const;

/** A price's estimate in the guest's currency (DisplayEstimate of @hotel/shared/currency), as quotes and bookings carry it. */
const estimateSchema = (description: string) =>
  ({
    type: 'object',
    description,
    properties: {
      currency: { type: 'string', enum: DISPLAY_CURRENCIES },
      amount: { type: 'number', description: "rounded to the currency's minor units (none for JPY)" },
      rate: { type: 'number', description: 'how much of the currency 1 USD buys' },
      rateId: { type: 'string', description: 'the published rate (GET /exchange-rates): POST /bookings takes it back' },
      rateDate: { type: 'string', format: 'date', description: 'the day the rate is of' },
      rateSource: { type: 'string', description: 'where the rate comes from, in the words staff published it with' },
    },
  }) as const;

export const quoteSchema = named('Quote', {
  nights: nightsOf({
    rate: { type: 'number', description: "the night's rate for one guest" },
    total: { type: 'number', description: 'the rate + 25 % of it per extra guest, whole dollars; with a promo code, what is left after its discount (to the cent)' },
    before: { type: 'number', description: "with a promo code: the night's total without it" },
    discount: { type: 'number', description: 'with a promo code: what it takes off the night (0 for a night outside its stay dates)' },
  }),
  total: { type: 'number', description: "the sum of the nights' totals: what POST /bookings stores as price" },
  currency: { type: 'string', enum: ['USD'] },
  estimate: estimateSchema('with `currency` other than USD and a rate published for it: `total` in that currency, as POST /bookings stores it at that rate'),
  before: { type: 'number', description: 'with a promo code that applies: the total without it' },
  discount: { type: 'number', description: 'with a promo code that applies: what it takes off the stay' },
  promo: {
    type: 'object',
    description: 'the promo code asked for: applied (no refusal), or `refusal` in words and the stay priced without it',
    properties: {
      code: { type: 'string' },
      refusal: { type: 'string' },
      terms: {
        type: 'object',
        description: "an applied code's terms, so a page prices other stays with it (the calendar's check-outs)",
        properties: {
          code: { type: 'string' },
          percentOff: { type: 'integer', nullable: true },
          amountOff: { type: 'number', nullable: true },
          stayFrom: { type: 'string', format: 'date' },
          stayTo: { type: 'string', format: 'date' },
          minNights: { type: 'integer', nullable: true },
        },
      },
    },
  },
});

export const roomCalendarSchema = named('RoomCalendar', {
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  nights: nightsOf({
    rate: { type: 'number' },
    free: { type: 'boolean', description: 'false when a booking holds the night or the hotel blocked it' },
    minNights: { type: 'integer', nullable: true },
    closedToArrival: { type: 'boolean' },
  }),
});

/** The body of POST /rooms/{id}/rates and PATCH /rooms/{id}/rates/{rateId}: checked by validateRatePeriod, so no types here. */
export const ratePeriodBody = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(ratePeriodProperties).map(([k, v]) => [k, { description: v.description }])),
} as const;

export const bookingSchema = named('Booking', {
  _id: { type: 'string' },
  confirmationCode: { type: 'string', pattern: CONFIRMATION_CODE_RE.source, description: 'what the guest quotes, e.g. HV-7K3M9Q' },
  roomId: { type: 'string' },
  roomName: { type: 'string' },
  roomImage: { type: 'string' },
  price: { type: 'number' },
  bookingDate: { type: 'string', format: 'date', description: 'the first night (check-in)' },
  nights: { type: 'integer', minimum: STAY_NIGHTS_MIN, maximum: STAY_NIGHTS_MAX },
  checkOut: { type: 'string', format: 'date', description: 'the day after the last night (not held)' },
  guests: { type: 'integer', minimum: GUESTS_MIN, maximum: GUESTS_MAX },
  userEmail: { type: 'string' },
  userName: { type: 'string' },
  createdAt: { type: 'string' },
  status: { type: 'string', enum: BOOKING_STATUSES, description: "where the stay is: confirmed, checked-in, checked-out, no-show (cancelled is deleted today)" },
  updatedAt: { type: 'string' },
  statusChangedAt: { type: 'string', description: 'ISO timestamp of the last change of status; absent while never changed' },
  previousStatus: { type: 'string', enum: BOOKING_STATUSES, description: 'the state before the last change, while it can be undone' },
  partnerId: { type: 'string', description: 'the partner whose page it was booked through; absent for our own site' },
  receipt: {
    type: 'string',
    description: "only in POST /bookings' answer for a partner booking: the hotel's signed receipt, a compact JWS (EdDSA) checked against GET /.well-known/jwks.json",
  },
  promoCode: { type: 'string', description: 'the promo code it was booked with; absent without one' },
  discount: { type: 'number', description: 'with promoCode: what it took off price (already taken off), dollars and cents' },
  estimate: estimateSchema('the estimate in the guest\'s currency it was booked with (price at the rate shown; kept through date changes, recomputed at that rate); absent for USD'),
});

const exchangeRateProperties = {
  id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
  currency: { type: 'string', enum: DISPLAY_CURRENCIES },
  rate: { type: 'number', description: 'how much of the currency 1 USD buys' },
  date: { type: 'string', format: 'date', description: 'the day the rate is of, as its source published it' },
  source: { type: 'string', description: 'where the rate comes from, in the words of the staff who published it' },
} as const;

export const exchangeRateSchema = named('ExchangeRate', exchangeRateProperties, {
  description: 'A rate the hotel published (docs/product.md "Currencies"); never changed: a new rate is a new one',
});

/** A rate as the front desk lists it: who published it, when. */
export const publishedRateSchema = named('PublishedRate', {
  ...exchangeRateProperties,
  createdAt: { type: 'string', description: 'ISO timestamp of publishing: the newest per currency is the one guests see' },
  createdBy: { type: 'string', description: "the staff member's e-mail" },
});

const dateOrNull = (description: string) => ({ type: 'string', format: 'date', nullable: true, description }) as const;

export const promotionSchema = named(
  'Promotion',
  {
    _id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    code: { type: 'string', description: 'upper case; guests may type it in any case' },
    percentOff: { type: 'integer', nullable: true, description: '1-100, or null with amountOff' },
    amountOff: { type: 'number', nullable: true, description: 'dollars and cents off each night (a night never goes below 0), or null with percentOff' },
    stayFrom: { type: 'string', format: 'date', description: 'the first night it discounts' },
    stayTo: { type: 'string', format: 'date', description: 'the last night it discounts (included)' },
    bookFrom: dateOrNull('the first day (hotel time) it may be used, or null'),
    bookTo: dateOrNull('the last day it may be used, or null'),
    minNights: { type: 'integer', nullable: true, description: 'the shortest stay it applies to (1-14), or null' },
    maxUses: { type: 'integer', nullable: true, description: 'how many bookings may hold it, or null for no limit' },
    roomIds: { type: 'array', items: { type: 'string' }, description: 'the rooms it is for; empty for every room' },
    uses: { type: 'integer', description: 'bookings holding it now (a cancelled booking gives its use back)' },
    createdAt: { type: 'string' },
  },
  { description: 'A promo code (docs/product.md "Promo codes")' },
);

/** POST /hotel/promotions and PATCH /hotel/promotions/{id}: checked by validatePromotion (its words), so no types here. */
export const promotionBody = {
  type: 'object',
  properties: Object.fromEntries(
    ['code', 'percentOff', 'amountOff', 'stayFrom', 'stayTo', 'bookFrom', 'bookTo', 'minNights', 'maxUses', 'roomIds'].map((k) => [
      k,
      { description: (promotionSchema.properties as Record<string, { description?: string }>)[k]?.description ?? k },
    ]),
  ),
} as const;

/** A review with the room it is of, as the moderation reads list it (no limits: they validate nothing). */
const reviewOfRoomProperties = {
  name: { type: 'string' },
  rating: { type: 'integer' },
  comment: { type: 'string' },
  date: { type: 'string' },
  userEmail: { type: 'string' },
  roomId: { type: 'string' },
} as const;

/** A review at the front desk (HotelReview of @hotel/shared): hidden ones too, with why. */
export const hotelReviewSchema = object({
  ...reviewOfRoomProperties,
  roomName: { type: 'string' },
  hidden: { type: 'boolean' },
  hiddenReason: { type: 'string', nullable: true },
});

/** One of the caller's own reviews (GET /reviews/mine). */
export const myReviewSchema = object({
  ...reviewOfRoomProperties,
  hidden: { type: 'boolean', description: 'present (true) only on a review the hotel hid' },
});

export const inquiryTypes = INQUIRY_TYPES.map((t) => t.value);

export const schemas = [reviewSchema, roomReviewSchema, ratePeriodSchema, roomRatesSchema, housekeepingSchema, roomPhotoSchema, roomSchema, bookingSchema, quoteSchema, roomCalendarSchema, promotionSchema, exchangeRateSchema, publishedRateSchema] as const;

/** `{ id }` path parameter: any string; malformed ids answer 404 like unknown ones. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 200 } },
} as const;

export const ID_RE = /^[0-9a-f]{24}$/;

/**
 * Marks a front-desk route in its schema (its guard, ctx.tokens.requireStaff, runs as preValidation:
 * a visitor or a guest is refused before the body is even looked at): the 'front desk' tag, the bearer security and `x-staff`
 * (copied into the OpenAPI document; the staff-route test walks every operation that has it).
 */
const STAFF_ROUTE = { tags: ['front desk'], security: [{ bearerAuth: [] }], 'x-staff': true } as const;

/**
 * A front-desk route's options: the staff guard and the schema marked STAFF_ROUTE, always together,
 * so no route is documented as staff-only without being guarded, or guarded without the staff-route
 * test walking it.
 */
export const staffOnly = <const S extends object>(app: FastifyInstance, schema: S) => ({
  preValidation: app.ctx.tokens.requireStaff,
  schema: { ...STAFF_ROUTE, ...schema },
});

const err = { $ref: 'ApiError#' } as const;
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, err]));

/** The schemas a `$ref` may name, for json-schema-to-ts. */
export type References = [typeof errorSchema, ...typeof schemas];

/**
 * Request types come from the route's schema (json-schema-to-ts): `request.body`, `params`, `query`
 * and `headers` are what the schema lets through, the `$ref`s resolved to the schemas above. What a
 * handler returns is not typed from its response schema (every object schema there allows other
 * properties, which no interface of @hotel/shared does); ./schemaTypes.ts checks instead that each
 * response schema and the @hotel/shared type it sends agree.
 */
interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema'], { references: References }> : unknown;
  serializer: unknown;
}

/** A route plugin whose handlers' request types are inferred from their schemas. */
export type RoutePlugin<Options extends FastifyPluginOptions = Record<never, never>> = FastifyPluginAsync<Options, RawServerDefault, SchemaTypes>;

// Shared JSON schemas (validation + the OpenAPI document at /docs/json).
import {
  AMENITY_KEYS,
  GUESTS_MAX,
  GUESTS_MIN,
  INQUIRY_TYPES,
  RATING_MAX,
  RATING_MIN,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
} from '@hotel/shared/domain';

const reviewProperties = {
  name: { type: 'string' },
  rating: { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
  comment: { type: 'string' },
  date: {
    type: 'string',
    description: 'the day of the last write in the hotel time zone, as people write it ("Nov 24, 2026"); set by the server',
  },
  userEmail: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time', description: 'when the review was written (set by the server)' },
  updatedAt: { type: 'string', format: 'date-time', description: 'when it was last edited; absent until then' },
} as const;

const reviewSchema = { $id: 'Review', type: 'object', properties: reviewProperties } as const;

const roomReviewSchema = {
  $id: 'RoomReview',
  type: 'object',
  properties: { ...reviewProperties, roomId: { type: 'string' }, roomName: { type: 'string' } },
} as const;

const roomSchema = {
  $id: 'Room',
  type: 'object',
  properties: {
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
  },
} as const;

const ratePeriodProperties = {
  from: { type: 'string', format: 'date', description: 'the first night covered' },
  to: { type: 'string', format: 'date', description: 'the first night no longer covered (exclusive)' },
  price: { type: 'number', description: 'whole dollars per night, 1-100,000' },
  discountPrice: { type: 'number', nullable: true, description: 'lower than price, or null' },
  minNights: { type: 'integer', nullable: true, description: 'the shortest stay arriving on a night of the period (1-14), or null' },
  closedToArrival: { type: 'boolean', description: 'no stay may arrive on a night of the period' },
} as const;

const ratePeriodSchema = {
  $id: 'RatePeriod',
  type: 'object',
  properties: { _id: { type: 'string', pattern: '^[0-9a-f]{24}$' }, ...ratePeriodProperties },
} as const;

const roomRatesSchema = {
  $id: 'RoomRates',
  type: 'object',
  description: "What prices a room's nights beyond its price and discountPrice (docs/product.md \"Rates\")",
  properties: {
    weekendPrice: { type: 'number', nullable: true, description: 'Friday and Saturday nights outside a period, or null for the default' },
    periods: { type: 'array', items: { $ref: 'RatePeriod#' }, description: 'by `from`; guests read only those not yet ended' },
  },
} as const;

const quoteSchema = {
  $id: 'Quote',
  type: 'object',
  properties: {
    nights: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string', format: 'date' },
          rate: { type: 'number', description: "the night's rate for one guest" },
          total: { type: 'number', description: 'the rate + 25 % of it per extra guest, whole dollars' },
        },
      },
    },
    total: { type: 'number', description: "the sum of the nights' totals: what POST /bookings stores as price" },
    currency: { type: 'string', enum: ['USD'] },
  },
} as const;

const roomCalendarSchema = {
  $id: 'RoomCalendar',
  type: 'object',
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    nights: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string', format: 'date' },
          rate: { type: 'number' },
          free: { type: 'boolean', description: 'false when a booking holds the night or the hotel blocked it' },
          minNights: { type: 'integer', nullable: true },
          closedToArrival: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/** The body of POST /rooms/{id}/rates and PATCH /rooms/{id}/rates/{rateId}: checked by validateRatePeriod, so no types here. */
export const ratePeriodBody = {
  type: 'object',
  properties: Object.fromEntries(Object.entries(ratePeriodProperties).map(([k, v]) => [k, { description: v.description }])),
} as const;

const bookingSchema = {
  $id: 'Booking',
  type: 'object',
  properties: {
    _id: { type: 'string' },
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
    status: { type: 'string', enum: ['confirmed'] },
    updatedAt: { type: 'string' },
  },
} as const;

/** A review at the front desk (HotelReview of @hotel/shared): hidden ones too, with why. */
export const hotelReviewSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    rating: { type: 'integer' },
    comment: { type: 'string' },
    date: { type: 'string' },
    userEmail: { type: 'string' },
    roomId: { type: 'string' },
    roomName: { type: 'string' },
    hidden: { type: 'boolean' },
    hiddenReason: { type: 'string', nullable: true },
  },
} as const;

export const inquiryTypes = INQUIRY_TYPES.map((t) => t.value);

export const schemas = [reviewSchema, roomReviewSchema, ratePeriodSchema, roomRatesSchema, roomSchema, bookingSchema, quoteSchema, roomCalendarSchema];

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
export const STAFF_ROUTE = { tags: ['front desk'], security: [{ bearerAuth: [] }], 'x-staff': true } as const;

const err = { $ref: 'ApiError#' } as const;
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, err]));


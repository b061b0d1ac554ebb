// Compile-time only: each response schema and the @hotel/shared type the front ends read agree.
// @hotel/shared stays the source of the types (the front ends never load a schema); a schema that
// forgets a field of its type, or types it otherwise, fails `npm run typecheck -w api` here, naming
// the field. (Fastify's serializer drops what a response schema does not declare, so a field missing
// from the schema would silently never reach a client.)
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  ApiError,
  AuditEntry,
  Booking,
  ContactReply,
  FailedMail,
  HotelReview,
  HotelToday,
  HousekeepingAnswer,
  InboxMessage,
  Quote,
  RatePeriod,
  Review,
  Room,
  RoomCalendar,
  RoomRates,
  RoomReview,
  StayChange,
} from '@hotel/shared/domain';
import type { ReportRow } from '@hotel/shared/front-desk/reports';
import type { Promotion } from '@hotel/shared/promotions';
import type { ExchangeRate } from '@hotel/shared/currency';
import type { PublishedRate } from '@hotel/shared/front-desk/exchangeRates';
import type { errorSchema } from './lib/errors';
import type { reportRow } from './routes/reports';
import type { auditEntry, failedMail, hotelToday } from './routes/hotel';
import type { housekeepingAnswer } from './routes/housekeeping';
import type { contactReply, inboxMessage } from './routes/inbox';
import type { stayChangeSchema } from './routes/stayStates';
import type {
  References,
  bookingSchema,
  exchangeRateSchema,
  publishedRateSchema,
  hotelReviewSchema,
  promotionSchema,
  quoteSchema,
  ratePeriodSchema,
  reviewSchema,
  roomCalendarSchema,
  roomRatesSchema,
  roomReviewSchema,
  roomSchema,
} from './schemas';

/** What a schema describes, without the index signature of its open objects (no interface has one). */
type Closed<T> = T extends readonly (infer E)[]
  ? Closed<E>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: Closed<T[K]> }
    : T;

/** The fields of `T` that `D` (a schema's Closed type) leaves out or types otherwise. */
type Disagreeing<T, D> = { [K in keyof T]-?: K extends keyof D ? (T[K] extends D[K] ? never : K) : K }[keyof T];

type Described<S extends JSONSchema> = Closed<FromSchema<S, { references: References }>>;

/** Compiles only with `never`: no field disagrees. */
type Agree<Fields extends never> = Fields;

export type SchemasAgree = [
  Agree<Disagreeing<Room, Described<typeof roomSchema>>>,
  Agree<Disagreeing<Booking, Described<typeof bookingSchema>>>,
  // `hidden` is only in the author's own copy, sent by GET /reviews/mine (myReviewSchema).
  Agree<Disagreeing<Omit<Review, 'hidden'>, Described<typeof reviewSchema>>>,
  Agree<Disagreeing<Omit<RoomReview, 'hidden'>, Described<typeof roomReviewSchema>>>,
  Agree<Disagreeing<RatePeriod, Described<typeof ratePeriodSchema>>>,
  Agree<Disagreeing<RoomRates, Described<typeof roomRatesSchema>>>,
  Agree<Disagreeing<Quote, Described<typeof quoteSchema>>>,
  Agree<Disagreeing<RoomCalendar, Described<typeof roomCalendarSchema>>>,
  Agree<Disagreeing<Promotion, Described<typeof promotionSchema>>>,
  Agree<Disagreeing<ExchangeRate, Described<typeof exchangeRateSchema>>>,
  Agree<Disagreeing<PublishedRate, Described<typeof publishedRateSchema>>>,
  // The front desk's list does not send a review's timestamps (its `date` says the day).
  Agree<Disagreeing<Omit<HotelReview, 'createdAt' | 'updatedAt'>, Described<typeof hotelReviewSchema>>>,
  Agree<Disagreeing<HotelToday, Described<typeof hotelToday>>>,
  Agree<Disagreeing<StayChange, Described<typeof stayChangeSchema>>>,
  Agree<Disagreeing<InboxMessage, Described<typeof inboxMessage>>>,
  Agree<Disagreeing<ContactReply, Described<typeof contactReply>>>,
  Agree<Disagreeing<AuditEntry, Described<typeof auditEntry>>>,
  Agree<Disagreeing<FailedMail, Described<typeof failedMail>>>,
  Agree<Disagreeing<ReportRow, Described<typeof reportRow>>>,
  Agree<Disagreeing<HousekeepingAnswer, Described<typeof housekeepingAnswer>>>,
  Agree<Disagreeing<ApiError, Described<typeof errorSchema>>>,
];

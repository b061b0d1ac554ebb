// The front desk's reads (staff only): the hotel's day, the tape chart's stays, the latest reviews
// and the audit log. Dates are the hotel's (HOTEL_TIME_ZONE).
import { addDays, daysBetween, isIsoDate, MAIL_KINDS, todayIn } from '@hotel/shared/domain';
import { AUDIT_ACTIONS } from '@hotel/shared/front-desk/audit';
import { FRONT_DESK_LIMITS } from '@hotel/shared/front-desk/limits';
import { badRequest } from '../lib/errors';
import { staffOnly, errors, object, hotelReviewSchema, type RoutePlugin } from '../schemas';

// The desk's windows are its pages' too (@hotel/shared/front-desk/limits).
const HOTEL_BOOKINGS_MAX_NIGHTS = FRONT_DESK_LIMITS.bookingsWindowNights;
const NIGHTS_SOLD_DAYS = FRONT_DESK_LIMITS.nightsSoldDays;

const bookings = { type: 'array', items: { $ref: 'Booking#' } } as const;
export const limitQuery = (max: number, dflt: number) =>
  ({
    type: 'object',
    properties: { limit: { type: 'string', pattern: '^[0-9]{1,4}$', description: `how many, 1-${max} (default ${dflt})` } },
  }) as const;
export const limitOf = (raw: string | undefined, max: number, dflt: number): number => {
  const n = raw === undefined ? dflt : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    const message = `limit must be a whole number from 1 to ${max}.`;
    throw badRequest(message, [{ field: 'limit', message }]);
  }
  return n;
};


/** GET /hotel/today (HotelToday of @hotel/shared). */
export const hotelToday = object({
  date: { type: 'string', format: 'date' },
  arrivals: bookings,
  departures: bookings,
  inHouse: bookings,
  done: bookings,
  nightsSold: { type: 'object', properties: { sold: { type: 'integer' }, available: { type: 'integer' } } },
  newMessages: { type: 'integer' },
});

/** An e-mail given up (FailedMail of @hotel/shared). */
export const failedMail = object({
  _id: { type: 'string' },
  kind: { type: 'string', enum: MAIL_KINDS },
  to: { type: 'string', description: "the guest's address" },
  subject: { type: 'string' },
  bookingId: { type: 'string', nullable: true, description: 'the booking it is about; null for a contact message' },
  contactId: { type: 'string', nullable: true, description: 'the contact message it answers; null for a booking' },
  attempts: { type: 'integer' },
  error: { type: 'string', nullable: true, description: "the mail server's reply" },
  createdAt: { type: 'string' },
});

export const auditEntry = object({
  _id: { type: 'string' },
  at: { type: 'string', description: 'ISO timestamp' },
  actor: { type: 'string', description: "the staff member's e-mail, or 'automatic' (the automatic no-show)" },
  action: { type: 'string', description: `one of ${Object.keys(AUDIT_ACTIONS).join(', ')} (AUDIT_ACTIONS of @hotel/shared/front-desk: their words)` },
  target: { type: 'string', enum: ['room', 'booking', 'contact', 'review', 'rate', 'partner', 'promotion', 'exchange-rate'] },
  targetId: { type: 'string' },
  before: { description: 'the record (or its changed fields) before the write; null for a creation' },
  after: { description: 'the record (or its changed fields) after the write; null for a deletion' },
  reason: { type: 'string', nullable: true },
});

function dateParam(field: 'from' | 'to', v: string | undefined): string {
  if (isIsoDate(v)) return v;
  const message = `${field} must be a date (YYYY-MM-DD).`;
  throw badRequest(message, [{ field, message }], 'INVALID_RANGE');
}

export const hotelRoutes: RoutePlugin = async (app) => {
  const { ctx, repos } = app;

  app.get(
    '/hotel/today',
    staffOnly(app, {
      summary: `Today at the hotel (its time zone), from the stays' states: arrivals to check in, departures to check out, guests in house, stays checked out or no-shows today (undoable), room-nights sold in the next ${NIGHTS_SOLD_DAYS} nights, new messages`,
      response: {
        200: hotelToday,
        ...errors(401, 403),
      },
    }),
    async () => repos.hotel.today(todayIn(ctx.timeZone, ctx.now()), ctx.timeZone, NIGHTS_SOLD_DAYS),
  );

  app.get(
    '/hotel/bookings',
    staffOnly(app, {
      summary: `The stays overlapping [from, to) (at most ${HOTEL_BOOKINGS_MAX_NIGHTS} nights), with the guest's name and e-mail, by first night`,
      querystring: {
        type: 'object',
        properties: {
          from: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, required' },
          to: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD, after from, exclusive; required' },
          q: { type: 'string', maxLength: 254, description: "part of the guest's e-mail or name (any case), the booking id's last 6 characters, or its confirmation code (HV-7K3M9Q)" },
        },
      },
      response: { 200: bookings, ...errors(400, 401, 403) },
    }),
    async (request) => {
      const from = dateParam('from', request.query.from);
      const to = dateParam('to', request.query.to);
      const nights = daysBetween(from, to);
      if (nights < 1 || nights > HOTEL_BOOKINGS_MAX_NIGHTS) {
        const message = `to must be 1 to ${HOTEL_BOOKINGS_MAX_NIGHTS} days after from (e.g. ${addDays(from, FRONT_DESK_LIMITS.chartNights)}).`;
        throw badRequest(message, [{ field: 'to', message }], 'INVALID_RANGE');
      }
      return repos.hotel.overlapping(from, to, request.query.q?.trim() || undefined);
    },
  );

  /** A staff read of the latest records, newest first: `?limit=` from 1 to max (default dflt). */
  const latest = (path: string, summary: string, items: object, max: number, dflt: number, read: (limit: number) => Promise<unknown>) =>
    app.get(
      path,
      staffOnly(app, {
        summary,
        querystring: limitQuery(max, dflt),
        response: { 200: { type: 'array', items }, ...errors(400, 401, 403) },
      }),
      async (request) => read(limitOf(request.query.limit, max, dflt)),
    );

  latest('/hotel/reviews', 'The latest reviews across rooms, newest first, hidden ones included (with why)', hotelReviewSchema, 500, 100, (limit) =>
    repos.moderation.latest(limit),
  );
  latest(
    '/hotel/activity',
    'The audit log, newest first: every staff write (who, what, which record, before and after, why, when)',
    auditEntry,
    1000,
    200,
    (limit) => repos.audit.latest(limit),
  );

  app.get(
    '/hotel/mail',
    staffOnly(app, {
      summary: 'The e-mails that could not be delivered (refused by the mail server, or out of attempts), newest first',
      querystring: {
        type: 'object',
        properties: { state: { type: 'string', enum: ['failed'], default: 'failed' }, ...limitQuery(500, 100).properties },
      },
      response: {
        200: { type: 'array', items: failedMail },
        ...errors(400, 401, 403),
      },
    }),
    async (request) => repos.mail.listFailed(limitOf(request.query.limit, 500, 100)),
  );
};

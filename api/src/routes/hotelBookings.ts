// The hotel's writes to a guest's booking, on staff routes of their own (docs/product.md "Front
// desk"): cancel with a reason, move (and change the length), any time before the first night, each
// audited in its own transaction. The rules are ../lib/hotelBookings.ts; the guest's routes
// (./bookings.ts) know nothing of staff.
import { STAY_NIGHTS_MAX, STAY_NIGHTS_MIN } from '@hotel/shared/domain';
import { userOf } from '../auth';
import { cancelAsStaff, moveAsStaff } from '../lib/hotelBookings';
import { REASON_MAX } from '../lib/reason';
import { errors, idParams, staffOnly, type RoutePlugin } from '../schemas';

export const hotelBookingsRoutes: RoutePlugin = async (app) => {
  app.post(
    '/hotel/bookings/:id/cancel',
    staffOnly(app, {
      summary: 'The hotel cancels a guest’s booking, with a reason, any time before its first night; frees every night; audited (booking.cancel)',
      params: idParams,
      body: {
        type: 'object',
        nullable: true,
        properties: {
          reason: { type: 'string', maxLength: REASON_MAX + 1000, description: `why the hotel cancels: required, not blank, ≤ ${REASON_MAX} characters; the guest's e-mail says it` },
        },
      },
      response: { 200: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const cancelled = await cancelAsStaff(app, userOf(request), request.params.id, request.body?.reason);
      app.metrics?.booking('cancelled', 'hotel');
      return cancelled;
    },
  );

  app.post(
    '/hotel/bookings/:id/move',
    staffOnly(app, {
      summary:
        'The hotel moves a guest’s stay (and may change its length), the new nights checked as for the guest, any time before its first night; priced again; audited (booking.move)',
      params: idParams,
      body: {
        type: 'object',
        required: ['bookingDate'],
        properties: {
          bookingDate: { type: 'string', maxLength: 40, description: 'the new first night (YYYY-MM-DD)' },
          nights: { description: `the new length, ${STAY_NIGHTS_MIN}-${STAY_NIGHTS_MAX}; the stay's own when absent` },
        },
      },
      response: { 200: { $ref: 'Booking#' }, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const moved = await moveAsStaff(app, userOf(request), request.params.id, request.body.bookingDate, request.body.nights);
      app.metrics?.booking('moved', 'hotel');
      return moved;
    },
  );
};

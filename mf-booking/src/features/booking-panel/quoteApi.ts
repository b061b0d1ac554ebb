// GET /rooms/:id/quote with a promo code: the panel's one call of its own. Through the singleton's
// HTTP client (`request`), not a new method of `api`: every export of the singleton is in every
// page's first load, and only the booking panel asks this.
import { request, STAY_PARAMS, type Quote } from '@hotel/shared';
import { PROMO_PARAM } from '@hotel/shared/routes';

/** The stay priced with `promo`, or without it and `promo.refusal` in words. */
export function quoteWithPromo(roomId: string, stay: { checkIn: string; checkOut: string; guests: number }, promo: string): Promise<Quote> {
  return request<Quote>('GET', `/rooms/${encodeURIComponent(roomId)}/quote`, {
    query: { [STAY_PARAMS.checkIn]: stay.checkIn, [STAY_PARAMS.checkOut]: stay.checkOut, [STAY_PARAMS.guests]: stay.guests, [PROMO_PARAM]: promo },
  });
}

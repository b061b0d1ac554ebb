import { useRuntimeConfig } from '@hotel/shared';
// Pure rules and paths are bundled with this remote (they hold under an older shared singleton).
import { todayIn, validateStay, type Stay } from '@hotel/shared/domain';
import { PROMO_PARAM, STAY_PARAMS, stayQuery } from '@hotel/shared/routes';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_GUESTS, type StayFields } from '../../ui/rooms';

/**
 * The search by stay lives in the URL (`?checkIn=…&checkOut=…&guests=…`, STAY_PARAMS), so a link or
 * a reload shows the same rooms (docs/product.md §2 Rooms). A URL stay that fails validateStay (a
 * past check-in from an old link, say) is not searched: its message shows, its values stay in the
 * fields, and the list is the unfiltered one.
 */
export function useStaySearch() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = todayIn(useRuntimeConfig().hotelTimeZone);
  const given = Object.values(STAY_PARAMS).some((name) => params.has(name));
  const fields: StayFields = {
    checkIn: params.get(STAY_PARAMS.checkIn) ?? '',
    checkOut: params.get(STAY_PARAMS.checkOut) ?? '',
    guests: params.get(STAY_PARAMS.guests) ?? DEFAULT_GUESTS,
  };
  const checked = given ? validateStay(fields, today) : null;
  // A promo code in the link (docs/product.md "Promo codes") is kept through searches and carried to the rooms.
  const promo = params.get(PROMO_PARAM)?.trim() || null;
  return {
    today,
    fields,
    /** The stay searched, or null. */
    stay: checked?.ok ? checked.value : null,
    /** Why the URL's stay is not searched. */
    error: checked && !checked.ok ? checked.message : null,
    /** The URL's query: a new one is a new search (the form starts from it again). */
    key: params.toString(),
    /** The promo code the link carries, or null: the room links carry it to the booking panel. */
    promo,
    search: (stay: Stay) => navigate({ search: stayQuery(stay, promo) }),
    clear: () => navigate({ search: stayQuery(null, promo) }),
  };
}

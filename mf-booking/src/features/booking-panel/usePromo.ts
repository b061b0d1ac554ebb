import { isIsoDate, useLoad } from '@hotel/shared';
import { normalizePromoCode, type PromotionTerms } from '@hotel/shared/promotions';
import { PROMO_PARAM } from '@hotel/shared/routes';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { quoteWithPromo } from './quoteApi';

/** The stay a promo code is asked about. */
interface PromoStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Null while the stay has no valid length. */
  nights: number | null;
}

/**
 * The booking panel's promo code (docs/product.md "Promo codes"): opened from the page's `?promo=`
 * (a deep link, /rooms' room links, the embed's `open({ promo })`), applied with "Apply". The API's
 * quote (GET /rooms/:id/quote?promo=) says whether it applies to the stay, in words when it does not,
 * and its terms, with which the panel and the calendar price every stay (quoteStay, the one pricing
 * function the booking is priced with).
 */
export function usePromo(roomId: string, stay: PromoStay) {
  const [search] = useSearchParams();
  const [opened] = useState(() => search.get(PROMO_PARAM)?.trim() ?? '');
  const [draft, setDraft] = useState(opened);
  const [code, setCode] = useState(() => normalizePromoCode(opened));
  const ready = code !== '' && isIsoDate(stay.checkIn) && stay.nights !== null;
  const key = ready ? JSON.stringify([roomId, stay.checkIn, stay.checkOut, stay.guests, code]) : null;
  const quoted = useLoad(key, () => quoteWithPromo(roomId, stay, code));
  // The terms do not change with the stay: kept from the last answer for this code while a new
  // stay's is asked, so the totals do not jump back and forth as the guest picks dates.
  const last = quoted.latest?.promo;
  const terms: PromotionTerms | undefined = code !== '' && last?.code === code ? last.terms : undefined;
  const refusal = quoted.data?.promo?.refusal ?? null;
  return {
    /** What the field shows. */
    draft,
    setDraft,
    /** The code applied ('' for none). */
    code,
    apply: () => setCode(normalizePromoCode(draft)),
    remove: () => {
      setCode('');
      setDraft('');
    },
    checking: quoted.status === 'loading',
    /** Why the code does not apply to this stay, in words; null while it does (or is not asked). */
    refusal,
    /** The code's terms while it applies (the panel books with it only then). */
    terms: refusal ? undefined : terms,
  };
}

export type PromoState = ReturnType<typeof usePromo>;

import {
  checkOutFor,
  GUESTS_DEFAULT,
  isIsoDate,
  MESSAGES,
  nightsBetween,
  nightsFree,
  roomGuestsMax,
  sharedText,
  STAY_NIGHTS_MAX,
  STAY_NIGHTS_MIN,
  stayFromSearch,
  validateStay,
  type Room,
} from '@hotel/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { stayRefusalText } from '../../ui/words';

export interface StayFeedback {
  ok: boolean;
  text: string;
}

/**
 * The stay the booking panel holds (docs/product.md §5 "A stay"): opened from the room page's URL
 * query when a search link carries one, else empty. The guest sets a check-in, then the nights or a
 * check-out; a new check-in keeps the nights. The rules are @hotel/shared's (validateStay, nightsFree).
 */
export function useStay(room: Room, bookedDates: readonly string[], today: string) {
  const [search] = useSearchParams();
  const [opened] = useState(() => stayFromSearch(search));
  const [checkIn, setCheckIn] = useState(opened?.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(opened?.checkOut ?? '');
  // A search for more guests than this room takes opens at its most.
  const [guests, setGuests] = useState(() => Math.min(opened?.guests ?? GUESTS_DEFAULT, roomGuestsMax(room.capacity)));

  const dated = isIsoDate(checkIn) && isIsoDate(checkOut);
  const nights = dated ? nightsBetween(checkIn, checkOut) : 0;
  const nightsValid = nights >= STAY_NIGHTS_MIN && nights <= STAY_NIGHTS_MAX;
  const checked = checkIn ? validateStay({ checkIn, checkOut, guests }, today) : null;
  const free = checked?.ok === true && nightsFree(bookedDates, checkIn, nights);
  // The rates' arrival rules ("This room has a 3-night minimum for arrivals on Fri, Dec 12."), as the API says them.
  const refusal = free ? stayRefusalText(room, checkIn, nights) : null;
  const available = free && refusal === null;

  // The spec's texts for the nights ("Date is available!" / "Date is not available", now for every
  // night); dates that cannot be this stay say why in the shared words ("Check-in cannot be in the past.").
  let feedback: StayFeedback | null = null;
  if (refusal) feedback = { ok: false, text: refusal };
  else if (checked?.ok)
    feedback = { ok: available, text: sharedText(available ? MESSAGES.dateAvailable : MESSAGES.dateNotAvailable) };
  else if (checked) feedback = { ok: false, text: sharedText(checked.message) };

  const changeCheckIn = (next: string) => {
    setCheckIn(next);
    if (isIsoDate(next)) setCheckOut(checkOutFor(next, nightsValid ? nights : STAY_NIGHTS_MIN));
  };
  const changeNights = (n: number) => {
    if (isIsoDate(checkIn)) setCheckOut(checkOutFor(checkIn, n));
  };
  const changeStay = (next: { checkIn: string; checkOut: string }) => {
    setCheckIn(next.checkIn);
    setCheckOut(next.checkOut);
  };

  return {
    checkIn,
    checkOut,
    guests,
    nights: nightsValid ? nights : null,
    available,
    feedback,
    changeCheckIn,
    changeCheckOut: setCheckOut,
    changeNights,
    changeStay,
    changeGuests: setGuests,
  };
}

export type StayState = ReturnType<typeof useStay>;

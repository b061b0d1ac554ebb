// What a guest reads of the shared fixture's Harbour Suite (@hotel/shared/testing's testRoom) with
// two reviews, of 5 and 4 stars: the same facts on its card in the list and on its own page.
import { expectEachText } from '@hotel/shared/testing';

/** Type, location, capacity, beds, size, rating and review count, as the guest reads them. */
export const HARBOUR_SUITE_FACTS = ['Suite', 'Floor 5, sea side', '3 Guests', '2 Beds', '450 sq ft', '4.5', '(2 reviews)'];

/** Each of the Harbour Suite's facts is shown in `scope` (its card, or the page). */
export const expectHarbourSuiteFacts = (scope?: HTMLElement) => expectEachText(HARBOUR_SUITE_FACTS, scope);

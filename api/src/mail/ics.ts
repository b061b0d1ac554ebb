// The calendar file of a stay (RFC 5545, written by the `ics` library): an all-day event from the
// check-in to the check-out day, at the hotel's address. One UID per booking for its whole life;
// SEQUENCE 0 when booked, + 1 on every change of dates (bookings.ics_sequence), so a calendar
// replaces the event it has; a cancellation is METHOD:CANCEL of that UID. Its SUMMARY and DESCRIPTION
// are in the stay's language (the mail catalog's words).
import { createEvent, type DateArray } from 'ics';
import { HOTEL_INFO, type Booking } from '@hotel/shared/domain';
import type { Locale } from '@hotel/shared/i18n/locales';
import { mailSay as say } from './words';

export type IcsMethod = 'REQUEST' | 'CANCEL';

const day = (iso: string): DateArray => iso.split('-').map(Number) as DateArray;

/** The UID every calendar file of this booking carries. */
export const bookingUid = (bookingId: string) => `booking-${bookingId}@${HOTEL_INFO.email.split('@')[1]}`;

/**
 * `name`: the attendee's, or null when the e-mail may use none (src/mail/stayMails.ts): then "Guest",
 * as the greeting's "Dear guest," (the library would write "Unnamed attendee").
 */
export function stayCalendar(b: Booking, name: string | null, method: IcsMethod, sequence: number, locale: Locale): string {
  const { error, value } = createEvent({
    productId: 'harborview/mail',
    method,
    uid: bookingUid(b._id),
    sequence,
    start: day(b.bookingDate),
    end: day(b.checkOut),
    title: say(locale, 'mail.ics.summary', { hotel: HOTEL_INFO.name, room: b.roomName, code: b.confirmationCode }),
    description: say(locale, 'mail.ics.description', { code: b.confirmationCode, nights: b.nights, guests: b.guests, phone: HOTEL_INFO.phone }),
    location: HOTEL_INFO.address,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: HOTEL_INFO.name, email: HOTEL_INFO.email },
    attendees: [{ name: name ?? say(locale, 'mail.ics.guest'), email: b.userEmail, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('calendar file not written');
  return value;
}

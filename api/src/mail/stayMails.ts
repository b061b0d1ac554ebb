// The e-mails of a stay's life, each with its calendar file (./ics.ts), as queued by the bookings'
// writes: confirmed (SEQUENCE 0), moved (the stored sequence, already + 1), cancelled (METHOD:CANCEL,
// the sequence + 1, so a calendar applies it after every update it has seen).
// A calendar file that cannot be made (the ics library refuses addresses Firebase accepts, such as
// ü@example.com or a@exa_mple.test) never fails the write: the e-mail goes without it and says
// nothing of it, and `write` logs why (src/repositories/write.ts).
// The name is the account holder's own text, and Firebase asks for no proof of an address: so it is
// in the e-mail (greeting, calendar attendee) only when the address was verified when booked, else
// anyone could register a stranger's address and have the hotel send them a "name" of their choosing
// (issue 39, docs/product.md "E-mails"). Each is in the language the stay was booked in
// (bookings.locale), whoever changes it: the guest, or the front desk.
import type { Booking } from '@hotel/shared/domain';
import type { Locale } from '@hotel/shared/i18n/locales';
import type { QueuedMail } from '../repositories/mail';
import { stayCalendar, type IcsMethod } from './ics';
import { MAIL } from './templates';

/** What a stay's e-mail needs besides the booking (stayFacts, src/repositories/bookings.ts). */
export interface StayFacts {
  /** The calendar SEQUENCE as stored (bookings.ics_sequence). */
  sequence: number;
  /** The address was verified when booked (bookings.email_verified). */
  emailVerified: boolean;
  /** The language it was booked in (bookings.locale): its e-mails' and calendar file's. */
  locale: Locale;
}

const base = (b: Booking) => ({ to: b.userEmail, bookingId: b._id });

/** The name the e-mail may use: the booking's, if its address was proved; null: none. */
const nameFor = (b: Booking, emailVerified: boolean) => (emailVerified ? b.userName : null);

function calendar(b: Booking, name: string | null, method: IcsMethod, sequence: number, locale: Locale): Pick<QueuedMail, 'ics' | 'icsError'> {
  try {
    return { ics: stayCalendar(b, name, method, sequence, locale) };
  } catch (err) {
    return { icsError: err instanceof Error ? err.message : String(err) };
  }
}

export const stayMails = {
  confirmed: (b: Booking, emailVerified: boolean, locale: Locale): QueuedMail => {
    const name = nameFor(b, emailVerified);
    const cal = calendar(b, name, 'REQUEST', 0, locale);
    return { kind: 'booking.confirmed', ...base(b), ...MAIL.bookingConfirmed(b, name, cal.ics !== undefined, locale), ...cal };
  },
  moved: (b: Booking, { sequence, emailVerified, locale }: StayFacts, byHotel: boolean): QueuedMail => {
    const name = nameFor(b, emailVerified);
    const cal = calendar(b, name, 'REQUEST', sequence, locale);
    return { kind: 'booking.moved', ...base(b), ...MAIL.bookingMoved(b, name, byHotel, cal.ics !== undefined, locale), ...cal };
  },
  cancelled: (b: Booking, { sequence, emailVerified, locale }: StayFacts, reason: string | null): QueuedMail => {
    const name = nameFor(b, emailVerified);
    const cal = calendar(b, name, 'CANCEL', sequence + 1, locale);
    return { kind: 'booking.cancelled', ...base(b), ...MAIL.bookingCancelled(b, name, reason, cal.ics !== undefined, locale), ...cal };
  },
};

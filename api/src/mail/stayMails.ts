// The e-mails of a stay's life, each with its calendar file (./ics.ts), as queued by the bookings'
// writes: confirmed (SEQUENCE 0), moved (the stored sequence, already + 1), cancelled (METHOD:CANCEL,
// the sequence + 1, so a calendar applies it after every update it has seen).
import type { Booking } from '@hotel/shared/domain';
import type { QueuedMail } from '../repositories/mail';
import { stayCalendar } from './ics';
import { MAIL } from './templates';

const base = (b: Booking) => ({ to: b.userEmail, bookingId: b._id });

export const stayMails = {
  confirmed: (b: Booking): QueuedMail => ({
    kind: 'booking.confirmed',
    ...base(b),
    ...MAIL.bookingConfirmed(b),
    ics: stayCalendar(b, 'REQUEST', 0),
  }),
  moved: (b: Booking, sequence: number, byHotel: boolean): QueuedMail => ({
    kind: 'booking.moved',
    ...base(b),
    ...MAIL.bookingMoved(b, byHotel),
    ics: stayCalendar(b, 'REQUEST', sequence),
  }),
  cancelled: (b: Booking, sequence: number, reason: string | null): QueuedMail => ({
    kind: 'booking.cancelled',
    ...base(b),
    ...MAIL.bookingCancelled(b, reason),
    ics: stayCalendar(b, 'CANCEL', sequence + 1),
  }),
};

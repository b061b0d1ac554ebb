// The e-mails of a stay's life, each with its calendar file (./ics.ts), as queued by the bookings'
// writes: confirmed (SEQUENCE 0), moved (the stored sequence, already + 1), cancelled (METHOD:CANCEL,
// the sequence + 1, so a calendar applies it after every update it has seen).
// A calendar file that cannot be made (the ics library refuses addresses Firebase accepts, such as
// ü@example.com or a@exa_mple.test) never fails the write: the e-mail goes without it and says
// nothing of it, and `write` logs why (src/repositories/write.ts).
import type { Booking } from '@hotel/shared/domain';
import type { QueuedMail } from '../repositories/mail';
import { stayCalendar, type IcsMethod } from './ics';
import { MAIL } from './templates';

const base = (b: Booking) => ({ to: b.userEmail, bookingId: b._id });

function calendar(b: Booking, method: IcsMethod, sequence: number): Pick<QueuedMail, 'ics' | 'icsError'> {
  try {
    return { ics: stayCalendar(b, method, sequence) };
  } catch (err) {
    return { icsError: err instanceof Error ? err.message : String(err) };
  }
}

export const stayMails = {
  confirmed: (b: Booking): QueuedMail => {
    const cal = calendar(b, 'REQUEST', 0);
    return { kind: 'booking.confirmed', ...base(b), ...MAIL.bookingConfirmed(b, cal.ics !== undefined), ...cal };
  },
  moved: (b: Booking, sequence: number, byHotel: boolean): QueuedMail => {
    const cal = calendar(b, 'REQUEST', sequence);
    return { kind: 'booking.moved', ...base(b), ...MAIL.bookingMoved(b, byHotel, cal.ics !== undefined), ...cal };
  },
  cancelled: (b: Booking, sequence: number, reason: string | null): QueuedMail => {
    const cal = calendar(b, 'CANCEL', sequence + 1);
    return { kind: 'booking.cancelled', ...base(b), ...MAIL.bookingCancelled(b, reason, cal.ics !== undefined), ...cal };
  },
};

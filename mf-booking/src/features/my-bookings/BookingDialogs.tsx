import type { AuthUser, Booking } from '@hotel/shared';
import type { BookingAction } from './BookingActions';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ReviewDialog } from './ReviewDialog';
import { UpdateDateDialog } from './UpdateDateDialog';
import type { ReviewsByRoom } from './useMyBookings';

export interface BookingDialogsProps {
  open: { action: BookingAction; booking: Booking };
  user: AuthUser;
  reviews: ReviewsByRoom;
  now: Date;
  timeZone: string;
  /** Closes the dialog; after a save the list refreshes with what it saved (its write `stales` it). */
  onClose: () => void;
}

/**
 * The dialog a booking's action opens: cancel, change the dates, or write/edit the review. A chunk
 * of its own (MyBookingsPage loads it after its first paint): no guest's first view carries it.
 */
export default function BookingDialogs({ open, user, reviews, now, timeZone, onClose }: BookingDialogsProps) {
  const { action, booking } = open;
  const about = { booking, now, timeZone, onClose };
  if (action === 'cancel') return <CancelBookingDialog {...about} userEmail={user.email} onCancelled={onClose} />;
  if (action === 'date') return <UpdateDateDialog {...about} onUpdated={onClose} />;
  return <ReviewDialog booking={booking} user={user} existing={reviews.get(booking.roomId) ?? null} onClose={onClose} onSaved={onClose} />;
}

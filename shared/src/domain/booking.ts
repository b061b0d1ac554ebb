import { bookingTotal } from './pricing';
import type { NewBooking, Room, User } from './types';

/** Display name, or e-mail if none (spec §3 Booking.userName). */
export function bookingUserName(user: Pick<User, 'email' | 'displayName'>): string {
  return user.displayName && user.displayName.trim() !== '' ? user.displayName : user.email;
}

/** The POST /bookings payload for a room, date, guest count and user (status "confirmed"). */
export function buildNewBooking(
  room: Pick<Room, '_id' | 'name' | 'image' | 'price' | 'discountPrice'>,
  input: { bookingDate: string; guests: number; user: Pick<User, 'email' | 'displayName'>; now?: Date },
): NewBooking {
  return {
    roomImage: room.image,
    roomId: room._id,
    roomName: room.name,
    price: bookingTotal(room, input.guests),
    bookingDate: input.bookingDate,
    guests: input.guests,
    userEmail: input.user.email,
    userName: bookingUserName(input.user),
    createdAt: (input.now ?? new Date()).toISOString(),
    status: 'confirmed',
  };
}

/** The room's next booked dates from today on, soonest first (the booking panel lists them). */
export function upcomingBookedDates(bookedDates: ReadonlyArray<string>, today: string, limit = 5): string[] {
  return [...new Set(bookedDates)].filter((d) => d >= today).sort().slice(0, limit);
}

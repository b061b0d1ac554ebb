import { GUESTS_MAX, GUESTS_MIN } from './constants';
import { MESSAGES } from './messages';
import { ROOM_DEFAULTS } from './roomDefaults';
import { stayTotal } from './stay';
import type { NewBooking, Room, User } from './types';

/** Display name, or e-mail if none (docs/product.md §3 Booking.userName). */
export function bookingUserName(user: Pick<User, 'email' | 'displayName'>): string {
  return user.displayName && user.displayName.trim() !== '' ? user.displayName : user.email;
}

/**
 * The POST /bookings payload for a room, first night, guest count and user (status "confirmed"):
 * `nights` is sent only when given (a booking without it is the spec's one night), and the price
 * is the stay total (the server computes its own).
 */
export function buildNewBooking(
  room: Pick<Room, '_id' | 'name' | 'image' | 'price' | 'discountPrice' | 'rates'>,
  input: { bookingDate: string; guests: number; nights?: number; user: Pick<User, 'email' | 'displayName'>; now?: Date },
): NewBooking {
  return {
    roomImage: room.image,
    roomId: room._id,
    roomName: room.name,
    // Night by night at the room's rates from the first night (quoteStay), as the server prices it.
    price: stayTotal(room, input.guests, input.nights ?? 1, input.bookingDate),
    bookingDate: input.bookingDate,
    guests: input.guests,
    ...(input.nights !== undefined ? { nights: input.nights } : {}),
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

/**
 * The most guests a room takes (docs/product.md §5/§9): its capacity, and never more than 3. A room
 * without a usable capacity counts as the default (2). The one guests rule of the room page's select
 * and of the API; the stay searches, which have no room yet, take 1 to 3.
 */
export function roomGuestsMax(capacity: number | null | undefined): number {
  const cap = typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= GUESTS_MIN ? capacity : ROOM_DEFAULTS.capacity;
  return Math.min(GUESTS_MAX, cap);
}

/** The guest counts a room can be booked for: 1 up to roomGuestsMax. */
export function guestOptions(capacity: number | null | undefined): number[] {
  const max = roomGuestsMax(capacity);
  return Array.from({ length: max - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i);
}

/**
 * Why the room's guests stop where they do, when it is below the product's 3 ("This room sleeps 2
 * guests."): the select shows it, and the API refuses more guests with it.
 */
export function roomSleepsNote(capacity: number | null | undefined): string | null {
  const max = roomGuestsMax(capacity);
  return max < GUESTS_MAX ? MESSAGES.roomSleeps(max) : null;
}

/**
 * A past stay (docs/product.md §2 My bookings): its first night is before the hotel's today, so it
 * has begun or ended and can be neither moved nor cancelled. My Bookings lists it under "Past stays".
 */
export function isPastStay(booking: { bookingDate: string }, today: string): boolean {
  return booking.bookingDate < today;
}

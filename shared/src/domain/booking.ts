import { DISPLAY_NAME_MAX, GUESTS_MAX, GUESTS_MIN } from './constants';
import { ROOM_DEFAULTS } from './roomDefaults';
import { stayTotal } from './stay';
import type { NewBooking, Room, User } from './types';

/**
 * A display name as stored with a booking or review (docs/product.md §7): trimmed, runs of spaces and
 * control characters made one space, at most DISPLAY_NAME_MAX characters; null when nothing is left.
 */
export function cleanDisplayName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (clean === '') return null;
  return Array.from(clean).slice(0, DISPLAY_NAME_MAX).join('').trim();
}

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
  room: Pick<Room, '_id' | 'name' | 'image' | 'price' | 'discountPrice'>,
  input: { bookingDate: string; guests: number; nights?: number; user: Pick<User, 'email' | 'displayName'>; now?: Date },
): NewBooking {
  return {
    roomImage: room.image,
    roomId: room._id,
    roomName: room.name,
    price: stayTotal(room, input.guests, input.nights ?? 1),
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
 * The guest counts a room can be booked for (docs/product.md §5/§9): 1 up to its capacity, and never
 * more than 3. A room without a usable capacity counts as the default (2).
 */
export function guestOptions(capacity: number | null | undefined): number[] {
  const cap = typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= GUESTS_MIN ? capacity : ROOM_DEFAULTS.capacity;
  const max = Math.min(GUESTS_MAX, cap);
  return Array.from({ length: max - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i);
}

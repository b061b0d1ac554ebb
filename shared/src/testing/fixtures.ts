// Test data shaped as the API answers it: never imported by app code.
import type { AuthUser } from '../auth/types';
import { checkOutFor } from '../domain/stay';
import type { RoomInput } from '../domain/frontDesk';
import type { RatePeriod } from '../domain/rates';
import type { Booking, Room, RoomPhoto } from '../domain/types';

/** A room as GET /rooms answers it; override any field (or drop it with `undefined`). */
export function testRoom(overrides: Partial<Room> = {}): Room {
  return {
    _id: '64b000000000000000000001',
    name: 'Harbour Suite',
    location: 'Floor 5, sea side',
    type: 'Suite',
    image: 'https://img.example/harbour.jpg',
    price: 200,
    discountPrice: null,
    capacity: 3,
    beds: 2,
    size: 450,
    description: 'A bright suite with a view of the harbour.',
    amenities: ['wifi', 'pool', 'coffee'],
    bookedDates: [],
    reviews: [],
    ...overrides,
  };
}

/** A rate period as GET /rooms/{id}/rates answers it: $300 a night, no discount, no rules; override any field. */
export function testRatePeriod(overrides: Partial<RatePeriod> = {}): RatePeriod {
  return { _id: 'p1', from: '2026-06-01', to: '2026-06-04', price: 300, discountPrice: null, minNights: null, closedToArrival: false, ...overrides };
}

/** A new room as the front desk's editor sends it (POST /rooms): `testRoom`'s fields; override any of them. */
export function testRoomInput(overrides: Partial<RoomInput> = {}): RoomInput {
  const { _id, bookedDates: _booked, reviews: _reviews, discountPrice = null, ...fields } = testRoom();
  // One of our own images: an outside URL is refused (issue 42).
  return { ...fields, image: 'harbor-view-king.svg', discountPrice, ...overrides };
}

/** A photo as a room answer carries it: 1600 × 1200, in three sizes; override any field. */
export function testPhoto(overrides: Partial<RoomPhoto> = {}): RoomPhoto {
  const id = overrides._id ?? '66a000000000000000000001';
  return {
    _id: id,
    alt: 'The bed facing the harbour',
    width: 1600,
    height: 1200,
    sizes: [480, 800, 1600].map((width) => ({ url: `http://api.test/images/photos/${id}/0123456789abcdef-${width}.webp`, width })),
    ...overrides,
  };
}

/** The guest the tests sign in. */
export const ada: AuthUser = { email: 'ada@example.com', displayName: 'Ada Lovelace', photoURL: null };

/**
 * A booking of `ada`'s as GET /bookings/{email} answers it; `checkOut` follows `bookingDate` and
 * `nights` unless given.
 */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  const booking: Booking = {
    _id: '65f0c0ffee00000000abc123',
    confirmationCode: 'HV-7K3M9Q',
    roomId: 'room-1',
    roomName: 'Harbour Suite',
    roomImage: 'https://img.example/harbour.jpg',
    price: 250,
    bookingDate: '2099-06-01',
    nights: 1,
    checkOut: '2099-06-02',
    guests: 2,
    userEmail: ada.email,
    userName: 'Ada Lovelace',
    createdAt: '2026-01-01T10:00:00.000Z',
    status: 'confirmed',
    ...overrides,
  };
  return 'checkOut' in overrides ? booking : { ...booking, checkOut: checkOutFor(booking.bookingDate, booking.nights) };
}

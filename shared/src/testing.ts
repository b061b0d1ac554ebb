// Test fixtures for every package's tests (`@hotel/shared/testing`): never imported by app code.
import type { Room } from './domain/types';

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

// Demo data loaded into an empty database: 14 varied rooms (images shipped in api/public/rooms),
// some discounted (two of them 30 % off or more), a few booked and blocked dates relative to today
// (hotel time zone), reviews written by guests who booked the room, and a demo exchange rate per display currency.
import { drawConfirmationCode } from '@hotel/shared/confirmation';
import { addDays, bookingTotal, todayIn, type Room } from '@hotel/shared/domain';
import { randomBytes } from 'node:crypto';
import type { Queryable } from './index';

/** A room as seeded: the API's Room without what is derived (bookedDates, reviews); image is a file name. */
type SeedRoom = Omit<Room, '_id' | 'bookedDates' | 'reviews' | 'discountPrice'> & { id: string; discountPrice: number | null };

const id = (n: number) => `6650a1c0e4b0f1a2b3c4${n.toString(16).padStart(4, '0')}`;

export const SEED_ROOMS: SeedRoom[] = [
  {
    id: id(1),
    name: 'Harbor View King',
    location: 'Harbor Wing, Floor 6',
    type: 'Deluxe',
    image: 'harbor-view-king.svg',
    price: 240,
    discountPrice: 199,
    capacity: 2,
    beds: 1,
    size: 420,
    description:
      'Wake up to boats gliding across the harbor. A king bed, a reading chair by the floor-to-ceiling window and a rain shower make this our most requested room.',
    amenities: ['wifi', 'ac', 'coffee', 'pool'],
  },
  {
    id: id(2),
    name: 'Classic Queen',
    location: 'Garden Wing, Floor 2',
    type: 'Standard',
    image: 'classic-queen.svg',
    price: 129,
    discountPrice: null,
    capacity: 2,
    beds: 1,
    size: 300,
    description: 'A calm, warm room over the courtyard garden with a queen bed, a writing nook and blackout curtains for deep sleep.',
    amenities: ['wifi', 'ac'],
  },
  {
    id: id(3),
    name: 'Skyline Deluxe',
    location: 'Tower, Floor 14',
    type: 'Deluxe',
    image: 'skyline-deluxe.svg',
    price: 289,
    discountPrice: 259,
    capacity: 2,
    beds: 1,
    size: 450,
    description: 'City lights from the fourteenth floor, a work desk with a monitor, and a deep soaking tub to end the day.',
    amenities: ['wifi', 'ac', 'coffee', 'parking'],
  },
  {
    id: id(4),
    name: 'Family Twin Retreat',
    location: 'Garden Wing, Floor 1',
    type: 'Family',
    image: 'family-twin.svg',
    price: 210,
    discountPrice: 139,
    capacity: 3,
    beds: 2,
    size: 520,
    description: 'Two comfortable beds, a play corner for the little ones and direct access to the garden lawn. Cots on request.',
    amenities: ['wifi', 'ac', 'parking', 'pool', 'coffee'],
  },
  {
    id: id(5),
    name: 'Penthouse Suite',
    location: 'Tower, Floor 20',
    type: 'Suite',
    image: 'penthouse-suite.svg',
    price: 650,
    discountPrice: null,
    capacity: 3,
    beds: 1,
    size: 1100,
    description:
      'The top of the tower: a separate lounge, a private terrace over the bay, a dining table for six and butler service on call.',
    amenities: ['wifi', 'ac', 'coffee', 'parking', 'pool'],
  },
  {
    id: id(6),
    name: 'Garden Studio',
    location: 'Garden Wing, Floor 1',
    type: 'Studio',
    image: 'garden-studio.svg',
    price: 149,
    discountPrice: 119,
    capacity: 2,
    beds: 1,
    size: 360,
    description: 'A bright studio opening onto the herb garden, with a kitchenette and a sofa bed for longer, slower stays.',
    amenities: ['wifi', 'coffee', 'parking'],
  },
  {
    id: id(7),
    name: 'Sunset Terrace Room',
    location: 'Harbor Wing, Floor 4',
    type: 'Deluxe',
    image: 'sunset-terrace.svg',
    price: 230,
    discountPrice: null,
    capacity: 2,
    beds: 1,
    size: 400,
    description: 'A private west-facing terrace for golden-hour evenings, with two loungers and a queen bed dressed in linen.',
    amenities: ['wifi', 'ac', 'pool'],
  },
  {
    id: id(8),
    name: 'Mountain Lodge Room',
    location: 'North Wing, Floor 3',
    type: 'Standard',
    image: 'mountain-lodge.svg',
    price: 175,
    discountPrice: 160,
    capacity: 2,
    beds: 1,
    size: 340,
    description: 'Timber, wool and a view of the hills behind the harbor. A gas fireplace keeps the evenings cosy.',
    amenities: ['wifi', 'coffee'],
  },
  {
    id: id(9),
    name: 'Compact Single',
    location: 'North Wing, Floor 2',
    type: 'Single',
    image: 'compact-single.svg',
    price: 89,
    discountPrice: null,
    capacity: 1,
    beds: 1,
    size: 200,
    description: 'Everything a solo traveller needs in a smart, quiet room: a good bed, a desk, fast Wi-Fi and a great shower.',
    amenities: ['wifi', 'ac'],
  },
  {
    id: id(10),
    name: 'Executive Corner',
    location: 'Tower, Floor 11',
    type: 'Executive',
    image: 'executive-corner.svg',
    price: 320,
    discountPrice: 279,
    capacity: 2,
    beds: 1,
    size: 520,
    description: 'A corner room with windows on two sides, a proper desk, lounge access and late check-out for business stays.',
    amenities: ['wifi', 'ac', 'coffee', 'parking'],
  },
  {
    id: id(11),
    name: 'Lagoon Double',
    location: 'Harbor Wing, Floor 3',
    type: 'Double',
    image: 'lagoon-double.svg',
    price: 199,
    discountPrice: null,
    capacity: 3,
    beds: 2,
    size: 410,
    description: 'Two double beds facing the lagoon, a balcony with a bistro table and a few steps to the pool deck.',
    amenities: ['wifi', 'ac', 'pool'],
  },
  {
    id: id(12),
    name: 'Heritage Suite',
    location: 'Old Customs House, Floor 2',
    type: 'Suite',
    image: 'heritage-suite.svg',
    price: 420,
    discountPrice: 290,
    capacity: 3,
    beds: 1,
    size: 780,
    description: 'High ceilings, restored oak floors and antique maps in the 1890 customs house, with a separate sitting room.',
    amenities: ['wifi', 'ac', 'coffee', 'parking'],
  },
  {
    id: id(13),
    name: 'Moonlight Queen',
    location: 'Tower, Floor 9',
    type: 'Standard',
    image: 'moonlight-queen.svg',
    price: 159,
    discountPrice: null,
    capacity: 2,
    beds: 1,
    size: 320,
    description: 'A quiet queen room on the calm side of the tower with soft lighting and a pillow menu.',
    amenities: ['wifi', 'ac', 'coffee'],
  },
  {
    id: id(14),
    name: 'Bayfront Family Suite',
    location: 'Harbor Wing, Floor 5',
    type: 'Family',
    image: 'bayfront-family.svg',
    price: 380,
    discountPrice: 315,
    capacity: 3,
    beds: 2,
    size: 760,
    description: 'Room for everyone: two bedrooms, a living area with a bay view, board games and a small kitchen.',
    amenities: ['wifi', 'ac', 'parking', 'pool', 'coffee'],
  },
];

const SEED_GUESTS = [
  { email: 'olivia.hart@example.com', name: 'Olivia Hart' },
  { email: 'marco.rossi@example.com', name: 'Marco Rossi' },
  { email: 'aisha.khan@example.com', name: 'Aisha Khan' },
  { email: 'kenji.sato@example.com', name: 'Kenji Sato' },
];

// [room, guest, day offset from today, guests]
const BOOKINGS: Array<[number, number, number, number]> = [
  [1, 0, -20, 2],
  [1, 1, 3, 1],
  [1, 2, 4, 2],
  [2, 1, -12, 1],
  [3, 2, -30, 2],
  [3, 3, 6, 2],
  [4, 3, -9, 3],
  [4, 0, 10, 3],
  [5, 2, -40, 2],
  [7, 0, -5, 2],
  [7, 3, 2, 1],
  [10, 1, -15, 1],
  [12, 3, -25, 2],
  [14, 2, -7, 3],
  [14, 1, 12, 3],
];

// [room, guest, rating, comment, days ago]
const REVIEWS: Array<[number, number, number, string, number]> = [
  [1, 0, 5, 'The view at sunrise is worth the trip alone. Spotless room and the friendliest front desk.', 18],
  [2, 1, 4, 'Quiet and comfortable, great value. The garden breakfast was lovely.', 10],
  [3, 2, 5, 'Perfect for a work trip: fast Wi-Fi, a real desk and a tub with a skyline view.', 28],
  [4, 3, 5, 'Our kids loved the garden and the play corner. Plenty of space for three.', 7],
  [5, 2, 5, 'Unforgettable. The terrace at night is magical and the service is impeccable.', 38],
  [7, 0, 4, 'Gorgeous sunsets from the terrace. The bathroom could use a little refresh.', 3],
  [10, 1, 4, 'Lounge access made the stay. Quiet corner room, very good bed.', 13],
  [12, 3, 5, 'Full of character, beautifully restored. We did not want to leave.', 23],
  [14, 2, 3, 'Great space for a family, but the kitchen was short of utensils.', 5],
];

// [room, day offset, reason]
const BLOCKS: Array<[number, number, string]> = [
  [5, 5, 'Private event'],
  [9, 1, 'Maintenance'],
  [9, 2, 'Maintenance'],
];

/** The demo rates' source, so nobody mistakes them for real ones (docs/deploying.md: staff keep the rates). */
export const DEMO_RATE_SOURCE = 'Demo rates: replace before opening';
/** 1 USD in each display currency, about as in late 2026; dated the seed's day. */
const DEMO_RATES: Array<[currency: string, rate: number]> = [
  ['EUR', 0.9232],
  ['GBP', 0.7864],
  ['MXN', 17.1045],
  ['JPY', 156.37],
  ['CAD', 1.3918],
];

const hex24 = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/** The demo bookings' codes: fixed (a demo can quote them), distinct, of the real format. */
const seedCode = (n: number) => {
  let x = n + 1;
  return drawConfirmationCode((max) => (x = (x * 48271 + 11) % 2147483647) % max);
};

export async function seed(q: Queryable, opts: { timeZone: string }): Promise<void> {
  const today = todayIn(opts.timeZone);
  await q.exec('BEGIN');
  try {
    for (const [i, r] of SEED_ROOMS.entries()) {
      await q.query(
        `INSERT INTO rooms (id, name, location, type, image, price, discount_price, capacity, beds, size, description, amenities, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13)`,
        [r.id, r.name, r.location, r.type, r.image, r.price, r.discountPrice, r.capacity, r.beds, r.size, r.description, r.amenities, i],
      );
    }
    for (const [n, [room, guest, offset, guests]] of BOOKINGS.entries()) {
      const r = SEED_ROOMS[room - 1]!;
      const g = SEED_GUESTS[guest]!;
      const date = addDays(today, offset);
      const id = hex24('6650b00000', n + 1);
      await q.query(
        `INSERT INTO bookings (id, room_id, booking_date, guests, price, room_name, room_image, user_email, user_name, created_at, confirmation_code, status)
         VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, ($3::date - 30)::timestamptz, $10, $11)`,
        // A past one-night stay is over: it stayed (never a no-show for the automatic no-show to find).
        [id, r.id, date, guests, bookingTotal({ price: r.price, discountPrice: r.discountPrice }, guests), r.name, r.image, g.email, g.name, seedCode(n), offset < 0 ? 'checked-out' : 'confirmed'],
      );
      // Each seed booking is one night, held at its price like every booking's (migrations 002_stays.sql, 010_reports.sql).
      await q.query('INSERT INTO booking_nights (room_id, night, booking_id, price) SELECT room_id, booking_date, id, price FROM bookings WHERE id = $1', [id]);
    }
    for (const [n, [room, guest, rating, comment, daysAgo]] of REVIEWS.entries()) {
      const g = SEED_GUESTS[guest]!;
      await q.query(
        `INSERT INTO reviews (id, room_id, user_email, name, rating, comment, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, ($7::date)::timestamptz + interval '15 hours')`,
        [hex24('6650c00000', n + 1), SEED_ROOMS[room - 1]!.id, g.email, g.name, rating, comment, addDays(today, -daysAgo)],
      );
    }
    for (const [room, offset, reason] of BLOCKS) {
      await q.query('INSERT INTO room_blocks (room_id, block_date, reason) VALUES ($1, $2::date, $3)', [
        SEED_ROOMS[room - 1]!.id,
        addDays(today, offset),
        reason,
      ]);
    }
    // A rate per display currency, so the demo's estimates work; their source says what they are.
    for (const [n, [currency, rate]] of DEMO_RATES.entries()) {
      await q.query(`INSERT INTO exchange_rates (id, currency, rate, rate_date, source, created_by) VALUES ($1, $2, $3, $4::date, $5, 'demo data')`, [
        hex24('6650d00000', n + 1),
        currency,
        rate,
        today,
        DEMO_RATE_SOURCE,
      ]);
    }
    await q.exec('COMMIT');
  } catch (err) {
    await q.exec('ROLLBACK');
    throw err;
  }
}

/** The demo partner's id: fixed, so a local stack's e2e and demos can name it. */
export const DEMO_PARTNER_ID = '5eed00000000000000000001';

/**
 * The partner demo page's partner (DEMO_PARTNER_ORIGINS, set by `npm start` and the e2e stack to the
 * demo page's origins): added, or its origins set again, at every start, so a stack on other ports
 * (HV_PORT_SHIFT) or an older data directory gets it too. Its webhook secret is random and shown to
 * no one; a test that wants its events gives it a URL and a new secret through the staff routes.
 */
export async function seedDemoPartner(q: Queryable, origins: string[]): Promise<void> {
  await q.query(
    `INSERT INTO partners (id, name, allowed_origins, webhook_secret) VALUES ($1, 'Harborview demo partner', $2, $3)
     ON CONFLICT (id) DO UPDATE SET allowed_origins = excluded.allowed_origins, active = true`,
    [DEMO_PARTNER_ID, origins, `whsec_${randomBytes(32).toString('base64url')}`],
  );
}

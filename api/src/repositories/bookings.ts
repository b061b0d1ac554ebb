// Bookings' SQL. Each write is one transaction (./write.ts). A booking holds `nights` nights from its
// booking_date, one row each in booking_nights, whose primary key (room_id, night) makes a second
// hold of a room-night impossible across processes (migration 002_stays.sql): a create or a move that
// loses a race finds a night taken (DATE_NOT_AVAILABLE), never double-booked. Nights are inserted in date order with
// ON CONFLICT DO NOTHING, so two overlapping writers wait on each other in the same order (no
// deadlock), and a stay that got fewer nights than it asked for gives back what it took in the same
// transaction: all or nothing. A rule that needs the stored booking (may it move? may it be
// cancelled?) is the caller's `check`, run inside the transaction on the booking as read there. Each
// function answers a Result (./result.ts): a refusal rolls its transaction back.
import { drawConfirmationCode } from '@hotel/shared/confirmation';
import { stayNights, type Booking, type Room } from '@hotel/shared/domain';
import { promoRefusal } from '@hotel/shared/promotions';
import { DEFAULT_LOCALE, type Locale } from '@hotel/shared/i18n/locales';
import { randomInt } from 'node:crypto';
import type { Guest } from '../auth';
import type { Database, Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { stayMails, type StayFacts } from '../mail/stayMails';
import { ID_RE } from '../schemas';
import { closedRefusal } from './housekeeping';
import { idempotent } from './idempotency';
import { ownedBy, ownerParams, type Owner } from './owners';
import { promotionForBooking, promotionOfBooking } from './promotions';
import { ok, refuse, type Refusal, type Result } from './result';
import { stayPriceIn, type StayPrice } from './rates';
import type { PartnerBooking } from './webhooks';
import type { PartnerEvent, Write } from './write';

export const BOOKING_COLUMNS = `id AS "_id", confirmation_code AS "confirmationCode", room_id AS "roomId", room_name AS "roomName", room_image AS "roomImage",
  price::float8 AS price, to_char(booking_date, 'YYYY-MM-DD') AS "bookingDate", nights,
  to_char(booking_date + nights, 'YYYY-MM-DD') AS "checkOut", guests,
  user_email AS "userEmail", user_name AS "userName",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt", status,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
  to_char(status_changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "statusChangedAt", previous_status AS "previousStatus",
  partner_id AS "partnerId", promo_code AS "promoCode", discount::float8 AS discount`;

type Optional = 'updatedAt' | 'statusChangedAt' | 'previousStatus' | 'partnerId' | 'promoCode' | 'discount';
export type BookingRow = Omit<Booking, Optional | 'receipt'> & { [K in Optional]: Booking[K] | null };
/** The row as the API answers it: the optional fields left out while NULL. */
export const toBooking = ({ updatedAt, statusChangedAt, previousStatus, partnerId, promoCode, discount, ...b }: BookingRow): Booking => ({
  ...b,
  ...(updatedAt ? { updatedAt } : {}),
  ...(statusChangedAt ? { statusChangedAt } : {}),
  ...(previousStatus ? { previousStatus } : {}),
  ...(partnerId ? { partnerId } : {}),
  ...(promoCode ? { promoCode, discount: discount ?? 0 } : {}),
});

/** A move or a cancellation of a partner's booking sends the partner its own signed event (the guest's and the hotel's alike). */
export async function partnerChanged(partner: PartnerEvent, type: 'booking.moved' | 'booking.cancelled', b: Booking): Promise<void> {
  const withPartner = partnerBooking(b);
  if (withPartner) await partner(type, withPartner);
}

/** The booking as a partner booking, when it has a partner. */
export const partnerBooking = (b: Booking): PartnerBooking | null => (b.partnerId ? (b as PartnerBooking) : null);

/**
 * What a booking's e-mail needs besides the booking: its calendar SEQUENCE (bookings.ics_sequence),
 * whether its address was verified when booked (bookings.email_verified) and the language it was
 * booked in (bookings.locale), read in the write's transaction. They are not in the answer's
 * columns: no client needs them.
 */
export async function stayFacts(q: Queryable, id: string): Promise<StayFacts> {
  const [row] = await q.query<StayFacts>(
    'SELECT ics_sequence AS sequence, email_verified AS "emailVerified", locale FROM bookings WHERE id = $1',
    [id],
  );
  return row ?? { sequence: 0, emailVerified: false, locale: DEFAULT_LOCALE };
}

/**
 * Inserts the booking row with a fresh confirmation code: a code already taken (one in ~10^8 per
 * booking while the hotel has thousands) is drawn again, without aborting the transaction.
 */
export async function insertWithCode(q: Queryable, sql: (code: string) => [string, unknown[]]): Promise<BookingRow> {
  for (;;) {
    const [text, params] = sql(drawConfirmationCode(randomInt));
    const [row] = await q.query<BookingRow>(text, params);
    if (row) return row;
  }
}

export interface NewBooking {
  room: Pick<Room, '_id' | 'name' | 'image'>;
  /** The first night. */
  bookingDate: string;
  /** 1-14 (validateNights). */
  nights: number;
  guests: number;
  /** The caller, with the name the booking keeps (guestOf). */
  user: Guest;
  /** The partner it is booked through (its origin already checked: POST /bookings). */
  partnerId?: string;
  /** The promo code the guest gave (any case), if any: it must apply, or nothing is booked. */
  promo?: string;
  /** The hotel's today: whether the promo code may be used now. */
  today: string;
  /** The language it is booked in (the request's): its e-mails' (bookings.locale). */
  locale: Locale;
}

/** A rule on the caller's stored booking: a refusal refuses the write. */
export type BookingCheck = (booking: Booking) => Refusal | undefined;

/**
 * The booking by id, locked for the rest of the write (a move and a cancel of one stay run one after
 * the other, the second seeing what the first left); BOOKING_NOT_FOUND when there is none (or the id
 * is malformed).
 */
export async function lockedBooking(q: Queryable, id: string): Promise<Result<Booking>> {
  if (!ID_RE.test(id)) return refuse('BOOKING_NOT_FOUND');
  const [row] = await q.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1 FOR UPDATE`, [id]);
  return row ? ok(toBooking(row)) : refuse('BOOKING_NOT_FOUND');
}

/**
 * The caller's booking, locked; NOT_YOUR_BOOKING when it is someone else's, another account's of the
 * same e-mail included (./owners.ts).
 */
async function ownBooking(q: Queryable, id: string, owner: Owner): Promise<Result<Booking>> {
  const found = await lockedBooking(q, id);
  if (!found.ok) return found;
  const mine = await q.query(`SELECT 1 FROM bookings WHERE id = $1 AND ${ownedBy(2)}`, [id, ...ownerParams(owner)]);
  return mine.length > 0 ? found : refuse('NOT_YOUR_BOOKING');
}

/**
 * Holds `nights` (in date order) for the booking, each at its price (`prices[i]` for `nights[i]`);
 * returns how many it got. Fewer than asked means another booking holds one: the caller must give the
 * rest back (roll back or delete).
 */
export async function holdNights(
  q: Queryable,
  roomId: string,
  bookingId: string,
  nights: readonly string[],
  prices: readonly number[],
  discounts: readonly number[] = nights.map(() => 0),
): Promise<number> {
  if (nights.length === 0) return 0;
  const held = await q.query(
    `INSERT INTO booking_nights (room_id, night, booking_id, price, discount)
     SELECT $1, night, $2, price, discount FROM unnest($3::date[], $4::numeric[], $5::numeric[]) WITH ORDINALITY AS n (night, price, discount, i) ORDER BY i
     ON CONFLICT (room_id, night) DO NOTHING RETURNING night`,
    [roomId, bookingId, nights, prices, discounts],
  );
  return held.length;
}

/** The price each night of `nights` (a stay's, in date order) takes of `price.nightly`. */
const priceOf = (stay: readonly string[], price: StayPrice) => (night: string) => price.nightly[stay.indexOf(night)]!;
const discountOf = (stay: readonly string[], price: StayPrice) => (night: string) => price.nightlyDiscount[stay.indexOf(night)]!;

/**
 * Moves the locked booking's stay to `bookingDate` for `nights`, priced again at the rates as they
 * are now: DATE_NOT_AVAILABLE when a new night is blocked or taken, STAY_REFUSED when a rate rule
 * refuses the arrival. The new nights may overlap its old ones: those stay held, the others are taken
 * first and the old ones left are given back after. A night short refuses, so `write` rolls the whole
 * move back and the stay keeps its old nights. A night out of order refuses with ROOM_CLOSED, in words. The guest's move and the hotel's both run this.
 */
export async function restay(tx: Queryable, booking: Booking, bookingDate: string, nights: number): Promise<Result<Booking>> {
  // A stay booked with a promo code keeps it: its terms discount the new nights they cover (its use
  // is already held, so neither the limit nor the booking dates are asked again).
  const promotion = booking.promoCode ? await promotionOfBooking(tx, booking._id) : undefined;
  const price = await stayPriceIn(tx, booking.roomId, bookingDate, nights, booking.guests, promotion);
  if (!price.ok) return price;
  const before = new Set(stayNights(booking.bookingDate, booking.nights));
  const after = stayNights(bookingDate, nights);
  const added = after.filter((night) => !before.has(night));
  const freed = [...before].filter((night) => !after.includes(night));
  const closed = await closedRefusal(tx, booking.roomId, added);
  if (closed) return closed;
  const held = await holdNights(tx, booking.roomId, booking._id, added, added.map(priceOf(after, price.value)), added.map(discountOf(after, price.value)));
  if (held < added.length) return refuse('DATE_NOT_AVAILABLE');
  await tx.query('DELETE FROM booking_nights WHERE booking_id = $1 AND night = ANY($2::date[])', [booking._id, freed]);
  // The nights kept are priced again too: the whole stay is at the rates as they are now.
  await tx.query(
    `UPDATE booking_nights n SET price = p.price, discount = p.discount FROM unnest($2::date[], $3::numeric[], $4::numeric[]) AS p (night, price, discount)
      WHERE n.booking_id = $1 AND n.night = p.night`,
    [booking._id, after, price.value.nightly, price.value.nightlyDiscount],
  );
  const [row] = await tx.query<BookingRow>(
    `UPDATE bookings SET booking_date = $2::date, nights = $3, price = $4, updated_at = now(), ics_sequence = ics_sequence + 1,
            discount = CASE WHEN promo_code IS NULL THEN NULL ELSE $5::numeric END
      WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
    [booking._id, bookingDate, nights, price.value.total, price.value.discount],
  );
  return ok(toBooking(row!));
}

export function bookingsRepository(db: Database, write: Write) {
  return {
    /**
     * Books every night of the stay, or refuses (DATE_NOT_AVAILABLE when any night is taken or
     * blocked, ROOM_CLOSED in words when out of order closes one, STAY_REFUSED by a rate rule) holding none: a stay short of a night is rolled back to
     * its savepoint (./idempotency.ts), never deleted by hand. With an Idempotency-Key the first
     * outcome per key is stored and replayed (`replay: true`) on retries; the key reused for another
     * request is refused (IDEMPOTENCY_KEY_REUSED).
     */
    async create(b: NewBooking, idempotencyKey?: string): Promise<Result<Booking> & { replay: boolean }> {
      const { room, user } = b;
      // A one-night request hashes as it did before stays, so a retry across the upgrade still replays.
      const request = [
        room._id, b.bookingDate, b.guests, user.email, ...(b.nights === 1 ? [] : [b.nights]),
        ...(b.promo ? [b.promo] : []), ...(b.partnerId ? [{ partner: b.partnerId }] : []),
      ];
      const claim = idempotencyKey === undefined ? undefined : { email: user.email, key: idempotencyKey, request };
      const nights = stayNights(b.bookingDate, b.nights);
      const { outcome, replay } = await write((tx, changed, mail, partner) =>
        idempotent(tx, claim, async (): Promise<Result<Booking>> => {
          // The server's quote at the rates as they are now, never the client's price; a rule's
          // refusal is an outcome like a taken night (stored for a retry with the same key).
          // A promo code that does not apply refuses the booking in its words: the guest never pays
          // other than the summary showed. Its row stays locked until the booking commits.
          const promotion = b.promo === undefined ? undefined : await promotionForBooking(tx, b.promo);
          if (b.promo !== undefined) {
            const refusal = promoRefusal(b.promo, promotion, { roomId: room._id, checkIn: b.bookingDate, nights: b.nights, today: b.today });
            if (refusal) return refuse('PROMO_REFUSED', { message: refusal });
          }
          const price = await stayPriceIn(tx, room._id, b.bookingDate, b.nights, b.guests, promotion);
          if (!price.ok) return price;
          // A blocked night: out of order refuses in words (./housekeeping.ts), another block as taken.
          const closed = await closedRefusal(tx, room._id, nights);
          if (closed) return closed;
          const id = newId();
          const row = await insertWithCode(tx, (code) => [
            `INSERT INTO bookings (id, room_id, booking_date, nights, guests, price, room_name, room_image, user_email, user_name, confirmation_code, owner_uid, email_verified,
                                   partner_id, promotion_id, promo_code, discount, locale)
             VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
             ON CONFLICT (confirmation_code) DO NOTHING RETURNING ${BOOKING_COLUMNS}`,
            [
              id, room._id, b.bookingDate, b.nights, b.guests, price.value.total, room.name, room.image, user.email, user.name, code, user.uid ?? null, user.emailVerified,
              b.partnerId ?? null, promotion?._id ?? null, promotion?.code ?? null, promotion ? price.value.discount : null, b.locale,
            ],
          ]);
          if ((await holdNights(tx, room._id, id, nights, price.value.nightly, price.value.nightlyDiscount)) < nights.length) return refuse('DATE_NOT_AVAILABLE');
          await changed();
          const booking = toBooking(row);
          await mail(stayMails.confirmed(booking, user.emailVerified, b.locale));
          // A partner's booking: its receipt (in this answer only, and stored with the outcome for a
          // replay) and its partner's event, in this transaction.
          const withPartner = partnerBooking(booking);
          if (withPartner) return ok({ ...booking, receipt: await partner('booking.created', withPartner) });
          return ok(booking);
        }),
      );
      return { ...outcome, replay };
    },

    /** The nights booking `id` holds of room `roomId` (none for an unknown or malformed id). */
    async nightsOf(id: string, roomId: string): Promise<string[]> {
      if (!ID_RE.test(id)) return [];
      const rows = await db.query<{ night: string }>(
        `SELECT to_char(night, 'YYYY-MM-DD') AS night FROM booking_nights WHERE booking_id = $1 AND room_id = $2`,
        [id, roomId],
      );
      return rows.map((r) => r.night);
    },

    /** The guest's bookings by date (their account's: ./owners.ts). */
    async listOwn(owner: Owner): Promise<Booking[]> {
      const rows = await db.query<BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ${ownedBy(1)} ORDER BY booking_date, created_at, id`,
        ownerParams(owner),
      );
      return rows.map(toBooking);
    },

    /** Moves the caller's whole stay to start on `next`, its length kept, once `check` accepts it (restay). */
    move(id: string, owner: Owner, next: string, check: BookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail, partner) => {
        const found = await ownBooking(tx, id, owner);
        if (!found.ok) return found;
        const booking = found.value;
        const refusal = check(booking);
        if (refusal) return refusal;
        const moved = await restay(tx, booking, next, booking.nights);
        if (!moved.ok) return moved;
        await changed();
        await mail(stayMails.moved(moved.value, await stayFacts(tx, id), false));
        await partnerChanged(partner, 'booking.moved', moved.value);
        return moved;
      });
    },

    /** Deletes the caller's booking once `check` accepts it, freeing every night (ON DELETE CASCADE). */
    cancel(id: string, owner: Owner, check: BookingCheck): Promise<Result<Booking>> {
      return write(async (tx, changed, mail, partner) => {
        const found = await ownBooking(tx, id, owner);
        if (!found.ok) return found;
        const refusal = check(found.value);
        if (refusal) return refusal;
        const facts = await stayFacts(tx, id);
        await tx.query('DELETE FROM bookings WHERE id = $1', [id]);
        await changed();
        await mail(stayMails.cancelled(found.value, facts, null));
        await partnerChanged(partner, 'booking.cancelled', found.value);
        return found;
      });
    },
  };
}

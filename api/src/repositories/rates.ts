// Nightly rates' SQL (migration 005_rates.sql): a room's rate periods and weekend price, the staff's
// writes to them, and the calendar. A rate write locks the room row first, so two writers of one
// room's periods run one after the other and the overlap check sees what the other committed; each
// write holds its audit row (./audit.ts). The rules (validateRatePeriod, overlapsPeriod of
// @hotel/shared/front-desk) are checked here on the periods as read inside the transaction.
import { addDays, quoteStay, stayRefusal, type Pricing, type RatePeriod, type RatePeriodInput } from '@hotel/shared/domain';
import type { PromotionTerms } from '@hotel/shared/promotions';
import { RATE_MESSAGES, overlapsPeriod } from '@hotel/shared/front-desk/rateRules';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { ok, refuse, type Refusal, type Result } from './result';
import type { Write } from './write';

export const PERIOD_COLUMNS = `id AS "_id", to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to",
  price::float8 AS price, discount_price::float8 AS "discountPrice", min_nights AS "minNights",
  closed_to_arrival AS "closedToArrival"`;

/** The same period as a JSON object, for statements that aggregate a room's periods into one row. */
const PERIOD_JSON = `json_build_object('_id', p.id, 'from', to_char(p.from_date, 'YYYY-MM-DD'), 'to', to_char(p.to_date, 'YYYY-MM-DD'),
  'price', p.price::float8, 'discountPrice', p.discount_price::float8, 'minNights', p.min_nights,
  'closedToArrival', p.closed_to_arrival)`;

/** The pricing of one room and its periods overlapping [$2, $3), as one row (`periods` as JSON text). */
const PRICING_ROW = `SELECT r.price::float8 AS price, r.discount_price::float8 AS "discountPrice",
       r.weekend_price::float8 AS "weekendPrice",
       (SELECT coalesce(json_agg(${PERIOD_JSON} ORDER BY p.from_date), '[]'::json)::text
          FROM rate_periods p WHERE p.room_id = r.id AND p.to_date > $2::date AND p.from_date < $3::date) AS periods`;

interface PricingRow {
  price: number;
  discountPrice: number | null;
  weekendPrice: number | null;
  periods: string;
}

const pricingOf = (row: PricingRow): Pricing => ({
  price: row.price,
  discountPrice: row.discountPrice,
  rates: { weekendPrice: row.weekendPrice, periods: JSON.parse(row.periods) as RatePeriod[] },
});

const overlap = (other: RatePeriod) => refuse('RATE_OVERLAP', { message: RATE_MESSAGES.overlap(other) });

/**
 * The room's pricing for the nights [from, to), read in a write's transaction with the room row
 * share-locked: a rate write (which locks it for update) waits for the booking to commit, and the
 * booking for a rate write under way, so a booking's price is the rates as they are when it commits.
 * ROOM_NOT_FOUND for an unknown room.
 */
async function pricingIn(tx: Queryable, roomId: string, from: string, to: string): Promise<Result<Pricing>> {
  const [row] = await tx.query<PricingRow>(`${PRICING_ROW} FROM rooms r WHERE r.id = $1 FOR SHARE OF r`, [roomId, from, to]);
  return row ? ok(pricingOf(row)) : refuse('ROOM_NOT_FOUND');
}

/** STAY_REFUSED: a rule of the arrival night's period refuses the stay, in stayRefusal's words. */
export const stayRefused = (message: string): Refusal => refuse('STAY_REFUSED', { message });

/**
 * A stay's price: its total, and each night's share of it in date order (they sum to the total);
 * with a promotion, what it took off the stay and each night (0 without one).
 */
export interface StayPrice {
  total: number;
  nightly: number[];
  discount: number;
  nightlyDiscount: number[];
}

/**
 * The price of a stay at the rates as read in `tx` (quoteStay's total and nights, with the promotion
 * when given): what POST /bookings and a move store, the nights' prices in booking_nights (the
 * reports' room revenue: what the guest pays); STAY_REFUSED when a rule refuses the arrival.
 */
export async function stayPriceIn(
  tx: Queryable,
  roomId: string,
  checkIn: string,
  nights: number,
  guests: number,
  promotion?: PromotionTerms,
): Promise<Result<StayPrice>> {
  const pricing = await pricingIn(tx, roomId, checkIn, addDays(checkIn, nights));
  if (!pricing.ok) return pricing;
  const refusal = stayRefusal(pricing.value, checkIn, nights);
  if (refusal) return stayRefused(refusal);
  const quote = quoteStay(pricing.value, checkIn, nights, guests, promotion);
  return ok({
    total: quote.total,
    nightly: quote.nights.map((n) => n.total),
    discount: quote.discount ?? 0,
    nightlyDiscount: quote.nights.map((n) => n.discount ?? 0),
  });
}

/** The room row locked for a rate write, and its periods as they are now; ROOM_NOT_FOUND. */
async function lockedPeriods(tx: Queryable, roomId: string): Promise<Result<RatePeriod[]>> {
  if (!ID_RE.test(roomId)) return refuse('ROOM_NOT_FOUND');
  const [room] = await tx.query('SELECT 1 FROM rooms WHERE id = $1 FOR UPDATE', [roomId]);
  if (!room) return refuse('ROOM_NOT_FOUND');
  return ok(await tx.query<RatePeriod>(`SELECT ${PERIOD_COLUMNS} FROM rate_periods WHERE room_id = $1 ORDER BY from_date`, [roomId]));
}

export interface CalendarRead {
  pricing: Pricing;
  /** Nights in [from, to) that a booking holds or the hotel blocked. */
  taken: string[];
  archived: boolean;
}

export function ratesRepository(db: Queryable, write: Write) {
  return {
    /**
     * The calendar's one round trip: the room's prices, its periods and its taken nights in [from, to)
     * in one statement; null for an unknown room.
     */
    async calendar(roomId: string, from: string, to: string): Promise<CalendarRead | null> {
      if (!ID_RE.test(roomId)) return null;
      const [row] = await db.query<PricingRow & { archived: boolean; taken: string }>(
        `${PRICING_ROW}, r.archived,
                (SELECT coalesce(json_agg(to_char(d, 'YYYY-MM-DD') ORDER BY d), '[]'::json)::text
                   FROM (SELECT night AS d FROM booking_nights WHERE room_id = r.id AND night >= $2::date AND night < $3::date
                         UNION SELECT block_date FROM room_blocks WHERE room_id = r.id AND block_date >= $2::date AND block_date < $3::date) x) AS taken
           FROM rooms r WHERE r.id = $1`,
        [roomId, from, to],
      );
      if (!row) return null;
      return { pricing: pricingOf(row), taken: JSON.parse(row.taken) as string[], archived: row.archived };
    },

    /** Adds a period (RATE_OVERLAP when it shares a night with another); returns it. */
    create(roomId: string, input: RatePeriodInput, actor: string): Promise<Result<RatePeriod>> {
      return write(async (tx, changed) => {
        const periods = await lockedPeriods(tx, roomId);
        if (!periods.ok) return periods;
        const other = overlapsPeriod(periods.value, input);
        if (other) return overlap(other);
        const [row] = await tx.query<RatePeriod>(
          `INSERT INTO rate_periods (id, room_id, from_date, to_date, price, discount_price, min_nights, closed_to_arrival)
           VALUES ($1, $2, $3::date, $4::date, $5, $6, $7, $8) RETURNING ${PERIOD_COLUMNS}`,
          [newId(), roomId, input.from, input.to, input.price, input.discountPrice, input.minNights, input.closedToArrival],
        );
        await recordAudit(tx, { actor, action: 'rate.create', target: 'rate', targetId: row!._id, before: null, after: { roomId, ...row } });
        await changed();
        return ok(row!);
      });
    },

    /**
     * Replaces the period with what `edit` makes of it (its refusal refuses, e.g. a bad field);
     * RATE_NOT_FOUND for an unknown period of this room, RATE_OVERLAP for an overlap with another.
     */
    update(roomId: string, rateId: string, actor: string, edit: (current: RatePeriodInput) => Result<RatePeriodInput>): Promise<Result<RatePeriod>> {
      return write(async (tx, changed) => {
        const periods = await lockedPeriods(tx, roomId);
        if (!periods.ok) return periods;
        const current = periods.value.find((p) => p._id === rateId);
        if (!current) return refuse('RATE_NOT_FOUND');
        const { _id, ...base } = current;
        const edited = edit(base);
        if (!edited.ok) return edited;
        const next = edited.value;
        const other = overlapsPeriod(periods.value, next, rateId);
        if (other) return overlap(other);
        const [row] = await tx.query<RatePeriod>(
          `UPDATE rate_periods SET from_date = $2::date, to_date = $3::date, price = $4, discount_price = $5, min_nights = $6,
                  closed_to_arrival = $7 WHERE id = $1 RETURNING ${PERIOD_COLUMNS}`,
          [_id, next.from, next.to, next.price, next.discountPrice, next.minNights, next.closedToArrival],
        );
        await recordAudit(tx, { actor, action: 'rate.update', target: 'rate', targetId: _id, before: { roomId, ...current }, after: { roomId, ...row } });
        await changed();
        return ok(row!);
      });
    },

    /** Deletes the period; RATE_NOT_FOUND for an unknown period of this room. */
    remove(roomId: string, rateId: string, actor: string): Promise<Result<RatePeriod>> {
      return write(async (tx, changed) => {
        const periods = await lockedPeriods(tx, roomId);
        if (!periods.ok) return periods;
        const current = periods.value.find((p) => p._id === rateId);
        if (!current) return refuse('RATE_NOT_FOUND');
        await tx.query('DELETE FROM rate_periods WHERE id = $1', [rateId]);
        await recordAudit(tx, { actor, action: 'rate.delete', target: 'rate', targetId: rateId, before: { roomId, ...current }, after: null });
        await changed();
        return ok(current);
      });
    },
  };
}

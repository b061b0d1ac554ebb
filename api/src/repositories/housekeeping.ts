// Housekeeping's SQL (migration 009_housekeeping.sql): a room's state, and out of order closing its
// nights as room_blocks rows marked out_of_order, so every reader of blocks (the stay search, the
// calendar, bookedDates and the live streams, bookings and moves) closes them with no check of its own.
// The race with a booking for the same night is settled by the room row: a state change locks it
// FOR UPDATE, and a booking or a move share-locks it while it prices the stay (stayPriceIn, ./rates.ts)
// before it looks for blocks and takes its nights. Whichever commits first wins; the other reads what
// it left: the booking finds the room closed (ROOM_CLOSED, in words), the change finds the booking
// (OUT_OF_ORDER_OVERLAP, unless staff confirmed it).
import type { Booking, Housekeeping, HousekeepingAnswer, HousekeepingState } from '@hotel/shared/domain';
import { HOUSEKEEPING_MESSAGES, type HousekeepingChange } from '@hotel/shared/front-desk/housekeeping';
import type { Queryable } from '../db/index';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { BOOKING_COLUMNS, toBooking, type BookingRow } from './bookings';
import { ok, refuse, type Refusal, type Result } from './result';
import type { Write } from './write';

/** The rooms columns of a room's housekeeping, as `Row` reads them (alias `r`). */
export const HOUSEKEEPING_COLUMNS = `r.housekeeping AS state, to_char(r.out_of_order_from, 'YYYY-MM-DD') AS "oooFrom",
  to_char(r.out_of_order_to, 'YYYY-MM-DD') AS "oooTo", r.out_of_order_reason AS "oooReason"`;

export interface HousekeepingRow {
  state: HousekeepingState;
  oooFrom: string | null;
  oooTo: string | null;
  oooReason: string | null;
}

/** The row's housekeeping: out of order with its nights and reason, any other state alone. */
export function toHousekeeping(r: HousekeepingRow): Housekeeping {
  return r.state === 'out-of-order' ? { state: r.state, from: r.oooFrom!, to: r.oooTo!, reason: r.oooReason! } : { state: r.state };
}

/**
 * Why a stay cannot have `nights` of the room for a block: ROOM_CLOSED in words when out of order
 * closes one ("… is closed for repairs from … to …"), DATE_NOT_AVAILABLE for a block the hotel set
 * otherwise, null when none is blocked. Bookings and moves ask it inside their transaction.
 */
export async function closedRefusal(q: Queryable, roomId: string, nights: readonly string[]): Promise<Refusal | null> {
  if (nights.length === 0) return null;
  const [row] = await q.query<{ outOfOrder: boolean; name: string; oooFrom: string | null; oooTo: string | null }>(
    `SELECT b.out_of_order AS "outOfOrder", r.name, to_char(r.out_of_order_from, 'YYYY-MM-DD') AS "oooFrom",
            to_char(r.out_of_order_to, 'YYYY-MM-DD') AS "oooTo"
       FROM room_blocks b JOIN rooms r ON r.id = b.room_id
      WHERE b.room_id = $1 AND b.block_date = ANY($2::date[])
      ORDER BY b.out_of_order DESC LIMIT 1`,
    [roomId, nights],
  );
  if (!row) return null;
  if (row.outOfOrder && row.oooFrom && row.oooTo) {
    return refuse('ROOM_CLOSED', { message: HOUSEKEEPING_MESSAGES.closed(row.name, row.oooFrom, row.oooTo) });
  }
  return refuse('DATE_NOT_AVAILABLE');
}

/** Check-out leaves the room to be cleaned (a room out of order stays so). Runs in the check-out's transaction. */
export async function markDirty(tx: Queryable, roomId: string): Promise<void> {
  await tx.query(`UPDATE rooms SET housekeeping = 'dirty' WHERE id = $1 AND housekeeping IN ('clean', 'inspected')`, [roomId]);
}

/** The bookings holding a night of the room in [from, to), by arrival. */
async function overlapping(q: Queryable, roomId: string, from: string, to: string): Promise<Booking[]> {
  const rows = await q.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings
      WHERE id IN (SELECT booking_id FROM booking_nights WHERE room_id = $1 AND night >= $2::date AND night < $3::date)
      ORDER BY booking_date, id`,
    [roomId, from, to],
  );
  return rows.map(toBooking);
}

/** A change and its reason (required for out of order: the route's reason rule). */
export type HousekeepingWrite = HousekeepingChange & { reason: string | null };

export function housekeepingRepository(db: Queryable, write: Write) {
  return {
    /** ROOM_CLOSED in words when out of order closes one of `nights` (a quote's taken night), else null. */
    async closedOn(roomId: string, nights: readonly string[]): Promise<Refusal | null> {
      const refusal = await closedRefusal(db, roomId, nights);
      return refusal?.reason === 'ROOM_CLOSED' ? refusal : null;
    },

    /** What `change` would do, writing nothing: the housekeeping it would set and the bookings it would overlap. */
    async preview(roomId: string, change: HousekeepingWrite): Promise<Result<HousekeepingAnswer>> {
      if (!ID_RE.test(roomId)) return refuse('ROOM_NOT_FOUND');
      const [room] = await db.query('SELECT 1 FROM rooms WHERE id = $1', [roomId]);
      if (!room) return refuse('ROOM_NOT_FOUND');
      const overlaps = change.state === 'out-of-order' ? await overlapping(db, roomId, change.from!, change.to!) : [];
      return ok({ roomId, housekeeping: asHousekeeping(change), overlaps });
    },

    /**
     * Sets the room's state in one transaction with its audit row ('room.housekeeping'). Out of order
     * closes [from, to) and refuses (OUT_OF_ORDER_OVERLAP, the bookings named) while a booking holds a
     * night of it that is not among `accepted` (the ids staff were shown and confirmed). Any change
     * reopens the nights a former out of order closed from `today` on.
     */
    set(roomId: string, change: HousekeepingWrite, accepted: readonly string[], actor: string, today: string): Promise<Result<HousekeepingAnswer>> {
      return write(async (tx, changed) => {
        if (!ID_RE.test(roomId)) return refuse('ROOM_NOT_FOUND');
        const [room] = await tx.query<HousekeepingRow & { name: string }>(
          `SELECT r.name, ${HOUSEKEEPING_COLUMNS} FROM rooms r WHERE r.id = $1 FOR UPDATE`,
          [roomId],
        );
        if (!room) return refuse('ROOM_NOT_FOUND');
        let overlaps: Booking[] = [];
        if (change.state === 'out-of-order') {
          overlaps = await overlapping(tx, roomId, change.from!, change.to!);
          if (overlaps.some((b) => !accepted.includes(b._id))) {
            return refuse('OUT_OF_ORDER_OVERLAP', {
              message: HOUSEKEEPING_MESSAGES.overlap(room.name, overlaps.length),
              details: overlaps.map((b) => ({ field: 'bookings', message: HOUSEKEEPING_MESSAGES.overlapItem(b) })),
            });
          }
        }
        await tx.query('DELETE FROM room_blocks WHERE room_id = $1 AND out_of_order AND block_date >= $2::date', [roomId, today]);
        if (change.state === 'out-of-order') {
          await tx.query(
            `INSERT INTO room_blocks (room_id, block_date, reason, out_of_order)
             SELECT $1, d::date, $4, true FROM generate_series($2::date, $3::date - 1, interval '1 day') AS d
             ON CONFLICT (room_id, block_date) DO NOTHING`,
            [roomId, change.from, change.to, change.reason],
          );
        }
        const ooo = change.state === 'out-of-order';
        await tx.query(
          `UPDATE rooms SET housekeeping = $2, out_of_order_from = $3::date, out_of_order_to = $4::date, out_of_order_reason = $5 WHERE id = $1`,
          [roomId, change.state, ooo ? change.from : null, ooo ? change.to : null, ooo ? change.reason : null],
        );
        const housekeeping = asHousekeeping(change);
        await recordAudit(tx, {
          actor,
          action: 'room.housekeeping',
          target: 'room',
          targetId: roomId,
          before: toHousekeeping(room),
          after: housekeeping,
          reason: change.reason,
        });
        await changed();
        return ok({ roomId, housekeeping, overlaps });
      });
    },
  };
}

const asHousekeeping = (c: HousekeepingWrite): Housekeeping =>
  c.state === 'out-of-order' ? { state: c.state, from: c.from!, to: c.to!, reason: c.reason ?? '' } : { state: c.state };

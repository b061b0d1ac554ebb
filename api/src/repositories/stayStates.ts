// A stay's states' SQL (migration 008_stay_states.sql): check-in, check-out, no-show and undo by
// staff, and the automatic no-show. Each is one write (./write.ts) on the booking row locked for it:
// the rule (the handler's `check`, from @hotel/shared's stayStates.ts) runs on the booking as read in
// the transaction, so two clerks pressing at once change it once and the second reads the refusal.
// The audit row is in the same transaction. Nights given back (early check-out, no-show) or held again
// (their undo) call `changed()`: the room cache, the searches and the live streams hear of it.
import { addDays, stayNights, type Booking, type BookingStatus } from '@hotel/shared/domain';
import { earlyDeparture } from '@hotel/shared/stay-changes';
import type { Queryable } from '../db/index';
import { recordAudit } from './audit';
import type { AuditAction } from '@hotel/shared/front-desk/audit';
import { BOOKING_COLUMNS, holdNights, lockedBooking, toBooking, type BookingRow } from './bookings';
import { closedRefusal, markDirty } from './housekeeping';
import { ok, refuse, type Refusal, type Result } from './result';
import type { Write } from './write';

/** The rule of the change on the stored booking: its words when it refuses. */
export type StateCheck = (booking: Booking) => string | null;

/** A change of state, and the nights it gave back or held again. */
export interface StateChange {
  booking: Booking;
  /** Nights on sale again (an early check-out, a no-show). */
  freed: string[];
  /** Nights held again (the undo of one of those). */
  restored: string[];
  /** The room's housekeeping changed (a check-out leaves it dirty). */
  roomChanged?: boolean;
}

/** Who marks a no-show nobody marked (the audit log's actor). */
export const AUTOMATIC_ACTOR = 'automatic';

export const UNDO_TAKEN = (nights: readonly string[]) =>
  `This change can no longer be undone: ${nights.length === 1 ? 'the night it gave back has' : 'the nights it gave back have'} been booked or closed since (${nights.join(', ')}).`;

const refused = (message: string): Refusal => refuse('STAY_STATE', { message });

async function setState(
  tx: Queryable,
  b: Booking,
  next: { status: BookingStatus; previous: BookingStatus | null; at: Date; nights?: number; bookedNights?: number | null },
): Promise<Booking> {
  const [row] = await tx.query<BookingRow>(
    `UPDATE bookings SET status = $2, previous_status = $3, status_changed_at = $4, nights = $5, booked_nights = $6
      WHERE id = $1 RETURNING ${BOOKING_COLUMNS}`,
    [b._id, next.status, next.previous, next.at.toISOString(), next.nights ?? b.nights, next.bookedNights === undefined ? null : next.bookedNights],
  );
  return toBooking(row!);
}

/** The nights booked before an early check-out shortened the stay (null when it did not). */
async function bookedNights(tx: Queryable, id: string): Promise<number | null> {
  const [row] = await tx.query<{ n: number | null }>('SELECT booked_nights AS n FROM bookings WHERE id = $1', [id]);
  return row?.n ?? null;
}

const free = (tx: Queryable, id: string, nights: readonly string[]) =>
  tx.query('DELETE FROM booking_nights WHERE booking_id = $1 AND night = ANY($2::date[])', [id, nights]);

/**
 * The prices of `count` nights an undo holds again: what the stay's price leaves after the nights it
 * kept, spread to the cent as 010_reports.sql spreads a price (the later nights take the odd cents),
 * so the stay's nights again sum to its price (the reports' revenue).
 */
async function restoredPrices(tx: Queryable, b: Booking, count: number): Promise<number[]> {
  const [row] = await tx.query<{ kept: string }>('SELECT COALESCE(sum(price), 0)::text AS kept FROM booking_nights WHERE booking_id = $1', [b._id]);
  const cents = Math.round((b.price - Number(row!.kept)) * 100);
  return Array.from({ length: count }, (_, i) => (Math.floor((cents * (i + 1)) / count) - Math.floor((cents * i) / count)) / 100);
}

export function stayStatesRepository(write: Write) {
  /** Locks the booking, runs `check`, then `apply`; audits what changed as `action`. */
  const change = (id: string, actor: string, action: AuditAction, check: StateCheck, apply: (tx: Queryable, b: Booking) => Promise<Result<StateChange>>) =>
    write(async (tx, changed): Promise<Result<StateChange>> => {
      const found = await lockedBooking(tx, id);
      if (!found.ok) return found;
      const words = check(found.value);
      if (words) return refused(words);
      const done = await apply(tx, found.value);
      if (!done.ok) return done;
      const { booking, freed, restored } = done.value;
      const before = { status: found.value.status, nights: found.value.nights, checkOut: found.value.checkOut };
      const after = { status: booking.status, nights: booking.nights, checkOut: booking.checkOut };
      await recordAudit(tx, { actor, action, target: 'booking', targetId: id, before, after });
      if (freed.length > 0 || restored.length > 0 || done.value.roomChanged) await changed();
      return done;
    });

  return {
    checkIn(id: string, actor: string, at: Date, check: StateCheck) {
      return change(id, actor, 'booking.check-in', check, async (tx, b) =>
        ok({ booking: await setState(tx, b, { status: 'checked-in', previous: b.status, at }), freed: [], restored: [] }),
      );
    },

    /**
     * Checks the guest out on `today`; before the departure day the nights left are given back. The
     * room is left dirty for housekeeping in the same transaction (its undo leaves it so: a room a
     * guest stood in is cleaned again).
     */
    checkOut(id: string, actor: string, at: Date, today: string, check: StateCheck) {
      return change(id, actor, 'booking.check-out', check, async (tx, b) => {
        const early = earlyDeparture(b, today);
        if (early) await free(tx, b._id, early.freed);
        const booking = await setState(tx, b, { status: 'checked-out', previous: b.status, at, nights: early?.nights, bookedNights: early ? b.nights : null });
        await markDirty(tx, b.roomId);
        return ok({ booking, freed: early?.freed ?? [], restored: [], roomChanged: true });
      });
    },

    /** Marks a no-show: every night is given back. */
    noShow(id: string, actor: string, at: Date, check: StateCheck) {
      return change(id, actor, 'booking.no-show', check, async (tx, b) => {
        const freed = stayNights(b.bookingDate, b.nights);
        await free(tx, b._id, freed);
        return ok({ booking: await setState(tx, b, { status: 'no-show', previous: b.status, at }), freed, restored: [] });
      });
    },

    /**
     * Back to the previous state. The nights an early check-out or a no-show gave back are held
     * again, all of them or the undo is refused in words (someone booked one meanwhile).
     */
    undo(id: string, actor: string, at: Date, check: StateCheck) {
      return change(id, actor, 'booking.undo', check, async (tx, b) => {
        const previous = b.previousStatus!;
        let nights = b.nights;
        let restored: string[] = [];
        if (b.status === 'no-show') restored = stayNights(b.bookingDate, b.nights);
        const booked = b.status === 'checked-out' ? await bookedNights(tx, b._id) : null;
        if (booked !== null) {
          restored = stayNights(addDays(b.bookingDate, b.nights), booked - b.nights);
          nights = booked;
        }
        if (restored.length > 0) {
          const blocked = (await closedRefusal(tx, b.roomId, restored)) !== null;
          const prices = await restoredPrices(tx, b, restored.length);
          if (blocked || (await holdNights(tx, b.roomId, b._id, restored, prices)) < restored.length) return refused(UNDO_TAKEN(restored));
        }
        return ok({ booking: await setState(tx, b, { status: previous, previous: null, at, nights }), freed: [], restored });
      });
    },

    /**
     * The automatic no-show: every stay still confirmed whose arrival day is `through` or before, that
     * nobody has changed the state of (an undone no-show is the front desk's to decide), becomes a
     * no-show and gives its nights back. Safe with several API processes without a lock: the UPDATE's
     * `WHERE status = 'confirmed'` takes each row's lock, and a second process's UPDATE waits on it,
     * then finds the row a no-show and skips it. So each stay is marked (and audited) once.
     */
    markNoShows(through: string, at: Date, reason: string): Promise<Booking[]> {
      return write(async (tx, changed) => {
        const rows = await tx.query<BookingRow>(
          `UPDATE bookings SET status = 'no-show', previous_status = 'confirmed', status_changed_at = $2
            WHERE status = 'confirmed' AND status_changed_at IS NULL AND booking_date <= $1::date RETURNING ${BOOKING_COLUMNS}`,
          [through, at.toISOString()],
        );
        if (rows.length === 0) return [];
        const ids = rows.map((r) => r._id);
        await tx.query('DELETE FROM booking_nights WHERE booking_id = ANY($1::text[])', [ids]);
        for (const r of rows) {
          await recordAudit(tx, {
            actor: AUTOMATIC_ACTOR,
            action: 'booking.no-show',
            target: 'booking',
            targetId: r._id,
            before: { status: 'confirmed' },
            after: { status: 'no-show' },
            reason,
          });
        }
        await changed();
        return rows.map(toBooking);
      });
    },
  };
}

// Promotions' SQL (migration 015_promotions.sql): the staff's promo codes, audited in each write's own
// transaction, and the reads the quote and the booking price with. A promotion's uses are the
// bookings holding it (a cancel deletes its booking, so it gives the use back). A booking locks the
// promotion's row for update before it counts the uses (promotionForBooking): parallel bookings of one
// code count one after the other, each seeing the ones before it committed (READ COMMITTED takes a
// new snapshot per statement), so a code of N uses gets exactly N.
import { normalizePromoCode, type Promotion, type PromotionInput } from '@hotel/shared/promotions';
import { PROMO_RULE_MESSAGES } from '@hotel/shared/front-desk/promotionRules';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { ok, refuse, type Result } from './result';
import type { Write } from './write';

const COLUMNS = `p.id AS "_id", p.code, p.percent_off AS "percentOff", p.amount_off::float8 AS "amountOff",
  to_char(p.stay_from, 'YYYY-MM-DD') AS "stayFrom", to_char(p.stay_to, 'YYYY-MM-DD') AS "stayTo",
  to_char(p.book_from, 'YYYY-MM-DD') AS "bookFrom", to_char(p.book_to, 'YYYY-MM-DD') AS "bookTo",
  p.min_nights AS "minNights", p.max_uses AS "maxUses", p.room_ids AS "roomIds",
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const USES = `(SELECT count(*)::int FROM bookings b WHERE b.promotion_id = p.id)`;

const values = (p: PromotionInput) => [p.code, p.percentOff, p.amountOff, p.stayFrom, p.stayTo, p.bookFrom, p.bookTo, p.minNights, p.maxUses, p.roomIds];

/** The live promotion with this code (any case), with its uses; undefined when there is none. */
async function byCode(q: Queryable, code: string): Promise<Promotion | undefined> {
  const [row] = await q.query<Promotion>(`SELECT ${COLUMNS}, ${USES} AS uses FROM promotions p WHERE p.code = $1 AND p.deleted_at IS NULL`, [
    normalizePromoCode(code),
  ]);
  return row;
}

/**
 * The live promotion with this code, its row locked for the booking's transaction, then its uses
 * counted in a statement of their own (after the lock: the count sees every booking of the code that
 * committed before it). Undefined for an unknown code.
 */
export async function promotionForBooking(tx: Queryable, code: string): Promise<Promotion | undefined> {
  const [locked] = await tx.query<{ id: string }>('SELECT id FROM promotions WHERE code = $1 AND deleted_at IS NULL FOR UPDATE', [normalizePromoCode(code)]);
  if (!locked) return undefined;
  const [row] = await tx.query<Promotion>(`SELECT ${COLUMNS}, ${USES} AS uses FROM promotions p WHERE p.id = $1`, [locked.id]);
  return row;
}

/** The promotion a booking holds, deleted or not (a move prices its new nights with it). */
export async function promotionOfBooking(tx: Queryable, bookingId: string): Promise<Promotion | undefined> {
  const [row] = await tx.query<Promotion>(
    `SELECT ${COLUMNS}, ${USES} AS uses FROM promotions p JOIN bookings bk ON bk.promotion_id = p.id WHERE bk.id = $1`,
    [bookingId],
  );
  return row;
}

/** The live promotion `id`, locked for a staff write; PROMOTION_NOT_FOUND. */
async function locked(tx: Queryable, id: string): Promise<Result<Promotion>> {
  if (!ID_RE.test(id)) return refuse('PROMOTION_NOT_FOUND');
  const [row] = await tx.query<Promotion>(`SELECT ${COLUMNS}, ${USES} AS uses FROM promotions p WHERE p.id = $1 AND p.deleted_at IS NULL FOR UPDATE OF p`, [id]);
  return row ? ok(row) : refuse('PROMOTION_NOT_FOUND');
}

const taken = (code: string) => refuse('PROMOTION_CODE_TAKEN', { message: PROMO_RULE_MESSAGES.codeTaken(code) });

/** What an audit row keeps of a promotion: its terms, not the count of the moment. */
const terms = ({ uses: _uses, ...p }: Promotion) => p;

export function promotionsRepository(db: Queryable, write: Write) {
  return {
    /** Every live promotion with its uses, newest first. */
    list(): Promise<Promotion[]> {
      return db.query<Promotion>(`SELECT ${COLUMNS}, ${USES} AS uses FROM promotions p WHERE p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC`);
    },

    /** The live promotion of a code (GET /rooms/:id/quote?promo=). */
    byCode: (code: string) => byCode(db, code),

    /** Adds a promotion (PROMOTION_CODE_TAKEN when a live one has its code). */
    create(input: PromotionInput, actor: string): Promise<Result<Promotion>> {
      return write(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO promotions (id, code, percent_off, amount_off, stay_from, stay_to, book_from, book_to, min_nights, max_uses, room_ids)
           VALUES ($1, $2, $3, $4, $5::date, $6::date, $7::date, $8::date, $9, $10, $11::text[])
           ON CONFLICT (code) WHERE deleted_at IS NULL DO NOTHING RETURNING id`,
          [newId(), ...values(input)],
        );
        if (!row) return taken(input.code);
        const created = (await locked(tx, row.id)) as { ok: true; value: Promotion };
        await recordAudit(tx, { actor, action: 'promotion.create', target: 'promotion', targetId: row.id, before: null, after: terms(created.value) });
        return created;
      });
    },

    /** Replaces the promotion with what `edit` makes of it; PROMOTION_NOT_FOUND, PROMOTION_CODE_TAKEN. */
    update(id: string, actor: string, edit: (current: PromotionInput) => Result<PromotionInput>): Promise<Result<Promotion>> {
      return write(async (tx) => {
        const current = await locked(tx, id);
        if (!current.ok) return current;
        const { _id, uses: _uses, createdAt: _at, ...base } = current.value;
        const edited = edit(base);
        if (!edited.ok) return edited;
        const [other] = await tx.query('SELECT 1 FROM promotions WHERE code = $1 AND id <> $2 AND deleted_at IS NULL', [edited.value.code, id]);
        if (other) return taken(edited.value.code);
        await tx.query(
          `UPDATE promotions SET code = $2, percent_off = $3, amount_off = $4, stay_from = $5::date, stay_to = $6::date, book_from = $7::date,
                  book_to = $8::date, min_nights = $9, max_uses = $10, room_ids = $11::text[] WHERE id = $1`,
          [id, ...values(edited.value)],
        );
        const updated = (await locked(tx, id)) as { ok: true; value: Promotion };
        await recordAudit(tx, { actor, action: 'promotion.update', target: 'promotion', targetId: id, before: terms(current.value), after: terms(updated.value) });
        return updated;
      });
    },

    /** Deletes the promotion: no new booking may use it; bookings made with it keep their price. */
    remove(id: string, actor: string): Promise<Result<Promotion>> {
      return write(async (tx) => {
        const current = await locked(tx, id);
        if (!current.ok) return current;
        await tx.query('UPDATE promotions SET deleted_at = now() WHERE id = $1', [id]);
        await recordAudit(tx, { actor, action: 'promotion.delete', target: 'promotion', targetId: id, before: terms(current.value), after: null });
        return current;
      });
    },
  };
}

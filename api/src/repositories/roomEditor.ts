// The front desk's room writes (POST /rooms, PATCH /rooms/:id): each one transaction holding the
// write and its audit row (./audit.ts). The rules (validateRoomInput of @hotel/shared/front-desk)
// are the handler's; an update runs them as its `edit`, on the room as read and locked inside the
// transaction, so a refused edit rolls back and leaves nothing.
import type { RoomInput } from '@hotel/shared/domain';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { ok, refuse, type Result } from './result';
import type { Write } from './write';

/** A room as staff edit it: every field they set, whether it is off sale, and its weekend price. */
export type EditableRoom = RoomInput & { archived: boolean; weekendPrice: number | null };

const EDITABLE_COLUMNS = `name, type, location, description, image, price::float8 AS price,
  discount_price::float8 AS "discountPrice", capacity, beds, size, amenities, archived,
  weekend_price::float8 AS "weekendPrice"`;

/** The fields whose values differ, as {before, after} (what the activity page shows). */
function diff(a: EditableRoom, b: EditableRoom): { before: Partial<EditableRoom>; after: Partial<EditableRoom> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const k of Object.keys(b) as (keyof EditableRoom)[]) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) {
      before[k] = a[k];
      after[k] = b[k];
    }
  }
  return { before, after } as { before: Partial<EditableRoom>; after: Partial<EditableRoom> };
}

async function lockedRoom(tx: Queryable, id: string): Promise<Result<EditableRoom>> {
  if (!ID_RE.test(id)) return refuse('ROOM_NOT_FOUND');
  const [row] = await tx.query<EditableRoom>(`SELECT ${EDITABLE_COLUMNS} FROM rooms WHERE id = $1 FOR UPDATE`, [id]);
  return row ? ok(row) : refuse('ROOM_NOT_FOUND');
}

export function roomEditorRepository(write: Write) {
  return {
    /** Adds the room after the others (display order); returns its id. */
    create(room: RoomInput, actor: string): Promise<string> {
      return write(async (tx, changed) => {
        const id = newId();
        await tx.query(
          `INSERT INTO rooms (id, name, type, location, description, image, price, discount_price, capacity, beds, size, amenities, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[],
                   (SELECT coalesce(max(sort_order), 0) + 1 FROM rooms))`,
          [id, room.name, room.type, room.location, room.description, room.image, room.price, room.discountPrice,
            room.capacity, room.beds, room.size, room.amenities],
        );
        await recordAudit(tx, { actor, action: 'room.create', target: 'room', targetId: id, before: null, after: room });
        await changed();
        return id;
      });
    },

    /**
     * Replaces the room with what `edit` makes of it (its refusal refuses); ROOM_NOT_FOUND for an
     * unknown room. The audit row holds the changed fields only; its action says whether the room
     * was archived, unarchived or otherwise changed.
     */
    update(id: string, actor: string, edit: (current: EditableRoom) => Result<EditableRoom>): Promise<Result<EditableRoom>> {
      return write(async (tx, changed) => {
        const found = await lockedRoom(tx, id);
        if (!found.ok) return found;
        const current = found.value;
        const edited = edit(current);
        if (!edited.ok) return edited;
        const next = edited.value;
        await tx.query(
          `UPDATE rooms SET name = $2, type = $3, location = $4, description = $5, image = $6, price = $7,
                  discount_price = $8, capacity = $9, beds = $10, size = $11, amenities = $12::text[], archived = $13,
                  weekend_price = $14
            WHERE id = $1`,
          [id, next.name, next.type, next.location, next.description, next.image, next.price, next.discountPrice,
            next.capacity, next.beds, next.size, next.amenities, next.archived, next.weekendPrice],
        );
        const action =
          next.archived === current.archived ? 'room.update' : next.archived ? 'room.archive' : 'room.unarchive';
        await recordAudit(tx, { actor, action, target: 'room', targetId: id, ...diff(current, next) });
        await changed();
        return edited;
      });
    },
  };
}

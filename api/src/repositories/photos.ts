// Room photos' SQL (migration 011_room_photos.sql): the photos of every room for the room cache, the
// staff's writes (add, delete, reorder: each one transaction with its audit row, ./audit.ts, and a
// room change pushed to open room pages) and the bytes of one size for GET /images/photos/….
// A photo and all its sizes are inserted in one transaction: an upload that fails leaves nothing.
import type { RoomPhoto } from '@hotel/shared/domain';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@hotel/shared/front-desk/photoRules';
import type { Queryable } from '../db/index';
import { newId } from '../lib/ids';
import type { MadePhoto } from '../lib/photoFiles';
import { ID_RE } from '../schemas';
import { recordAudit } from './audit';
import { invalid, ok, refuse, type Result } from './result';
import type { Write } from './write';

/** Where the sizes are served (src/routes/photos.ts): `<PHOTOS_PATH><photo id>/<hash>-<width>.webp`. */
export const PHOTOS_PATH = '/images/photos/';

/** The path of one size, below the API's root (the room cache makes it absolute). */
export const photoPath = (photoId: string, hash: string, width: number) => `${PHOTOS_PATH}${photoId}/${hash}-${width}.webp`;

interface PhotoRow {
  roomId: string;
  _id: string;
  alt: string;
  width: number;
  height: number;
  /** JSON text: [{width, hash}] narrowest first. */
  files: string;
}

/** Every room's photos in their order, sizes as paths: one statement for every room. */
export async function photosByRoom(db: Queryable): Promise<Map<string, RoomPhoto[]>> {
  const rows = await db.query<PhotoRow>(
    `SELECT p.room_id AS "roomId", p.id AS "_id", p.alt, p.width, p.height,
            (SELECT json_agg(json_build_object('width', f.width, 'hash', f.hash) ORDER BY f.width)::text
               FROM room_photo_files f WHERE f.photo_id = p.id) AS files
       FROM room_photos p ORDER BY p.room_id, p.position, p.id`,
  );
  const byRoom = new Map<string, RoomPhoto[]>();
  for (const { roomId, files, ...photo } of rows) {
    const sizes = (JSON.parse(files) as { width: number; hash: string }[]).map((f) => ({ url: photoPath(photo._id, f.hash, f.width), width: f.width }));
    const list = byRoom.get(roomId) ?? [];
    list.push({ ...photo, sizes });
    byRoom.set(roomId, list);
  }
  return byRoom;
}

/** The room's row locked (a photo write of one room waits for another's), or ROOM_NOT_FOUND. */
async function lockRoom(tx: Queryable, roomId: string): Promise<Result<void>> {
  if (!ID_RE.test(roomId)) return refuse('ROOM_NOT_FOUND');
  const [room] = await tx.query('SELECT id FROM rooms WHERE id = $1 FOR UPDATE', [roomId]);
  return room ? ok(undefined) : refuse('ROOM_NOT_FOUND');
}

const idsOf = async (tx: Queryable, roomId: string) =>
  (await tx.query<{ id: string }>('SELECT id FROM room_photos WHERE room_id = $1 ORDER BY position, id', [roomId])).map((r) => r.id);

/** Positions 0…n-1 in the order given. */
async function renumber(tx: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE room_photos p SET position = o.n - 1 FROM unnest($1::text[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id`,
    [ids],
  );
}

export function photosRepository(db: Queryable, write: Write) {
  return {
    /** Adds the photo after the room's others (ROOM_FULL at PHOTO_LIMITS.perRoom); its id. */
    add(roomId: string, photo: MadePhoto, alt: string, actor: string): Promise<Result<string>> {
      return write(async (tx, changed) => {
        const room = await lockRoom(tx, roomId);
        if (!room.ok) return room;
        const ids = await idsOf(tx, roomId);
        if (ids.length >= PHOTO_LIMITS.perRoom) return refuse('ROOM_FULL');
        const id = newId();
        await tx.query(
          `INSERT INTO room_photos (id, room_id, position, alt, width, height) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, roomId, ids.length, alt, photo.width, photo.height],
        );
        for (const f of photo.files) {
          await tx.query(`INSERT INTO room_photo_files (photo_id, width, hash, type, data) VALUES ($1, $2, $3, $4, $5::bytea)`, [
            id, f.width, f.hash, f.type, f.data,
          ]);
        }
        await recordAudit(tx, {
          actor, action: 'room.photo.add', target: 'room', targetId: roomId, before: null,
          after: { photoId: id, alt, width: photo.width, height: photo.height },
        });
        await changed();
        return ok(id);
      });
    },

    /** Deletes the photo (every size with it); the others close up. */
    remove(roomId: string, photoId: string, actor: string): Promise<Result<void>> {
      return write(async (tx, changed) => {
        const room = await lockRoom(tx, roomId);
        if (!room.ok) return room;
        const [gone] = await tx.query<{ alt: string; position: number }>(
          'DELETE FROM room_photos WHERE id = $1 AND room_id = $2 RETURNING alt, position',
          [ID_RE.test(photoId) ? photoId : '', roomId],
        );
        if (!gone) return refuse('PHOTO_NOT_FOUND');
        await renumber(tx, await idsOf(tx, roomId));
        await recordAudit(tx, { actor, action: 'room.photo.delete', target: 'room', targetId: roomId, before: { photoId, ...gone }, after: null });
        await changed();
        return ok(undefined);
      });
    },

    /** Puts the room's photos in the order of `ids`, which must name each of them once. */
    reorder(roomId: string, ids: string[], actor: string): Promise<Result<void>> {
      return write(async (tx, changed) => {
        const room = await lockRoom(tx, roomId);
        if (!room.ok) return room;
        const before = await idsOf(tx, roomId);
        const same = ids.length === before.length && new Set(ids).size === ids.length && ids.every((id) => before.includes(id));
        const mismatch = PHOTO_MESSAGES.orderMismatch;
        if (!same) return invalid(mismatch, [{ field: 'ids', message: mismatch }], 'INVALID_ORDER');
        await renumber(tx, ids);
        await recordAudit(tx, { actor, action: 'room.photo.reorder', target: 'room', targetId: roomId, before: { ids: before }, after: { ids } });
        await changed();
        return ok(undefined);
      });
    },

    /** One size's bytes, when the photo, the width and the hash all match; else null. */
    async file(photoId: string, width: number, hash: string): Promise<{ type: string; data: Buffer } | null> {
      const [row] = await db.query<{ type: string; data: Uint8Array }>(
        'SELECT type, data FROM room_photo_files WHERE photo_id = $1 AND width = $2 AND hash = $3',
        [photoId, width, hash],
      );
      // node-postgres answers a Buffer, PGlite a Uint8Array: the same bytes either way.
      return row ? { type: row.type, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) } : null;
    },
  };
}

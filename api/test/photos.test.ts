// Room photos (issue 42, docs/product.md "Photos"), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: staff upload JPEG, PNG and WebP files with alt text; the API makes the sizes (WebP,
// never wider than the photo) and serves them from its own origin under content-hashed URLs cached
// for a year; the room answers carry them in the staff's order; delete and reorder; what is refused
// (a renamed text file, a damaged picture, a file over 10 MB, a bomb of pixels, no alt text) writes
// nothing, and an upload that fails half-way leaves nothing. 401/403: front-desk.test.ts walks them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { AuditEntry, Room, RoomPhoto } from '@hotel/shared/domain';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '@hotel/shared/front-desk/photoRules';
import { ROOM_MESSAGES } from '@hotel/shared/front-desk/rules';
import { prepareDatabase } from '../src/db/migrate';
import { DB_KINDS, bearer, tokenFor, useApp } from './helpers';

const ROOM1 = '6650a1c0e4b0f1a2b3c40001';
const ROOM2 = '6650a1c0e4b0f1a2b3c40002';
const ROOM3 = '6650a1c0e4b0f1a2b3c40003';
const UNKNOWN = '0000000000000000000000ff';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hv${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 140 } } })[format]().toBuffer();

/** A PNG whose header says 20,000 × 20,000 pixels (1.2 GB decoded) in a few dozen bytes: a decompression bomb. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // CRC unchecked by a header read
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

describe.each(DB_KINDS)('room photos on %s', (kind) => {
  const t = useApp(kind);
  let staff: Record<string, string>;
  beforeAll(async () => {
    staff = bearer(await tokenFor('frontdesk@harborview.test', 'Front Desk', { role: 'staff' }));
  });

  const upload = (roomId: string, parts: Part[], headers = staff) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/rooms/${roomId}/images`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const photo = async (roomId: string, file: Buffer, alt: string, filename = 'photo.jpg') => {
    const res = await upload(roomId, [{ name: 'alt', value: alt }, { name: 'file', value: file, filename, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(201);
    return res.json<RoomPhoto>();
  };
  const room = async (id: string) => (await t.app.inject({ method: 'GET', url: `/rooms/${id}` })).json<Room>();
  const count = async (table: string) => (await t.tdb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const written = async () => [await count('room_photos'), await count('room_photo_files'), await count('audit_log')];
  const activity = async () => (await t.app.inject({ method: 'GET', url: '/hotel/activity?limit=1000', headers: staff })).json<AuditEntry[]>();
  const path = (url: string) => new URL(url).pathname;

  test('a JPEG becomes WebP sizes up to 1600 px, served from our origin, immutable for a year; the room shows it first', async () => {
    const before = await room(ROOM1);
    expect(before.photos).toBeUndefined(); // a room without photos answers as before
    const p = await photo(ROOM1, await picture(2400, 1600, 'jpeg'), '  The king bed facing the harbour  ');
    expect(p).toMatchObject({ alt: 'The king bed facing the harbour', width: 2400, height: 1600 });
    expect(p.sizes.map((s) => s.width)).toEqual([480, 800, 1200, 1600]);
    for (const s of p.sizes) {
      expect(s.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:4000/images/photos/${p._id}/[0-9a-f]{16}-${s.width}\\.webp$`));
      const res = await t.app.inject({ method: 'GET', url: path(s.url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', s.width, Math.round((s.width * 1600) / 2400)]);
    }
    const after = await room(ROOM1);
    expect(after.photos).toEqual([p]);
    expect(after.image).toBe(p.sizes[1]!.url); // the 800 px size: cards, home, offers, the embed
    const [row] = await activity();
    expect(row).toMatchObject({ action: 'room.photo.add', actor: 'frontdesk@harborview.test', targetId: ROOM1, after: { photoId: p._id, alt: p.alt } });
    // A wrong hash, width or id is no photo.
    const [hash] = path(p.sizes[0]!.url).split('/').pop()!.split('-');
    for (const url of [`/images/photos/${p._id}/ffffffffffffffff-480.webp`, `/images/photos/${p._id}/${hash}-800.webp`, `/images/photos/${UNKNOWN}/${hash}-480.webp`, '/images/photos/x/y']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  test('PNG and WebP are taken too (a small one in its own size only); staff reorder them; a wrong order is refused in words', async () => {
    const a = await photo(ROOM2, await picture(300, 200, 'png'), 'The desk', 'desk.png');
    expect(a.sizes.map((s) => s.width)).toEqual([300]);
    const b = await photo(ROOM2, await picture(1000, 750, 'webp'), 'The bathroom', 'bath.webp');
    expect(b.sizes.map((s) => s.width)).toEqual([480, 800, 1000]);
    const c = await photo(ROOM2, await picture(900, 600, 'jpeg'), 'The view');
    expect((await room(ROOM2)).photos!.map((x) => x.alt)).toEqual(['The desk', 'The bathroom', 'The view']);

    const put = (ids: unknown) => t.app.inject({ method: 'PUT', url: `/rooms/${ROOM2}/images/order`, headers: staff, payload: { ids } });
    const res = await put([c._id, a._id, b._id]);
    expect(res.statusCode).toBe(200);
    expect(res.json<RoomPhoto[]>().map((x) => x._id)).toEqual([c._id, a._id, b._id]);
    const r = await room(ROOM2);
    expect(r.photos!.map((x) => x._id)).toEqual([c._id, a._id, b._id]);
    expect(r.image).toBe(c.sizes[1]!.url);
    expect((await activity())[0]).toMatchObject({ action: 'room.photo.reorder', before: { ids: [a._id, b._id, c._id] }, after: { ids: [c._id, a._id, b._id] } });

    const audit = await count('audit_log');
    for (const ids of [[c._id, a._id], [c._id, a._id, a._id], [c._id, a._id, b._id, UNKNOWN], [c._id, a._id, 'nope']]) {
      const bad = await put(ids);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_ORDER', message: PHOTO_MESSAGES.orderMismatch });
    }
    expect(await count('audit_log')).toBe(audit);
    expect((await room(ROOM2)).photos!.map((x) => x._id)).toEqual([c._id, a._id, b._id]);
    expect((await t.app.inject({ method: 'PUT', url: `/rooms/${UNKNOWN}/images/order`, headers: staff, payload: { ids: [] } })).statusCode).toBe(404);
  });

  test('a deleted photo leaves the room and its URLs; the others close up', async () => {
    const a = await photo(ROOM3, await picture(600, 400, 'jpeg'), 'First');
    const b = await photo(ROOM3, await picture(600, 400, 'png'), 'Second');
    const del = (id: string) => t.app.inject({ method: 'DELETE', url: `/rooms/${ROOM3}/images/${id}`, headers: staff });
    expect((await del(a._id)).statusCode).toBe(204);
    const r = await room(ROOM3);
    expect(r.photos).toEqual([b]);
    expect(r.image).toBe(b.sizes.at(-1)!.url);
    for (const s of a.sizes) expect((await t.app.inject({ method: 'GET', url: path(s.url) })).statusCode).toBe(404);
    expect((await activity())[0]).toMatchObject({ action: 'room.photo.delete', targetId: ROOM3, before: { photoId: a._id, alt: 'First' } });
    const again = await del(a._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'PHOTO_NOT_FOUND', message: PHOTO_MESSAGES.photoNotFound });
    // A photo of another room is not this room's to delete.
    expect((await t.app.inject({ method: 'DELETE', url: `/rooms/${ROOM1}/images/${b._id}`, headers: staff })).statusCode).toBe(404);
    expect((await del(b._id)).statusCode).toBe(204);
    const none = await room(ROOM3);
    expect(none.photos).toBeUndefined();
    expect(none.image).toMatch(/\/images\/rooms\/[a-z0-9-]+\.svg$/); // the room's own picture again
  });

  test.each<[string, () => Promise<Part[]>, number, string]>([
    ['a text file renamed .jpg', async () => [{ name: 'alt', value: 'Bed' }, { name: 'file', value: 'hello, not a picture', filename: 'bed.jpg', type: 'image/jpeg' }], 400, PHOTO_MESSAGES.notAPicture],
    ['an SVG (a script may hide in one)', async () => [{ name: 'alt', value: 'Bed' }, { name: 'file', value: '<svg xmlns="http://www.w3.org/2000/svg"/>', filename: 'bed.png', type: 'image/png' }], 400, PHOTO_MESSAGES.notAPicture],
    ['a GIF', async () => [{ name: 'alt', value: 'Bed' }, { name: 'file', value: await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).gif().toBuffer(), filename: 'bed.jpg' }], 400, PHOTO_MESSAGES.notAPicture],
    ['a damaged JPEG (cut in half)', async () => { const j = await picture(800, 600, 'jpeg'); return [{ name: 'alt', value: 'Bed' }, { name: 'file', value: j.subarray(0, j.length >> 1), filename: 'bed.jpg' }]; }, 400, PHOTO_MESSAGES.unreadable],
    ['a bomb of pixels (20,000 × 20,000)', async () => [{ name: 'alt', value: 'Bed' }, { name: 'file', value: pixelBomb(), filename: 'bed.png', type: 'image/png' }], 400, PHOTO_MESSAGES.tooManyPixels],
    ['a file over 10 MB', async () => [{ name: 'alt', value: 'Bed' }, { name: 'file', value: Buffer.concat([await picture(64, 64, 'jpeg'), Buffer.alloc(PHOTO_LIMITS.maxBytes)]), filename: 'bed.jpg' }], 413, PHOTO_MESSAGES.tooLarge],
    ['no alt text', async () => [{ name: 'alt', value: '   ' }, { name: 'file', value: await picture(64, 64, 'jpeg'), filename: 'bed.jpg' }], 400, PHOTO_MESSAGES.altRequired],
    ['alt text over 200 characters', async () => [{ name: 'alt', value: 'x'.repeat(201) }, { name: 'file', value: await picture(64, 64, 'jpeg'), filename: 'bed.jpg' }], 400, PHOTO_MESSAGES.altTooLong],
    ['no file', async () => [{ name: 'alt', value: 'Bed' }], 400, PHOTO_MESSAGES.fileRequired],
  ])('%s is refused in words, writing nothing', async (_, parts, status, message) => {
    const before = await written();
    const res = await upload(ROOM1, await parts());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await written()).toEqual(before);
  });

  test('an unknown room is 404 and a JSON body is asked for the file, writing nothing', async () => {
    const before = await written();
    expect((await upload(UNKNOWN, [{ name: 'alt', value: 'Bed' }, { name: 'file', value: await picture(64, 64, 'jpeg'), filename: 'a.jpg' }])).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: `/rooms/${ROOM1}/images`, headers: staff, payload: { alt: 'Bed', file: 'https://img.example/a.jpg' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: PHOTO_MESSAGES.fileRequired });
    expect(await written()).toEqual(before);
  });

  test('an upload that fails half-way (its third size cannot be written) leaves nothing: no photo, no size, no audit row', async () => {
    await t.tdb.db.exec(`
      CREATE FUNCTION refuse_size() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.width = 1200 THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_size BEFORE INSERT ON room_photo_files FOR EACH ROW EXECUTE FUNCTION refuse_size();`);
    try {
      const before = await written();
      const shown = await room(ROOM1);
      const res = await upload(ROOM1, [{ name: 'alt', value: 'Half' }, { name: 'file', value: await picture(1600, 1200, 'jpeg'), filename: 'half.jpg' }]);
      expect(res.statusCode).toBe(500);
      expect(await written()).toEqual(before);
      expect(await room(ROOM1)).toEqual(shown);
    } finally {
      await t.tdb.db.exec('DROP TRIGGER refuse_size ON room_photo_files; DROP FUNCTION refuse_size();');
    }
  });

  test(`a room holds ${PHOTO_LIMITS.perRoom} photos: the next is refused in words`, async () => {
    const room6 = '6650a1c0e4b0f1a2b3c40006';
    const small = await picture(40, 30, 'png');
    for (let i = 0; i < PHOTO_LIMITS.perRoom; i++) await photo(room6, small, `Photo ${i + 1}`, 'p.png');
    const res = await upload(room6, [{ name: 'alt', value: 'One more' }, { name: 'file', value: small, filename: 'p.png' }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'ROOM_FULL', message: PHOTO_MESSAGES.roomFull });
  });

  test('an outside URL is refused for a room’s image, in words; the migration took existing ones off and reports them', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/rooms/${ROOM2}`, headers: staff, payload: { image: 'https://img.example/suite.jpg' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_ROOM', details: [{ field: 'image', message: ROOM_MESSAGES.imageOutside }] });
    // A database from before 011 with an outside image: migrating reports it and the room shows the placeholder.
    const db = t.tdb.db;
    await db.exec(`DROP TABLE room_outside_images; DROP TABLE room_photo_files; DROP TABLE room_photos;
      DELETE FROM schema_migrations WHERE name = '011_room_photos.sql';
      UPDATE rooms SET image = 'http://img.example/old.jpg' WHERE id = '${ROOM13}';`);
    const { outsideImages } = await prepareDatabase(db, { timeZone: 'America/Los_Angeles' });
    expect(outsideImages).toEqual([{ roomId: ROOM13, name: expect.any(String), url: 'http://img.example/old.jpg' }]);
    t.app.ctx.cache.invalidate();
    expect((await room(ROOM13)).image).toBe('');
    expect((await prepareDatabase(db, { timeZone: 'America/Los_Angeles' })).outsideImages).toEqual([]); // reported once
  });
});

const ROOM13 = '6650a1c0e4b0f1a2b3c4000d';

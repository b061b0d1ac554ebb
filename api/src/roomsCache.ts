// Rooms are read far more often than written. Every room answer (the list, each room, each price
// filter) is built once from the database, serialized once, and served from memory until a write
// invalidates it. Writes invalidate locally right after commit and, on PostgreSQL, NOTIFY the other
// API processes (db.changes). A generation counter keeps a load that raced with an invalidation
// from being cached; while the NOTIFY listener is down (db.coherent() false) the cache is bypassed.
import { nightlyRate, type Room, type RoomPhoto } from '@hotel/shared/domain';
import type { Database } from './db/index';
import { withoutAuthor } from './lib/reviewers';
import type { LoadedRoom } from './repositories/rooms';
import { ID_RE } from './schemas';

interface RoomsSnapshot {
  /** The rooms on sale (archived ones left out): every guest list reads this. */
  list: Room[];
  /** Every room, archived ones too, with every rate period, its housekeeping and its stored picture (the front desk's list). */
  all: LoadedRoom[];
  /** As guests read them: rate periods that have ended left out, reviews without their authors' e-mails. */
  byId: Map<string, Room>;
  /** The same with each review's author (src/lib/reviewers.ts decides who reads it). */
  authored: Map<string, Room>;
  /** Serialized answers (UTF-8 bytes, written as they are): 'all', 'id:<id>', 'filter:<min>:<max>', 'search:<…>'. */
  json: Map<string, Buffer>;
}

/** The picture a room with photos shows where one picture fits: the first photo's size nearest 800 px. */
const firstPhotoImage = (photos: RoomPhoto[]): string => {
  const sizes = photos[0]!.sizes;
  return (sizes.find((s) => s.width >= 800) ?? sizes[sizes.length - 1]!).url;
};

export class RoomsCache {
  private gen = 0;
  private snapshot: RoomsSnapshot | null = null;
  private loading: Promise<RoomsSnapshot> | null = null;

  /**
   * `load` reads every room (src/repositories/rooms.ts); `imageUrl` makes a stored image file name
   * or a photo's path a URL; `today` is the hotel's day (guests' answers leave out the rate periods ended by then).
   */
  constructor(
    private readonly db: Database,
    private readonly load: () => Promise<LoadedRoom[]>,
    private readonly imageUrl: (image: string) => string,
    private readonly today: () => string,
  ) {
    db.changes.on('change', () => this.invalidate());
    db.changes.on('coherence', () => this.invalidate());
  }

  invalidate(): void {
    this.gen++;
    this.snapshot = null;
    this.loading = null;
  }

  private async build(): Promise<RoomsSnapshot> {
    const url = this.imageUrl;
    const all = (await this.load()).map((r) => {
      const room = { ...r, image: url(r.image) };
      if (r.photos) room.photos = r.photos.map((p) => ({ ...p, sizes: p.sizes.map((s) => ({ ...s, url: url(s.url) })) }));
      return room;
    });
    // A snapshot may outlive the day it was built on: a period that ends meanwhile prices only past
    // nights, so keeping it until the next write changes no price.
    const today = this.today();
    // Housekeeping is the front desk's: no guest answer carries it. Guests see a room's first photo
    // (its size nearest 800 px) as its picture everywhere it shows: cards, home, offers, the embed.
    // Staff keep the stored one, which the room editor edits.
    const guests = all.map(({ housekeeping: _staffOnly, ...r }): Room => ({
      ...r,
      ...(r.rates ? { rates: { ...r.rates, periods: r.rates.periods.filter((p) => p.to > today) } } : {}),
      ...(r.photos ? { image: firstPhotoImage(r.photos) } : {}),
    }));
    // Every public answer (the lists, a room, the live streams' `event: room`) is built from `shown`.
    const shown = guests.map((r) => ({ ...r, reviews: r.reviews.map(withoutAuthor) }));
    return {
      list: shown.filter((r) => !r.archived),
      all,
      byId: new Map(shown.map((r) => [r._id, r])),
      authored: new Map(guests.map((r) => [r._id, r])),
      json: new Map(),
    };
  }

  async get(): Promise<RoomsSnapshot> {
    if (!this.db.coherent()) return this.build(); // cannot trust the cache: read through
    if (this.snapshot) return this.snapshot;
    if (!this.loading) {
      const gen = this.gen;
      const p = this.build().then(
        (s) => {
          if (gen === this.gen) {
            this.snapshot = s;
            this.loading = null;
          }
          return s;
        },
        (err: unknown) => {
          if (gen === this.gen) this.loading = null;
          throw err;
        },
      );
      this.loading = p;
    }
    return this.loading;
  }

  /** Every room, archived ones included, each with `archived: true|false` (GET /rooms?archived=include, staff only). */
  async staffListJson(): Promise<Buffer> {
    const s = await this.get();
    let json = s.json.get('staff');
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(s.all.map((r) => ({ ...r, archived: r.archived === true }))));
      s.json.set('staff', json);
    }
    return json;
  }

  /**
   * The serialized list of the rooms on sale when this snapshot has it already, else undefined (then
   * listJson): GET /rooms's answer without waiting on a promise (issue 40: the hottest read). The
   * same checks as get(): nothing while the cache cannot be trusted or after an invalidation.
   */
  listJsonNow(): Buffer | undefined {
    return this.db.coherent() ? this.snapshot?.json.get('all') : undefined;
  }

  /** The serialized list of the rooms on sale, optionally filtered on the nightly rate (discountPrice if lower, else price). */
  async listJson(minPrice?: number, maxPrice?: number): Promise<Buffer> {
    const s = await this.get();
    const key = minPrice === undefined && maxPrice === undefined ? 'all' : `filter:${minPrice ?? ''}:${maxPrice ?? ''}`;
    let json = s.json.get(key);
    if (json === undefined) {
      const list =
        key === 'all'
          ? s.list
          : s.list.filter((r) => {
              const rate = nightlyRate(r);
              return (minPrice === undefined || rate >= minPrice) && (maxPrice === undefined || rate <= maxPrice);
            });
      json = Buffer.from(JSON.stringify(list));
      if (s.json.size < 500) s.json.set(key, json);
    }
    return json;
  }

  /**
   * The serialized rooms a search found (`find` asks the database for their ids, in display order:
   * the stay search of src/repositories/rooms.ts) that `keep` keeps, kept under `key` with this
   * snapshot's other answers so the next write drops it with them.
   */
  async searchJson(key: string, find: () => Promise<string[]>, keep: (room: Room) => boolean = () => true): Promise<Buffer> {
    const s = await this.get();
    const cacheKey = `search:${key}`;
    let json = s.json.get(cacheKey);
    if (json === undefined) {
      const ids = await find();
      json = Buffer.from(JSON.stringify(ids.flatMap((id) => s.byId.get(id) ?? []).filter(keep)));
      if (s.json.size < 500) s.json.set(cacheKey, json);
    }
    return json;
  }

  /** The serialized room (an archived one says `archived: true`), or null when there is no such room (a malformed id is none). */
  async roomJson(id: string): Promise<Buffer | null> {
    if (!ID_RE.test(id)) return null;
    const s = await this.get();
    const key = `id:${id}`;
    let json = s.json.get(key);
    if (json === undefined) {
      const room = s.byId.get(id);
      if (!room) return null;
      json = Buffer.from(JSON.stringify(room));
      s.json.set(key, json);
    }
    return json;
  }

  /** The room as guests read it but with each review's author, or null (src/lib/reviewers.ts: for its author and staff). */
  async authoredRoom(id: string): Promise<Room | null> {
    if (!ID_RE.test(id)) return null;
    return (await this.get()).authored.get(id) ?? null;
  }

  /** The room with every rate period, ended ones too, and its housekeeping (the front desk's read), or null. */
  async staffRoom(id: string): Promise<LoadedRoom | null> {
    if (!ID_RE.test(id)) return null;
    return (await this.get()).all.find((r) => r._id === id) ?? null;
  }

  /** The room, or null when there is no such room (a malformed id is none). */
  async room(id: string): Promise<Room | null> {
    if (!ID_RE.test(id)) return null;
    return (await this.get()).byId.get(id) ?? null;
  }
}

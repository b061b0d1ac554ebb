// Live availability (docs/architecture.md §6): GET /rooms/{id}/events streams a room's booked dates
// to open details pages as Server-Sent Events. The feed is the change signal that already keeps the
// room cache coherent: a committed local write (src/repositories/write.ts) and, on PostgreSQL, every
// other process's NOTIFY. On a signal the watched rooms are re-read from the (fresh) cache and a
// room's subscribers get an event only when its dates differ from what they were last sent
// (`event: dates`), or when anything else of the room does (`event: room`, the whole room as
// GET /rooms/{id} answers it: staff edited, archived or unarchived it, a review came or was hidden). Bounded: a per-process connection
// limit (503 beyond it), one shared heartbeat timer, and a stream is forgotten when its socket closes.
import type { ServerResponse } from 'node:http';
import type { Room } from '@hotel/shared/domain';
import type { Database } from './db/index';
import type { RoomsCache } from './roomsCache';

export interface RoomEventsOptions {
  /** Open streams one process holds at most; more get 503 (default 2000). */
  maxConnections?: number;
  /** A comment line this often keeps proxies and the browser from timing the stream out (default 15 s). */
  heartbeatMs?: number;
  /** Reconnect delay the browser is told to use (the `retry:` field, ms). */
  retryMs?: number;
}

interface Watch {
  /** The dates last sent to this room's streams, joined: a push happens only when they change. */
  sent: string;
  /** The rest of the room last seen (roomKey), so a change of it is pushed once. */
  roomSent: string;
  streams: Set<ServerResponse>;
}

export class RoomEvents {
  readonly maxConnections: number;
  private readonly heartbeatMs: number;
  private readonly retryMs: number;
  private readonly rooms = new Map<string, Watch>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private flushing = false;
  private dirty = false;
  private closed = false;

  constructor(
    db: Database,
    private readonly cache: RoomsCache,
    opts: RoomEventsOptions = {},
  ) {
    this.maxConnections = opts.maxConnections ?? 2000;
    this.heartbeatMs = opts.heartbeatMs ?? 15_000;
    this.retryMs = opts.retryMs ?? 2000;
    // Registered after the cache's own listener: by the time we read, the cache is invalidated.
    db.changes.on('change', () => this.changed());
    db.changes.on('coherence', () => this.changed());
  }

  get size(): number {
    return this.count;
  }

  full(): boolean {
    return this.count >= this.maxConnections;
  }

  /**
   * Starts a stream on a raw response whose headers the caller has written; sends the current dates.
   * `room` (the room the client has just been told of) is where `event: room` changes count from.
   */
  add(roomId: string, res: ServerResponse, bookedDates: readonly string[], room?: Room): void {
    let watch = this.rooms.get(roomId);
    if (!watch) {
      watch = { sent: bookedDates.join(','), roomSent: room ? roomKey(room) : '', streams: new Set() };
      this.rooms.set(roomId, watch);
    }
    watch.streams.add(res);
    this.count++;
    res.write(`retry: ${this.retryMs}\n${frame(roomId, bookedDates)}`);
    const forget = () => this.remove(roomId, res);
    res.once('close', forget);
    res.once('error', forget);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.ping(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private remove(roomId: string, res: ServerResponse): void {
    const watch = this.rooms.get(roomId);
    if (!watch || !watch.streams.delete(res)) return;
    this.count--;
    if (watch.streams.size === 0) this.rooms.delete(roomId);
    if (this.count === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private ping(): void {
    for (const watch of this.rooms.values()) for (const res of watch.streams) res.write(': ping\n\n');
  }

  /** Something changed (here or in another process): push the watched rooms whose dates moved. */
  changed(): void {
    if (this.closed || this.rooms.size === 0) return;
    if (this.flushing) {
      this.dirty = true;
      return;
    }
    this.flushing = true;
    void this.flush().finally(() => {
      this.flushing = false;
      if (this.dirty) {
        this.dirty = false;
        this.changed();
      }
    });
  }

  private async flush(): Promise<void> {
    let snapshot;
    try {
      snapshot = await this.cache.get();
    } catch {
      return; // database unreachable: the next change (or the listener coming back) retries
    }
    for (const [roomId, watch] of this.rooms) {
      const room = snapshot.byId.get(roomId);
      const rest = room ? roomKey(room) : '';
      if (room && rest !== watch.roomSent) {
        const first = watch.roomSent === '';
        watch.roomSent = rest;
        if (!first) {
          const event = roomFrame(room);
          for (const res of watch.streams) res.write(event);
        }
      }
      const dates = room?.bookedDates ?? [];
      const key = dates.join(',');
      if (key === watch.sent) continue;
      watch.sent = key;
      const event = frame(roomId, dates);
      for (const res of watch.streams) res.write(event);
    }
  }

  /**
   * Ends every stream (shutdown: open streams would otherwise hold the server open). Each ends with
   * a `retry:` hint so the browser reconnects, through the proxy, to a process still running; the
   * delays are spread over [retryMs, 2 × retryMs) so a stopping process's streams do not all land on
   * the next one in the same instant.
   */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const watch of this.rooms.values())
      for (const res of watch.streams) res.end(`retry: ${this.retryMs + Math.floor(Math.random() * this.retryMs)}\n\n`);
    this.rooms.clear();
    this.count = 0;
  }
}

/** Everything of the room but its dates (those have their own event). */
const roomKey = ({ bookedDates: _dates, ...rest }: Room): string => JSON.stringify(rest);

function roomFrame(room: Room): string {
  return `event: room\ndata: ${JSON.stringify({ roomId: room._id, room })}\n\n`;
}

function frame(roomId: string, bookedDates: readonly string[]): string {
  return `event: dates\ndata: ${JSON.stringify({ roomId, bookedDates })}\n\n`;
}

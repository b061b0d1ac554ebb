import { getRuntimeConfig } from '../config';
import type { Room } from '../domain/types';

/** What a room's event stream says: its booked dates now. */
export interface RoomDatesEvent {
  roomId: string;
  bookedDates: string[];
}

/** What a room's event stream says when anything but its dates changed: the room now (as GET /rooms/{id}). */
export interface RoomChangeEvent {
  roomId: string;
  room: Room;
}

export interface RoomDatesHandlers {
  /** Every `dates` event (the first one arrives on each connect). */
  onDates: (event: RoomDatesEvent) => void;
  /**
   * `room` events: staff changed the room (fields, price, archived) or its reviews changed. The room
   * is whole, with `archived: true` once taken off sale. Not sent on connect (the page has just read it).
   */
  onRoom?: (event: RoomChangeEvent) => void;
  /** The stream is back after a drop: refetch whatever may have been missed meanwhile. */
  onReconnect?: () => void;
}

export interface WatchOptions {
  /** First reconnect delay; it doubles per failed attempt up to `maxDelayMs` (with jitter). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** For tests: the EventSource constructor (default the browser's). */
  EventSource?: typeof EventSource;
}

/** GET /rooms/{id}/events on the configured API. */
export function roomEventsUrl(roomId: string): string {
  return `${getRuntimeConfig().apiBase.replace(/\/+$/, '')}/rooms/${encodeURIComponent(roomId)}/events`;
}

/**
 * Live availability of one room (Server-Sent Events, docs/architecture.md §6). Reconnects with
 * exponential backoff and jitter after any drop or refusal (the browser's own retry gives up on a
 * 503), and calls onReconnect once a later connection opens. Where EventSource does not exist it
 * does nothing: the page keeps working as before, without live updates. Returns a stop function.
 */
export function watchRoomDates(roomId: string, handlers: RoomDatesHandlers, opts: WatchOptions = {}): () => void {
  const Source = opts.EventSource ?? (typeof EventSource === 'function' ? EventSource : undefined);
  if (!Source) return () => undefined;
  const base = opts.baseDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 30_000;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let opened = false;
  let stopped = false;

  const connect = () => {
    timer = null;
    let url: string;
    try {
      url = roomEventsUrl(roomId);
    } catch {
      return; // no runtime config: no live updates
    }
    const es = new Source(url);
    source = es;
    es.onopen = () => {
      attempt = 0;
      if (opened) handlers.onReconnect?.();
      opened = true;
    };
    es.addEventListener('dates', (e) => {
      try {
        const data = JSON.parse((e as MessageEvent<string>).data) as RoomDatesEvent;
        if (data && data.roomId === roomId && Array.isArray(data.bookedDates)) handlers.onDates(data);
      } catch {
        // a malformed event is ignored; the next one carries the whole list again
      }
    });
    es.addEventListener('room', (e) => {
      if (!handlers.onRoom) return;
      try {
        const data = JSON.parse((e as MessageEvent<string>).data) as RoomChangeEvent;
        if (data && data.roomId === roomId && data.room && typeof data.room === 'object') handlers.onRoom(data);
      } catch {
        // a malformed event is ignored
      }
    });
    es.onerror = () => {
      // Ours, not the browser's, retry: one schedule for drops and refusals alike.
      es.close();
      if (stopped || source !== es) return;
      source = null;
      const delay = Math.min(max, base * 2 ** attempt);
      attempt++;
      timer = setTimeout(connect, delay / 2 + Math.random() * (delay / 2));
    };
  };

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = null;
  };
}

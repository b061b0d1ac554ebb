// What every route module is handed: the app's context and the rate-limit rule type. Its own module
// so the routes depend on it, not on app.ts (which imports the routes).
import type { Database } from './db/index';
import type { RoomsCache } from './roomsCache';
import type { RoomEvents } from './roomEvents';
import type { TokenService } from './auth';

export interface RateLimitRule {
  max: number;
  timeWindow: number | string;
}

export interface AppContext {
  db: Database;
  cache: RoomsCache;
  /** Open live-availability streams of this process. */
  events: RoomEvents;
  tokens: TokenService;
  timeZone: string;
  publicUrl: string;
  now: () => Date;
  /** Invalidates the room cache here and (PostgreSQL) in every other API process. */
  changed(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

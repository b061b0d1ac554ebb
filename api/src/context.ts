// What the route plugins are handed, as decorations of the app: `app.ctx` (the app's services and
// settings) and `app.repos` (every SQL statement, src/repositories/). Its own module so the routes
// depend on it, not on app.ts (which registers them).
import type { Database } from './db/index';
import type { RoomsCache } from './roomsCache';
import type { RoomEvents } from './roomEvents';
import type { AccountCache, TokenService } from './auth';
import type { Repositories } from './repositories/index';
import type { ReceiptSigner } from './receipts';

export interface RateLimitRule {
  max: number;
  timeWindow: number | string;
}

export interface AppContext {
  db: Database;
  cache: RoomsCache;
  /** Open live-availability streams of this process. */
  events: RoomEvents;
  /** Firebase accounts as last read (≤ ACCOUNT_RECHECK_MS old): the tokens' re-check. */
  accounts: AccountCache;
  tokens: TokenService;
  timeZone: string;
  publicUrl: string;
  now: () => Date;
  /** Signs partner bookings' receipts; its public keys are GET /.well-known/jwks.json. */
  receipts: ReceiptSigner;
  /** Whether a partner's webhook URL may be http on loopback (never with NODE_ENV=production). */
  webhooksToLoopback: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    repos: Repositories;
  }
}

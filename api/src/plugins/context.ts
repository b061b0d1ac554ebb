// The app's own services, decorated on the root (fastify-plugin) so every route plugin reads them:
// `app.ctx` (room cache, live streams, accounts, tokens, clock, settings) and `app.repos` (the repositories).
// A write that commits drops the room cache and pushes the live streams (src/repositories/write.ts).
import fp from 'fastify-plugin';
import { todayIn } from '@hotel/shared/domain';
import type { Database } from '../db/index';
import { accountCache, createTokenService, type LookupAccount } from '../auth';
import type { AppContext } from '../context';
import { createRepositories } from '../repositories/index';
import { RoomEvents, type RoomEventsOptions } from '../roomEvents';
import { RoomsCache } from '../roomsCache';
import { ROOM_IMAGES_PATH } from './staticFiles';
import type { JWK } from 'jose';
import { generateReceiptKey, receiptSigner } from '../receipts';

export interface ContextOptions {
  db: Database;
  jwtSecret: string;
  jwtTtlSeconds?: number;
  /** Reads a Firebase account, for the re-check of every app token (src/auth.ts). */
  lookupAccount: LookupAccount;
  publicUrl: string;
  timeZone: string;
  now?: () => Date;
  events?: RoomEventsOptions;
  /** The receipts' private key, PEM or JWK text (src/receipts.ts); a fresh one per app when absent (tests). */
  receiptKey?: string;
  /** Public JWKs of earlier receipt keys, still listed. */
  receiptPreviousKeys?: JWK[];
  /** Whether a partner's webhook may be http on loopback (outside production). */
  webhooksToLoopback?: boolean;
}

export const context = fp<ContextOptions>(
  async (app, opts) => {
    const { db, publicUrl } = opts;
    const receipts = await receiptSigner(opts.receiptKey ?? generateReceiptKey(), opts.receiptPreviousKeys);
    const repos = createRepositories(
      db,
      () => {
        cache.invalidate();
        events.changed();
      },
      opts.timeZone,
      // After a commit that queued an e-mail (src/plugins/mailSender.ts, registered next).
      () => app.mailSender?.wake(),
      app.log,
      // After a commit that queued a partner's event (src/plugins/webhookSender.ts).
      { signer: receipts, hooked: () => app.webhookSender?.wake() },
    );
    // A photo's path (/images/photos/…) or one of our own file names; none (an outside URL the
    // photos migration took off) stays empty, which the front ends show as the placeholder.
    const imageUrl = (image: string) =>
      image === '' ? '' : image.startsWith('/') ? `${publicUrl}${image}` : `${publicUrl}${ROOM_IMAGES_PATH}${image}`;
    const now = opts.now ?? (() => new Date());
    const cache = new RoomsCache(db, repos.rooms.all, imageUrl, () => todayIn(opts.timeZone, now()));
    const events = new RoomEvents(db, cache, opts.events);
    const accounts = accountCache(opts.lookupAccount, now);
    const ctx: AppContext = {
      db,
      cache,
      events,
      accounts,
      tokens: createTokenService(opts.jwtSecret, opts.jwtTtlSeconds, accounts),
      timeZone: opts.timeZone,
      publicUrl,
      now,
      receipts,
      webhooksToLoopback: opts.webhooksToLoopback ?? true,
    };
    app.decorate('ctx', ctx);
    app.decorate('repos', repos);
    // Open event streams never finish by themselves: end them so close() does not wait on them.
    app.addHook('preClose', (done) => {
      events.close();
      done();
    });
  },
  { name: 'harborview-context' },
);

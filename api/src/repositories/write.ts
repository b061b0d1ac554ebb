// How every write runs: one transaction. A write that changes what rooms show (a booking's date, a
// review) calls `changed()` inside it: on PostgreSQL that NOTIFYs the other API processes in the same
// transaction, so they hear of it only if it commits; after the commit this process drops its room
// cache and pushes the live streams (docs/architecture.md §6). A write that throws rolls back and
// changes nothing; so does one whose function returns a refusal (./result.ts): the transaction is
// rolled back and the refusal returned. A write that causes an e-mail queues it with `mail` (the outbox row in the same
// transaction, src/repositories/mail.ts); after the commit `mailed()` wakes this process's sender. An
// e-mail whose calendar file could not be made is queued without it and `log` says why. A write that
// happens to a partner's booking calls `partner(type, booking)`: it signs the booking's receipt and
// queues the partner's webhook event in the same transaction (./webhooks.ts); after the commit
// `partners.hooked()` wakes this process's webhook sender.
import type { PartnerEventType } from '@hotel/shared/front-desk/partners';
import { notifyChanges, type Database, type Queryable } from '../db/index';
import { receiptClaims, type ReceiptSigner } from '../receipts';
import { queueMail, type QueuedMail } from './mail';
import { isRefusal } from './result';
import { queueWebhook, type PartnerBooking } from './webhooks';

/** Thrown inside the transaction to roll back a write that refused; caught right outside it. */
class RolledBack {
  constructor(readonly refusal: unknown) {}
}

/** Signs the partner booking's receipt and queues its partner's event; answers the receipt. */
export type PartnerEvent = (type: PartnerEventType, booking: PartnerBooking) => Promise<string>;

export type Write = <T>(
  fn: (tx: Queryable, changed: () => Promise<void>, mail: (m: QueuedMail) => Promise<string>, partner: PartnerEvent) => Promise<T>,
) => Promise<T>;

/** The receipts' signer and what wakes the webhook sender after a commit that queued an event. */
export interface WritePartners {
  signer: ReceiptSigner;
  hooked(): void;
}

/** Where a write reports what it let pass (the app's logger). */
export interface WriteLog {
  warn(details: object, message: string): void;
}

export function createWrite(
  db: Database,
  afterCommit: () => void,
  mailed: () => void = () => undefined,
  log: WriteLog = { warn: () => undefined },
  partners?: WritePartners,
): Write {
  return async (fn) => {
    let dirty = false;
    let queued = false;
    let hooked = false;
    let out: Awaited<ReturnType<typeof fn>>;
    try {
      out = await db.transaction(async (tx) => {
        const value = await fn(
          tx,
          async () => {
            await notifyChanges(db, tx);
            dirty = true;
          },
          (m) => {
            queued = true;
            if (m.icsError !== undefined) {
              log.warn({ kind: m.kind, bookingId: m.bookingId, error: m.icsError }, 'calendar file not made: the e-mail goes without it');
            }
            return queueMail(tx, m);
          },
          async (type, booking) => {
            if (!partners) throw new Error('a partner booking needs the receipts signer (createWrite without partners)');
            const receipt = await partners.signer.sign(receiptClaims(booking, type));
            if (await queueWebhook(tx, type, booking, receipt)) hooked = true;
            return receipt;
          },
        );
        if (isRefusal(value)) throw new RolledBack(value);
        return value;
      });
    } catch (err) {
      if (!(err instanceof RolledBack)) throw err;
      return err.refusal as typeof out;
    }
    if (dirty) afterCommit();
    if (queued) mailed();
    if (hooked) partners?.hooked();
    return out;
  };
}

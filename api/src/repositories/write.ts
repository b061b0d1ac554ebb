// How every write runs: one transaction. A write that changes what rooms show (a booking's date, a
// review) calls `changed()` inside it: on PostgreSQL that NOTIFYs the other API processes in the same
// transaction, so they hear of it only if it commits; after the commit this process drops its room
// cache and pushes the live streams (docs/architecture.md §6). A write that throws rolls back and
// changes nothing.
import { notifyChanges, type Database, type Queryable } from '../db/index';

export type Write = <T>(fn: (tx: Queryable, changed: () => Promise<void>) => Promise<T>) => Promise<T>;

export function createWrite(db: Database, afterCommit: () => void): Write {
  return async (fn) => {
    let dirty = false;
    const out = await db.transaction((tx) =>
      fn(tx, async () => {
        await notifyChanges(db, tx);
        dirty = true;
      }),
    );
    if (dirty) afterCommit();
    return out;
  };
}

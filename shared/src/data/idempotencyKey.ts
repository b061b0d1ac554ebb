/**
 * The Idempotency-Key of a write (docs/architecture.md §6: a retried POST returns the first result).
 * Plain functions, so the rule is tested without React; `useAction` keeps the state.
 */

/** A fresh random key (not derived from the input or the clock: two guests never share one). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key held after a run that failed: `write` names what was written (room, date, guests…). */
export interface HeldKey {
  write: string;
  key: string;
}

/**
 * The key for the next run of `write`: the held one when the guest retries the same write after a
 * failure (the first attempt may have reached the server: its answer was lost), else a new one. The
 * caller holds the returned key after a failure and drops it after a success, so a new booking of
 * the same room, date and guests gets a new key.
 */
export function keyForWrite(held: HeldKey | null, write: string, mint: () => string = newIdempotencyKey): HeldKey {
  return held && held.write === write ? held : { write, key: mint() };
}

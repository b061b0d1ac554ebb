/**
 * A fresh Idempotency-Key for one opened summary dialog. It is random (not derived from the date or
 * the clock) and kept for every retry of that dialog, so a retry after a lost response returns the
 * first booking instead of making a second one.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

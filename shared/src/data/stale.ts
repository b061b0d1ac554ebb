/**
 * What a write makes stale (docs/architecture.md §4): a read names the resource it is of
 * (`useLoad(key, load, { resource: 'bookings' })`), a write names the resources it changes
 * (`useAction(write, { stales: ['bookings'] })`), and each read of those that is on screen
 * refreshes in the background once the write has succeeded. No screen patches loaded data by hand.
 * @hotel/shared is one instance in the page (a federation singleton), so a write of one remote
 * refreshes the reads of another.
 */

/** The API resources the screens read: the guest's bookings, and rooms (their booked dates and reviews). */
export type Resource = 'bookings' | 'rooms';

const readers = new Map<Resource, Set<() => void>>();

/** Calls `refresh` whenever a write makes `resource` stale; returns the unsubscribe. */
export function onStale(resource: Resource, refresh: () => void): () => void {
  const set = readers.get(resource) ?? new Set();
  readers.set(resource, set);
  set.add(refresh);
  return () => void set.delete(refresh);
}

/** A write changed these resources: every read of them on screen refreshes. */
export function markStale(resources: readonly Resource[]): void {
  const refreshes = new Set(resources.flatMap((r) => [...(readers.get(r) ?? [])]));
  refreshes.forEach((refresh) => refresh());
}

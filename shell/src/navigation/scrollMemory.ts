/**
 * Where each history entry was scrolled to, by the router's location key. Every link followed
 * makes an entry with a new key, so an entry with a remembered position is one the guest went
 * Back (or Forward) to: it returns there, while a new entry starts at the top. Plain functions so
 * the rule is testable without a browser.
 */
export function createScrollMemory() {
  const positions = new Map<string, number>();
  return {
    remember(key: string, y: number) {
      positions.set(key, y);
    },
    /** The scroll position to show for the entry with this key. */
    targetFor(key: string): number {
      return positions.get(key) ?? 0;
    },
  };
}

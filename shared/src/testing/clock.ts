/**
 * Puts the date the page reads as "now" at `iso`, moving on with real time; every timer stays real,
 * so nothing else waits on it. For tests of stays in a fixed month far ahead (June 2099, whatever the
 * year a test runs in), which must lie within the booking horizon of the hotel's today (18 months).
 */
export function setTestDate(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * The browser's EventSource, which jsdom lacks (and MSW cannot serve in Node): a test installs
 * this on `globalThis` and plays the server's side of a stream (open, events, a drop).
 */
export class TestEventSource {
  static all: TestEventSource[] = [];
  static latest(): TestEventSource | undefined {
    return TestEventSource.all[TestEventSource.all.length - 1];
  }
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (e: { data: string }) => void>();
  constructor(readonly url: string) {
    TestEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
  }
  /** The server sends event `type` with `data` (JSON unless a string). */
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  open() {
    this.onopen?.();
  }
  drop() {
    this.onerror?.();
  }
}

/** Makes `TestEventSource` the page's EventSource until the test ends (see ./setup). */
export function installTestEventSource(): typeof TestEventSource {
  TestEventSource.all = [];
  Object.defineProperty(globalThis, 'EventSource', { configurable: true, writable: true, value: TestEventSource });
  return TestEventSource;
}

export function removeTestEventSource(): void {
  if ((globalThis as { EventSource?: unknown }).EventSource === TestEventSource) {
    Reflect.deleteProperty(globalThis, 'EventSource');
  }
}

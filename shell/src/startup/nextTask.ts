/**
 * Ends the current task: resolves in a new one, so the browser may paint and answer input between
 * two pieces of start-up work (docs/architecture.md §10, "Rendering in pieces"). `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other tasks), else a
 * MessageChannel message, which runs as soon as the browser is free (a `setTimeout(0)` may wait
 * 4 ms once nested, and longer in a background tab). Imports nothing: main.js holds it.
 */
type Scheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

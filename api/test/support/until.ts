// Waiting on a condition with a deadline, never a fixed sleep (docs/architecture.md §9).

/** Reads `read` every 25 ms until `ok` holds of its value, which it returns; throws after `ms`. */
export async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what} not met within ${ms} ms; last: ${String(v).slice(0, 2000)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

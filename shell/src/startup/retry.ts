/**
 * The one retry policy of the remotes (docs/architecture.md §3, "Failure isolation"): a manifest
 * main.js reads for its page table, and a remote's module the slots load, are tried again after
 * 300 ms and after 1000 ms, which covers a blip (a restart, a dropped connection), and then give up
 * with the last failure. Imports nothing: main.js runs it.
 */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1000];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `attempt()` until it succeeds, once more after each of `delays`; rejects with the last failure.
 * An attempt fails by throwing (or rejecting).
 */
export async function retry<T>(attempt: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (e) {
      if (i >= delays.length) throw e;
    }
    await delay(delays[i]!);
  }
}
